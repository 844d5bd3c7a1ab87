// The odds panel is what the engine then does, for every system (see odds/check.ts).
//   ODDS_POINTS       decision points per system (default 200)
//   ODDS_RESOLUTIONS  seeded resolutions per line (default 2000)
import { describe, expect, it } from 'vitest';
import { checkOdds } from './odds/check';
import { oldwestOdds } from './odds/oldwest';
import { firepowerOdds } from './odds/firepower';
import { roninOdds } from './odds/ronin';

const POINTS = Number(process.env.ODDS_POINTS || 200);
const RESOLUTIONS = Number(process.env.ODDS_RESOLUTIONS || 2000);
/** Ronin's decision points come from slower random games (a fight is rarer): fewer by default. */
const RONIN_POINTS = Number(process.env.ODDS_POINTS || 80);

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
});
