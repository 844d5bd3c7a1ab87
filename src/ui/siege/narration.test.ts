import { describe, expect, it } from 'vitest';
import { randomGame } from '../../rules/siege/randomGame';
import { SG_REASONS_EN, type SgReason } from '../../rules/siege/reasons';
import { explainError } from './refusals';
import { NARRATED, narrate } from './narration';

describe('The siege log speaks English and Russian, with a picture', () => {
  it('every event of random games has a sentence in both languages, with its dice', () => {
    const seen = new Set<string>();
    const games = [['gate', 1, {}], ['keep', 2, {}], ['gate', 3, { twoCastles: 'on' }], ['keep', 4, { meleeTies: 'reroll', warriors: '8' }], ['gate', 5, { nearest: 'tower', warriors: '3' }]] as const;
    for (const [scenario, seed, options] of games) {
      for (const e of randomGame(scenario, seed, options).events) {
        seen.add(e.type);
        for (const lang of ['en', 'ru'] as const) {
          const text = narrate(e, lang);
          expect(text).not.toBe(e.type);
          expect(text).not.toMatch(/undefined|NaN|\{\w*\}/);
          for (const d of e.rolls ?? []) expect(text).toContain(String(d));
        }
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(['turnStart', 'magic', 'shot', 'moved', 'melee', 'victory']));
    expect(NARRATED.length).toBe(16);
  });

  it('the magic says what it did with a picture: wings, a sword, a broken cannon, lightning', () => {
    const magic = (result: string) => ({ type: 'magic', rule: 'SG-2', rolls: [2], params: { player: 'Anna', roll: 2, result, target: 'a3' } });
    expect(narrate(magic('double'), 'en')).toContain('🪽');
    expect(narrate(magic('bonus'), 'en')).toContain('🗡️');
    expect(narrate(magic('silence'), 'ru')).toContain('💣');
    expect(narrate(magic('destroy'), 'en')).toContain('⚡ Lightning! Red 3');
  });

  it('every refusal has Russian words, naming the pieces as the children know them', () => {
    for (const code of Object.keys(SG_REASONS_EN) as SgReason[]) {
      const ru = explainError('ru', '', code, { unit: 'a1', target: 'd2', cost: 2.5, allowance: 2, type: 't', detail: 'x', id: 'x', field: 'f' });
      expect(ru.length).toBeGreaterThan(5);
      expect(ru).not.toMatch(/\{\w+\}/);
    }
    expect(explainError('en', '', 'tooFar', { unit: 'a1', cost: 2.5, allowance: 2 })).toBe('That costs 2.5 steps; Red 1 has 2 (SG-6, SG-7).');
  });
});
