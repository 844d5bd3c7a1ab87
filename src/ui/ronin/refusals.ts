// Ronin's refusals in the player's language: one word table over the rules' refusal codes (the
// English wording is the rules' own, src/rules/ronin/reasons.ts; the Russian is typed by it).
import { actionDetail } from '../../i18n/issues';
import { explainShared } from '../../i18n/refusals';
import { wordTable, type Lang } from '../../i18n/words';
import { RO_REASONS_EN, type RoReason } from '../../rules/ronin/reasons';

const RU: Record<RoReason, string> = {
  over: 'Партия окончена.',
  notAsked: 'Сейчас это не требуется.',
  unknownAction: 'Неизвестное действие «{type}».',
  badAction: 'Недопустимое действие: {detail}.',
  badOptions: 'Недопустимые настройки партии: {detail}.',
  namedTwice: 'Действие называет «{id}» дважды ({field}): каждого бойца называют один раз.',
  noSuchFighter: 'В этой партии нет бойца «{fighter}».',
  notYours: 'Сейчас выбирает {player}.',
  outOfAction: '{fighter} выбыл.',
  activated: '{fighter} уже действовал в этой фазе.',
  grappled: '{fighter} в захвате и не может двигаться (RO-GAP-4).',
  offTable: 'Это место за краем стола.',
  blocked: 'Путь перекрыт.',
  overlap: 'Там стоит другая фигурка.',
  tooFar: 'Это дальше, чем может пройти {fighter} ({budget}").',
  noMissile: 'У бойца {fighter} нет стрелкового оружия.',
  bowOnlyInMove: 'В фазе движения стреляет только лук (RO-GAP-2); {fighter} стреляет в фазе действий.',
  hasShot: '{fighter} уже стрелял в этом ходу.',
  unloaded: 'Сначала перезарядите теппо бойца {fighter} (RO-6).',
  loaded: 'Оружие бойца {fighter} не нужно перезаряжать.',
  ranNoShot: '{fighter} бежал в этом ходу и не стреляет (RO-GAP-2).',
  inFight: '{fighter} в контакте с врагом и не может стрелять.',
  ownSide: 'По своим не стреляют.',
  outOfRange: 'До цели {target} {distance}" — дальше {range}" оружия ({weapon}).',
  noSight: '{fighter} не видит цель {target} (RO-1..RO-4).',
  noSightBuilding: '{fighter} не видит цель {target}: мешает здание (RO-1).',
  noSightModel: '{fighter} не видит цель {target}: на линии стоит {model} (RO-2).',
  noSightLight: '{fighter} не видит цель {target}: {inches}" лёгкого укрытия, больше 2" (RO-3).',
  noSightHeavy: '{target} в прочном укрытии и не двигался и не стрелял (RO-4).',
  notInContact: '{target} не в контакте с бойцом {fighter}.',
  tooMany: 'Боец сражается не более чем с 4 врагами (RO-9).',
  inAnotherFight: '{fighter} уже участвует в схватке в этом ходу (RO-11).',
  fightsLeft: '{fighter} и {target} в контакте, но ни в какой схватке: поставьте их в схватку (RO-9).',
  noFight: 'Схватки «{fight}» нет среди ожидающих.',
  splitMade: '{player} уже разделил потенциал.',
  splitFighters: 'Разделите потенциал ровно своих бойцов в этой схватке: {fighters}.',
  splitTotal: 'У бойца {fighter} {cp} жетонов: Атака и Защита вместе должны дать {cp}.',
  boostNoToken: 'Чтобы усилить Инициативу, бойцу {fighter} нужен жетон Атаки (RO-23).',
  notNext: 'Сейчас действует {fighter} (RO-15).',
  noAttackToken: 'У бойца {fighter} не осталось жетонов Атаки (RO-17).',
  ranNoAttack: '{fighter} бежал в этом ходу и не атакует (RO-GAP-2).',
  notEnemyInFight: '{target} — не тот враг, которого {fighter} может атаковать в этой схватке.',
  noDefenceToken: 'У бойца {fighter} не осталось жетонов Защиты (RO-18).',
};

const roRefusals = wordTable<RoReason>(RO_REASONS_EN, RU);

/** A refusal from the store (code + params of a RuleError) in the player's language. */
export function explainError(lang: Lang, error: string, code?: string, params?: Readonly<Record<string, string | number>>): string {
  if (code && roRefusals.has(code)) {
    const p: Record<string, string | number> = { ...(params ?? {}) };
    if (lang === 'ru' && typeof p.problem === 'string') p.detail = actionDetail('ru', p);
    return roRefusals(lang, code as RoReason, p);
  }
  return explainShared(lang, code, params) ?? error;
}
