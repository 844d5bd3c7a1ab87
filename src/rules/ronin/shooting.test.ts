import { describe, expect, it } from 'vitest';
import { RuleError } from '../../core/ruleset';
import { shotModifiers, TO_HIT } from './shooting';
import { ev, fighterOf, play, tableWith } from './testkit';

// Open ground along y = 31 on the village table.
const row = (x: number) => ({ x, y: 31 });

describe('Ronin shooting', () => {
  it('RO-5 a shuriken reaches 6", shoots at -2, and takes no penalty for moving first', () => {
    const s = tableWith([
      { id: 'nin', side: 0, ...row(2), type: 'ronin', missile: 'shuriken', moved: true },
      { id: 'far', side: 1, x: 9.1, y: 33.5 },
      { id: 'near', side: 1, ...row(8.9) },
    ], 'village', 'action');
    expect(() => play(s, [{ type: "shoot", fighter: "nin", target: "far" }])).toThrow(/beyond the 6"/);
    // 4 + 3 + Shoot 2 - 2 = 7: a hit, moving cost nothing.
    const hit = play(s, [{ type: 'shoot', fighter: 'nin', target: 'near' }], [4, 3, 1]);
    expect(ev(hit.events, 'shot')[0]!.params).toMatchObject({ total: 7, hit: true });
  });

  it('RO-5 a bow that moved first shoots at -1; a shuriken does not', () => {
    const bow = fighterOf({ id: 'b', side: 0, ...row(2), missile: 'yumi', moved: true });
    const target = fighterOf({ id: 't', side: 1, ...row(10) });
    expect(shotModifiers(bow, target)).toEqual([{ rule: 'RO-5', value: -1 }]);
    expect(shotModifiers({ ...bow, missile: 'shuriken' }, target)).toEqual([{ rule: 'RO-5', value: -2 }]);
  });

  it('RO-6 a teppo must be reloaded after firing, and reloading takes the fighter\'s action', () => {
    const s = tableWith([
      { id: 'gun', side: 0, ...row(2), type: 'ashigaru', missile: 'teppo' },
      { id: 'mate', side: 0, x: 2, y: 34 },
      { id: 't', side: 1, ...row(20) },
      { id: 'u', side: 1, x: 20, y: 34 },
    ], 'village', 'action');
    const fired = play(s, [{ type: 'shoot', fighter: 'gun', target: 't' }], [1, 1]);
    const gun = fired.state.fighters.find((f) => f.id === 'gun')!;
    expect(gun.unloaded).toBe(true);
    // Next turn's Action phase: it may not fire until reloaded.
    const later = { ...fired.state, phase: 'action' as const, active: 0 as const, fighters: fired.state.fighters.map((f) => ({ ...f, done: false, shot: false })) };
    expect(() => play(later, [{ type: 'shoot', fighter: 'gun', target: 't' }])).toThrow(/reloaded first/);
    const reloaded = play(later, [{ type: 'reload', fighter: 'gun' }]);
    expect(reloaded.state.fighters.find((f) => f.id === 'gun')).toMatchObject({ unloaded: false, done: true });
  });

  it('RO-6 Light and Medium armour give nothing against a teppo; Heavy counts as Light', () => {
    const shots = (armour: 'medium' | 'heavy' | 'none') => {
      const s = tableWith([
        { id: 'gun', side: 0, ...row(2), type: 'ashigaru', missile: 'teppo' },
        { id: 't', side: 1, ...row(20), armour },
      ], 'village', 'action');
      // 5 + 4 + Shoot 1 = 10 to hit; the target's defence die is a 3.
      return ev(play(s, [{ type: 'shoot', fighter: 'gun', target: 't' }], [5, 4, 3]).events, 'shotWound')[0]!.params;
    };
    expect(shots('medium')).toMatchObject({ defence: 3, margin: 7 });
    expect(shots('none')).toMatchObject({ defence: 3, margin: 7 });
    expect(shots('heavy')).toMatchObject({ defence: 4, margin: 6 });
  });

  it('RO-7 a bow reaches 48" with no modifier: 2d6 + Shoot against 7', () => {
    const bow = fighterOf({ id: 'b', side: 0, x: 1, y: 1, missile: 'yumi' });
    expect(shotModifiers(bow, fighterOf({ id: 't', side: 1, x: 35, y: 35 }))).toEqual([]);
    const s = tableWith([
      { id: 'b', side: 0, ...row(2), missile: 'yumi' },
      { id: 't', side: 1, ...row(30), armour: 'light' },
    ], 'village', 'action');
    // 3 + 1 + Shoot 2 = 6: a miss.
    const miss = play(s, [{ type: 'shoot', fighter: 'b', target: 't' }], [3, 1]);
    expect(ev(miss.events, 'shot')[0]!.params).toMatchObject({ total: 6, need: TO_HIT, hit: false });
  });

  it('RO-8 a shot that misses a fighter in a fight goes at once to another model of that fight, picked at random', () => {
    const s = tableWith([
      { id: 'archer', side: 0, ...row(2), missile: 'yumi' },
      { id: 'friend', side: 0, x: 20, y: 32 },
      { id: 'foe', side: 1, x: 20, y: 31 },
      { id: 'foe2', side: 1, x: 21, y: 32 },
    ], 'village', 'action');
    // Miss (1 + 1 + 2), then a d2 picks the second of the others in the fight (foe2), then a hit on it (6 + 6) and a defence 1.
    const r = play(s, [{ type: 'shoot', fighter: 'archer', target: 'foe' }], [1, 1, 2, 6, 6, 1]);
    expect(ev(r.events, 'strayShot')[0]!.params).toMatchObject({ target: 'foe2', among: 2 });
    expect(ev(r.events, 'shot').map((e) => e.params!.target)).toEqual(['foe', 'foe2']);
    expect(r.state.fighters.find((f) => f.id === 'foe2')!.wound).toBe(3);
    // A shot that misses a fighter in no fight goes nowhere.
    const lone = tableWith([{ id: 'archer', side: 0, ...row(2), missile: 'yumi' }, { id: 'foe', side: 1, ...row(20) }], 'village', 'action');
    expect(ev(play(lone, [{ type: 'shoot', fighter: 'archer', target: 'foe' }], [1, 1]).events, 'strayShot')).toHaveLength(0);
  });

  it('RO-GAP-2 a fighter in base contact with an enemy may not shoot', () => {
    const s = tableWith([
      { id: 'a', side: 0, ...row(2), missile: 'yumi' },
      { id: 'b', side: 1, ...row(3) },
      { id: 'c', side: 1, ...row(20) },
    ], 'village', 'action');
    expect(() => play(s, [{ type: 'shoot', fighter: 'a', target: 'c' }])).toThrow(RuleError);
  });
});

describe('Ronin shooting refusals name what blocks the line', () => {
  it('RO-2 the refusal names the model standing on the line', () => {
    const s = tableWith([
      { id: 'archer', side: 0, x: 2, y: 31, missile: 'yumi', name: 'Kenji' },
      { id: 'mate', side: 0, x: 10, y: 31, name: 'Goro' },
      { id: 'foe', side: 1, x: 20, y: 31 },
    ], 'village', 'action');
    expect(() => play(s, [{ type: 'shoot', fighter: 'archer', target: 'foe' }])).toThrow(/Goro stands on the line/);
  });
});

describe('Ronin bows in the Move phase', () => {
  it('RO-GAP-2 a bow may shoot in the Move phase at -1 instead of moving, and not again that turn; other missiles may not', () => {
    const s = tableWith([
      { id: 'archer', side: 0, x: 2, y: 31, missile: 'yumi' },
      { id: 'gun', side: 0, x: 2, y: 34, missile: 'teppo' },
      { id: 'foe', side: 1, x: 20, y: 31 },
      { id: 'foe2', side: 1, x: 20, y: 34 },
    ]);
    expect(() => play(s, [{ type: 'shoot', fighter: 'gun', target: 'foe2' }])).toThrow(/Only a bow/);
    // 4 + 2 + Shoot 2 - 1 = 7: a hit.
    const r = play(s, [{ type: 'shoot', fighter: 'archer', target: 'foe' }], [4, 2, 1]);
    expect(ev(r.events, 'shot')[0]!.params).toMatchObject({ total: 7, hit: true });
    const archer = r.state.fighters.find((f) => f.id === 'archer')!;
    expect(archer).toMatchObject({ done: true, shot: true, moved: false });
    const later = { ...r.state, phase: 'action' as const, active: 0 as const, fighters: r.state.fighters.map((f) => ({ ...f, done: false })) };
    expect(() => play(later, [{ type: 'shoot', fighter: 'archer', target: 'foe' }])).toThrow(/has shot this turn/);
  });
});
