import { describe, expect, it } from 'vitest';
import { firepower } from '../../rules/firepower';
import { FP_SCENARIOS } from '../../rules/firepower/scenarios';
import { defaultOptions } from '../../systems/manifest';
import { firepowerManifest } from './manifest';

describe('Firepower rule options in the lobby', () => {
  it('FP-GAP-3 the second blast ring is a rule option, played by default, worded in English and Russian', () => {
    const option = firepowerManifest.ruleOptions.find((o) => o.id === 'secondRing')!;
    expect(option.default).toBe('on');
    expect(option.choices.map((c) => c.value)).toEqual(['on', 'off']);
    expect(option.legend.en).toMatch(/FP-GAP-3/);
    for (const text of [option.legend.ru, ...option.choices.map((c) => c.label.ru)]) expect(text).toMatch(/[а-яё]/i);
    for (const c of option.choices) expect(c.label.en).toMatch(/ring/);
  });

  it('FP-GAP-3 every choice the lobby offers starts a match, and the default plays both rings', () => {
    const scenario = FP_SCENARIOS['meeting']!;
    expect(firepower.setup(scenario, defaultOptions(firepowerManifest), 1, ['A', 'B']).secondRing).toBe(true);
    for (const o of firepowerManifest.ruleOptions) {
      for (const c of o.choices) expect(() => firepower.setup(scenario, { ...defaultOptions(firepowerManifest), [o.id]: c.value }, 1, ['A', 'B'])).not.toThrow();
    }
    expect(firepower.setup(scenario, { ...defaultOptions(firepowerManifest), secondRing: 'off' }, 1, ['A', 'B']).secondRing).toBe(false);
  });
});
