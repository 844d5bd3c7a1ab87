// The siege's refusals in the player's language: one word table over the rules' refusal codes
// (the English wording is the rules' own, src/rules/siege/reasons.ts; the Russian is typed by it).
// Piece ids in the details are named as the children know them ("Red 3").
import { actionDetail } from '../../i18n/issues';
import { explainShared } from '../../i18n/refusals';
import { wordTable, type Lang } from '../../i18n/words';
import { SG_REASONS_EN, type SgReason } from '../../rules/siege/reasons';
import { unitName } from './names';

const RU: Record<SgReason, string> = {
  over: 'Игра окончена.',
  notAsked: 'Сейчас это нельзя.',
  unknownAction: 'Неизвестное действие «{type}».',
  badAction: 'Недопустимое действие: {detail}.',
  badOptions: 'Недопустимые настройки игры: {detail}.',
  namedTwice: 'Действие называет «{id}» дважды ({field}).',
  noSuchUnit: 'В этой игре нет «{unit}».',
  notYours: '{unit} — не твой.',
  gone: '{unit} выбыл.',
  moved: '{unit} уже ходил в этот ход.',
  notWarrior: 'Это делает только рыцарь; {unit} — пушка.',
  offTable: 'Это место за краем стола.',
  blocked: 'Там мешает стена или край башни.',
  overlap: 'Там уже кто-то стоит.',
  tooFar: 'Это {cost} шага, а у {unit} только {allowance} (SG-6, SG-7).',
  cannonClimbs: 'Пушка не лезет на башни, через стены и в ворота.',
  gateFirst: '{unit} сначала пробует ловушки ворот (SG-9).',
  gateShut: 'Ловушки поймали {unit}: в этот ход через ворота нельзя (SG-9).',
  gateTried: '{unit} уже пробовал ворота в этот ход (SG-9).',
  gateFar: '{unit} не дойдёт до ворот в этот ход.',
  noGate: 'Нет вражеских ворот.',
  fought: '{unit} уже сражался в этот ход (SG-8).',
  ownSide: 'Сражаются только с врагом.',
  tooFarToFight: '{target} дальше 1 шага от {unit} (SG-8).',
  otherLevel: '{unit} и {target} на разных этажах: залезь туда (SG-7).',
  wallBetween: 'Между {unit} и {target} стена.',
  noCannon: 'Нет пушки.',
  silenced: 'Магия сломала пушку на этот ход (SG-2).',
  gateTaken: 'Рыцарь прошёл в ворота: пушка больше не стреляет (SG-10).',
  badAim: 'Прицелься куда-нибудь: нажми на стол.',
};

const sgRefusals = wordTable<SgReason>(SG_REASONS_EN, RU);

/** A refusal from the store (code + params of a RuleError) in the player's language. */
export function explainError(lang: Lang, error: string, code?: string, params?: Readonly<Record<string, string | number>>): string {
  if (code && sgRefusals.has(code)) {
    const p: Record<string, string | number> = { ...(params ?? {}) };
    if (lang === 'ru' && typeof p.problem === 'string') p.detail = actionDetail('ru', p);
    if (typeof p.unit === 'string' && code !== 'noSuchUnit') p.unit = unitName(lang, p.unit);
    if (typeof p.target === 'string') p.target = unitName(lang, p.target);
    return sgRefusals(lang, code as SgReason, p);
  }
  return explainShared(lang, code, params) ?? error;
}
