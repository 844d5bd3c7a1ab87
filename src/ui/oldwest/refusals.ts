// Old West's refusals in the player's language: one word table over the rules' refusal codes
// (the English wording is the rules' own, src/rules/oldwest/reasons.ts; the Russian, typed by it, is
// in ./refusals.ru.ts and fetched on demand).
import { actionDetail } from '../../i18n/issues';
import { explainShared } from '../../i18n/refusals';
import { lazyWordTable, type Lang } from '../../i18n/words';
import { REASONS_EN, type Reason, type ReasonKey, type ReasonParams } from '../../rules/oldwest/reasons';
import { WEAPONS } from '../../rules/oldwest/profiles';
import type { WeaponId } from '../../rules/oldwest/types';

/** Russian loads on demand (./refusals.ru.ts), with the match screen's words (`loadLang`). */
export const owRefusals = lazyWordTable<ReasonKey>(REASONS_EN, async () => (await import('./refusals.ru')).RU);

function ruParams(params: ReasonParams): ReasonParams {
  const out = { ...params };
  const weapon = WEAPONS[params.weaponId as WeaponId];
  if (weapon) out.weapon = weapon.name.ru.toLowerCase();
  const whyKey = params.whyKey;
  if (typeof whyKey === 'string' && owRefusals.has(whyKey)) out.why = owRefusals('ru', whyKey, params);
  if (typeof params.problem === 'string') out.detail = actionDetail('ru', params);
  return out;
}

/** A reason in the player's language. */
export function explain(lang: Lang, r: Reason): string {
  return owRefusals(lang, r.key, lang === 'ru' ? ruParams(r.params) : r.params);
}

/**
 * A refusal from the store (code + params of a RuleError) in the player's language: Old West's own,
 * else one every system shares (src/i18n/refusals.ts), else its message.
 */
export function explainError(lang: Lang, error: string, code?: string, params?: ReasonParams): string {
  if (code && owRefusals.has(code)) return explain(lang, { key: code, params: params ?? {} });
  return explainShared(lang, code, params) ?? error;
}
