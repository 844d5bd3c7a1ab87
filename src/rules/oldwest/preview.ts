// Exact odds of an action's outcomes before any die is rolled (OW-GAP-3, OW-3/4/14, OW-22).
import type { Chance, Preview } from '../../core/ruleset';
import { fightOdds, pAtLeast, pPluckPass, shotOdds, strikesOdds } from './odds';
import { woundRoll } from './woundChart';
import { groupFights } from './fights';
import { isMountTarget, riderOf } from './riders';
import { MOUNTS } from './profiles';
import { fightOddsWithFame, pPluckWithFame, pWoundWithFame } from './fameOdds';
import { duelFame } from './fame';
import { duelSides, fightSides } from './fights';
import { shotInfo } from './shooting';
import { fighter } from './state';
import type { OWAction, OWState } from './types';
import { needText } from './wounds';

export function preview(s: OWState, action: OWAction): Preview | null {
  switch (action.type) {
    case 'shoot':
      return shotPreview(s, action.fighterId, action.targetId);
    case 'resolveFight':
      return fightPreview(s, action.fightId);
    case 'hillsTest': {
      if (s.pending?.kind !== 'hills') return null;
      const t = fighter(s, s.pending.testerId);
      return {
        title: 'hillsTest',
        chances: [
          { key: 'pluckPass', p: pPluckPass(t.profile.p), rule: 'OW-22', params: { fighter: t.name, pluck: t.profile.p } },
          ...(t.fame > 0 ? [{ key: 'pluckWithFame', p: pPluckWithFame(t.profile.p, t.fame), rule: 'OW-30', params: { fame: t.fame } }] : []),
        ],
      };
    }
    case 'strike': {
      if (s.pending?.kind !== 'strike') return null;
      if (isMountTarget(action.targetId)) return mountStrikePreview(s, action.targetId);
      const striker = fighter(s, s.pending.strikerId);
      const target = fighter(s, action.targetId);
      const strikes = s.trapped.includes(target.id) ? 2 : 1;
      const o = strikesOdds({ strikes, strength: striker.profile.s, grit: target.profile.g, woundsLeft: target.profile.w - target.woundsLost });
      // OW-17: across an obstacle each strike must first get past it (4+).
      const past = s.pending.across?.includes(target.id) ? pAtLeast(4) : 1;
      return {
        title: 'strike',
        chances: [
          ...(past < 1 ? [{ key: 'barrierPass', p: past, rule: 'OW-17' }] : []),
          { key: 'wound', p: o.pAtLeastOneWound * past, rule: 'OW-7', params: { target: target.name, need: needText(striker.profile.s, target.profile.g) } },
          { key: 'outOfAction', p: o.pOut * past, rule: 'OW-13', params: { target: target.name } },
        ],
      };
    }
    case 'fame':
      return famePreview(s);
    case 'rollDrop':
      return dropPreview(s);
    case 'fortune':
      return s.pending?.kind === 'fortune'
        ? { title: 'fortune', chances: [{ key: 'fortuneSave', p: pAtLeast(4), rule: 'OW-GAP-4', params: { fighter: fighter(s, s.pending.fighterId).name } }] }
        : null;
    case 'move':
    case 'charge':
      return null;
    default:
      return null;
  }
}

export function shotPreview(s: OWState, shooterId: string, targetId: string): Preview | null {
  const info = shotInfo(s, shooterId, targetId);
  if (!info.ok) return null;
  const f = fighter(s, shooterId);
  const t = fighter(s, targetId);
  const o = shotOdds({
    sh: f.profile.sh,
    inTheWay: info.inTheWay.map((i) => i.need),
    strength: info.strength,
    grit: t.profile.g,
    woundsLeft: t.profile.w - t.woundsLost,
  });
  const chances: Chance[] = [];
  // OW-26: a Fearsome enemy first needs a passed Pluck test.
  if (t.fearsome && !(f.braved ?? []).includes(t.id)) {
    chances.push({ key: 'fearPass', p: pPluckPass(f.profile.p), rule: 'OW-26', params: { fighter: f.name, pluck: f.profile.p } });
  }
  chances.push({ key: 'hit', p: o.pHit, rule: 'OW-GAP-3', params: { need: f.profile.sh } });
  // OW-GAP-3: into a fight, the hit lands on one of its fighters at random.
  const fight = groupFights(s).find((g) => g.fighterIds.includes(t.id));
  if (fight) chances.push({ key: 'randomTarget', p: 1 / fight.fighterIds.length, rule: 'OW-GAP-3', params: { target: t.name } });
  // OW-28: a hit on a rider lands on the mount on 1-3.
  if (t.mount) chances.push({ key: 'mountHit', p: 0.5, rule: 'OW-28', params: { target: t.name } });
  if (info.inTheWay.length) chances.push({ key: 'reach', p: o.pReach, rule: 'OW-GAP-3', params: { count: info.inTheWay.length } });
  chances.push(
    { key: 'wound', p: o.pWound, rule: 'OW-7', params: { s: info.strength, g: t.profile.g, need: needText(info.strength, t.profile.g) } },
    { key: 'outOfAction', p: o.pOut, rule: 'OW-13', params: { target: t.name } },
    // OW-27: hit and still standing, the target tests at once; this is the chance it then dives.
    { key: 'dive', p: Math.max(0, o.pReach - o.pOut) * (1 - pPluckPass(t.profile.p)), rule: 'OW-27', params: { target: t.name } },
  );
  if (f.fame > 0) {
    // OW-30: the chance to wound when the hero spends what the hit needs and the rest on the wound.
    let p = 0;
    for (let d = 1; d <= 6; d++) {
      const k = Math.max(0, f.profile.sh - d);
      if (k <= f.fame) p += (o.pReach / Math.max(o.pHit, 1e-12)) * pWoundWithFame(info.strength, t.profile.g, f.fame - k) / 6;
    }
    chances.push({ key: 'woundWithFame', p, rule: 'OW-30', params: { fame: f.fame } });
  }
  return { title: 'shot', chances };
}

export function fightPreview(s: OWState, fightId: string): Preview | null {
  const fight = s.fights.find((f) => f.id === fightId);
  if (!fight || fight.resolved) return null;
  const [a, b] = duelSides(s, fight);
  const odds = fightOdds(a, b, s.drop ?? 0);
  const [side0, side1] = fightSides(s, fight);
  const chances: Chance[] = [
    { key: 'fightWin', p: odds.pWin[0], rule: 'OW-3', params: { player: s.players[0], names: side0.map((f) => f.name).join(', ') } },
    { key: 'fightWin', p: odds.pWin[1], rule: 'OW-3', params: { player: s.players[1], names: side1.map((f) => f.name).join(', ') } },
  ];
  // OW-30: a side with a hero who has Fame may raise its best die after the dice.
  for (const side of [0, 1] as const) {
    const hero = duelFame(s, fight.fighterIds, side);
    if (!hero) continue;
    const withFame = fightOddsWithFame(a, b, s.drop ?? 0, side, hero.fame);
    chances.push({ key: 'fightWinFame', p: withFame.pWin[side], rule: 'OW-30', params: { player: s.players[side], fighter: hero.name, fame: hero.fame } });
  }
  // One on one: the chance each fighter ends the fight out of action.
  if (side0.length === 1 && side1.length === 1) {
    const [x, y] = [side0[0]!, side1[0]!];
    const outX = odds.pWin[1] * strikesOdds({ strikes: y.profile.a, strength: y.profile.s, grit: x.profile.g, woundsLeft: x.profile.w - x.woundsLost }).pOut;
    const outY = odds.pWin[0] * strikesOdds({ strikes: x.profile.a, strength: x.profile.s, grit: y.profile.g, woundsLeft: y.profile.w - y.woundsLost }).pOut;
    chances.push(
      { key: 'outOfAction', p: outY, rule: 'OW-6', params: { target: y.name } },
      { key: 'outOfAction', p: outX, rule: 'OW-6', params: { target: x.name } },
    );
  }
  return { title: 'fight', chances };
}

/**
 * The odds of each choice a hero's player has on a die just seen (OW-30, OW-32): keep it, or
 * spend 1, 2 … Fame. Each option's chance is that of what the roll is for: the shot putting the
 * target out of action, the wound, winning the fight, passing the test.
 */
export function famePreview(s: OWState): Preview | null {
  const p = s.pending;
  if (p?.kind !== 'fame') return null;
  const step = s.queue[0];
  const r = p.roll;
  const chances: Chance[] = [];
  for (let k = 0; k <= r.max; k++) {
    const score = Math.min(r.what === 'pluck' ? 99 : 6, r.score + k);
    let chance = score >= r.need ? 1 : 0;
    if (r.what === 'hit' && step?.t === 'hit' && chance) {
      const info = shotInfo(s, step.shooterId, step.targetId);
      const t = fighter(s, step.targetId);
      const o = shotOdds({ sh: 1, inTheWay: info.inTheWay.map((i) => i.need), strength: info.strength, grit: t.profile.g, woundsLeft: t.profile.w - t.woundsLost });
      chance = o.pHit > 0 ? o.pWound / o.pHit : 0;
    } else if (r.what === 'wound' && step?.t === 'wound' && chance) {
      const need = woundRoll(step.strength, fighter(s, step.targetId).profile.g);
      if (need?.second) chance = pAtLeast(Math.max(1, need.second - (step.fame + k)));
    } else if (r.what === 'duel' && step?.t === 'duel') {
      chance = score >= r.need ? 1 : score === r.need - 1 ? 0.5 : 0;
    }
    chances.push({ key: 'fameOption', p: chance, rule: r.what === 'wound2' ? 'OW-32' : 'OW-30', params: { points: k, score, what: r.what } });
  }
  return { title: 'fame', chances };
}

/** OW-GAP-1: each side's chance of the Drop (a tie passes it on, or is rolled again on turn 1). */
export function dropPreview(s: OWState): Preview {
  const win = 15 / 36;
  const tie = 6 / 36;
  const p0 = s.lastDrop === null ? 0.5 : win + (s.lastDrop === 1 ? tie : 0);
  return {
    title: 'drop',
    chances: [
      { key: 'dropWin', p: p0, rule: 'OW-GAP-1', params: { player: s.players[0] } },
      { key: 'dropWin', p: 1 - p0, rule: 'OW-GAP-1', params: { player: s.players[1] } },
    ],
  };
}

/** OW-20, OW-GAP-5: a strike at a rider's mount, and what follows if it dies. */
function mountStrikePreview(s: OWState, targetId: string): Preview | null {
  if (s.pending?.kind !== 'strike') return null;
  const striker = fighter(s, s.pending.strikerId);
  const rider = fighter(s, riderOf(targetId));
  if (!rider.mount) return null;
  const g = MOUNTS[rider.mount].g;
  const kill = strikesOdds({ strikes: s.trapped.includes(rider.id) ? 2 : 1, strength: striker.profile.s, grit: g, woundsLeft: MOUNTS[rider.mount].w }).pOut;
  return {
    title: 'strike',
    chances: [
      { key: 'mountKilled', p: kill, rule: 'OW-20', params: { target: rider.name } },
      { key: 'thrownFlying', p: kill / 6, rule: 'OW-GAP-5', params: { target: rider.name } },
      { key: 'thrownFree', p: kill / 6, rule: 'OW-GAP-5', params: { target: rider.name } },
    ],
  };
}
