// How the odds move with a fighter's pool split (RO-12), before it is made: for each way of
// splitting its Combat Points, the whole fight is resolved by Ronin's own `apply` over every dice
// total (src/core/enumerate.ts), so the table shows what the rules then do. The other player's
// split is not known: the table assumes they split evenly and boost nothing at initiative, and
// both sides play a stated policy (attack the first enemy, never boost an attack, boost the
// defence while a Defence token is left). The chance to act first comes from the same engine.
import { enumerate, TooManyBranches, type Outcome, type Resolver } from '../../core/enumerate';
import { estimate } from '../../core/estimate';
import { apply, resume } from './apply';
import { sidesOf, targetsOf } from './bout';
import { statsOf } from './profiles';
import { fighter, other } from './queries';
import type { RoAction, RoFighter, RoState, Side, Split } from './types';

/** One way to split: the chance this fighter wounds its opponent, and is wounded, in the fight. */
export interface SplitRow {
  attack: number;
  defence: number;
  /** At least one wound (or worse) on the opponent by the end of the fight. */
  wounds: number;
  /** At least one wound (or worse) on this fighter by the end of the fight. */
  wounded: number;
}

export interface SplitOdds {
  fighter: string;
  opponent: string;
  rows: SplitRow[];
  /** The chance to act before the opponent, without and with an initiative boost (null: it cannot boost). */
  first: { plain: number; boosted: number | null };
}

/** The policy both sides play in the table (documented in docs/rules/ronin.md). */
export function splitPolicy(s: RoState): RoAction[] {
  const bout = s.bout;
  if (s.phase !== 'combat' || !bout?.order.length) return [];
  if (bout.attack?.defBoost === null) return [{ type: 'defend', boost: true }, { type: 'defend', boost: false }];
  if (bout.attack) return [{ type: 'strike', boost: false, special: 'none' }];
  const f = fighter(s, bout.order[bout.next % bout.order.length]!);
  const t = targetsOf(s, bout, f)[0];
  return [...(t ? [{ type: 'attack', fighter: f.id, target: t.id } as const] : []), { type: 'pass', fighter: f.id }];
}

const keyOf = (s: RoState): string => `${s.phase}|${s.fighters.map((f) => `${f.wound}${f.disarmed ? 'd' : ''}`).join('')}|${JSON.stringify(s.bout)}`;

const wholeFight: Resolver<RoState, RoAction> = { apply, resume, decide: splitPolicy, flags: () => [], key: keyOf };
const toInitiative: Resolver<RoState, RoAction> = { apply, resume, decide: () => [], flags: () => [], key: keyOf };

const OPTS = { maxRuns: 20_000, negligible: 1e-12 };

const even = (f: RoFighter, boostInit = false): Split[string] => {
  const cp = statsOf(f).cp;
  const attack = Math.ceil(cp / 2);
  return { attack, defence: cp - attack, boostInit: boostInit && attack > 0 };
};

/** The bout as it stands before any split is made (the view may hold the viewer's own). */
function unsplit(s: RoState): RoState {
  return { ...s, bout: { ...s.bout!, splits: [null, null] } };
}

/** The reveal and initiative (RO-13, RO-14) with the other side splitting evenly, up to the first attack. */
function initiative(s: RoState, by: Side, mine: Split): Outcome<RoState>[] {
  const theirs: Split = Object.fromEntries(sidesOf(s, s.bout!)[other(by)].map((f) => [f.id, even(f)]));
  const start = apply(unsplit(s), { type: 'split', by, tokens: mine }, { roll: () => 1 }).state;
  return enumerate(toInitiative, start, { type: 'split', by: other(by), tokens: theirs }, OPTS);
}

/**
 * The whole fight after both splits, `mine` by `by` and `theirs` by the other side (whatever the
 * state holds of either is set aside), played under the table's policy `runs` times with seeded
 * dice (src/core/estimate.ts): each way it ended, with its share of the runs. The computer weighs
 * its own split with it (ai.ts): an exact count of a whole fight takes 0.1-5 s.
 */
export function sampledFight(s: RoState, by: Side, mine: Split, theirs: Split, runs: number, seed: number): Outcome<RoState>[] {
  const start = apply(unsplit(s), { type: 'split', by, tokens: mine }, { roll: () => 1 }).state;
  // Merged only where the whole state is the same.
  const played: Resolver<RoState, RoAction> = { apply, resume, decide: splitPolicy, flags: () => [] };
  return estimate(played, start, { type: 'split', by: other(by), tokens: theirs }, { runs, seed }).outcomes;
}

/** The whole fight: each initiative order, then the attacks played out from it. */
function wholeFightOf(s: RoState, by: Side, mine: Split): Outcome<RoState>[] {
  return initiative(s, by, mine).flatMap((o) => (o.state.bout?.order.length
    ? enumerate(wholeFight, o.state, null, OPTS).map((x) => ({ ...x, p: x.p * o.p }))
    : [o]));
}

interface Setting {
  f: RoFighter;
  foe: RoFighter;
  mates: Split;
}

function settingOf(s: RoState, by: Side, fighterId: string): Setting | null {
  const bout = s.bout;
  if (s.phase !== 'combat' || !bout || bout.order.length) return null;
  const f = fighter(s, fighterId);
  const foe = targetsOf(s, bout, f)[0];
  if (!foe || f.side !== by) return null;
  return { f, foe, mates: Object.fromEntries(sidesOf(s, bout)[by].map((m) => [m.id, even(m)])) };
}

const budgeted = <T>(work: () => T): T | null => {
  try {
    return work();
  } catch (e) {
    if (e instanceof TooManyBranches) return null;
    throw e;
  }
};

/**
 * One row of the table: `attack` of the fighter's Combat Points as Attack tokens, the rest as
 * Defence, the player's other fighters split evenly. Null when the fight is not being split or
 * working it out would take too long (a crowded fight).
 */
export function splitRow(s: RoState, by: Side, fighterId: string, attack: number): SplitRow | null {
  const set = settingOf(s, by, fighterId);
  if (!set) return null;
  const { f, foe, mates } = set;
  const cp = statsOf(f).cp;
  return budgeted(() => {
    let wounds = 0, wounded = 0;
    for (const o of wholeFightOf(s, by, { ...mates, [f.id]: { attack, defence: cp - attack, boostInit: false } })) {
      if (fighter(o.state, foe.id).wound > foe.wound) wounds += o.p;
      if (fighter(o.state, f.id).wound > f.wound) wounded += o.p;
    }
    return { attack, defence: cp - attack, wounds, wounded };
  });
}

/** The chance the fighter acts before its opponent (RO-14), with or without an initiative boost (RO-23). */
export function firstChance(s: RoState, by: Side, fighterId: string, boostInit: boolean): number | null {
  const set = settingOf(s, by, fighterId);
  if (!set || (boostInit && even(set.f).attack < 1)) return null;
  const { f, foe, mates } = set;
  return budgeted(() => {
    let p = 0;
    for (const o of initiative(s, by, { ...mates, [f.id]: even(f, boostInit) })) {
      const order = o.state.bout?.order ?? [];
      if (order.indexOf(f.id) >= 0 && order.indexOf(f.id) < order.indexOf(foe.id)) p += o.p;
    }
    return p;
  });
}

/** Whom the table is about: the fighter, its opponent and its Combat Points; null when no split is asked. */
export function splitSubject(s: RoState, by: Side, fighterId: string): { fighter: string; opponent: string; cp: number } | null {
  const set = settingOf(s, by, fighterId);
  return set && { fighter: set.f.name, opponent: set.foe.name, cp: statsOf(set.f).cp };
}

/** The whole table at once (the screen builds it a row at a time). */
export function splitOdds(s: RoState, by: Side, fighterId: string): SplitOdds | null {
  const subject = splitSubject(s, by, fighterId);
  if (!subject) return null;
  const rows: SplitRow[] = [];
  for (let attack = subject.cp; attack >= 0; attack--) {
    const row = splitRow(s, by, fighterId, attack);
    if (!row) return null;
    rows.push(row);
  }
  const plain = firstChance(s, by, fighterId, false);
  if (plain === null) return null;
  return { fighter: subject.fighter, opponent: subject.opponent, rows, first: { plain, boosted: firstChance(s, by, fighterId, true) } };
}
