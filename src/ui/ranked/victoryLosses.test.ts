import { describe, expect, it } from 'vitest';
import { tableWith } from '../../rules/ranked/testkit';
import { scoreOf } from '../../rules/ranked/victory';
import { lossesOf } from './victoryLosses';

describe('the victory box\'s losses', () => {
  // Spearmen cost 7 a model, orcs 6 (the regiment's cost at setup).
  const end = (edition?: 3) => tableWith([
    { id: 'a1', side: 0, x: 20, y: 36, extra: { models: 10 } },
    { id: 'a2', side: 0, x: 30, y: 36, extra: { models: 11 } },
    { id: 'b1', side: 1, x: 20, y: 12, models: 10, extra: { destroyed: true } },
    { id: 'b2', side: 1, x: 30, y: 12, models: 15, extra: { fleeing: true } },
  ], { phase: 'over', turn: 6, ...(edition ? { options: { edition } } : {}) });

  it('RK-GAP-7 lists every regiment the enemy scored for, how and for how many points, adding up to the score', () => {
    const s = end();
    expect(lossesOf(s, 0, 'en')).toEqual(['Spearmen I: at half strength, 70 points']);
    expect(lossesOf(s, 1, 'en')).toEqual(['Orc warriors I: destroyed, 60 points', 'Orc warriors II: fleeing, 90 points']);
    expect(lossesOf(s, 1, 'ru')).toEqual(['Орки-воины I: уничтожен, очков: 60', 'Орки-воины II: бежит, очков: 90']);
    expect(scoreOf(s, 0)).toBe(150);
    expect(scoreOf(s, 1)).toBe(70);
  });

  it('RK-GAP-7 a match of edition 3 lists no regiment at half strength: it scored nothing', () => {
    expect(lossesOf(end(3), 0, 'en')).toEqual([]);
  });
});
