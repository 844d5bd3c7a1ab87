// One fight resolved (RO-12..RO-23): both players split their fighters' combat pools in secret,
// reveal together, roll initiative, then attack in initiative order until everyone passes in a
// row or no Attack token is left. Each attack: an Attack token spent, the defender's boost chosen,
// then the attacker's boost and any special attack, then the rolls and the wound.
import { rollPool, type DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import type { RoEvent } from './events';
import { fightMembers } from './fights';
import { addWound, armourAgainst, attackBonus, initiativeOf, statsOf, woundFor } from './profiles';
import { fighter, onTable, other } from './queries';
import { refuse } from './reasons';
import type { Bout, RoFighter, RoState, Side, Split, Tokens } from './types';

/** The bout under way, or a refusal. */
export function boutOf(s: RoState): Bout {
  if (s.phase !== 'combat' || !s.bout) refuse('notAsked');
  return s.bout;
}

/** The fighters of each side in the bout's fight. */
export function sidesOf(s: RoState, bout: Bout): [RoFighter[], RoFighter[]] {
  const all = fightMembers(s.fights[bout.fight]!).map((id) => fighter(s, id));
  return [all.filter((f) => f.side === 0), all.filter((f) => f.side === 1)];
}

/** Starts the fight chosen (RO-10): the pools are split next, in secret (RO-12). */
export function chooseFight(s: RoState, index: number, events: GameEvent[]): void {
  const f = s.fights[index];
  if (!f || f.done) refuse('noFight', { fight: index });
  s.bout = { fight: index, splits: [null, null], tokens: {}, order: [], next: 0, passes: 0, chooser: s.active, attack: null };
  events.push({ type: 'fightChosen', rule: 'RO-10', params: { player: s.players[s.active], one: fighter(s, f.one).name, many: f.many.map((id) => fighter(s, id).name).join(', ') } } satisfies RoEvent);
}

/** A player's secret split (RO-12): every token of each of its fighters is Attack or Defence. */
export function makeSplit(s: RoState, by: Side, split: Split, dice: DiceSource, events: GameEvent[]): void {
  const bout = boutOf(s);
  if (bout.order.length) refuse('notAsked');
  if (bout.splits[by]) refuse('splitMade', { player: s.players[by] });
  const mine = sidesOf(s, bout)[by];
  const ids = Object.keys(split);
  if (ids.length !== mine.length || mine.some((f) => !Object.prototype.hasOwnProperty.call(split, f.id))) {
    refuse('splitFighters', { fighters: mine.map((f) => f.name).join(', ') });
  }
  for (const f of mine) {
    const t = split[f.id]!;
    const cp = statsOf(f).cp;
    if (t.attack + t.defence !== cp || t.attack < 0 || t.defence < 0) refuse('splitTotal', { fighter: f.name, cp });
    if (t.boostInit && t.attack < 1) refuse('boostNoToken', { fighter: f.name });
  }
  bout.splits[by] = Object.fromEntries(mine.map((f) => [f.id, { ...split[f.id]! }]));
  events.push({ type: 'splitMade', rule: 'RO-12', params: { player: s.players[by] } } satisfies RoEvent);
  if (bout.splits[0] && bout.splits[1]) reveal(s, bout, dice, events);
}

/** Both splits shown at once and the tokens given to their fighters (RO-13); initiative follows (RO-14). */
function reveal(s: RoState, bout: Bout, dice: DiceSource, events: GameEvent[]): void {
  for (const side of [0, 1] as const) {
    const split = bout.splits[side]!;
    let attack = 0, defence = 0;
    for (const [id, t] of Object.entries(split)) {
      bout.tokens[id] = { attack: t.attack - (t.boostInit ? 1 : 0), defence: t.defence, boostInit: t.boostInit };
      attack += t.attack;
      defence += t.defence;
    }
    events.push({ type: 'splitRevealed', rule: 'RO-13', params: { player: s.players[side], attack, defence } } satisfies RoEvent);
  }
  rollInitiative(s, bout, dice, events);
}

/** Places from scores (higher first); equal scores share a place. */
function placesOf(ids: readonly string[], score: (id: string) => number[]): Record<string, number> {
  const cmp = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.max(a.length, b.length); i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (b[i] ?? 0) - (a[i] ?? 0);
    return 0;
  };
  const sorted = [...ids].sort((a, b) => cmp(score(a), score(b)));
  const at = new Map<string, number>();
  sorted.forEach((id, i) => at.set(id, i > 0 && cmp(score(sorted[i - 1]!), score(id)) === 0 ? at.get(sorted[i - 1]!)! : i));
  // In the fighters' own order, so tied groups roll off in the order they always have.
  return Object.fromEntries(ids.map((id) => [id, at.get(id)!]));
}

/** d6 (2d6 keep the highest if boosted) + Initiative per fighter (RO-14, RO-23); ties rolled off next. */
function rollInitiative(s: RoState, bout: Bout, dice: DiceSource, events: GameEvent[]): void {
  const all = [...sidesOf(s, bout)[0], ...sidesOf(s, bout)[1]];
  const total = new Map<string, number>();
  for (const f of all) {
    const boosted = bout.tokens[f.id]!.boostInit;
    const roll = rollPool(dice, boosted ? 2 : 1, 6, 'highest');
    total.set(f.id, roll.kept + initiativeOf(f, f.engaged ? 2 : 1));
    events.push({ type: 'initiative', rule: boosted ? 'RO-23' : 'RO-14', rolls: roll.rolls, params: { fighter: f.name, total: total.get(f.id)!, boosted } } satisfies RoEvent);
  }
  bout.ranks = placesOf(all.map((f) => f.id), (id) => [total.get(id)!]);
  rollOffTies(s, bout, dice, events);
}

/**
 * Ties: the tied fighters roll a bare d6 again, as often as they stay tied (RO-14). Before each
 * roll-off the places so far are in the state (bout.ranks), so the odds enumerator can stop there
 * and treat a tie that comes back as the same position (src/core/enumerate.ts).
 */
function rollOffTies(s: RoState, bout: Bout, dice: DiceSource, events: GameEvent[]): void {
  const ranks = bout.ranks!;
  const ids = Object.keys(ranks);
  for (let depth = 1; depth < 20; depth++) {
    const groups = new Map<number, string[]>();
    for (const id of ids) groups.set(ranks[id]!, [...(groups.get(ranks[id]!) ?? []), id]);
    const tied = [...groups.values()].filter((g) => g.length > 1);
    if (!tied.length) break;
    dice.boundary?.(s, events);
    const again = new Map<string, number>();
    for (const g of tied) {
      const rolls = g.map(() => dice.roll(6));
      g.forEach((id, i) => again.set(id, rolls[i]!));
      events.push({ type: 'initiativeTie', rule: 'RO-14', rolls, params: { fighters: g.map((id) => fighter(s, id).name).join(', ') } } satisfies RoEvent);
    }
    Object.assign(ranks, placesOf(ids, (id) => [ranks[id]!, again.get(id) ?? 0]));
  }
  bout.order = [...ids].sort((a, b) => ranks[a]! - ranks[b]! || (a < b ? -1 : 1));
  delete bout.ranks;
  bout.next = 0;
  bout.passes = 0;
  advance(s, bout, events);
}

/** Goes on with initiative tie roll-offs stopped at a merge point (the odds enumerator's resume). */
export function resumeBout(s: RoState, dice: DiceSource, events: GameEvent[]): void {
  if (s.bout?.ranks) rollOffTies(s, s.bout, dice, events);
}

/** Whom this fighter may attack in its fight: the one fights the many; each of the many fights the one. */
export function targetsOf(s: RoState, bout: Bout, f: RoFighter): RoFighter[] {
  const fight = s.fights[bout.fight]!;
  const ids = f.id === fight.one ? fight.many : [fight.one];
  return ids.map((id) => fighter(s, id)).filter((t) => onTable(t) && t.side !== f.side);
}

const tokensOf = (bout: Bout, id: string): Tokens => bout.tokens[id] ?? { attack: 0, defence: 0, boostInit: false };

/** The fighter may attack now: on the table, an Attack token, did not run, and an enemy to attack. */
export function mayAttack(s: RoState, bout: Bout, f: RoFighter): boolean {
  return onTable(f) && !f.ran && tokensOf(bout, f.id).attack > 0 && targetsOf(s, bout, f).length > 0;
}

/** Moves to the next fighter who may act; ends the fight when all pass in a row or no Attack token is left (RO-15, RO-16). */
export function advance(s: RoState, bout: Bout, events: GameEvent[]): void {
  const n = bout.order.length;
  for (let guard = 0; guard <= n; guard++) {
    const [a, b] = sidesOf(s, bout);
    const tokensLeft = [...a, ...b].some((f) => onTable(f) && tokensOf(bout, f.id).attack > 0);
    if (bout.passes >= n || !tokensLeft || !a.some(onTable) || !b.some(onTable)) return endBout(s, bout, events);
    const f = fighter(s, bout.order[bout.next % n]!);
    if (mayAttack(s, bout, f)) {
      s.active = f.side;
      return;
    }
    bout.passes++;
    bout.next = (bout.next + 1) % n;
  }
  endBout(s, bout, events);
}

function endBout(s: RoState, bout: Bout, events: GameEvent[]): void {
  const fight = s.fights[bout.fight]!;
  fight.done = true;
  for (const id of fightMembers(fight)) fighter(s, id).fights++;
  events.push({ type: 'fightOver', rule: 'RO-16', params: { one: fighter(s, fight.one).name } } satisfies RoEvent);
  s.bout = null;
  s.active = other(bout.chooser);
}

/** The fighter whose turn it is to attack or pass (RO-15). */
export function actingFighter(s: RoState, bout: Bout): RoFighter {
  return fighter(s, bout.order[bout.next % bout.order.length]!);
}

/** RO-15: the acting fighter passes. */
export function pass(s: RoState, id: string, events: GameEvent[]): void {
  const bout = boutOf(s);
  if (!bout.order.length || bout.attack) refuse('notAsked');
  const f = actingFighter(s, bout);
  if (f.id !== id) refuse('notNext', { fighter: f.name });
  events.push({ type: 'passed', rule: 'RO-15', params: { fighter: f.name } } satisfies RoEvent);
  bout.passes++;
  bout.next = (bout.next + 1) % bout.order.length;
  advance(s, bout, events);
}

/** RO-17: the acting fighter names its target and spends an Attack token; the defender may boost next. */
export function attack(s: RoState, id: string, targetId: string, events: GameEvent[]): void {
  const bout = boutOf(s);
  if (!bout.order.length || bout.attack) refuse('notAsked');
  const f = actingFighter(s, bout);
  if (f.id !== id) refuse('notNext', { fighter: f.name });
  if (f.ran) refuse('ranNoAttack', { fighter: f.name });
  const t = fighter(s, targetId);
  if (!targetsOf(s, bout, f).some((x) => x.id === t.id)) refuse('notEnemyInFight', { fighter: f.name, target: t.name });
  const tok = tokensOf(bout, f.id);
  if (tok.attack < 1) refuse('noAttackToken', { fighter: f.name });
  tok.attack--;
  bout.attack = { by: f.id, at: t.id, defBoost: null };
  events.push({ type: 'attack', rule: 'RO-17', params: { fighter: f.name, target: t.name } } satisfies RoEvent);
  if (tokensOf(bout, t.id).defence > 0) s.active = t.side;
  else bout.attack.defBoost = false;
}

/** RO-18, step 3: the defender boosts its defence (a Defence token) or not. */
export function defend(s: RoState, boost: boolean, events: GameEvent[]): void {
  const bout = boutOf(s);
  if (!bout.attack || bout.attack.defBoost !== null) refuse('notAsked');
  const t = fighter(s, bout.attack.at);
  const tok = tokensOf(bout, t.id);
  if (boost) {
    if (tok.defence < 1) refuse('noDefenceToken', { fighter: t.name });
    tok.defence--;
    events.push({ type: 'defBoost', rule: 'RO-18', params: { fighter: t.name } } satisfies RoEvent);
  }
  bout.attack.defBoost = boost;
  s.active = fighter(s, bout.attack.by).side;
}

/** Enemies standing in the defender's fight (RO-22: three or more cost it 1 on defence). */
function enemiesFaced(s: RoState, bout: Bout, f: RoFighter): number {
  return targetsOf(s, bout, f).length;
}

/** RO-18 step 4 to RO-21: the attacker's boost and special attack, then attack against defence and the wound. */
export function strike(s: RoState, boost: boolean, special: 'none' | 'disarm' | 'grapple', dice: DiceSource, events: GameEvent[]): void {
  const bout = boutOf(s);
  const atk = bout.attack;
  if (!atk || atk.defBoost === null) refuse('notAsked');
  const f = fighter(s, atk.by);
  const t = fighter(s, atk.at);
  const tok = tokensOf(bout, f.id);
  if (boost) {
    if (tok.attack < 1) refuse('noAttackToken', { fighter: f.name });
    tok.attack--;
    events.push({ type: 'atkBoost', rule: 'RO-23', params: { fighter: f.name } } satisfies RoEvent);
  }
  if (special !== 'none') events.push({ type: 'special', rule: 'RO-19', params: { fighter: f.name, kind: special } } satisfies RoEvent);
  // RO-20: 2d6 (3d6 keep the highest two) + Fight + weapon; defence 1d6 (2d6 both counted) + Fight + armour.
  // The dice are read as sums (rollPool), so the odds enumerator branches on each total, not each face.
  const plainAttack = boost ? null : rollPool(dice, 2, 6, 'sum');
  const aRolls = plainAttack ? plainAttack.rolls : [dice.roll(6), dice.roll(6), dice.roll(6)];
  const aDice = plainAttack ? plainAttack.kept : [...aRolls].sort((x, y) => y - x).slice(0, 2).reduce((x, y) => x + y, 0);
  const attackTotal = aDice + statsOf(f).fight + attackBonus(f, boost);
  const defenceRoll = rollPool(dice, atk.defBoost ? 2 : 1, 6, 'sum');
  const dRolls = defenceRoll.rolls;
  const crowd = enemiesFaced(s, bout, t) >= 3 ? -1 : 0;
  const defenceTotal = defenceRoll.kept + statsOf(t).fight + armourAgainst(t.armour, null) + crowd;
  const margin = attackTotal - defenceTotal;
  let result: 'miss' | 'wound' | 'disarm' | 'grapple' = 'miss';
  let wound = woundFor(margin);
  if (margin > 0 && special === 'disarm') {
    result = 'disarm';
    t.disarmed = true;
    wound = 0;
  } else if (margin > 0 && special === 'grapple') {
    result = 'grapple';
    grapple(s, f, t);
    wound = 0;
  } else if (margin > 0) {
    result = 'wound';
    t.wound = addWound(t.wound, wound);
  }
  events.push({
    type: 'strike', rule: margin > 0 && special === 'none' ? 'RO-GAP-1' : 'RO-21', rolls: [...aRolls, ...dRolls],
    params: { fighter: f.name, target: t.name, attack: attackTotal, defence: defenceTotal, margin, wound: result === 'wound' ? wound : 0, result },
  } satisfies RoEvent);
  if (t.wound >= 3) {
    events.push({ type: 'outOfAction', rule: 'RO-GAP-1', params: { fighter: t.name } } satisfies RoEvent);
    releaseGrapples(s, t);
  }
  bout.attack = null;
  bout.passes = 0;
  bout.next = (bout.next + 1) % bout.order.length;
  advance(s, bout, events);
}

function grapple(s: RoState, f: RoFighter, t: RoFighter): void {
  t.grappled = f.id;
  f.grappled = t.id;
  t.grappledSince = s.turn;
  f.grappledSince = s.turn;
}

/** A fighter out of action holds no one and is held by no one. */
export function releaseGrapples(s: RoState, f: RoFighter): void {
  for (const g of s.fighters) {
    if (g.grappled !== f.id) continue;
    g.grappled = null;
    delete g.grappledSince;
  }
  f.grappled = null;
  delete f.grappledSince;
}
