// Old West's refusals in the player's language: one word table over the rules' refusal codes
// (the English wording is the rules' own, src/rules/oldwest/reasons.ts; Russian is typed by it).
import { actionDetail } from '../../i18n/issues';
import { explainShared } from '../../i18n/refusals';
import { wordTable, type Lang } from '../../i18n/words';
import { REASONS_EN, type Reason, type ReasonKey, type ReasonParams } from '../../rules/oldwest/reasons';
import { WEAPONS } from '../../rules/oldwest/profiles';
import type { WeaponId } from '../../rules/oldwest/types';

const RU: Record<ReasonKey, string> = {
  over: 'Партия окончена.',
  notAsked: 'Сейчас это не требуется.',
  waitHills: 'Сначала {player} проходит тест на бегство (или бежит).',
  waitFight: 'Сначала {player} выбирает следующую схватку.',
  waitBackOff: 'Сначала {player} выбирает, кто отходит.',
  waitStrike: 'Сначала {player} выбирает, кого бьёт {fighter}.',
  unknownAction: 'Неизвестное действие «{type}».',
  badAction: 'Недопустимое действие: {detail}.',
  namedTwice: 'Действие называет «{id}» дважды ({field}): каждого бойца называют один раз.',
  unknownFighter: 'В этой партии нет бойца «{id}».',
  notMovePhase: 'Сейчас не фаза движения.',
  notShootPhase: 'Сейчас не фаза стрельбы.',
  notYourMove: 'Сейчас ходит {player}.',
  notYourShot: 'Сейчас стреляет {player}.',
  outOfFight: '{fighter} выбыл из боя.',
  hasCharged: '{fighter} уже атаковал в этот ход.',
  inContact: '{fighter} в контакте с противником.',
  onGroundStand: '{fighter} лежит: сначала встаньте (половина движения).',
  moveUsed: '{fighter} уже использовал всё движение.',
  offTable: 'Это место за краем стола.',
  blocked: 'Путь перекрыт (здание, высокая стена или край стола).',
  overlap: 'Там стоит другая фигурка.',
  zone: 'Путь проходит через зону контроля противника (1" вокруг него): войти туда можно только атакой.',
  tooFar: 'Это дальше, чем осталось движения.',
  chargeLiving: 'Атаковать можно только живого противника.',
  cannotCharge: '{fighter} не может атаковать цель {target}: {why}',
  standUpWhen: 'Бойцы встают в свою фазу движения.',
  standing: '{fighter} уже стоит.',
  standInFight: '{fighter} в схватке и пытается встать там (OW-11).',
  hasShot: '{fighter} уже стрелял в этот ход.',
  noGun: 'У бойца {fighter} нет оружия.',
  onGround: '{fighter} лежит.',
  movedNoShot: '{fighter} двигался, а из оружия «{weapon}» нельзя стрелять после движения.',
  movedHalf: '{fighter} прошёл больше половины движения и не может стрелять из оружия «{weapon}».',
  ownPosse: 'По своим не стреляют.',
  cannotSee: '{fighter} не видит цель {target}: мешает здание.',
  outOfRange: 'До цели {target} {distance}" — дальше дальности {range}" ({weapon}).',
  noHillsTest: 'Тест на бегство сейчас не нужен.',
  routWhen: 'Бежать можно, только когда банда проходит тест на бегство.',
  dropWhen: 'Инициатива бросается в начале хода.',
  answerFirst: 'Сначала ответьте на вопрос на столе.',
  endWhen: 'Вручную заканчиваются только фазы движения и стрельбы.',
  noFightWaiting: 'Сейчас не нужно выбирать схватку.',
  unknownFight: 'Нет схватки «{id}».',
  fightResolved: 'Эта схватка уже разыграна.',
  nobodyBacksOff: 'Сейчас никто не отходит.',
  notLoser: 'Этот боец не отходит в этой схватке.',
  noStrike: 'Сейчас не нужно выбирать цель удара.',
  notStrikable: 'Этот боец не может получить удар от этого бойца.',
  alreadyOut: '{target} уже выбыл.',
  fameRange: 'Можно потратить от 0 до {max} Славы.',
  dived: '{fighter} залёг в этот ход и не может стрелять в ответ.',
  notHero: '«{id}» сейчас не может совершить героическое действие.',
  notInHeroic: '{fighter} не участвует в героическом действии бойца {hero}.',
  yeeHawRange: '{fighter} должен закончить движение в пределах 6" от бойца {hero} («Йи-ха!»).',
  quickdrawFirst: 'В «Быстрой руке» первым стреляет {hero}, затем может {fighter}.',
  waitHeroics: 'Сначала {player} объявляет героические действия (или отказывается).',
  noExit: 'В этом сценарии бойцу {fighter} некуда уходить со стола.',
  notMounted: '{fighter} не в седле.',
  noMountHere: 'Рядом с бойцом {fighter} нет его лошади.',
  halfMoveLeft: 'Чтобы сесть в седло или спешиться, бойцу {fighter} нужна половина движения.',
  exitTooFar: '{fighter} не успевает дойти до края стола.',
  waitFame: 'Сначала {player} решает, тратит ли {fighter} Славу.',
  waitFortune: 'Сначала {player} решает, использует ли {fighter} Удачу.',
  badOptions: 'Настройки партии неверны: {detail}.',
  noDeployZones: 'В сценарии «{scenario}» нет зон расстановки для банд игроков.',
  unknownProfile: 'У бойца «{id}» неизвестный профиль «{type}».',
  duplicateFighter: 'Боец «{id}» встречается в банде дважды.',
  posseTooBig: 'Банда «{posse}» ({count} бойцов) не помещается в зону расстановки {w}"×{h}", где места для {capacity}.',
};

export const owRefusals = wordTable<ReasonKey>(REASONS_EN, RU);

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
