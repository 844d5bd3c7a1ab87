// The lobby names each scenario's own posses from the manifest (until a player opens the posse
// builder, it loads no Old West code): the names must be the ones the builder and the rules give.
import { describe, expect, it } from 'vitest';
import { loadLang, translate } from '../../i18n';
import { SCENARIOS } from '../../rules/oldwest/scenarios';
import { oldwestManifest } from './manifest';

describe('the Old West manifest', () => {
  it("names each scenario's posses as the posse builder does, in English and Russian", async () => {
    await loadLang('ru');
    for (const info of oldwestManifest.scenarios) {
      const posses = SCENARIOS[info.id]!.posses;
      for (const lang of ['en', 'ru'] as const) {
        expect(info.forces?.[lang], `${info.id} (${lang})`).toBe(translate(lang, 'posse.versus', { a: posses[0].name[lang], b: posses[1].name[lang] }));
      }
    }
  });

  it("opens the posse builder with the words of the lobby's own button to it", async () => {
    await loadLang('ru');
    expect(oldwestManifest.setupPrompt?.open).toEqual({ en: translate('en', 'posse.change'), ru: translate('ru', 'posse.change') });
  });
});
