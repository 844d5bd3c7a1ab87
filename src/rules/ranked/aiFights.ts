// The fights in the computer's evaluation of a rank-and-flank battle (ai.ts, docs/ai.md): each
// close combat by its expected result (RK-GAP-3, RK-GAP-4), and the charges each side has in reach,
// into a flank or rear the more, and into a fight already under way by what they add to it.
import { chargePath, chargeReach, chargeWay } from './charge';
import { sideInput } from './combat/outcome';
import { rankBonus } from './combat/result';
import { attackGroups } from './combat/strikes';
import { unitById } from './combat/units';
import { armourSave, chanceToMake, toHit, toWound } from './combat/tables';
import { arcOf } from './geometry/block';
import { route } from './aiRoute';
import { inCombat, livingCharacters, onTable, other } from './queries';
import type { Combat, Profile, Regiment, RkState, Side, Side4 } from './types';

/** A regiment standing: its models, its living characters, less its wounds. */
export function strength(r: Regiment): number {
  return r.models * Math.max(1, r.profile.W) + 3 * livingCharacters(r).length - 0.5 * r.hurt + (r.standard ? 1 : 0) + (r.musician ? 0.5 : 0);
}

/** The chance one attack wounds unsaved, from its scores to hit, to wound and to save (null: no save). */
const unsaved = (hit: number, wound: number, save: number | null): number => chanceToMake(hit) * chanceToMake(wound) * (1 - chanceToMake(save));

/** Expected unsaved wounds of `n` attacks with profile `p` on `t` (RK-GAP-3's tables). */
function wounds(p: Profile, n: number, t: Regiment): number {
  return n * p.A * unsaved(toHit(p.WS, t.profile.WS), toWound(p.S, t.profile.T), armourSave(t.profile.save >= 7 ? null : t.profile.save, false, p.S));
}

/**
 * How many of `r`'s rank and file a charge still to be made is reckoned to bring to bear: its front
 * rank and the second rank's support, however the blocks will meet (docs/ai.md: reckoning by the
 * contact to come played worse).
 */
function frontFighters(r: Regiment): number {
  const front = Math.min(r.files, r.models);
  return front + Math.min(r.files, r.models - front);
}

/** Expected unsaved wounds `r` deals `t` in a round with `n` rank and file striking, and its characters. */
function blows(r: Regiment, t: Regiment, n: number): number {
  let w = wounds(r.profile, n, t);
  for (const c of livingCharacters(r)) w += wounds(c.profile, 1, t);
  return w;
}

// The rules' attack groups of each combat, asked by both sides' fights of the same position: summed once a state.
const groupWounds = new WeakMap<RkState, Map<string, [number, number]>>();

/** Expected unsaved wounds each side of a combat deals in a round, from the rules' own attack groups (RK-GAP-3): side `side`'s first. */
function combatBlows(s: RkState, c: Combat, side: Side): [number, number] {
  let mine = groupWounds.get(s);
  if (!mine) groupWounds.set(s, (mine = new Map()));
  let bySide = mine.get(c.id);
  if (!bySide) {
    bySide = [0, 0];
    for (const g of attackGroups(s, c)) {
      const by = unitById(s, g.by.unit);
      if (by) bySide[by.side] += g.n * unsaved(g.need[0], g.need[1], g.need[2]);
    }
    mine.set(c.id, bySide);
  }
  return side === 0 ? [bySide[0], bySide[1]] : [bySide[1], bySide[0]];
}

/** What a regiment brings to a round's result (RK-GAP-4) besides its wounds: ranks, standard, Battle Standard. */
const standing = (r: Regiment): number => rankBonus(r.models, r.files) + (r.standard ? 1 : 0) + (livingCharacters(r).some((c) => c.bsb) ? 1 : 0);

/**
 * By how much `us` would win a round's result against `them` (RK-GAP-4): the wounds each side
 * deals (`w`: ours, theirs), ranks, standards, and +1 to the side that charged, which strikes first
 * (RK-GAP-3: the other side's blows count a sixth less). Negative: it would lose.
 */
function roundEdge(w: readonly [number, number], us: readonly Regiment[], them: readonly Regiment[], weCharged: boolean, theyCharged: boolean): number {
  if (!us.length || !them.length) return 0;
  const side = (blowsOf: number, a: readonly Regiment[], charged: boolean, struckFirst: boolean) =>
    blowsOf * (struckFirst ? 5 / 6 : 1) + Math.max(...a.map(standing)) + (charged ? 1 : 0);
  return side(w[0], us, weCharged, theyCharged) - side(w[1], them, theyCharged, weCharged);
}

/**
 * A fight's expected edge: a charge helps in its first round only, and a fight lasts until one
 * side breaks, so a fight just charged counts its first round and the next one alike.
 */
function edge(w: readonly [number, number], us: readonly Regiment[], them: readonly Regiment[], weCharged: boolean, theyCharged: boolean): number {
  const later = roundEdge(w, us, them, false, false);
  return weCharged || theyCharged ? (roundEdge(w, us, them, weCharged, theyCharged) + later) / 2 : later;
}

/** What a regiment is worth on the table: the points it would give away (RK-GAP-7) and its strength. */
const worth = (r: Regiment): number => 0.1 * r.cost + strength(r);

/**
 * A fight's worth to `us`: the loser of a round tests its nerve and may flee and be run down, so
 * the stake is half what the smaller side is worth, won or lost by the expected result (a result
 * of 3 or more counts whole).
 */
function fightValue(us: readonly Regiment[], them: readonly Regiment[], e: number): number {
  const stake = 0.5 * Math.min(us.reduce((n, r) => n + worth(r), 0), them.reduce((n, r) => n + worth(r), 0));
  return stake * Math.max(-1, Math.min(1, e / 3));
}

/**
 * A charge still to be declared is worth less than one made (the enemy may move away, or flee,
 * or charge first): whichever side's Charge phase comes next, as regiments move only forward and
 * can seldom back out of reach.
 */
const THREAT = 0.6;

/** RK-GAP-4: what a charge into a target's flank (+1) or rear (+2) adds to the charger's side's result. */
const ARC_BONUS: Record<Side4, number> = { front: 0, left: 1, right: 1, rear: 2 };

/** What side `side`'s units of a combat bring from its facings (RK-GAP-4: +1 flank, +2 rear), the rules' own reading. */
function facingBonus(s: RkState, c: Combat, side: Side): number {
  const x = sideInput(s, c, side);
  return x.rear ? 2 : x.flank ? 1 : 0;
}

/** A close combat as side `side` sees it: its standing units each side, who charged, and the facings' bonuses. */
interface Fight {
  us: Regiment[];
  them: Regiment[];
  charged: [boolean, boolean];
  /** RK-GAP-4 from the facings fought on: side `side`'s and the enemy's. */
  facing: [number, number];
  /** Expected unsaved wounds a round: dealt by side `side`, and by the enemy. */
  w: [number, number];
}

function fightOf(s: RkState, c: Combat, side: Side): Fight {
  const units = c.units.map((id) => s.regiments.find((r) => r.id === id)).filter((r): r is Regiment => !!r && !r.destroyed && !r.fleeing);
  const us = units.filter((r) => r.side === side);
  const them = units.filter((r) => r.side !== side);
  const charged = (rs: Regiment[]) => rs.some((r) => c.chargers.includes(r.id));
  return { us, them, charged: [charged(us), charged(them)], facing: [facingBonus(s, c, side), facingBonus(s, c, other(side))], w: combatBlows(s, c, side) };
}

/** What a fight is worth to its side as it stands. */
const fightNow = (f: Fight): number => fightValue(f.us, f.them, edge(f.w, f.us, f.them, f.charged[0], f.charged[1]) + f.facing[0] - f.facing[1]);

/**
 * What a charge of `r` on `t`, into its `arc`, would be worth to `side` (its way into contact not
 * checked); `fight` is the fight `t` is in, as `side` sees it, or null.
 */
function chargeFight(r: Regiment, t: Regiment, arc: Side4, fight: Fight | null): number {
  const given = blows(r, t, frontFighters(r));
  if (!fight) return fightValue([r], [t], edge([given, blows(t, r, frontFighters(t))], [r], [t], true, false) + ARC_BONUS[arc]);
  // Joining a fight: what the charger adds to it (a flank or rear charge into a fight is how a
  // regiment held in front is broken); the target's blows are counted in the fight already.
  const joined = [...fight.us, r];
  const w: [number, number] = [fight.w[0] + given, fight.w[1]];
  const after = fightValue(joined, fight.them, edge(w, joined, fight.them, true, fight.charged[1]) + Math.max(ARC_BONUS[arc], fight.facing[0]) - fight.facing[1]);
  return after - fightNow(fight);
}

/**
 * The fights for side `side`'s standing: each close combat (and the charge declared and waiting
 * for its reaction) by its expected result with the facings fought on; each enemy regiment that
 * one of the side's could charge (its way into contact clear and within the charge reach, by the
 * rules' own measure) with the better of the fight, in its flank or rear the more, and a regiment
 * already fighting by what the charge would add to that fight.
 */
export function fights(s: RkState, side: Side): number {
  let v = 0;
  const byId = (id: string) => s.regiments.find((r) => r.id === id);
  // Each combat as each side sees it, worked out once.
  const seen = new Map<string, Fight>();
  const fightFor = (c: Combat, by: Side): Fight => {
    const k = `${by}${c.id}`;
    let f = seen.get(k);
    if (!f) seen.set(k, (f = fightOf(s, c, by)));
    return f;
  };
  const fightOfTarget = (t: Regiment, by: Side): Fight | null => {
    const c = s.combats.find((x) => x.units.includes(t.id));
    return c ? fightFor(c, by) : null;
  };
  for (const c of s.combats) {
    const f = fightFor(c, side);
    if (f.us.length && f.them.length) v += fightNow(f);
  }
  const pending = s.charge;
  if (pending) {
    const r = byId(pending.charger), t = byId(pending.target);
    if (r && t && !r.destroyed && !t.destroyed && !t.fleeing) {
      const arc = arcOf(t.block, r.block.front);
      // A charge whose way is blocked (over the river, say) fails: no fight.
      if (chargeWay(s, r, t, arc)) {
        const f = chargeFight(r, t, arc, fightOfTarget(t, r.side));
        v += r.side === side ? f : -f;
      }
    }
  }
  const chargers = onTable(s, side).filter((r) => !r.fleeing && !inCombat(s, r.id) && r.id !== pending?.charger);
  for (const t of onTable(s, other(side))) {
    if (t.fleeing || t.id === pending?.target) continue;
    let best = 0;
    for (const r of chargers) {
      if (route(s, r.block.front, t.block.front).d > chargeReach(r) + 0.5 * (t.block.width + t.block.depth)) continue;
      const arc = arcOf(t.block, r.block.front);
      const path = chargePath(r, t, arc);
      if (!path || path.dist > chargeReach(r)) continue;
      // The rules' own way into contact (clear of terrain and regiments) is the dear part: only
      // for a charge that would count.
      const f = chargeFight(r, t, arc, fightOfTarget(t, side));
      if (f > best && chargeWay(s, r, t, arc)) best = f;
    }
    v += THREAT * best;
  }
  return v;
}
