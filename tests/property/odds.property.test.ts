// The odds panel is what the engine then does, for every system (see odds/check.ts).
//   ODDS_POINTS       decision points per system (default 200)
//   ODDS_RESOLUTIONS  seeded resolutions per line (default 2000)
import { describe, expect, it } from 'vitest';
import { checkOdds } from './odds/check';
import { oldwestOdds } from './odds/oldwest';
import { firepowerOdds } from './odds/firepower';
import { roninOdds } from './odds/ronin';
import { siegeCovered, siegeOdds } from './odds/siege';

const POINTS = Number(process.env.ODDS_POINTS || 200);
const RESOLUTIONS = Number(process.env.ODDS_RESOLUTIONS || 2000);
/** Ronin's decision points come from slower random games (a fight is rarer): fewer by default. */
const RONIN_POINTS = Number(process.env.ODDS_POINTS || 80);
/** The siege's positions: a question costs about 0.1 s (2,000 resolutions of a flight or a fight), so the run stays short. */
const SIEGE_DEFAULT = 100;
const SIEGE_POINTS = Number(process.env.ODDS_POINTS || SIEGE_DEFAULT);

/** What the siege's questions must reach in a default run: every line the panel can show, under every option that changes it. */
const SIEGE_REACHED = [
  'shot: miss', 'shot: bounce',
  'shot: a knight destroyed (an enemy)', 'shot: a knight wounded (an enemy)', 'shot: a knight light (an enemy)',
  'shot: a knight destroyed (his own)', 'shot: a knight wounded (his own)', 'shot: a knight light (his own)',
  'shot: side 0', 'shot: side 0, two castles', 'shot: side 1, two castles',
  'melee: ties nothing', 'melee: ties reroll', 'melee: +2 for the starter', 'melee: +2 for the other side',
  'melee: side 0', 'melee: side 1', 'melee: side 0, two castles', 'melee: side 1, two castles',
  'gate: side 0', 'gate: side 1, two castles',
  'magic: side 1', 'magic: side 0, two castles', 'magic: side 1, two castles', 'magic: nearest to the castle', 'magic: nearest to the tower',
];

describe('The odds panel against the engine', () => {
  it(`Old West: every line at ${POINTS} positions within 4 standard errors of ${RESOLUTIONS} resolutions`, () => {
    const r = checkOdds(oldwestOdds, POINTS, RESOLUTIONS);
    console.log(`Old West odds: ${r.points} positions, ${r.lines} lines, ${r.resolutions} resolutions`, r.kinds);
    expect(r.points).toBe(POINTS);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
  }, 1_800_000);

  it(`Firepower: every line at ${POINTS} positions within 4 standard errors of ${RESOLUTIONS} resolutions`, () => {
    const r = checkOdds(firepowerOdds, POINTS, RESOLUTIONS);
    console.log(`Firepower odds: ${r.points} positions, ${r.lines} lines, ${r.resolutions} resolutions`, r.kinds);
    expect(r.points).toBe(POINTS);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
  }, 1_800_000);

  it(`Ronin: every line at ${RONIN_POINTS} positions within 4 standard errors of ${RESOLUTIONS} resolutions`, () => {
    const r = checkOdds(roninOdds, RONIN_POINTS, RESOLUTIONS);
    console.log(`Ronin odds: ${r.points} positions, ${r.lines} lines, ${r.resolutions} resolutions`, r.kinds);
    expect(r.points).toBe(RONIN_POINTS);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
  }, 1_800_000);

  it(`siege: the cannon's, the fight's, the gate's and the magic's odds are what the engine then does (${SIEGE_POINTS} positions, ${RESOLUTIONS} resolutions each)`, () => {
    siegeCovered.clear();
    const r = checkOdds(siegeOdds, SIEGE_POINTS, RESOLUTIONS);
    console.log(`Siege odds: ${r.points} positions, ${r.lines} lines, ${r.resolutions} resolutions`, r.kinds, Object.fromEntries(siegeCovered));
    expect(r.points).toBe(SIEGE_POINTS);
    expect(r.mismatches.slice(0, 5)).toEqual([]);
    if (SIEGE_POINTS >= SIEGE_DEFAULT) expect(SIEGE_REACHED.filter((t) => !siegeCovered.has(t))).toEqual([]);
  }, 1_800_000);
});
