// The turn (OW-GAP-1): Head for the Hills (OW-23, OW-25), the Drop, Movin', Shootin', Fightin'.
import type { DiceSource } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { refuse } from './reasons';
import { pluckRoll } from './pluck';
import { endHeroic, offerHeroics, onFightsOver } from './heroics';
import { queueNext } from '../../core/steps';
import { groupFights } from './fights';
import { casualties, fightersOf, hillsTester, isBroken, other } from './state';
import type { OWState, Side, Step } from './types';
import type { OWEvent } from './events';

/** Victory by a wiped-out posse (OW-GAP-8). Returns true when the game ended. */
/** Whether a side still has a fighter in the fight (checked after every action: no copies made). */
function standing(s: OWState, side: Side): boolean {
  for (const id of s.order) {
    const f = s.fighters[id]!;
    if (f.side === side && f.status === 'ok') return true;
  }
  return false;
}

export function checkWipeout(s: OWState, events: GameEvent[]): boolean {
  if (s.result) return true;
  for (const side of [0, 1] as Side[]) {
    if (!standing(s, side)) {
      // OW-24: with an escape objective, a side with nobody left here wins if enough got away.
      const got = fightersOf(s, side).filter((f) => f.status === 'left').length;
      if (s.objective?.side === side && got >= s.objective.count) endGame(s, side, 'objective', events);
      else endGame(s, other(side), 'wiped', events);
      return true;
    }
  }
  return false;
}

export function endGame(s: OWState, winner: Side, reason: 'fled' | 'rout' | 'wiped' | 'objective', events: GameEvent[]): void {
  s.result = { winner, loser: other(winner), reason, turn: s.turn };
  s.phase = 'over';
  s.pending = null;
  events.push({
    type: 'victory',
    rule: 'OW-GAP-8',
    params: {
      winner: s.players[winner],
      loser: s.players[other(winner)],
      reason,
      turn: s.turn,
      casualties0: casualties(s, 0).length,
      casualties1: casualties(s, 1).length,
    },
  } satisfies OWEvent);
}

/** Starts the next turn: clears the turn's marks, then Head for the Hills tests, then the Drop. */
export function startTurn(s: OWState, events: GameEvent[]): void {
  s.turn += 1;
  s.lastDrop = s.drop;
  s.drop = null;
  s.fights = [];
  s.trapped = [];
  s.hillsDone = [];
  s.heroics = null;
  for (const id of s.order) {
    const f = s.fighters[id]!;
    f.moveUsed = 0;
    f.charged = false;
    f.shot = false;
    f.dived = false;
    f.braved = [];
  }
  events.push({ type: 'turnStart', params: { turn: s.turn } } satisfies OWEvent);
  s.phase = 'hills';
  nextHillsTest(s, events);
}

/** OW-23: a broken posse's leader (or highest Pluck) tests at the start of each later turn. */
export function nextHillsTest(s: OWState, events: GameEvent[]): void {
  for (const side of [0, 1] as Side[]) {
    if (s.hillsDone.includes(side) || !isBroken(s, side)) continue;
    const tester = hillsTester(s, side);
    if (!tester) continue;
    s.pending = { kind: 'hills', side, testerId: tester.id };
    events.push({ type: 'hillsDue', rule: 'OW-23', params: { player: s.players[side], fighter: tester.name } } satisfies OWEvent);
    return;
  }
  s.pending = null;
  s.phase = 'drop';
}

export function takeHillsTest(s: OWState): void {
  const pending = s.pending;
  if (pending?.kind !== 'hills') return refuse('noHillsTest');
  s.pending = null;
  queueNext(s, { t: 'hillsTest', side: pending.side, testerId: pending.testerId, fame: 0 });
}

/** OW-22, OW-23: 2d6 + Pluck, 10 or more passes; a hero may add Fame to the dice (OW-30). */
export function hillsTestStep(s: OWState, step: Step & { t: 'hillsTest' }, dice: DiceSource, events: GameEvent[]): void {
  const tester = s.fighters[step.testerId]!;
  const r = pluckRoll(s, step, tester, dice);
  if (!r) return;
  const { passed, total } = r;
  events.push({
    type: 'hillsTest',
    rule: 'OW-23',
    rolls: r.rolls,
    params: { fighter: tester.name, player: s.players[step.side], pluck: tester.profile.p + step.fame, total, passed },
  } satisfies OWEvent);
  if (!passed) return flee(s, step.side, 'fled', events);
  s.hillsDone.push(step.side);
  nextHillsTest(s, events);
}

/** OW-25: a broken posse may choose to fail the test and leave. */
export function rout(s: OWState, events: GameEvent[]): void {
  const pending = s.pending;
  if (pending?.kind !== 'hills') refuse('routWhen');
  events.push({ type: 'rout', rule: 'OW-25', params: { player: s.players[pending.side] } } satisfies OWEvent);
  flee(s, pending.side, 'rout', events);
}

function flee(s: OWState, side: Side, reason: 'fled' | 'rout', events: GameEvent[]): void {
  for (const f of fightersOf(s, side)) if (f.status === 'ok') f.status = 'fled';
  events.push({ type: 'posseFled', rule: reason === 'rout' ? 'OW-25' : 'OW-23', params: { player: s.players[side] } } satisfies OWEvent);
  endGame(s, other(side), reason, events);
}

/** OW-GAP-1: both roll a d6; the higher has the Drop; a tie passes it to the side that lacked it. */
export function rollDrop(s: OWState, dice: DiceSource, events: GameEvent[]): void {
  if (s.phase !== 'drop') refuse('dropWhen');
  let winner: Side | null = null;
  for (let tries = 0; winner === null; tries++) {
    const a = dice.roll(6);
    const b = dice.roll(6);
    if (a !== b) winner = a > b ? 0 : 1;
    else if (s.lastDrop !== null) winner = other(s.lastDrop);
    else if (tries > 50) winner = 0;
    events.push({
      type: 'dropRolled',
      rule: 'OW-GAP-1',
      rolls: [a, b],
      params: { p0: s.players[0], p1: s.players[1], tie: a === b, winner: winner === null ? null : s.players[winner] },
    } satisfies OWEvent);
  }
  s.drop = winner;
  startPhase(s, 'move', events);
}

export function startPhase(s: OWState, phase: 'move' | 'shoot' | 'fight', events: GameEvent[]): void {
  s.phase = phase;
  s.step = 0;
  s.active = s.drop ?? 0;
  events.push({ type: 'phaseStart', params: { phase, player: s.players[s.active], turn: s.turn } } satisfies OWEvent);
  if (phase === 'fight') {
    s.fights = groupFights(s);
    if (s.fights.length === 0) {
      events.push({ type: 'noFights', rule: 'OW-1' } satisfies OWEvent);
      startTurn(s, events);
      return;
    }
    events.push({ type: 'fightsGrouped', rule: 'OW-1', params: { count: s.fights.length } } satisfies OWEvent);
  }
  if (offerHeroics(s, phase, events)) return;
  if (phase === 'fight') s.pending = { kind: 'chooseFight', side: s.drop ?? 0 };
}

/** When every fight of the phase is over (OW-21): the next turn. */
export function fightsOver(s: OWState, events: GameEvent[]): void {
  events.push({ type: 'phaseOver', rule: 'OW-21', params: { phase: 'fight' } } satisfies OWEvent);
  startTurn(s, events);
}
onFightsOver(fightsOver);

/** The acting side is done with its part of the Move or Shoot phase (or with its heroic action). */
export function endPhase(s: OWState, dice: DiceSource, events: GameEvent[]): void {
  if (s.pending) refuse('answerFirst');
  if (s.heroics?.current) return endHeroic(s, dice, events);
  if (s.phase !== 'move' && s.phase !== 'shoot') refuse('endWhen');
  if (s.step === 0) {
    s.step = 1;
    s.active = other(s.active);
    events.push({ type: 'phaseHandover', params: { phase: s.phase, player: s.players[s.active] } } satisfies OWEvent);
    return;
  }
  startPhase(s, s.phase === 'move' ? 'shoot' : 'fight', events);
}
