// Exact odds of an action's outcomes before any die is rolled, read from the rules' own
// resolution (src/core/enumerate.ts): every line is the chance of an outcome over every way the
// dice can fall, under a stated policy for the choices on the way (resolver.ts, oddsLines.ts).
import type { Preview } from '../../core/ruleset';
import { flag, harmLines, hasDived, isOut, isWounded, lostMount, NO_FAME, settle, type OddsLine, type Question, type Want } from './oddsLines';
import { isMountTarget, riderOf } from './riders';
import { groupFights, fightSides } from './fights';
import { duelFame } from './fame';
import { fighter } from './state';
import { needText } from './wounds';
import { shotInfo } from './shooting';
import { dropPreview } from './dropOdds';
import { bidLines, fameLines } from './fameLines';
import { owActionProblem } from './schema';
import type { OWAction, OWState, Side } from './types';

/** Every line of the odds panel for `action`, with how each is checked; null when none applies. */
export function previewLines(s: OWState, action: OWAction): OddsLine[] | null {
  // The rules resolve well-formed actions only (their own answers on the way are well formed).
  if (owActionProblem(action)) return null;
  try {
    switch (action.type) {
      case 'shoot': return shotLines(s, action.fighterId, action.targetId);
      case 'resolveFight': return fightLines(s, action.fightId);
      case 'strike': return strikeLines(s, action.targetId);
      case 'hillsTest': return hillsLines(s);
      case 'fortune': return fortuneLines(s);
      case 'fame': return fameLines(s);
      case 'fameBid': return bidLines(s, action.by);
      case 'charge': return chargeLines(s, action.fighterId, action.targetId, action.to);
      default: return null;
    }
  } catch {
    // The rules refuse the action here: there are no odds to show.
    return null;
  }
}

export function preview(s: OWState, action: OWAction): Preview | null {
  if (action.type === 'rollDrop') return s.phase === 'drop' ? dropPreview(s) : null;
  const lines = previewLines(s, action);
  if (!lines) return null;
  const title = action.type === 'resolveFight' ? 'fight' : action.type === 'fameBid' ? 'fameBid' : action.type;
  return { title: title === 'shoot' ? 'shot' : title, chances: lines.map((l) => l.chance) };
}

function shotLines(s: OWState, shooterId: string, targetId: string): OddsLine[] | null {
  const info = shotInfo(s, shooterId, targetId);
  if (!info.ok) return null;
  const f = fighter(s, shooterId);
  const t = fighter(s, targetId);
  const q: Question = { state: s, action: { type: 'shoot', fighterId: shooterId, targetId }, policy: NO_FAME };
  const wants: Want[] = [];
  // OW-26: a Fearsome enemy first needs a passed Pluck test.
  if (t.fearsome && !(f.braved ?? []).includes(t.id)) {
    wants.push({ chance: { key: 'fearPass', rule: 'OW-26', params: { fighter: f.name, pluck: f.profile.p } }, question: q, test: flag('fearPass'), keepZero: true });
  }
  wants.push({ chance: { key: 'hit', rule: 'OW-GAP-3', params: { need: f.profile.sh, target: t.name } }, question: q, test: flag('hit'), keepZero: true });
  if (info.inTheWay.length) {
    wants.push({ chance: { key: 'reach', rule: 'OW-GAP-3', params: { count: info.inTheWay.length } }, question: q, test: (_s, o) => o.flags.has('hit') && !o.flags.has('stopped') });
  }
  // OW-GAP-3: into a fight, the hit lands on one of its fighters at random.
  const fight = groupFights(s).find((g) => g.fighterIds.includes(t.id));
  for (const id of fight?.fighterIds ?? []) {
    const x = fighter(s, id);
    wants.push({ chance: { key: 'randomTarget', rule: 'OW-GAP-3', params: { target: x.name } }, question: q, test: flag(`lands:${x.name}`) });
  }
  if (t.mount) wants.push({ chance: { key: 'mountHit', rule: 'OW-28', params: { target: t.name } }, question: q, test: flag('mountHit') });
  wants.push(
    { chance: { key: 'wound', rule: 'OW-7', params: { target: t.name, need: needText(info.strength, t.profile.g) } }, question: q, test: isWounded(t.id), keepZero: true },
    ...harmLines(s, q, f.side, t.id),
  );
  for (const id of s.order) {
    const x = s.fighters[id]!;
    if (x.status === 'ok') wants.push({ chance: { key: 'dive', rule: 'OW-27', params: { target: x.name } }, question: q, test: hasDived(id) });
  }
  if (f.fame > 0) {
    const qf: Question = { ...q, policy: { fame: [f.side] } };
    wants.push(
      { chance: { key: 'woundWithFame', rule: 'OW-30', params: { fame: f.fame, target: t.name } }, question: qf, test: isWounded(t.id), keepZero: true },
      { chance: { key: 'outWithFame', rule: 'OW-30', params: { fame: f.fame, target: t.name } }, question: qf, test: isOut(t.id), keepZero: true },
    );
  }
  return settle(wants);
}

export function shotPreview(s: OWState, shooterId: string, targetId: string): Preview | null {
  const lines = shotLines(s, shooterId, targetId);
  return lines ? { title: 'shot', chances: lines.map((l) => l.chance) } : null;
}

function fightLines(s: OWState, fightId: string): OddsLine[] | null {
  const fight = s.fights.find((f) => f.id === fightId);
  if (!fight || fight.resolved || s.pending?.kind !== 'chooseFight') return null;
  const q: Question = { state: s, action: { type: 'resolveFight', fightId }, policy: NO_FAME };
  const sides = fightSides(s, fight);
  const wants: Want[] = ([0, 1] as Side[]).map((side) => ({
    chance: { key: 'fightWin', rule: 'OW-3', params: { player: s.players[side], names: sides[side].map((f) => f.name).join(', ') } },
    question: q, test: flag(`win:${side}`), keepZero: true,
  }));
  // OW-30: a side whose hero alone has Fame may raise his die after the dice (two heroes bid, OW-31).
  const heroes = ([0, 1] as Side[]).map((side) => duelFame(s, fight.fighterIds, side));
  for (const side of [0, 1] as Side[]) {
    const hero = heroes[side];
    if (!hero || heroes[side === 0 ? 1 : 0]) continue;
    wants.push({
      chance: { key: 'fightWinFame', rule: 'OW-30', params: { player: s.players[side], fighter: hero.name, fame: hero.fame } },
      question: { ...q, policy: { fame: [side] } }, test: flag(`win:${side}`), keepZero: true,
    });
  }
  wants.push(...harmLines(s, q, s.pending.side, null, new Set(fight.fighterIds)));
  return settle(wants);
}

export function fightPreview(s: OWState, fightId: string): Preview | null {
  const lines = fightLines(s, fightId);
  return lines ? { title: 'fight', chances: lines.map((l) => l.chance) } : null;
}

/** OW-16: one strike placed; the resolution runs until the striker's next choice. */
function strikeLines(s: OWState, targetId: string): OddsLine[] | null {
  if (s.pending?.kind !== 'strike') return null;
  const q: Question = { state: s, action: { type: 'strike', targetId }, policy: { stopAt: ['strike'] } };
  const onMount = isMountTarget(targetId);
  const target = fighter(s, onMount ? riderOf(targetId) : targetId);
  const wants: Want[] = [];
  if (s.pending.across?.includes(target.id)) {
    wants.push({ chance: { key: 'barrierPass', rule: 'OW-17', params: { target: target.name } }, question: q, test: flag('barrierPass'), keepZero: true });
  }
  if (onMount) {
    wants.push(
      { chance: { key: 'mountKilled', rule: 'OW-20', params: { target: target.name } }, question: q, test: lostMount(target.id), keepZero: true },
      { chance: { key: 'thrownFlying', rule: 'OW-GAP-5', params: { target: target.name } }, question: q, test: flag('thrown:flying') },
      { chance: { key: 'thrownFree', rule: 'OW-GAP-5', params: { target: target.name } }, question: q, test: flag('thrown:free') },
    );
  }
  const striker = fighter(s, s.pending.strikerId);
  wants.push(
    { chance: { key: 'wound', rule: 'OW-7', params: { target: target.name, need: needText(striker.profile.s, target.profile.g) } }, question: q, test: isWounded(target.id), keepZero: !onMount },
    { chance: { key: 'outOfAction', rule: 'OW-13', params: { target: target.name } }, question: q, test: isOut(target.id), keepZero: !onMount },
  );
  return settle(wants);
}

/** OW-26: charging a Fearsome enemy first needs a passed Pluck test. */
function chargeLines(s: OWState, fighterId: string, targetId: string, to?: { x: number; y: number }): OddsLine[] | null {
  const f = fighter(s, fighterId);
  const t = fighter(s, targetId);
  if (!t.fearsome || (f.braved ?? []).includes(t.id)) return null;
  const q: Question = { state: s, action: { type: 'charge', fighterId, targetId, ...(to ? { to } : {}) }, policy: NO_FAME };
  return settle([{ chance: { key: 'fearPass', rule: 'OW-26', params: { fighter: f.name, pluck: f.profile.p } }, question: q, test: flag('fearPass'), keepZero: true }]);
}

function hillsLines(s: OWState): OddsLine[] | null {
  if (s.pending?.kind !== 'hills') return null;
  const t = fighter(s, s.pending.testerId);
  const q: Question = { state: s, action: { type: 'hillsTest' }, policy: NO_FAME };
  const wants: Want[] = [{ chance: { key: 'pluckPass', rule: 'OW-22', params: { fighter: t.name, pluck: t.profile.p } }, question: q, test: flag('pluckPass'), keepZero: true }];
  if (t.fame > 0) {
    wants.push({ chance: { key: 'pluckWithFame', rule: 'OW-30', params: { fame: t.fame, fighter: t.name } }, question: { ...q, policy: { fame: [t.side] } }, test: flag('pluckPass'), keepZero: true });
  }
  return settle(wants);
}

function fortuneLines(s: OWState): OddsLine[] | null {
  if (s.pending?.kind !== 'fortune') return null;
  const f = fighter(s, s.pending.fighterId);
  const q: Question = { state: s, action: { type: 'fortune', use: true }, policy: NO_FAME };
  return settle([
    { chance: { key: 'fortuneSave', rule: 'OW-GAP-4', params: { fighter: f.name } }, question: q, test: flag('fortuneSave'), keepZero: true },
    { chance: { key: 'outOfAction', rule: 'OW-13', params: { target: f.name } }, question: q, test: isOut(f.id), keepZero: true },
  ]);
}

