import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../i18n/words';
import { randomGame } from '../../rules/oldwest/randomGame';
import { RED_GULCH, LIVERY_YARD } from '../../rules/oldwest/scenarios';
import { replay } from '../../core/match';
import { oldwest } from '../../rules/oldwest';
import { narrate } from './narration';
import { explain, explainError } from './reasonsRu';
import { RuleError } from '../../core/ruleset';
import { seededDice } from '../../core/dice';
import { REASONS_EN, type ReasonKey } from '../../rules/oldwest/reasons';
import type { OWEvent } from '../../rules/oldwest/events';

// The refusal words' Russian loads on demand, as the match screen loads it.
beforeAll(() => loadLang('ru'));

describe('The log speaks English and Russian', () => {
  it('every event of random games has a sentence in both languages, with its dice', () => {
    const seen = new Set<string>();
    for (const [scenario, seed] of [[RED_GULCH, 11], [LIVERY_YARD, 12], [LIVERY_YARD, 13]] as const) {
      const game = randomGame(scenario, seed, seed, 300);
      const run = replay(oldwest, scenario, { options: {}, seed, players: ['Anna', 'Boris'], actions: game.actions });
      for (const e of run.events.flat()) {
        seen.add(e.type);
        const en = narrate(e, 'en');
        const ru = narrate(e, 'ru');
        expect(en).not.toBe(e.type);
        expect(ru).not.toBe(e.type);
        expect(ru).not.toMatch(/undefined|\{/);
        for (const d of e.rolls ?? []) expect(en).toContain(String(d));
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['dropRolled', 'moved', 'shot', 'woundRoll', 'heroicStart', 'victory']));
  });

  it('OW-8 the wound roll reads "Strength 3 vs Grit 4 ... rolled 6 then 5, wounded"', () => {
    const e = { type: 'woundRoll', rule: 'OW-8', rolls: [6, 5], params: { by: 'Cole', target: 'Kane', s: 1, g: 7, need: '6/5', wounded: true, impossible: false } };
    expect(narrate(e, 'en')).toBe('Cole at Kane: Strength 1 vs Grit 7 (6/5): rolled 6 then 5, wounded.');
    expect(narrate(e, 'ru')).toContain('выпало 6, затем 5, ранен');
  });

  it('an event with a param its type does not list, or without one it needs, does not compile', () => {
    // @ts-expect-error 'speed' is not a param of 'moved'
    const extra: OWEvent = { type: 'moved', params: { fighter: 'Kid', cost: 2, left: 4, speed: 9 } };
    // @ts-expect-error 'moved' needs 'left', which its sentence shows
    const missing: OWEvent = { type: 'moved', params: { fighter: 'Kid', cost: 2 } };
    const ok: OWEvent = { type: 'moved', params: { fighter: 'Kid', cost: 2, left: 4 } };
    expect(narrate(ok, 'en')).toContain('Kid');
    expect([extra, missing]).toHaveLength(2);
  });

  it('every refusal has Russian words', () => {
    for (const key of Object.keys(REASONS_EN) as ReasonKey[]) {
      const ru = explain('ru', { key, params: { fighter: 'Коул', target: 'Кейн', player: 'Анна', weaponId: 'rifle', distance: '12.0', range: 10, id: 'x', type: 't', why: '', max: 2, hero: 'Коул', detail: 'x', field: 'heroIds[1]', scenario: 'x', posse: 'x', count: 4, capacity: 3, w: 4, h: 2 } });
      expect(ru.length).toBeGreaterThan(5);
      expect(ru).not.toMatch(/\{\w+\}/);
    }
  });

  it('nonsense is refused in both languages, naming the fighter named twice', () => {
    const s = oldwest.setup(RED_GULCH, {}, 1, ['Anna', 'Boris']);
    let e: unknown = null;
    try {
      oldwest.apply(s, { type: 'declareHeroics', heroIds: ['0:cole', '0:cole'] }, seededDice(s.rng));
    } catch (x) {
      e = x;
    }
    expect(e).toBeInstanceOf(RuleError);
    const r = e as RuleError;
    expect(explainError('en', r.message, r.code, r.params)).toBe("The action names '0:cole' twice (heroIds[1]): name each fighter once.");
    expect(explainError('ru', r.message, r.code, r.params)).toBe('Действие называет «0:cole» дважды (heroIds[1]): каждого бойца называют один раз.');
  });
});
