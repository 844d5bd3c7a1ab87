import { describe, expect, it } from 'vitest';
import { oldwest } from './index';
import { F, play, position } from './testkit';
import type { OWState } from './types';

const sheriff = (id: string, x: number, y: number) => ({ id, name: id, type: 'sheriff', pos: { x, y } });
const desperado = (id: string, x: number, y: number) => ({ id, name: id, type: 'desperado', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });
const marshal = (id: string, x: number, y: number) => ({ id, name: id, type: 'marshal', pos: { x, y } });

function fightPhase(s: OWState): OWState {
  return play({ ...s, phase: 'shoot' }, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state;
}

describe('Heroes: Fame and Fortune', () => {
  it('OW-29 heroes carry Fame and Fortune pools; what is left is kept on the fighter', () => {
    const s = position([sheriff('w', 5, 5), marshal('m', 8, 5)], [rowdy('x', 30, 30)]);
    expect(F(s, '0:w')).toMatchObject({ fame: 1, fortune: 2 });
    expect(F(s, '0:m')).toMatchObject({ fame: 3, fortune: 1 });
    expect(F(s, '1:x')).toMatchObject({ fame: 0, fortune: 0 });
  });

  it('OW-30 after seeing a missed shot, the hero may spend Fame (+1 a point) before the result counts', () => {
    const s = position([sheriff('w', 10, 20)], [rowdy('x', 18, 20), rowdy('y', 30, 30)], { phase: 'shoot' });
    // The odds shown before the roll include what Fame can do (OW-30).
    const before = oldwest.preview(s, { type: 'shoot', fighterId: '0:w', targetId: '1:x' })!;
    const plain = before.chances.find((c) => c.key === 'wound')!.p;
    const fame = before.chances.find((c) => c.key === 'woundWithFame')!.p;
    expect(plain).toBeCloseTo(0.25, 10);
    expect(fame).toBeGreaterThan(plain);
    // Rolls 3, needs 4+: the game asks; 1 Fame makes it a 4, a hit; then S3 vs G3 rolls 4: out.
    const asked = play(s, [{ type: 'shoot', fighterId: '0:w', targetId: '1:x' }], [3], true);
    expect(asked.state.pending).toMatchObject({ kind: 'fame', side: 0, fighterId: '0:w', roll: { what: 'hit', dice: [3], score: 3, need: 4, max: 1 } });
    expect(oldwest.actor(asked.state)).toBe(0);
    const r = play(asked.state, [{ type: 'fame', points: 1 }], [4], true);
    expect(r.events.find((e) => e.type === 'fameSpent')).toMatchObject({ rule: 'OW-30', params: { from: 3, to: 4, left: 0 } });
    expect(r.events.find((e) => e.type === 'shot')!.params!.hit).toBe(true);
    expect(F(r.state, '0:w').fame).toBe(0);
    expect(F(r.state, '1:x').status).toBe('out');
    // Declining keeps the miss and the Fame.
    const no = play(asked.state, [{ type: 'fame', points: 0 }], [], true);
    expect(no.events.find((e) => e.type === 'shot')!.params!.hit).toBe(false);
    expect(F(no.state, '0:w').fame).toBe(1);
    // No offer when Fame could not change the result (a 1 needs 3 points; he has 1).
    expect(play(s, [{ type: 'shoot', fighterId: '0:w', targetId: '1:x' }], [1], true).state.pending).toBeNull();
    expect(() => play(asked.state, [{ type: 'fame', points: 2 }], [4], true)).toThrow(/between 0 and 1/);
  });

  it('OW-30 Fame in Dukin\' it Out: a hero whose side lost on the dice may raise his die', () => {
    const s = fightPhase(position([sheriff('w', 10, 10)], [rowdy('x', 11, 10)]));
    const r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [3, 4], true);
    expect(r.state.pending).toMatchObject({ kind: 'fame', roll: { what: 'duel', score: 3, max: 1 } });
    // 1 Fame makes it 4: a tie, won by the sheriff's Fightin' 4; then his strike (S3 vs G3) rolls 4.
    const w = play(r.state, [{ type: 'fame', points: 1 }], [4], true);
    expect(w.events.find((e) => e.type === 'duelTieF')!.params!.player).toBe('Anna');
    expect(F(w.state, '1:x').status).toBe('out');
  });

  it('OW-31 two heroes in one fight bid Fame in secret, one after the other, then both are revealed', () => {
    const s = fightPhase(position([sheriff('w', 10, 10)], [desperado('k', 11, 10)], { drop: 1 }));
    // Both roll 3. Boris (the Drop) bids first, then Anna; neither sees the other's bid.
    let r = play(s, [{ type: 'resolveFight', fightId: 'fight-1' }], [3, 3], true);
    expect(r.state.pending).toMatchObject({ kind: 'fameBid', side: 1, fighterId: '1:k' });
    r = play(r.state, [{ type: 'fameBid', points: 2 }], [], true);
    expect(r.state.pending).toMatchObject({ kind: 'fameBid', side: 0, fighterId: '0:w' });
    expect(r.events.map((e) => e.type)).toEqual(['fameBidMade']);
    expect(JSON.stringify(r.events)).not.toContain('"bid1"');
    r = play(r.state, [{ type: 'fameBid', points: 1 }], [1, 1], true);
    expect(r.events[1]).toMatchObject({ type: 'fameBids', rule: 'OW-31', params: { bid0: 1, bid1: 2 } });
    // 3+1 = 4 against 3+2 = 5: Boris wins.
    expect(r.events.find((e) => e.type === 'duelWon')!.params!.player).toBe('Boris');
    expect(F(r.state, '1:k').fame).toBe(0);
    expect(F(r.state, '0:w').fame).toBe(0);
  });

  it('OW-32 Fame that raised the first die of a 6/x to a six counts on the second die too', () => {
    // The digest's example: S3 against Grit 8 needs 6 then 4+. First die 4 + 2 Fame = 6;
    // the second die rolls 1, counts as 3, and 1 more Fame makes it 4: wounded.
    const s = position([marshal('m', 10, 20)], [rowdy('x', 16, 20), rowdy('y', 30, 30)], { phase: 'shoot' });
    s.fighters['0:m'] = { ...s.fighters['0:m']!, weapon: 'sixgun' };
    s.fighters['1:x'] = { ...s.fighters['1:x']!, profile: { ...s.fighters['1:x']!.profile, g: 8 } };
    let r = play(s, [{ type: 'shoot', fighterId: '0:m', targetId: '1:x' }], [5, 4], true);
    expect(r.state.pending).toMatchObject({ kind: 'fame', roll: { what: 'wound', dice: [4], need: 6, max: 2 } });
    r = play(r.state, [{ type: 'fame', points: 2 }], [1], true);
    expect(r.state.pending).toMatchObject({ kind: 'fame', roll: { what: 'wound2', dice: [4, 1], score: 3, need: 4, max: 1 } });
    r = play(r.state, [{ type: 'fame', points: 1 }], [], true);
    expect(r.events.find((e) => e.type === 'fameSpent')).toMatchObject({ rule: 'OW-32', params: { from: 3, to: 4 } });
    expect(r.events.find((e) => e.type === 'woundRoll')).toMatchObject({ rule: 'OW-8', rolls: [4, 1], params: { wounded: true } });
    expect(F(r.state, '1:x').status).toBe('out');
    expect(F(r.state, '0:m').fame).toBe(0);
  });

  it('OW-GAP-4 Fortune: a hero who suffers a wound may spend a point and ignore it on 4+', () => {
    const s = position([rowdy('x', 10, 20)], [sheriff('w', 18, 20), rowdy('y', 30, 30)], { phase: 'shoot' });
    const hit = play(s, [{ type: 'shoot', fighterId: '0:x', targetId: '1:w' }], [6, 6], true);
    expect(hit.state.pending).toEqual({ kind: 'fortune', side: 1, fighterId: '1:w' });
    const saved = play(hit.state, [{ type: 'fortune', use: true }], [4, 5, 5], true);
    expect(saved.events.find((e) => e.type === 'fortune')).toMatchObject({ rule: 'OW-GAP-4', rolls: [4], params: { saved: true, left: 1 } });
    expect(F(saved.state, '1:w').woundsLost).toBe(0);
    const failed = play(hit.state, [{ type: 'fortune', use: true }], [3, 5, 5], true);
    expect(F(failed.state, '1:w')).toMatchObject({ woundsLost: 1, fortune: 1 });
    const kept = play(hit.state, [{ type: 'fortune', use: false }], [5, 5], true);
    expect(F(kept.state, '1:w')).toMatchObject({ woundsLost: 1, fortune: 2 });
  });

  it('OW-30 a hero may add Fame to his Head for the Hills test', () => {
    const s = position([sheriff('w', 5, 5), rowdy('r', 8, 5)], [rowdy('x', 30, 30)], { phase: 'shoot' });
    s.fighters['0:r']!.status = 'out';
    const due = play(s, [{ type: 'endPhase' }, { type: 'endPhase' }], [], true).state;
    expect(due.pending).toMatchObject({ kind: 'hills', testerId: '0:w' });
    // 2 + 3 + Pluck 4 = 9: one short; 1 Fame passes.
    const r = play(due, [{ type: 'hillsTest' }], [2, 3], true);
    expect(r.state.pending).toMatchObject({ kind: 'fame', roll: { what: 'pluck', score: 9, need: 10, max: 1 } });
    expect(play(r.state, [{ type: 'fame', points: 1 }], [], true).state.phase).toBe('drop');
  });
});

describe('Heroes: Fame on Pluck tests against fear and fire', () => {
  it('OW-30 Fame spent on a Fearsome Reputation test raises it: 3 + 3 + Pluck 3 and 1 Fame passes, and the charge goes in', () => {
    const s = position([{ id: 'd', name: 'd', type: 'desperado', pos: { x: 10, y: 20 } }], [{ id: 'm', name: 'm', type: 'marshal', pos: { x: 14, y: 20 } }]);
    const asked = play(s, [{ type: 'charge', fighterId: '0:d', targetId: '1:m' }], [3, 3], true);
    expect(asked.state.pending).toMatchObject({ kind: 'fame', roll: { what: 'pluck', score: 9, need: 10, max: 1 } });
    const r = play(asked.state, [{ type: 'fame', points: 1 }], [], true);
    expect(r.events.find((e) => e.type === 'fearTest')).toMatchObject({ rule: 'OW-26', params: { total: 10, passed: true } });
    expect(F(r.state, '0:d')).toMatchObject({ charged: true, fame: 1 });
  });

  it('OW-30 Fame spent on a Diving for Cover test raises it: the hero holds his ground', () => {
    // A shot wounds the desperado (W2) without removing him; his dive test 3 + 3 + Pluck 3 is one short.
    const s = position([{ id: 'x', name: 'x', type: 'rowdy', weapon: 'rifle', pos: { x: 10, y: 10 } }], [{ id: 'd', name: 'd', type: 'desperado', pos: { x: 10, y: 20 } }], { phase: 'shoot' });
    const asked = play(s, [{ type: 'shoot', fighterId: '0:x', targetId: '1:d' }], [6, 6, 3, 3], true);
    expect(asked.state.pending).toMatchObject({ kind: 'fortune' });
    const t = play(asked.state, [{ type: 'fortune', use: false }], [3, 3], true);
    expect(t.state.pending).toMatchObject({ kind: 'fame', roll: { what: 'pluck', score: 9, need: 10, max: 1 } });
    const r = play(t.state, [{ type: 'fame', points: 1 }], [], true);
    expect(r.events.find((e) => e.type === 'diveTest')).toMatchObject({ rule: 'OW-27', params: { total: 10, passed: true } });
    expect(F(r.state, '1:d')).toMatchObject({ onGround: false, pos: { x: 10, y: 20 }, fame: 1 });
    expect(F(r.state, '1:d').dived).toBeFalsy();
  });
});

describe('Heroes: Fame on jumps', () => {
  it('OW-30 a hero may raise his jump test with Fame: a 4 with 2 Fame clears the fence and goes on', () => {
    const fence = { id: 'f', kind: 'fence' as const, a: { x: 13, y: 0 }, b: { x: 13, y: 36 }, height: 1 };
    const s = position([{ id: 'w', name: 'w', type: 'marshal', pos: { x: 11, y: 20 } }], [{ id: 'x', name: 'x', type: 'rowdy', pos: { x: 33, y: 5 } }], { terrain: [fence] });
    const asked = play(s, [{ type: 'move', fighterId: '0:w', to: { x: 15, y: 20 } }], [4], true);
    expect(asked.state.pending).toMatchObject({ kind: 'fame', roll: { what: 'jump', dice: [4], score: 4, need: 6, max: 2 } });
    const r = play(asked.state, [{ type: 'fame', points: 2 }], [], true);
    expect(r.events.find((e) => e.type === 'jump')).toMatchObject({ params: { result: 'clear', fame: 2 } });
    expect(F(r.state, '0:w').pos).toEqual({ x: 15, y: 20 });
    expect(F(r.state, '0:w').fame).toBe(1);
  });
});
