// Duels (XIII.4 of the seed): challenge, accept or refuse, fighting the duel, Overkill.
import { describe, expect, it } from 'vitest';
import { combatActions } from './round';
import { battle, combat, ev, FACE_A, FACE_B, fight, hero, hitsAndWounds, misses, prof, regiment, twoDice, unit } from './testkit';
import type { CombatAction } from '../types';

const FIGHT: CombatAction = { type: 'fightCombat', combat: 'c1' };
const HERO = prof(5, 4, 4, 5, 3, 9, 4, 2);
const CHALLENGE: CombatAction = { type: 'challenge', combat: 'c1', unit: 'a1', who: 'ah' };
const CHAMPION_ACCEPTS: CombatAction = { type: 'accept', combat: 'c1', unit: 'b1', who: 'champion' };

// a1: ten troops with a hero; b1: ten troops with a champion and a hero. Fronts touching, nobody charged.
const a1 = (extra = {}) => regiment({ id: 'a1', models: 10, files: 5, ...FACE_A, characters: [hero('ah', HERO)], ...extra });
const b1 = (extra = {}) => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, champion: true, characters: [hero('bh', HERO)], ...extra });
const start = (a = a1(), b = b1()) => battle([a, b], [combat('c1', ['a1', 'b1'])]);

describe('Duels', () => {
  it('RK-11 at the challenge step the Active player may have an engaged character or champion issue a challenge', () => {
    const s = fight(start(), [FIGHT]).state;
    expect(s.combats[0]!.pending).toEqual({ kind: 'challenge', side: 0 });
    expect(combatActions(s)).toEqual([CHALLENGE, { type: 'noChallenge', combat: 'c1' }]);
  });

  it('RK-11 if the Active player does not challenge, the Reactive player may', () => {
    const s = fight(start(), [FIGHT, { type: 'noChallenge', combat: 'c1' }]).state;
    expect(s.combats[0]!.pending).toEqual({ kind: 'challenge', side: 1 });
    expect(combatActions(s)).toContainEqual({ type: 'challenge', combat: 'c1', unit: 'b1', who: 'champion' });
    expect(combatActions(s)).toContainEqual({ type: 'challenge', combat: 'c1', unit: 'b1', who: 'bh' });
  });

  it('RK-11 no challenge when the enemy has no character or champion to accept it', () => {
    const s = start(a1(), regiment({ id: 'b1', models: 10, files: 5, ...FACE_B }));
    // Straight to the attacks: a1's hero (3) at I5, then 4 + 5 troops of a1 and 5 + 5 of b1 at I3; a draw (a rank each).
    const r = fight(s, [FIGHT], misses(3 + 9 + 10));
    expect(ev(r.events, 'challenge')).toEqual([]);
    expect(r.state.combats[0]!.pending).toBeNull();
    expect(r.used).toBe(22);
  });

  it('RK-12 the challenge is accepted by a character or champion in a unit in base contact with the challenger or its unit', () => {
    // a2 and b2 fight side by side with a1 and b1: b2 touches a2 only.
    const a2 = regiment({ id: 'a2', models: 10, files: 5, side: 0, x: 30, y: 20, facing: 0 });
    const b2 = regiment({ id: 'b2', models: 10, files: 5, side: 1, x: 30, y: 20, facing: 180, characters: [hero('b2h', HERO)] });
    const s = battle([a1(), a2, b1(), b2], [combat('c1', ['a1', 'a2', 'b1', 'b2'])]);
    const asked = fight(s, [FIGHT, CHALLENGE]).state;
    expect(asked.combats[0]!.pending).toMatchObject({ kind: 'accept', side: 1 });
    const answers = combatActions(asked);
    expect(answers).toContainEqual(CHAMPION_ACCEPTS);
    expect(answers).toContainEqual({ type: 'accept', combat: 'c1', unit: 'b1', who: 'bh' });
    expect(answers).not.toContainEqual({ type: 'accept', combat: 'c1', unit: 'b2', who: 'b2h' });
    expect(() => fight(asked, [{ type: 'accept', combat: 'c1', unit: 'b2', who: 'b2h' }])).toThrow(/RK-12/);
  });

  it('RK-13 refused: the challenger picks an enemy character (not a champion) that could have accepted; it makes no attacks and has Leadership 0', () => {
    const b = b1({ characters: [hero('bh', prof(5, 4, 4, 5, 3, 10, 4, 2)), hero('bh2', prof(5, 4, 4, 5, 3, 8, 4, 2))] });
    const asked = fight(start(a1(), b), [FIGHT, CHALLENGE, { type: 'refuse', combat: 'c1' }]).state;
    expect(asked.combats[0]!.pending).toEqual({ kind: 'pickRefused', side: 0, candidates: [{ unit: 'b1', who: 'bh' }, { unit: 'b1', who: 'bh2' }] });
    expect(combatActions(asked)).toEqual([{ type: 'pickRefused', combat: 'c1', character: 'bh' }, { type: 'pickRefused', combat: 'c1', character: 'bh2' }]);
    // I5: ah's 3 attacks kill 3, bh2's 3 miss; bh strikes not. I3: a1's 4 + 5 behind, b1's champion 2, b1's 2 + 4 behind, all miss.
    const r = fight(asked, [{ type: 'pickRefused', combat: 'c1', character: 'bh' }], [...hitsAndWounds(3), ...misses(3), ...misses(9), ...misses(2), ...misses(6), twoDice(1, 1)]);
    expect(ev(r.events, 'refuse')[0]!.params).toMatchObject({ character: 'bh', unit: 'b1' });
    expect(ev(r.events, 'strikes').map((e) => e.params!.who)).not.toContain('bh');
    expect(unit(r.state, 'b1').characters[0]!.refused).toBe(true);
    // b1 tests on Leadership 8 (bh2), not bh's 10.
    expect(ev(r.events, 'breakTest')[0]!.params).toMatchObject({ unit: 'b1', ld: 8 });
    expect(r.used).toBe(3 + 3 + 9 + 2 + 6 + 1);
  });

  it('RK-13 a refused Battle Standard Bearer gives no +1 and no Hold Your Ground this phase', () => {
    const b = () => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, characters: [hero('bh', HERO, { bsb: true })] });
    // Refused (the only character that could accept): bh makes no attacks. ah kills 3; then 9 and 4 + 3 behind miss.
    // b1 loses by 4 on Leadership 7: 6 + 6 fails and is not rolled again; it flees 2" and is caught.
    const refused = fight(start(a1(), b()), [FIGHT, CHALLENGE, { type: 'refuse', combat: 'c1' }], [...hitsAndWounds(3), ...misses(9), ...misses(7), twoDice(6, 6), 1, 1, 6, 6]);
    expect(ev(refused.events, 'combatResult')[0]!.params).toMatchObject({ score1: 0, winner: 0 });
    expect(ev(refused.events, 'breakTest')[0]!.params).toMatchObject({ holdYourGround: false, passed: false });
    // Not refused: +1 for the Battle Standard and a failed break test rolled again.
    const kept = fight(start(a1(), b()), [FIGHT, { type: 'noChallenge', combat: 'c1' }, { type: 'noChallenge', combat: 'c1' }], [...hitsAndWounds(3), ...misses(3), ...misses(9), ...misses(7), twoDice(6, 6), twoDice(1, 1)]);
    expect(ev(kept.events, 'combatResult')[0]!.params).toMatchObject({ score1: 1 });
    expect(ev(kept.events, 'breakTest')[0]!.params).toMatchObject({ holdYourGround: true, passed: true, roll: 12, reroll: 2 });
  });

  it('RK-13 the refusal lasts while the combat goes on: Leadership 0 next turn too, but it attacks again; challenging itself ends it', () => {
    const b = () => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, characters: [hero('bh', HERO)] });
    // Turn 1: bh refuses (the only one who could accept); everyone misses: a draw, the combat goes on.
    const t1 = fight(start(a1(), b()), [FIGHT, CHALLENGE, { type: 'refuse', combat: 'c1' }], misses(3 + 9 + 9));
    expect(t1.state.combats[0]!.refusedNow).toEqual([]);
    expect(unit(t1.state, 'b1').characters[0]!.refused).toBe(true);
    // Side 1's turn: nobody challenges; bh strikes, but b1 still tests on 7, not bh's 9.
    const next = battle(t1.state.regiments, t1.state.combats, 1);
    const none: CombatAction = { type: 'noChallenge', combat: 'c1' };
    const t2 = fight(next, [FIGHT, none, none], [...hitsAndWounds(3), ...misses(3), ...misses(9), ...misses(7), twoDice(1, 1)]);
    expect(ev(t2.events, 'strikes').map((e) => e.params!.who)).toContain('bh');
    expect(ev(t2.events, 'breakTest')[0]!.params).toMatchObject({ unit: 'b1', ld: 7 });
    // Had bh challenged instead, the refusal would have ended.
    const dared = fight(next, [FIGHT, { type: 'challenge', combat: 'c1', unit: 'b1', who: 'bh' }]);
    expect(unit(dared.state, 'b1').characters[0]!.refused).toBeUndefined();
  });

  it('RK-13 the refusal lasts to the end of the full turn in which the combat ends (through the other player\'s turn)', () => {
    const b = () => regiment({ id: 'b1', models: 10, files: 5, ...FACE_B, characters: [hero('bh', HERO)] });
    // Side 0's turn: bh refuses; ah kills 3; b1 breaks (6, 6), flees 12" and escapes (1, 1): the combat is over.
    const t1 = fight(start(a1(), b()), [FIGHT, CHALLENGE, { type: 'refuse', combat: 'c1' }, { type: 'pursue', combat: 'c1', unit: 'a1' }], [...hitsAndWounds(3), ...misses(9), ...misses(7), twoDice(6, 6), 6, 6, 1, 1]);
    expect(t1.state.combats).toEqual([]);
    expect(unit(t1.state, 'b1').characters[0]!.refused).toBe(true);
    // Side 1's combat phase closes the full turn: the refusal is over.
    const t2 = battle(t1.state.regiments, t1.state.combats, 1);
    expect(unit(t2, 'b1').characters[0]!.refused).toBeUndefined();
  });

  it('RK-14 the duellists fight each other: their attacks go at the opposing duellist, the units\' attacks at the units', () => {
    const r = fight(start(), [FIGHT, CHALLENGE, CHAMPION_ACCEPTS], [...misses(3), ...misses(3), ...misses(2), ...misses(9), ...misses(8)]);
    const strikes = ev(r.events, 'strikes').map((e) => [e.params!.who, e.params!.atUnit, e.params!.atWho, e.params!.duel]);
    expect(strikes).toEqual([
      ['ah', 'b1', 'champion', true], ['bh', 'a1', 'rf', false],
      ['champion', 'a1', 'ah', true], ['rf', 'b1', 'rf', false], ['rf', 'a1', 'rf', false],
    ]);
    expect(r.used).toBe(25);
  });

  it('RK-15 RK-17 a duellist that kills its opponent rolls its other attacks at the dead model: wounds beyond the kill count as Overkill', () => {
    // ah: 3 attacks, all wound the champion (1 Wound): 1 kills it, 2 are Overkill. b1 is left 9 models.
    const r = fight(start(), [FIGHT, CHALLENGE, CHAMPION_ACCEPTS], [...hitsAndWounds(3), ...misses(3), ...misses(9), ...misses(9), twoDice(1, 1)]);
    expect(ev(r.events, 'casualties')[0]!.params).toMatchObject({ unit: 'b1', who: 'champion', wounds: 1, slain: 1, overkill: 2 });
    expect(unit(r.state, 'b1')).toMatchObject({ models: 9, champion: false });
    // a1: 1 wound + 2 Overkill + 1 rank = 4; b1: 9 models, one full rank: 0.
    expect(ev(r.events, 'combatResult')[0]!.params).toMatchObject({ score0: 4, score1: 0, overkill0: 2 });
    expect(r.used).toBe(3 + 3 + 9 + 9 + 1);
  });

  it('RK-17 Overkill counts up to +3', () => {
    const a = a1({ characters: [hero('ah', prof(5, 4, 4, 5, 6, 9, 4, 2))] });
    const r = fight(start(a), [FIGHT, CHALLENGE, CHAMPION_ACCEPTS], [...hitsAndWounds(6), ...misses(3), ...misses(9), ...misses(9), twoDice(1, 1)]);
    expect(ev(r.events, 'casualties')[0]!.params).toMatchObject({ overkill: 5 });
    expect(ev(r.events, 'combatResult')[0]!.params).toMatchObject({ score0: 1 + 3 + 1, overkill0: 3 });
  });

  it('RK-16 the duel ends at the end of the phase in which a duellist is killed', () => {
    const r = fight(start(), [FIGHT, CHALLENGE, CHAMPION_ACCEPTS], [...hitsAndWounds(3), ...misses(3), ...misses(9), ...misses(9), twoDice(1, 1)]);
    expect(ev(r.events, 'duelEnd')).toHaveLength(1);
    expect(r.state.combats[0]!.duel).toBeNull();
  });

  it('RK-16 otherwise the duel goes on next round, and no other duel may start in that combat', () => {
    const accept: CombatAction = { type: 'accept', combat: 'c1', unit: 'b1', who: 'bh' };
    // ah and bh miss each other; everyone else misses: a draw, nobody tests.
    const r = fight(start(), [FIGHT, CHALLENGE, accept], [...misses(3), ...misses(3), ...misses(9), ...misses(2), ...misses(8)]);
    expect(ev(r.events, 'duelEnd')).toEqual([]);
    expect(r.state.combats[0]!.duel?.fighters).toEqual([{ unit: 'a1', who: 'ah' }, { unit: 'b1', who: 'bh' }]);
    // Next phase: no challenge is asked; the duellists fight again.
    const next = battle(r.state.regiments, r.state.combats, 1);
    const again = fight(next, [FIGHT], [...misses(3), ...misses(3), ...misses(9), ...misses(2), ...misses(8)]);
    expect(ev(again.events, 'challenge')).toEqual([]);
    expect(ev(again.events, 'strikes').filter((e) => e.params!.duel).map((e) => e.params!.who)).toEqual(['ah', 'bh']);
  });

  it('RK-16 the duel ends when a duellist\'s unit breaks and flees', () => {
    const accept: CombatAction = { type: 'accept', combat: 'c1', unit: 'b1', who: 'bh' };
    // a1's troops kill 5 of b1 (ah and bh miss each other): b1 loses by 6 and breaks (6, 6), flees 2" and is caught.
    const r = fight(start(), [FIGHT, CHALLENGE, accept, { type: 'pursue', combat: 'c1', unit: 'a1' }], [...misses(3), ...misses(3), ...hitsAndWounds(5), ...misses(4), ...misses(2), ...misses(8), twoDice(6, 6), 1, 1, 6, 6]);
    expect(ev(r.events, 'breakTest')[0]!.params).toMatchObject({ unit: 'b1', passed: false });
    expect(ev(r.events, 'duelEnd')).toHaveLength(1);
    expect(r.state.combats).toEqual([]);
  });
});
