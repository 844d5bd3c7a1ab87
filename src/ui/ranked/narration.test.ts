import { afterEach, describe, expect, it } from 'vitest';
import { randomGame } from '../../rules/ranked/randomGame';
import type { RkState } from '../../rules/ranked/types';
import { NARRATED, fighterName, forgetNames, learnNames, narrate, nameOf } from './narration';

const GAMES = [['pitched', 1], ['bridge', 2], ['pitched', 9], ['pitched', 11], ['bridge', 7], ['pitched', 14]] as const;
const games = GAMES.map(([scenario, seed]) => randomGame(scenario, seed));
const learn = (s: RkState) => learnNames(s.regiments, s.players);

afterEach(forgetNames);

describe('The rank-and-flank log speaks English and Russian', () => {
  it('every event of random games has a sentence in both languages, with its dice and names', () => {
    const seen = new Set<string>();
    for (const g of games) {
      learn(g.state);
      for (const e of g.events) {
        seen.add(e.type);
        for (const lang of ['en', 'ru'] as const) {
          const text = narrate(e, lang);
          expect(text, e.type).not.toBe(e.type);
          expect(text, e.type).not.toMatch(/undefined|NaN|null|\[object|\{\w*\}|Regiment [AB]\d|Полк [AB]\d/);
          for (const d of e.rolls ?? []) expect(text, e.type).toContain(String(d));
          const { unit, who } = (e.params ?? {}) as Record<string, unknown>;
          if (typeof unit === 'string' && unit && e.type !== 'refuse') expect(text, e.type).toContain(typeof who === 'string' ? fighterName(lang, unit, who) : nameOf(lang, unit));
        }
      }
    }
    // Random games reach charges, volleys, combat rounds, challenges, flights and the end.
    expect([...seen]).toEqual(expect.arrayContaining([
      'turnStart', 'phase', 'charge', 'reaction', 'chargeMoved', 'moved', 'combatStart', 'attack', 'strikes',
      'casualties', 'combatResult', 'breakTest', 'flee', 'pursuitChoice', 'pursuit', 'dash', 'freeMove', 'challenge', 'accept', 'victory',
    ]));
    expect(NARRATED.length).toBe(34);
  });

  it('without the names (the simulator) a regiment is named by its id, never left blank', () => {
    for (const e of games[0]!.events) {
      for (const lang of ['en', 'ru'] as const) expect(narrate(e, lang)).not.toMatch(/undefined|NaN|\{\w*\}|\?/);
    }
    expect(nameOf('en', 'a2')).toBe('Regiment A2');
    expect(nameOf('ru', 'b1-c1')).toBe('Герой 1 (Полк B1)');
  });

  it('the simulator hands each event its state: the log names the regiments without the screen', () => {
    const moved = { type: 'moved', rule: 'RK-GAP-2', params: { unit: 'a4', how: 'march', dist: 5, deg: 0, files: 5 } };
    expect(narrate(moved, 'en')).toBe('Regiment A4 marches 5".');
    expect(narrate(moved, 'en', games[0]!.state)).toBe('Spearmen II marches 5".');
    expect(narrate(moved, 'ru', games[0]!.state)).toBe('Копейщики II: марш на 5".');
  });

  it('RK-GAP-5 RK-GAP-6 a pursuit, its move and a free move are told in both languages', () => {
    learn(games[0]!.state);
    const dash = { type: 'dash', rule: 'RK-GAP-5', params: { unit: 'b1', dist: 6.5, stop: 'none', into: 'a2', side: 'left', x: 1, y: 1, facing: 0 } };
    expect(narrate(dash, 'en')).toBe('Orc warriors runs 6.5" and into the left flank of Swordsmen: it counts as charging (the combat is fought next turn).');
    expect(narrate({ ...dash, params: { ...dash.params, into: '', stop: 'enemy' } }, 'ru')).toBe('Орки-воины: движение на 6,5", остановка в 1" от врага.');
    expect(narrate({ type: 'pursuitChoice', params: { unit: 'b1', fleeing: 'a1', pursue: false } }, 'en')).toBe('Orc warriors holds back and does not pursue Spearmen I.');
    expect(narrate({ type: 'freeMove', rolls: [2, 5], params: { unit: 'a2', how: 'overrun', turn: 0, files: 5, roll: 7 } }, 'en')).toBe('Swordsmen overruns: 2 + 5 = 7".');
    expect(narrate({ type: 'freeMove', params: { unit: 'a2', how: 'reform', turn: 180, files: 5, roll: 0 } }, 'ru')).toBe('Мечники: поворот кругом.');
  });

  it('RK-GAP-2 a reform that turns the regiment is told as a turn, one that changes its frontage as a frontage', () => {
    learn(games[0]!.state);
    const turned = { type: 'moved', rule: 'RK-GAP-2', params: { unit: 'a2', how: 'reform', dist: 0, deg: 270, files: 5 } };
    expect(narrate(turned, 'en')).toBe('Swordsmen turns to face left.');
    expect(narrate(turned, 'ru')).toBe('Мечники: поворот налево.');
    expect(narrate({ ...turned, params: { ...turned.params, deg: 0, files: 4 } }, 'en')).toBe('Swordsmen reforms 4 files wide.');
  });

  it('names regiments of the same troops apart, and characters by their own names', () => {
    learn(games[0]!.state);
    expect(['a1', 'a4', 'a2', 'b4'].map((id) => nameOf('en', id))).toEqual(['Spearmen I', 'Spearmen II', 'Swordsmen', 'Goblins']);
    expect(nameOf('ru', 'a1-c1')).toBe('Маршал');
    const attack = { type: 'attack', rule: 'RK-GAP-3', rolls: [5, 4, 2], params: { unit: 'a1', who: 'a1-c1', atUnit: 'b1', atWho: 'champion', hit: 5, wound: 4, save: 2, unsaved: true } };
    expect(narrate(attack, 'en')).toBe('Marshal strikes at the champion of Orc warriors: to hit 5, to wound 4, save 2: an unsaved wound.');
    expect(narrate(attack, 'ru')).toBe('Маршал → чемпион (Орки-воины): попадание 5, ранение 4, спасбросок 2: рана без спасения.');
  });

  it('a break test re-rolled for the Battle Standard shows both rolls; a combat is named after its charger', () => {
    learn(games[0]!.state);
    const test = { type: 'breakTest', rule: 'RK-GAP-4', rolls: [6, 3, 2, 2], params: { unit: 'b4', side: 1, ld: 6, target: 4, roll: 9, reroll: 4, passed: true, steadfast: false, holdYourGround: true } };
    expect(narrate(test, 'en')).toBe('Goblins takes a break test: 6 + 3 = 9, re-rolled for the Battle Standard: 2 + 2 = 4 against 4 (Leadership 6): it holds.');
    const result = { type: 'combatResult', rule: 'RK-GAP-4', params: { combat: 'k2-1-b3', score0: 4, score1: 8, winner: 1, diff: 4, musician: false, wounds0: 2, wounds1: 2, overkill0: 0, overkill1: 0, ranks0: 0, ranks1: 3 } };
    expect(narrate(result, 'en')).toBe('Combat result: Red 4 (wounds 2, ranks 0, bonuses +2), Blue 8 (wounds 2, ranks 3, bonuses +3): Blue wins by 4.');
    expect(narrate({ type: 'combatEnd', params: { combat: 'k2-1-b3' } }, 'en')).toBe('The combat of Orc archers is over.');
    expect(narrate({ type: 'noChallenge', params: { combat: 'k2-1-b3', side: 1 } }, 'ru')).toBe('Blue: без вызова.');
  });
});
