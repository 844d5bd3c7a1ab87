// Heroic actions (OW-33..OW-38): declared at the start of Movin', Shootin' and Fightin' for 1 Fame
// each; if both players declare, a d6 decides who goes first and the sides alternate.
import { norm } from '../../core/exactMath';
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { BASE_RADIUS } from '../../core/table/types';
import { groupFights } from './fights';
import { moveAllowedToShoot, moveOf } from './profiles';
import { refuse } from './reasons';
import { alive, engaged, fightersOf, other } from './state';
import { queueNext } from '../../core/steps';
import type { Fighter, HeroicAction, HeroicKind, OWState, Side } from './types';
import type { OWEvent } from './events';

/** Friends called by a heroic action stand within this many inches of the hero (base to base). */
export const HEROIC_RANGE = 6;
const KIND: Record<'move' | 'shoot' | 'fight', HeroicKind> = { move: 'yeeHaw', shoot: 'quickdraw', fight: 'whuppin' };

const edge = (a: Fighter, b: Fighter) => norm(a.pos.x - b.pos.x, a.pos.y - b.pos.y) - 2 * BASE_RADIUS;

/** Heroes of a side who could take this phase's heroic action now. */
export function eligibleHeroes(s: OWState, side: Side, phase: 'move' | 'shoot' | 'fight'): Fighter[] {
  return fightersOf(s, side).filter((f) => {
    if (!alive(f) || f.fame < 1) return false;
    if (phase === 'move') return !engaged(s, f) && !f.onGround && f.moveUsed === 0 && !f.charged;
    if (phase === 'shoot') return !engaged(s, f) && !f.onGround && !f.shot && !f.dived && f.weapon !== 'none' && f.moveUsed <= moveAllowedToShoot(f.weapon, moveOf(f)) + 1e-6;
    return s.fights.some((x) => !x.resolved && x.fighterIds.includes(f.id));
  });
}

/** At the start of a phase: ask each side with a hero able to act, the side with the Drop first. */
export function offerHeroics(s: OWState, phase: 'move' | 'shoot' | 'fight', events: GameEvent[]): boolean {
  const able = ([0, 1] as Side[]).map((side) => eligibleHeroes(s, side, phase));
  if (!able[0]!.length && !able[1]!.length) return false;
  s.heroics = { phase, declared: [able[0]!.length ? null : [], able[1]!.length ? null : []], order: [], current: null };
  events.push({ type: 'heroicsOffered', rule: 'OW-33', params: { phase } } satisfies OWEvent);
  askNext(s);
  return true;
}

function askNext(s: OWState): boolean {
  const h = s.heroics!;
  const first: Side = s.drop ?? 0;
  for (const side of [first, other(first)]) {
    if (h.declared[side] === null) {
      s.pending = { kind: 'heroics', side, phase: h.phase, heroIds: eligibleHeroes(s, side, h.phase).map((f) => f.id) };
      return true;
    }
  }
  return false;
}

/** OW-33: the player names the heroes who take the heroic action (maybe none); 1 Fame each. */
export function declareHeroics(s: OWState, heroIds: string[], dice: DiceSource, events: GameEvent[]): void {
  const p = s.pending;
  const h = s.heroics;
  if (p?.kind !== 'heroics' || !h) return refuse('notAsked');
  const ids = [...new Set(heroIds)];
  for (const id of ids) if (!p.heroIds.includes(id)) refuse('notHero', { id });
  for (const id of ids) s.fighters[id]!.fame -= 1;
  h.declared[p.side] = ids;
  s.pending = null;
  events.push({
    type: 'heroicsDeclared', rule: 'OW-33',
    params: { player: s.players[p.side], kind: KIND[h.phase], names: ids.map((id) => s.fighters[id]!.name).join(', '), count: ids.length },
  } satisfies OWEvent);
  if (askNext(s)) return;
  // OW-34: both declared: 1-3 the side with the Drop goes first, 4-6 the other; then they alternate.
  const lists = h.declared.map((ids2, side) => (ids2 ?? []).map((heroId) => ({ side: side as Side, heroId, kind: KIND[h.phase] })));
  let first: Side = s.drop ?? 0;
  if (lists[0]!.length && lists[1]!.length) {
    const roll = dice.roll(6);
    first = roll <= 3 ? (s.drop ?? 0) : other(s.drop ?? 0);
    events.push({ type: 'heroicRollOff', rule: 'OW-34', rolls: [roll], params: { player: s.players[first] } } satisfies OWEvent);
  }
  const order: HeroicAction[] = [];
  const a = [...lists[first]!];
  const b = [...lists[other(first)]!];
  while (a.length || b.length) {
    if (a.length) order.push(a.shift()!);
    if (b.length) order.push(b.shift()!);
  }
  h.order = order;
  nextHeroic(s, dice, events);
}

/** Starts the next heroic action, or goes on with the phase when none is left. */
export function nextHeroic(s: OWState, dice: DiceSource, events: GameEvent[]): void {
  const h = s.heroics;
  if (!h) return;
  while (h.order.length) {
    const act = h.order.shift()!;
    const hero = s.fighters[act.heroId]!;
    if (!alive(hero)) continue;
    const friends = fightersOf(s, act.side).filter((f) => f.id !== hero.id && alive(f) && edge(f, hero) <= HEROIC_RANGE).map((f) => f.id);
    if (act.kind === 'whuppin') {
      const fight = s.fights.find((x) => !x.resolved && x.fighterIds.includes(hero.id));
      if (!fight) continue;
      h.current = { ...act, friends: fight.fighterIds.filter((id) => s.fighters[id]!.side === act.side && id !== hero.id) };
      events.push({ type: 'heroicStart', rule: 'OW-37', params: { kind: act.kind, fighter: hero.name, player: s.players[act.side] } } satisfies OWEvent);
      events.push({ type: 'fightChosen', rule: 'OW-37', params: { player: s.players[act.side], names: fight.fighterIds.map((id) => s.fighters[id]!.name).join(', ') } } satisfies OWEvent);
      s.trapped = [];
      queueNext(s, { t: 'duel', fightId: fight.id, bonus: [0, 0] });
      return;
    }
    h.current = { ...act, friends };
    s.active = act.side;
    events.push({
      type: 'heroicStart', rule: act.kind === 'yeeHaw' ? 'OW-35' : 'OW-36',
      params: { kind: act.kind, fighter: hero.name, player: s.players[act.side], friends: friends.map((id) => s.fighters[id]!.name).join(', ') },
    } satisfies OWEvent);
    return;
  }
  h.current = null;
  s.heroics = null;
  s.active = s.drop ?? 0;
  s.step = 0;
  if (s.phase === 'fight') {
    if (s.fights.some((x) => !x.resolved)) s.pending = { kind: 'chooseFight', side: s.drop ?? 0 };
    else afterFights(s, events);
  }
}

let afterFights: (s: OWState, events: GameEvent[]) => void = () => undefined;
/** Set by turn.ts (what happens when every fight is over) to keep the module graph acyclic at load. */
export function onFightsOver(fn: (s: OWState, events: GameEvent[]) => void): void {
  afterFights = fn;
}

/** Who may move or shoot during a Yee Haw! or Quickdraw: the hero and the friends he called. */
export function heroicAllows(s: OWState, f: Fighter): boolean {
  const c = s.heroics?.current;
  if (!c) return true;
  return f.id === c.heroId || c.friends.includes(f.id);
}

/** OW-35: friends must end a Yee Haw! move within 6" of the hero. */
export function yeeHawTooFar(s: OWState, f: Fighter, to: { x: number; y: number }): boolean {
  const c = s.heroics?.current;
  if (c?.kind !== 'yeeHaw' || f.id === c.heroId) return false;
  const hero = s.fighters[c.heroId]!;
  return norm(hero.pos.x - to.x, hero.pos.y - to.y) - 2 * BASE_RADIUS > HEROIC_RANGE + 1e-6;
}

/** OW-36: friends shoot only after the hero has. */
export function quickdrawWaits(s: OWState, f: Fighter): boolean {
  const c = s.heroics?.current;
  return c?.kind === 'quickdraw' && f.id !== c.heroId && !s.fighters[c.heroId]!.shot;
}

/**
 * The player ends the heroic action. OW-38: whoever moved in it does not move again this phase.
 * After a Whuppin' move, fights are regrouped.
 */
export function endHeroic(s: OWState, dice: DiceSource, events: GameEvent[]): void {
  const c = s.heroics?.current;
  if (!c) return refuse('notAsked');
  const movers = [c.heroId, ...c.friends].map((id) => s.fighters[id]!);
  if (c.kind === 'yeeHaw' || c.moving) for (const f of movers) if (f.moveUsed > 0) f.moveUsed = moveOf(f);
  if (c.moving) {
    const resolved = s.fights.filter((x) => x.resolved);
    const fresh = groupFights(s).filter((g) => g.fighterIds.some((id) => !resolved.some((r) => r.fighterIds.includes(id)) || movers.some((m) => m.id === id)));
    // New fights take numbers past every fight so far: a resolved one keeps its id to itself.
    const next = 1 + Math.max(0, ...s.fights.map((x) => Number(x.id.slice('fight-'.length)) || 0));
    s.fights = [...resolved, ...fresh.map((g, i) => ({ ...g, id: `fight-${next + i}` }))];
    events.push({ type: 'fightsRegrouped', rule: 'OW-37', params: { count: fresh.length } } satisfies OWEvent);
    s.phase = 'fight';
  }
  events.push({ type: 'heroicOver', params: { fighter: s.fighters[c.heroId]!.name } } satisfies OWEvent);
  s.heroics!.current = null;
  nextHeroic(s, dice, events);
}

/** OW-37: after the hero's fight, if every enemy in it is out of action, he and his friends may move again. */
export function whuppinWon(s: OWState, fightId: string, events: GameEvent[]): boolean {
  const c = s.heroics?.current;
  if (c?.kind !== 'whuppin') return false;
  const fight = s.fights.find((x) => x.id === fightId)!;
  if (!fight.fighterIds.includes(c.heroId)) return false;
  const enemiesLeft = fight.fighterIds.some((id) => s.fighters[id]!.side !== c.side && s.fighters[id]!.status === 'ok');
  if (enemiesLeft || !alive(s.fighters[c.heroId]!)) return false;
  c.moving = true;
  c.friends = c.friends.filter((id) => alive(s.fighters[id]!));
  for (const id of [c.heroId, ...c.friends]) {
    const f = s.fighters[id]!;
    f.moveUsed = 0;
    f.charged = false;
  }
  s.active = c.side;
  s.phase = 'move';
  events.push({ type: 'whuppinMove', rule: 'OW-37', params: { fighter: s.fighters[c.heroId]!.name, player: s.players[c.side] } } satisfies OWEvent);
  return true;
}
