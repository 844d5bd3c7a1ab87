// The computer opponent's view of a Ronin position (docs/ai.md): fighters standing by their rank
// and Combat Points, wounds, a warband near its morale test, the scenario's marker to raid or hold,
// closing on the enemy and the missiles each side has in sight (aiThreat.ts); and the exact odds
// of an action from the rules' own resolution.
import { norm } from '../../core/exactMath';
import { boundedOutcomes } from '../../core/ai/bounded';
import type { AiOutcome, SystemAi } from '../../core/ai/types';
import { apply, resume, scenarioOf } from './apply';
import { sidesOf } from './bout';
import { sampleSplits } from './legal';
import { atObjective } from './objective';
import { statsAt } from './profiles';
import { onTable, other } from './queries';
import { sampledFight } from './splitOdds';
import { threats } from './aiThreat';
import type { RoAction, RoFighter, RoObjective, RoState, Side, Wound } from './types';

/** A fighter on the table, by its rank, Combat Points and wounds; `wound` weighs it with another wound than its own. */
export function worth(f: RoFighter, wound: Wound = f.wound): number {
  const p = statsAt(f, wound);
  return 6 + p.rank + 0.8 * p.cp + 0.3 * (p.fight + p.init) - 2.5 * wound - (f.disarmed ? 1.5 : 0) - (f.grappled ? 0.5 : 0) + (f.missile && !f.unloaded ? 0.5 : 0);
}

/** A won or lost game, in evaluation points (the search's default). */
const GAME = 150;

/** Fighters the other side has lost less those `me` has lost. */
function lead(s: RoState, me: Side): number {
  let n = 0;
  for (const f of s.fighters) if (!onTable(f)) n += f.side === me ? -1 : 1;
  return n;
}

/**
 * RO-GAP-6: with no objective, the side that has lost fewer fighters when the last turn ends wins.
 * The lead in fighters lost (`ahead`), counted up to two, at a stake that grows to a won game's as
 * the last turn comes (half of it for a lead of one): a fighter taken out in the last turn is
 * worth half a won game, one taken out in the first little more than its own worth. Without it,
 * the computer's warband kept its distance to the end and drew 0 to 0, or lost on one casualty it
 * never tried to make good.
 */
export function leadStake(s: RoState, me: Side, ahead = lead(s, me)): number {
  if (s.result || s.turns <= 0) return 0;
  const nearEnd = Math.min(1, s.turn / s.turns);
  return GAME * nearEnd * nearEnd * Math.max(-2, Math.min(2, ahead)) / 2;
}

/**
 * RO-GAP-6, the night raid: at the end of a turn a raider at the marker with no defender there wins
 * the game. While that holds (`at`: each side's fighters at the marker), the raiders are one turn's
 * end from a won game: a third of its stake.
 */
function raidStake(s: RoState, goal: RoObjective, at: readonly [number, number], me: Side): number {
  if (s.result || !at[goal.raider] || at[other(goal.raider)]) return 0;
  return (me === goal.raider ? 1 : -1) * GAME / 3;
}

/**
 * The pull towards the nearest enemy, per inch: 0.08, growing to 0.38 by the last turn for a side
 * not ahead (`ahead` <= 0) in a scenario won on losses (RO-GAP-6), which must go and take a
 * fighter out.
 */
function pull(s: RoState, ahead: number, onLosses: boolean): number {
  if (!onLosses || s.turns <= 0 || ahead > 0) return 0.08;
  return 0.08 + 0.3 * Math.min(1, s.turn / s.turns);
}

/** The weight of the sides' missile threats (the expected loss of one shot from each shooter, in the same points). */
export const THREAT = 1;

/** Side `me`'s standing, the other's subtracted. */
export function evaluate(s: RoState, me: Side): number {
  const living: [RoFighter[], RoFighter[]] = [[], []];
  const count: [number, number] = [0, 0];
  for (const f of s.fighters) {
    count[f.side] += 1;
    if (onTable(f)) living[f.side].push(f);
  }
  const goal = scenarioOf(s).objective;
  const total = [0, 0];
  const pos = [0, 0];
  // Each side's lead in fighters lost (the other's losses less its own, RO-GAP-6), and its fighters at the marker.
  const lost0 = count[0] - living[0].length, lost1 = count[1] - living[1].length;
  const ahead: [number, number] = [lost1 - lost0, lost0 - lost1];
  const atMarker: [number, number] = [0, 0];
  for (const side of [0, 1] as Side[]) {
    const enemies = living[side === 0 ? 1 : 0];
    const w = pull(s, ahead[side], !goal);
    let v = 0;
    for (const f of living[side]) {
      v += worth(f);
      let nearest = Infinity;
      for (const e of enemies) nearest = Math.min(nearest, norm(e.x - f.x, e.y - f.y));
      if (nearest < Infinity) pos[side]! -= w * nearest;
      if (goal) {
        const d = norm(f.x - goal.x, f.y - goal.y);
        // Raiders close on the marker; defenders stay near it.
        v -= (goal.raider === side ? 0.3 : 0.15) * Math.max(0, d - goal.r);
        if (atObjective(goal, f)) {
          v += goal.raider === side ? 4 : 2;
          atMarker[side]++;
        }
      }
    }
    // RO-GAP-6: a warband down to half its fighters tests its morale each turn.
    if (living[side].length * 2 <= count[side]!) v -= 6;
    total[side] = v;
  }
  // Only its own position counts: closing in is worth something to the side that does it (one
  // fighter coming nearer is the nearest enemy of many, so the other's count would outweigh it).
  const them = me === 0 ? 1 : 0;
  // The missiles: what each side's shooters can take from the other with one shot each from where they stand.
  const threat = threats(s, living, worth);
  const stake = goal ? raidStake(s, goal, atMarker, me) : leadStake(s, me, ahead[me]);
  return total[me]! + pos[me]! - total[them]! + THREAT * (threat[me] - threat[them]) + stake;
}

const ORDER: Record<RoAction['type'], number> = {
  attack: 0, strike: 0, shoot: 0, formFight: 0, defend: 1, split: 1, chooseFight: 1, rollPriority: 1, reload: 2, move: 3, fightsSet: 4, hold: 5, pass: 5,
};

function candidates(_s: RoState, legal: readonly RoAction[]): RoAction[] {
  return [...legal].sort((a, b) => ORDER[a.type] - ORDER[b.type]);
}

function focus(a: RoAction): string | null {
  if ('fighter' in a) return a.fighter;
  if (a.type === 'formFight') return a.one;
  return null;
}

function outcomes(s: RoState, a: RoAction, maxRuns: number): AiOutcome<RoState>[] {
  const resolver = { apply, resume, decide: () => [], flags: () => [] };
  return boundedOutcomes(resolver, s, a, maxRuns);
}

/** Fights a split's outcomes are sampled from, per run of the enumeration budget the search allows. */
const RUNS_PER_FIGHT = 50;

/**
 * A pool split (RO-12) is made without seeing the other side's: its outcomes are the whole fight
 * played out by the rules (under the split table's policy, splitOdds.ts) against each split the
 * rules list for the other side (all Attack, half and half, all Defence, each with and without the
 * initiative boost), taken as equally likely. Whatever the view holds of either split is set aside.
 * An exact count of a whole fight takes 0.1-5 s here, so the fights are sampled, with the same
 * dice for every split weighed (their differences are then the splits', not the dice's).
 */
function secret(s: RoState, a: RoAction, maxRuns: number): AiOutcome<RoState>[] | null {
  if (a.type !== 'split' || !s.bout) return null;
  const theirs = sampleSplits(sidesOf(s, s.bout)[other(a.by)]);
  const each = Math.max(4, Math.floor(maxRuns / RUNS_PER_FIGHT / theirs.length));
  const merged = new Map<string, AiOutcome<RoState>>();
  theirs.forEach((tokens, i) => {
    for (const o of sampledFight(s, a.by, a.tokens, tokens, each, 1 + i)) {
      const key = JSON.stringify(o.state);
      const had = merged.get(key);
      if (had) had.p += o.p / theirs.length;
      else merged.set(key, { p: o.p / theirs.length, state: o.state });
    }
  });
  return [...merged.values()];
}

export const roninAi: SystemAi<RoState, RoAction> = { evaluate, candidates, outcomes, secret, focus };
