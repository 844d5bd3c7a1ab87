// Counts in the match words take the plural form the number needs, in English and Russian.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../i18n/words';
import { ow } from '../oldwest/strings';
import { narrateFP } from './narration';
import { fpp } from './panelStrings';
import { fp } from './strings';

// Old West's Russian match words load on demand, as the match screen loads them.
beforeAll(() => loadLang('ru'));

describe('plural forms in the match words', () => {
  it('the match words use the plural forms (no "1 bursts", "1 chips left", "jump(s)")', () => {
    expect(fp('en', 'hud.chips', { n: 1 })).toBe('1 chip left');
    expect(fp('ru', 'hud.chips', { n: 1 })).toBe('осталась 1 фишка');
    expect(fp('ru', 'hud.chips', { n: 3 })).toBe('осталось 3 фишки');
    expect(fp('ru', 'hud.chips', { n: 7 })).toBe('осталось 7 фишек');
    expect(fpp('en', 'fire.goBursts', { n: 1 })).toBe('Fire: 1 burst');
    expect(fpp('en', 'fire.auto', { b: 1, s: 3 })).toBe('Automatic (1 burst of 3)');
    expect(ow('en', 'drag.jump', { n: 1 })).toMatch(/^1 jump:/);
    expect(ow('en', 'drag.jump', { n: 2 })).toMatch(/^2 jumps:/);
    expect(ow('ru', 'drag.jump', { n: 2 })).toMatch(/^2 прыжка;/);
  });

  it('the chip drawn line in the log', () => {
    const e = { type: 'chipDrawn', rule: 'FP-7', rolls: [3], params: { player: 'Anna', left: 1 } };
    expect(narrateFP(e, 'en')).toContain('1 chip left.');
    expect(narrateFP(e, 'ru')).toContain('осталась 1 фишка.');
  });
});
