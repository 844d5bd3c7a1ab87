// Finds a Rank and Flank position for the browser test of a duel with Overkill and a regiment
// falling back into contact (tests/e2e/ranked-duel.test.mjs): plays random legal games under Node
// (the rules' own actions, a chooser seeded apart from the dice), and at each challenge asked in
// close combat tries every challenger and every acceptor, then plays the rest of that combat phase
// as the test clicks it (other combats: no challenge, the first acceptor, hold, stay, the first
// way of falling back). A position qualifies when the duel's Overkill counts in the combat result
// and, later in the same phase, a regiment is asked to fall back one way and then stands in
// contact. Writes the record up to the challenge and the clicks to tests/fixtures/ranked-duel.json.
// Usage: npx tsx scripts/ranked-duel-seeds.ts [first seed] [seeds to try] [--write]
import { writeFileSync } from 'node:fs';
import { initialRngState, seededDice } from '../src/core/dice';
import { MATCH_FORMAT, step } from '../src/core/match';
import type { GameEvent } from '../src/core/ruleset';
import { ranked } from '../src/rules/ranked';
import { contact } from '../src/rules/ranked/geometry/block';
import { rankedScenario } from '../src/rules/ranked/scenarios';
import type { CombatAction, RkAction, RkState } from '../src/rules/ranked/types';
import { defaultOptions } from '../src/systems/manifest';
import { systemById } from '../src/systems/registry';

const PLAYERS: [string, string] = ['Anna', 'Boris'];
const SCENARIO = 'pitched';
const options = defaultOptions(systemById('ranked')!);

interface Found {
  seed: number;
  /** Actions up to the challenge asked. */
  actions: RkAction[];
  challenge: CombatAction & { type: 'challenge' };
  accept: CombatAction & { type: 'accept' };
  /** The continuation the test clicks, as played here (for the report and the test's checks). */
  then: RkAction[];
  overkill: number;
  fallBack: { unit: string; against: string; dist: number };
  sameCombat: boolean;
  /** The regiment that fell back still touches that enemy when the phase is over (the combat goes on). */
  holds: boolean;
}

/** What the test clicks once its own challenge and acceptance are made. */
function follow(s: RkState, legal: RkAction[], mine: { challenge: RkAction; accept: RkAction }, combat: string): RkAction | null {
  const of = <T extends RkAction['type']>(t: T) => legal.filter((a): a is Extract<RkAction, { type: T }> => a.type === t);
  const c = s.combats.find((x) => x.id === combat);
  if (c?.pending?.kind === 'challenge') return mine.challenge;
  if (c?.pending?.kind === 'accept' && of('accept').some((a) => a.combat === combat)) return mine.accept;
  return of('fallBack')[0] ?? of('noChallenge')[0] ?? of('accept')[0] ?? of('restrain')[0] ?? of('stay')[0] ?? of('pickRefused')[0] ?? of('fightCombat')[0] ?? null;
}

/** Plays the rest of the combat phase from `s` with the test's clicks; null when it does not show both. */
function tryChoice(s: RkState, combat: string, challenge: RkAction & { type: 'challenge' }, accept: RkAction & { type: 'accept' }): Omit<Found, 'seed' | 'actions'> | null {
  const then: RkAction[] = [];
  const events: GameEvent[] = [];
  let overkill = 0, okResult = false, fall: Found['fallBack'] | null = null, sameCombat = false, acceptUsed: RkAction | null = null;
  const turn = s.turn, active = s.active;
  for (let i = 0; i < 60 && s.phase === 'combat' && s.turn === turn && s.active === active && !s.result; i++) {
    const legal = ranked.legalActions(s);
    const a = follow(s, legal, { challenge, accept }, combat);
    if (!a) break;
    if (a === accept) acceptUsed = a;
    let r;
    try {
      r = step(ranked, s, a);
    } catch {
      return null;
    }
    const asked = s.combats.map((c) => c.pending?.kind === 'fallBack' ? c : null).find(Boolean);
    if (a.type === 'fallBack' && asked) {
      if (asked.pending?.kind !== 'fallBack' || asked.pending.options !== 1 || fall) return null;
      const moved = r.events.find((e) => e.type === 'fallBack');
      if (!moved) return null;
      const p = moved.params as { unit: string; against: string; dist: number };
      const u = r.state.regiments.find((x) => x.id === p.unit)!, e = r.state.regiments.find((x) => x.id === p.against)!;
      if (!contact(u.block, e.block)) return null;
      // After the duel's casualties: its Overkill already counted, the result still to come.
      if (overkill === 0) return null;
      fall = p;
      sameCombat = asked.id === combat;
    }
    s = r.state;
    then.push(a);
    events.push(...r.events);
    for (const e of r.events) {
      const p = e.params as Record<string, number | string>;
      if (e.type === 'casualties' && Number(p.overkill) > 0) overkill = Math.max(overkill, Number(p.overkill));
      if (e.type === 'combatResult' && p.combat === combat && (Number(p.overkill0) > 0 || Number(p.overkill1) > 0)) okResult = true;
    }
  }
  if (!acceptUsed || !okResult || !fall) return null;
  const u = s.regiments.find((x) => x.id === fall!.unit)!, e = s.regiments.find((x) => x.id === fall!.against)!;
  const holds = !u.destroyed && !e.destroyed && !u.fleeing && !e.fleeing && contact(u.block, e.block) !== null;
  return { challenge, accept, then: then.filter((a) => a !== challenge && a !== accept), overkill, fallBack: fall, sameCombat, holds };
}

/** Every challenger and acceptor tried at a challenge asked in `s`. */
function tryPosition(s: RkState): Omit<Found, 'seed' | 'actions'>[] {
  const out: Omit<Found, 'seed' | 'actions'>[] = [];
  for (const ch of ranked.legalActions(s)) {
    if (ch.type !== 'challenge') continue;
    let after: RkState;
    try {
      after = step(ranked, s, ch).state;
    } catch {
      continue;
    }
    for (const ac of ranked.legalActions(after)) {
      if (ac.type !== 'accept' || ac.combat !== ch.combat) continue;
      const got = tryChoice(s, ch.combat, ch, ac);
      if (got) out.push(got);
    }
  }
  return out;
}

function search(seed: number): Found[] {
  const sc = rankedScenario(SCENARIO)!;
  let s = ranked.setup(sc, options as never, seed, PLAYERS);
  const actions: RkAction[] = [];
  const pick = seededDice(initialRngState(seed * 7919 + 1));
  const found: Found[] = [];
  while (!ranked.isOver(s) && actions.length < 3000) {
    const legal = ranked.legalActions(s);
    if (legal.some((a) => a.type === 'challenge')) {
      for (const f of tryPosition(s)) found.push({ seed, actions: [...actions], ...f });
    }
    const a = legal[pick.roll(legal.length) - 1]!;
    s = step(ranked, s, a).state;
    actions.push(a);
  }
  return found;
}

const args = process.argv.slice(2);
const first = Number(args[0] ?? 1), count = Number(args[1] ?? 200), write = args.includes('--write');
const all: Found[] = [];
for (let seed = first; seed < first + count; seed++) {
  const f = search(seed);
  for (const x of f) console.log(`seed ${seed} at action ${x.actions.length}: ${x.challenge.who} challenges, ${x.accept.who} accepts; overkill ${x.overkill}; ${x.fallBack.unit} falls back ${x.fallBack.dist}" to ${x.fallBack.against}${x.sameCombat ? ' (same combat)' : ''}${x.holds ? ', still in contact at the end' : ''}; ${x.then.length} more clicks`);
  all.push(...f);
}
// The best: the fall-back in the duel's own combat, the regiment still in contact at the end, then the fewest clicks, then the shortest record.
all.sort((a, b) => Number(b.sameCombat) - Number(a.sameCombat) || Number(b.holds) - Number(a.holds) || a.then.length - b.then.length || a.actions.length - b.actions.length);
const best = all[0];
if (!best) {
  console.log('none found');
  process.exit(1);
}
console.log('best:', JSON.stringify({ seed: best.seed, at: best.actions.length, challenge: best.challenge, accept: best.accept, then: best.then, fallBack: best.fallBack }));
if (write) {
  const record = {
    format: MATCH_FORMAT, id: `ranked-duel-${best.seed}`, system: 'ranked', scenarioId: SCENARIO, options, players: PLAYERS,
    seed: best.seed, actions: best.actions, createdAt: 0, updatedAt: 0, name: 'Rank and Flank: a duel, then a fall-back', bookmarks: [],
  };
  const { unit, against, dist } = best.fallBack;
  const fixture = { record, challenge: best.challenge, accept: best.accept, overkill: best.overkill, fallBack: { unit, against, dist: +dist.toFixed(2) } };
  // One action a line, so a diff of the file reads.
  const text = JSON.stringify(fixture, null, 1).replace(/\n\s*"actions": \[[\s\S]*?\n {2}\]/, () => `\n  "actions": [\n${best.actions.map((a) => `   ${JSON.stringify(a)}`).join(',\n')}\n  ]`);
  writeFileSync(new URL('../tests/fixtures/ranked-duel.json', import.meta.url), `${text}\n`);
  console.log('written: tests/fixtures/ranked-duel.json');
}
