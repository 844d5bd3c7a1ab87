// The castle siege's odds panel as the odds check sees it: the chances `siege.preview` shows before
// the cannon's shot (a miss, a bounce, and for each knight the ball may reach: knocked out, sent
// home, stays up; SG-GAP-1, SG-5), a fight (win, tie, lose; SG-8, SG-AMB-2), the gate traps (SG-9)
// and the Defender's magic die (SG-2), each compared with what `apply` then does with seeded dice.
// A line is read the way the screen labels it (src/ui/siege/Match.tsx: its key and the knight it
// names), and the engine's outcome is read from the state and the events it gives, not from the
// preview's own flags. One more line per question, shown as nothing, holds every outcome the panel
// does not list: its chance is 0, so an outcome the player was never shown fails the check.
import { onGrid } from '../../../src/core/exactMath';
import type { Chance, GameEvent, Ruleset } from '../../../src/core/ruleset';
import { powerFor } from '../../../src/rules/siege/ball';
import { castleOf, gateMiddle } from '../../../src/rules/siege/castle';
import type { SgEvent } from '../../../src/rules/siege/events';
import { siege } from '../../../src/rules/siege/index';
import { FLOOR, MAX_POWER, MIN_POWER, WARRIOR_HEIGHT } from '../../../src/rules/siege/measures';
import type { SgOptions } from '../../../src/rules/siege/options';
import { cannonOf, other, warriorsOf } from '../../../src/rules/siege/queries';
import { SIEGE_SCENARIOS } from '../../../src/rules/siege/scenarios';
import type { SgAction, SgScenario, SgState, SgUnit } from '../../../src/rules/siege/types';
import type { Line, OddsSubject } from './check';

/** A castle layout with the match options it is played with (the odds check sets up with no options). */
export interface SiegeGame {
  scenario: SgScenario;
  options: SgOptions;
}

/** The siege with its options carried by the scenario. */
const rules: Ruleset<SgState, SgAction, SiegeGame> = {
  ...(siege as unknown as Ruleset<SgState, SgAction, SiegeGame>),
  setup: (g, _options, seed, players) => siege.setup(g.scenario, g.options, seed, players),
};

/** The layout with the Attacker's start line `ahead` steps nearer the castle, so fights and the gate come up early. */
const closeIn = (sc: SgScenario, ahead: number): SgScenario => ({ ...sc, startLine: sc.startLine + ahead });

/**
 * Both castles, as shipped and with the Attackers closer, with the options that change odds: the
 * tie rolled again (SG-AMB-2), magic striking the knight nearest a tower (SG-AMB-1), two castles
 * (SG-11: both players cast magic and fire).
 */
const GAMES: (readonly [string, SiegeGame])[] = Object.values(SIEGE_SCENARIOS).flatMap((sc, i) => {
  const variants: [string, SgScenario, SgOptions][] = [
    ['close', closeIn(sc, 2.75), i ? {} : { meleeTies: 'reroll' }],
    ['', sc, i ? { twoCastles: true, meleeTies: 'reroll', nearest: 'tower' } : { twoCastles: true }],
    ['close', closeIn(sc, 2.75), i ? { meleeTies: 'reroll', nearest: 'tower' } : { nearest: 'tower' }],
    ['', sc, {}],
  ];
  // The record a mismatch prints names the options in its scenario id.
  return variants.map(([how, scenario, options]) => [`${sc.id}${how ? `(${how})` : ''}${Object.keys(options).length ? JSON.stringify(options) : ''}`, { scenario, options }] as const);
});

/** What a resolution did, read from its events. */
function siegeFlags(events: readonly GameEvent[]): string[] {
  return (events as SgEvent[]).flatMap((e) => {
    switch (e.type) {
      case 'shot': return [`shot:${e.params.contact}:${e.params.target ?? ''}`];
      case 'wounded': return [`wounded:${e.params.warrior}:${e.params.cause}`];
      case 'destroyed': return [`destroyed:${e.params.warrior}:${e.params.cause}`];
      case 'lightWound': return [`light:${e.params.warrior}`];
      case 'magic': return [`magic:${e.params.result}:${e.params.target ?? ''}`];
      case 'melee': return [`melee:${e.params.result}`];
      default: return [];
    }
  });
}

type End = { state: SgState; flags: ReadonlySet<string> };
const unit = (s: SgState, id: string): SgUnit => s.units.find((u) => u.id === id)!;
const hurt = (end: End, id: string, cause: string): 'destroyed' | 'wounded' | null =>
  end.flags.has(`destroyed:${id}:${cause}`) ? 'destroyed' : end.flags.has(`wounded:${id}:${cause}`) ? 'wounded' : null;

/** The wounded knight stands on its start spot, or on a free spot of the half-step lattice around it. */
function atHome(u: SgUnit): boolean {
  return Math.hypot(u.x - u.home.x, u.y - u.home.y) <= 6 * Math.SQRT2 + 1e-9 && Number.isInteger((u.x - u.home.x) * 2) && Number.isInteger((u.y - u.home.y) * 2);
}

/** The shot's outcome as the panel words it: 'miss', 'bounce', or 'destroyed' / 'wounded' / 'light' and the knight hit. */
function shotOutcome(start: SgState, end: End): string {
  const shot = [...end.flags].find((f) => f.startsWith('shot:'));
  if (!shot) return 'no shot';
  const [, contact, target] = shot.split(':') as [string, string, string];
  if (contact === 'off') return 'miss';
  if (contact !== 'warrior') return 'bounce';
  const before = unit(start, target), after = unit(end.state, target);
  if (!after.alive && hurt(end, target, 'shot') === 'destroyed') return `destroyed:${target}`;
  if (after.alive && hurt(end, target, 'shot') === 'wounded' && after.marks === before.marks && atHome(after)) return `wounded:${target}`;
  if (after.alive && after.marks === before.marks + 1 && after.x === before.x && after.y === before.y) return `light:${target}`;
  return `strange:${target}`;
}

/** The fight's outcome for the knight that starts it: 'win', 'tie' or 'lose'. */
function meleeOutcome(action: Extract<SgAction, { type: 'melee' }>, end: End): string {
  const beaten = hurt(end, action.target, 'melee'), lost = hurt(end, action.warrior, 'melee');
  if (beaten && !lost) return 'win';
  if (lost && !beaten) return 'lose';
  return beaten ? 'both' : 'tie';
}

/** The magic die's outcome: its lasting effect (on the right side, for the right turns) or the knight it struck. */
function magicOutcome(start: SgState, end: End): string {
  const t = start.turnIndex, side = start.active;
  const added = end.state.effects.slice(start.effects.length);
  const struck = warriorsOf(start, other(side)).map((w) => [w.id, hurt(end, w.id, 'magic')] as const).filter(([, h]) => h);
  if (added.length + struck.length > 1) return 'several';
  const e = added[0];
  if (e) {
    if (e.kind === 'double' && e.side === side && e.from === t && e.to === t) return 'double';
    if (e.kind === 'bonus' && e.side === side && e.from === t && e.to === t + 1) return 'bonus';
    if (e.kind === 'silence' && e.side === other(side) && e.from === t + 1 && e.to === t + 1) return 'silence';
    return `strange ${e.kind}`;
  }
  const [hit] = struck;
  if (hit) {
    const [id, how] = hit;
    if (how === 'destroyed' && !unit(end.state, id).alive) return `destroy:${id}`;
    if (how === 'wounded' && atHome(unit(end.state, id))) return `wound:${id}`;
    return `strange:${id}`;
  }
  return 'fizzle';
}

function outcome(start: SgState, action: SgAction, end: End): string {
  switch (action.type) {
    case 'fire': return shotOutcome(start, end);
    case 'melee': return meleeOutcome(action, end);
    case 'castMagic': return magicOutcome(start, end);
    case 'tryGate': {
      const g = unit(end.state, action.warrior).gate;
      return g === 'open' ? 'pass' : g === 'shut' ? 'shut' : g;
    }
    default: return 'not previewed';
  }
}

/** The line's outcome as the screen labels it: its key and the knight it names (src/ui/siege/Match.tsx chanceLabel). */
function shownAs(action: SgAction, c: Chance): string {
  const named = action.type === 'melee' ? null : c.params?.target;
  return typeof named === 'string' ? `${c.key}:${named}` : c.key;
}

/** What the checked questions covered: each kind of choice, with the rules and options that change its odds. */
export const siegeCovered = new Map<string, number>();

function cover(s: SgState, action: SgAction, chances: readonly Chance[]): void {
  const tags: string[] = [];
  const mine = (id: unknown) => typeof id === 'string' && unit(s, id).side === s.active;
  const two = s.rules.twoCastles ? ', two castles' : '';
  if (action.type === 'fire') {
    for (const c of chances) {
      if (c.key === 'miss' || c.key === 'bounce') tags.push(`shot: ${c.key}`);
      else tags.push(`shot: a knight ${c.key} (${mine(c.params?.target) ? 'his own' : 'an enemy'})`);
    }
    tags.push(`shot: side ${s.active}${two}`);
  }
  if (action.type === 'melee') {
    const bonus = ([0, 1] as const).filter((side) => s.effects.some((e) => e.kind === 'bonus' && e.side === side && e.from <= s.turnIndex && s.turnIndex <= e.to));
    tags.push(`melee: ties ${s.rules.meleeTies}`, `melee: side ${s.active}${two}`);
    for (const side of bonus) tags.push(`melee: +2 for the ${side === s.active ? 'starter' : 'other side'}`);
  }
  if (action.type === 'castMagic') {
    tags.push(`magic: side ${s.active}${two}`);
    if (chances.some((c) => c.key === 'wound')) tags.push(`magic: nearest to the ${s.rules.nearest}`);
  }
  if (action.type === 'tryGate') tags.push(`gate: side ${s.active}${two}`);
  for (const t of new Set(tags)) siegeCovered.set(t, (siegeCovered.get(t) ?? 0) + 1);
}

function lines(s: SgState, action: SgAction): Line<SgState, SgAction, null>[] | null {
  const p = siege.preview(s, action);
  if (!p) return null;
  cover(s, action, p.chances);
  const question = { state: s, action, policy: null };
  const shown = new Set(p.chances.map((c) => shownAs(action, c)));
  const out: Line<SgState, SgAction, null>[] = p.chances.map((chance) => {
    const want = shownAs(action, chance);
    return { chance, question, test: (start, end) => outcome(start, action, end) === want };
  });
  // What the panel does not list, the player takes for impossible.
  out.push({ chance: { key: 'not shown', p: 0, params: { shown: [...shown].join(' ') } }, question, test: (start, end) => !shown.has(outcome(start, action, end)) });
  return out;
}

/** The shots a player may aim: at every knight on the table (the enemy's and his own) at the power that brings the ball onto it, at the gate, and long. */
function shotsOf(s: SgState, legal: readonly SgAction[]): SgAction[] {
  const fires = legal.filter((a) => a.type === 'fire');
  const cannon = cannonOf(s, s.active);
  if (!fires.length || !cannon) return fires;
  const out = [...fires];
  for (const w of warriorsOf(s, s.active)) {
    const d = Math.hypot(w.x - cannon.x, w.y - cannon.y);
    const power = powerFor(d, w.level * FLOOR + WARRIOR_HEIGHT / 2, MIN_POWER, MAX_POWER);
    if (power !== null) out.push({ type: 'fire', aim: { x: onGrid(w.x - cannon.x), y: onGrid(w.y - cannon.y) }, power });
  }
  const castle = castleOf(s, other(s.active));
  const g = castle ? gateMiddle(castle) : { x: s.width / 2, y: s.height / 2 };
  if (g.x !== cannon.x || g.y !== cannon.y) out.push({ type: 'fire', aim: { x: onGrid(g.x - cannon.x), y: onGrid(g.y - cannon.y) }, power: MAX_POWER });
  return out;
}

/** The state the chooser is playing now: `asked` sees it first, `prefer` then leans towards the enemy with it. */
let playing: SgState | null = null;

/** A move that takes a knight nearer the enemy's gate (or, with no enemy castle, the nearest enemy knight). */
function closer(a: SgAction): boolean {
  const s = playing;
  if (a.type !== 'move' || !s) return false;
  const u = unit(s, a.unit);
  const castle = castleOf(s, other(u.side));
  const goals = castle ? [gateMiddle(castle)] : warriorsOf(s, other(u.side));
  const far = (p: { x: number; y: number }) => Math.min(...goals.map((g) => Math.hypot(g.x - p.x, g.y - p.y)));
  return far(a) < far(u) - 0.5;
}

export const siegeOdds: OddsSubject<SgState, SgAction, SiegeGame, null> = {
  system: 'siege',
  rules,
  scenarios: GAMES,
  asked: (s, legal) => {
    playing = s;
    // Magic and the shot come every turn and would use up a game's share of questions before
    // the knights meet: they are asked in odd rounds only.
    if (s.round % 2 === 0 && (s.phase === 'magic' || s.phase === 'shoot')) return [];
    return s.phase === 'shoot' ? shotsOf(s, legal) : legal.filter((a) => a.type === 'castMagic' || a.type === 'melee' || a.type === 'tryGate');
  },
  lines,
  decide: () => [],
  flags: siegeFlags,
  prefer: (a) => a.type === 'tryGate' || a.type === 'melee' || a.type === 'fire' || closer(a),
  eager: (a) => a.type === 'melee' || a.type === 'tryGate' || a.type === 'fire' || a.type === 'castMagic',
};
