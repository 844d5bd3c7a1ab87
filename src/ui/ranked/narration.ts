// The words for each rank-and-flank event, in English and Russian: a table over every engine and
// close-combat event type, so an event without words in either language fails `tsc`. The rules'
// events name regiments and characters by id ('a2', 'b1-c1'); the match screen hands the names
// over with `learnNames(state.regiments, state.players)`, the simulator hands each event's state to
// `narrate`, and without either a regiment is "Regiment A2" and a character "Character 1 of Regiment B1".
import type { GameEvent } from '../../core/ruleset';
import { narrateNote } from '../../i18n/notes';
import { plural, type Lang } from '../../i18n/words';
import type { CombatEvent, CombatEventParams, CombatEventType } from '../../rules/ranked/combat/events';
import type { RkEvent, RkEventParams, RkEventType } from '../../rules/ranked/events';
import type { Phase, Side4 } from '../../rules/ranked/types';
import { fighterName, learnLive, nameOf, playerOf } from './nameBook';

export { fighterName, forgetNames, learnNames, nameOf, type NamedRegiment } from './nameBook';

type AnyParams = RkEventParams & CombatEventParams;
type AnyType = RkEventType | CombatEventType;
type Say<K extends AnyType> = (p: AnyParams[K], rolls: number[]) => string;
type Narration = { readonly [K in AnyType]: Say<K> };

// --- names --------------------------------------------------------------------------------------

/** A combat is named after the regiment whose charge began it (its id ends with the charger's). */
function combatOf(lang: Lang, combat: string): string {
  const m = /^[kp]\d+-\d-(.+)$/.exec(combat);
  if (!m) return lang === 'en' ? 'The combat' : 'Бой';
  return lang === 'en' ? `The combat of ${nameOf('en', m[1])}` : `Бой (${nameOf('ru', m[1])})`;
}

function player(lang: Lang, side: number): string {
  return playerOf(side) ?? (lang === 'en' ? (side === 0 ? 'The first army' : 'The second army') : side === 0 ? 'Первая армия' : 'Вторая армия');
}

// --- little words -------------------------------------------------------------------------------

const inches = (lang: Lang, d: number) => {
  const t = String(Math.round(d * 10) / 10);
  return `${lang === 'ru' ? t.replace('.', ',') : t}"`;
};
const sum = (r: number[]) => (r.length > 1 ? `${r.join(' + ')}` : r.join(''));
const PHASE: Record<Lang, Record<Phase, string>> = {
  en: { rally: 'Rally', charge: 'Charge', react: 'Charge reaction', move: 'Movement', shoot: 'Shooting', combat: 'Combat', over: 'End' },
  ru: { rally: 'Сбор', charge: 'Атаки', react: 'Ответ на атаку', move: 'Движение', shoot: 'Стрельба', combat: 'Ближний бой', over: 'Конец' },
};
const FACE: Record<Lang, Record<Side4, string>> = {
  en: { front: 'front', left: 'left flank', right: 'right flank', rear: 'rear' },
  ru: { front: 'во фронт', left: 'в левый фланг', right: 'в правый фланг', rear: 'в тыл' },
};
const WHY: Record<Lang, Record<RkEventParams['victory']['reason'], string>> = {
  en: { turns: 'more enemy points destroyed, routed or brought to half strength after the last turn', wiped: 'no enemy regiment left on the table', fled: 'every enemy regiment is fleeing' },
  ru: { turns: 'к концу последнего хода уничтожено, обращено в бегство или ополовинено больше очков противника', wiped: 'у противника не осталось полков на столе', fled: 'все полки противника бегут' },
};
const pts = (lang: Lang, n: number) => plural(lang, n, lang === 'en' ? ['# point', '# points'] : ['# очко', '# очка', '# очков']);
const need = (n: number) => `${n}+`;

/** One shot or attack: to hit, to wound and the save, each with its die and what it needed. */
function rollsLine(lang: Lang, r: number[], on: [number, number, number], hit: boolean, wound: boolean, saved: boolean): string {
  const w = lang === 'en'
    ? { hit: 'to hit', wound: 'to wound', save: 'save', miss: 'a miss', noWound: 'no wound', saved: 'saved', unsaved: 'a wound', noSave: 'no save' }
    : { hit: 'попадание', wound: 'ранение', save: 'спасбросок', miss: 'промах', noWound: 'не ранит', saved: 'спасён', unsaved: 'рана', noSave: 'без спасброска' };
  const parts = [`${w.hit} ${r[0] ?? '–'} (${need(on[0])})`];
  if (!hit) return `${parts[0]}: ${w.miss}`;
  parts.push(`${w.wound} ${r[1] ?? '–'} (${need(on[1])})`);
  if (!wound) return `${parts.join(', ')}: ${w.noWound}`;
  if (on[2] > 0 && r[2] !== undefined) parts.push(`${w.save} ${r[2]} (${need(on[2])})`);
  return `${parts.join(', ')}: ${saved ? w.saved : on[2] > 0 ? w.unsaved : `${w.unsaved}, ${w.noSave}`}`;
}

/** A close-combat attack's dice: to hit, then to wound if it hit, then the save if one was rolled. */
function attackDice(lang: Lang, r: number[]): string {
  const label = lang === 'en' ? ['to hit', 'to wound', 'save'] : ['попадание', 'ранение', 'спасбросок'];
  return r.map((d, i) => `${label[i] ?? ''} ${d}`).join(', ');
}

/** A side's combat score in parts: wounds caused, overkill, rank bonus, and the other bonuses (charge, standard, flank...). */
function scoreParts(lang: Lang, p: CombatEventParams['combatResult'], side: 0 | 1): string {
  const [score, wounds, overkill, ranks] = side === 0 ? [p.score0, p.wounds0, p.overkill0, p.ranks0] : [p.score1, p.wounds1, p.overkill1, p.ranks1];
  const other = score - wounds - overkill - ranks;
  const w = lang === 'en' ? ['wounds', 'overkill', 'ranks', 'bonuses'] : ['раны', 'избыток', 'шеренги', 'бонусы'];
  return [`${w[0]} ${wounds}`, ...(overkill ? [`${w[1]} ${overkill}`] : []), `${w[2]} ${ranks}`, ...(other ? [`${w[3]} ${other > 0 ? '+' : ''}${other}`] : [])].join(', ');
}

const n = nameOf;

const TURN: Record<Lang, Record<number, string>> = {
  en: { 90: 'turns to face right', 270: 'turns to face left', 180: 'turns about' },
  ru: { 90: 'поворот направо', 270: 'поворот налево', 180: 'поворот кругом' },
};

/** A pursuit's or an overrun's move in words. */
function dashWords(lang: Lang, p: RkEventParams['dash']): string {
  const u = n(lang, p.unit), d = inches(lang, p.dist);
  if (lang === 'en') {
    if (p.into) return `${u} runs ${d} and into the ${FACE.en[p.side]} of ${n('en', p.into)}: it counts as charging (the combat is fought next turn).`;
    const why = { none: '', turn: '', terrain: ', stopped by impassable terrain', friend: ', stopped by a friendly regiment', enemy: ' and halts 1" short of the enemy', edge: ' to the edge of the table' }[p.stop];
    return p.stop === 'turn' ? `${u} has no room to turn and stays where it is.` : `${u} moves ${d}${why}.`;
  }
  if (p.into) return `${u}: ${d} и удар по полку «${n('ru', p.into)}» ${FACE.ru[p.side]}; это атака (бой будет в следующем ходу).`;
  const why = { none: '', turn: '', terrain: ', дальше непроходимая местность', friend: ', дальше свой полк', enemy: ', остановка в 1" от врага', edge: ' до края стола' }[p.stop];
  return p.stop === 'turn' ? `${u}: развернуться негде, полк остаётся на месте.` : `${u}: движение на ${d}${why}.`;
}

/** A free move after No More Foes in words. */
function freeWords(lang: Lang, p: CombatEventParams['freeMove'], r: number[]): string {
  const u = n(lang, p.unit);
  if (p.how === 'overrun') return lang === 'en' ? `${u} overruns: ${sum(r)} = ${inches('en', p.roll)}.` : `${u}: прорыв, ${sum(r)} = ${inches('ru', p.roll)}.`;
  if (p.how === 'stay') return lang === 'en' ? `${u} stays where it is.` : `${u}: полк остаётся на месте.`;
  if (p.turn) return lang === 'en' ? `${u} ${TURN.en[p.turn]}.` : `${u}: ${TURN.ru[p.turn]}.`;
  return lang === 'en' ? `${u} reforms ${p.files} files wide.` : `${u}: перестроение, ${plural('ru', p.files, ['# колонна', '# колонны', '# колонн'])} в ширину.`;
}

const EN: Narration = {
  turnStart: (p) => `Turn ${p.turn}: ${p.player}'s player turn.`,
  phase: (p) => `The ${PHASE.en[p.phase]} phase.`,
  rally: (p, r) => `${n('en', p.unit)} tries to rally: ${sum(r)} = ${p.roll} against Leadership ${p.ld}: ${p.passed ? 'it rallies' : 'it flees on'}.`,
  flee: (p, r) => `${n('en', p.unit)} flees ${sum(r)} = ${inches('en', p.roll)}${p.escaped ? ' and leaves the battle' : ''}.`,
  charge: (p) => `${n('en', p.unit)} declares a charge at the ${FACE.en[p.side]} of ${n('en', p.target)}.`,
  reaction: (p) => `${n('en', p.unit)} ${p.reaction === 'hold' ? 'holds' : p.reaction === 'standShoot' ? 'stands and shoots' : 'flees from the charge'}.`,
  shot: (p, r) => `${n('en', p.unit)} shoots at ${n('en', p.target)}: ${rollsLine('en', r, [p.hitOn, p.woundOn, p.saveOn], p.hit, p.wound, p.saved)}.`,
  volleyEnd: (p) => `The volley of ${n('en', p.unit)}: ${plural('en', p.shots, ['# shot', '# shots'])}, ${n('en', p.target)} loses ${plural('en', p.casualties, ['# model', '# models'])}.`,
  caught: (p) => `${n('en', p.unit)} catches the fleeing ${n('en', p.target)}: destroyed.`,
  chargeMoved: (p) => `${n('en', p.unit)} charges into the ${FACE.en[p.side]} of ${n('en', p.target)} (${inches('en', p.dist)}).`,
  chargeFailed: (p) => `The charge of ${n('en', p.unit)} at ${n('en', p.target)} falls short: it moves ${inches('en', p.dist)}.`,
  moved: (p) => {
    const u = n('en', p.unit);
    if (p.how === 'wheel') return `${u} wheels ${p.deg}° (${inches('en', p.dist)}).`;
    if (p.how === 'reform') return p.deg ? `${u} ${TURN.en[p.deg]}.` : `${u} reforms ${p.files} files wide.`;
    return `${u} ${p.how === 'march' ? 'marches' : 'moves forward'} ${inches('en', p.dist)}.`;
  },
  destroyed: (p) => `${n('en', p.unit)} is destroyed (${pts('en', p.points)}).`,
  dash: (p) => dashWords('en', p),
  turnEnd: (p) => `${p.player} ends the player turn.`,
  victory: (p) => (p.winner === null
    ? `A draw: ${p.score0} against ${p.score1} points.`
    : `${p.winner} wins: ${WHY.en[p.reason]} (${p.score0} against ${p.score1} points).`),
  // close combat
  combatStart: (p) => `${combatOf('en', p.combat)}: round ${p.round}.`,
  challenge: (p) => `${fighterName('en', p.unit, p.who)} issues a challenge.`,
  noChallenge: (p) => `${player('en', p.side)} issues no challenge.`,
  accept: (p) => `${fighterName('en', p.unit, p.who)} accepts the challenge.`,
  refuse: (p) => (p.character === null
    ? `${player('en', p.side)} refuses the challenge: only champions could have accepted.`
    : `${n('en', p.character)} refuses the challenge: Leadership 0 and no attacks this turn.`),
  attack: (p, r) => `${fighterName('en', p.unit, p.who)} strikes at ${fighterName('en', p.atUnit, p.atWho)}: ${attackDice('en', r)}: ${p.unsaved ? 'an unsaved wound' : 'no harm'}.`,
  strikes: (p) => `${fighterName('en', p.unit, p.who)}${p.duel ? ' (in the duel)' : ''}, ${p.initiative >= 100 ? 'charging' : `Initiative ${p.initiative}`}: ${plural('en', p.attacks, ['# attack', '# attacks'])} at ${fighterName('en', p.atUnit, p.atWho)} (hit on ${need(p.hitOn)}, wound on ${need(p.woundOn)}, ${p.saveOn > 0 ? `save on ${need(p.saveOn)}` : 'no save'}): ${plural('en', p.unsaved, ['# unsaved wound', '# unsaved wounds'])}.`,
  casualties: (p) => (p.who === 'rf'
    ? `${n('en', p.unit)} loses ${plural('en', p.slain, ['# model', '# models'])} (${plural('en', p.wounds, ['# wound', '# wounds'])}).`
    : `${fighterName('en', p.unit, p.who)} takes ${plural('en', p.wounds, ['# wound', '# wounds'])}${p.slain > 0 ? ' and is slain' : ''}${p.overkill > 0 ? ` (overkill ${p.overkill})` : ''}.`),
  combatResult: (p) => `Combat result: ${player('en', 0)} ${p.score0} (${scoreParts('en', p, 0)}), ${player('en', 1)} ${p.score1} (${scoreParts('en', p, 1)}): ${p.winner === null ? 'a draw' : `${player('en', p.winner)} wins by ${p.diff}${p.musician ? ' (the musician breaks the tie)' : ''}`}.`,
  breakTest: (p, r) => `${n('en', p.unit)} takes a break test: ${sum(r.slice(0, 2))} = ${p.roll}${p.reroll ? `, re-rolled for the Battle Standard: ${sum(r.slice(2))} = ${p.reroll}` : ''} against ${p.target} (Leadership ${p.ld}${p.steadfast ? ', steadfast' : ''}): ${p.passed ? 'it holds' : 'it breaks'}.`,
  pursuit: (p, r) => `${n('en', p.unit)} pursues ${n('en', p.fleeing)}: ${sum(r)} = ${inches('en', p.roll)} against ${inches('en', p.flee)} fled: ${p.caught ? 'caught and destroyed' : 'it gets away'}.`,
  pursuitChoice: (p) => (p.pursue ? `${n('en', p.unit)} pursues ${n('en', p.fleeing)}.` : `${n('en', p.unit)} holds back and does not pursue ${n('en', p.fleeing)}.`),
  freeMove: (p, r) => freeWords('en', p, r),
  fallBack: (p) => `${n('en', p.unit)} falls back ${inches('en', p.dist)} into contact with ${n('en', p.against)}.`,
  fallBackTie: (p) => `${combatOf('en', p.combat)}: ${plural('en', p.options, ['# way', '# ways'])} of falling back keep as many in contact; the Active player picks one.`,
  noMoreFoes: (p) => `${n('en', p.unit)} has no enemy left in contact and leaves the combat.`,
  duelEnd: (p) => `${combatOf('en', p.combat)}: the duel is over.`,
  combatEnd: (p) => `${combatOf('en', p.combat)} is over.`,
};

const RU: Narration = {
  turnStart: (p) => `Ход ${p.turn}: ходит ${p.player}.`,
  phase: (p) => `Фаза: ${PHASE.ru[p.phase]}.`,
  rally: (p, r) => `${n('ru', p.unit)}: проверка сбора, ${sum(r)} = ${p.roll} против Лидерства ${p.ld}: ${p.passed ? 'полк собрался' : 'бегство продолжается'}.`,
  flee: (p, r) => `${n('ru', p.unit)}: бегство на ${sum(r)} = ${inches('ru', p.roll)}${p.escaped ? ', полк покидает поле боя' : ''}.`,
  charge: (p) => `${n('ru', p.unit)}: объявлена атака на полк «${n('ru', p.target)}» (${FACE.ru[p.side]}).`,
  reaction: (p) => `${n('ru', p.unit)}: ${p.reaction === 'hold' ? 'стоять на месте' : p.reaction === 'standShoot' ? 'стоять и стрелять' : 'бегство от атаки'}.`,
  shot: (p, r) => `${n('ru', p.unit)}: выстрел по полку «${n('ru', p.target)}», ${rollsLine('ru', r, [p.hitOn, p.woundOn, p.saveOn], p.hit, p.wound, p.saved)}.`,
  volleyEnd: (p) => `Залп (${n('ru', p.unit)}): ${plural('ru', p.shots, ['# выстрел', '# выстрела', '# выстрелов'])}, потери полка «${n('ru', p.target)}»: ${p.casualties}.`,
  caught: (p) => `${n('ru', p.unit)}: бегущий полк «${n('ru', p.target)}» настигнут и уничтожен.`,
  chargeMoved: (p) => `${n('ru', p.unit)}: удар по полку «${n('ru', p.target)}» ${FACE.ru[p.side]} (${inches('ru', p.dist)}).`,
  chargeFailed: (p) => `${n('ru', p.unit)}: атака на полк «${n('ru', p.target)}» не дошла, пройдено ${inches('ru', p.dist)}.`,
  moved: (p) => {
    const u = n('ru', p.unit);
    if (p.how === 'wheel') return `${u}: захождение на ${p.deg}° (${inches('ru', p.dist)}).`;
    if (p.how === 'reform') return p.deg ? `${u}: ${TURN.ru[p.deg]}.` : `${u}: перестроение, ${plural('ru', p.files, ['# колонна', '# колонны', '# колонн'])} в ширину.`;
    return `${u}: ${p.how === 'march' ? 'марш' : 'движение вперёд'} на ${inches('ru', p.dist)}.`;
  },
  destroyed: (p) => `${n('ru', p.unit)}: полк уничтожен (${pts('ru', p.points)}).`,
  dash: (p) => dashWords('ru', p),
  turnEnd: (p) => `${p.player} завершает ход.`,
  victory: (p) => (p.winner === null
    ? `Ничья: ${p.score0} против ${p.score1} очков.`
    : `Победа: ${p.winner} (${WHY.ru[p.reason]}; ${p.score0} против ${p.score1} очков).`),
  // close combat
  combatStart: (p) => `${combatOf('ru', p.combat)}: раунд ${p.round}.`,
  challenge: (p) => `${fighterName('ru', p.unit, p.who)}: вызов на поединок.`,
  noChallenge: (p) => `${player('ru', p.side)}: без вызова.`,
  accept: (p) => `${fighterName('ru', p.unit, p.who)}: вызов принят.`,
  refuse: (p) => (p.character === null
    ? `${player('ru', p.side)}: вызов отклонён, принять его могли только чемпионы.`
    : `${n('ru', p.character)}: вызов отклонён; Лидерство 0 и никаких атак до конца хода.`),
  attack: (p, r) => `${fighterName('ru', p.unit, p.who)} → ${fighterName('ru', p.atUnit, p.atWho)}: ${attackDice('ru', r)}: ${p.unsaved ? 'рана без спасения' : 'без вреда'}.`,
  strikes: (p) => `${fighterName('ru', p.unit, p.who)}${p.duel ? ' (поединок)' : ''}, ${p.initiative >= 100 ? 'атакующие' : `Инициатива ${p.initiative}`}: ${plural('ru', p.attacks, ['# атака', '# атаки', '# атак'])}, цель ${fighterName('ru', p.atUnit, p.atWho)} (попадание ${need(p.hitOn)}, ранение ${need(p.woundOn)}, ${p.saveOn > 0 ? `спасбросок ${need(p.saveOn)}` : 'без спасброска'}): ${plural('ru', p.unsaved, ['# рана', '# раны', '# ран'])} без спасения.`,
  casualties: (p) => (p.who === 'rf'
    ? `${n('ru', p.unit)}: потери ${p.slain} (${plural('ru', p.wounds, ['# рана', '# раны', '# ран'])}).`
    : `${fighterName('ru', p.unit, p.who)}: ${plural('ru', p.wounds, ['# рана', '# раны', '# ран'])}${p.slain > 0 ? ', убит' : ''}${p.overkill > 0 ? ` (избыток ${p.overkill})` : ''}.`),
  combatResult: (p) => `Итог боя: ${player('ru', 0)} ${p.score0} (${scoreParts('ru', p, 0)}), ${player('ru', 1)} ${p.score1} (${scoreParts('ru', p, 1)}): ${p.winner === null ? 'ничья' : `побеждает ${player('ru', p.winner)} с перевесом ${p.diff}${p.musician ? ' (ничью разбил музыкант)' : ''}`}.`,
  breakTest: (p, r) => `${n('ru', p.unit)}: проверка на бегство, ${sum(r.slice(0, 2))} = ${p.roll}${p.reroll ? `, переброс за Боевое знамя: ${sum(r.slice(2))} = ${p.reroll}` : ''} против ${p.target} (Лидерство ${p.ld}${p.steadfast ? ', стойкость' : ''}): ${p.passed ? 'полк держится' : 'полк дрогнул'}.`,
  pursuit: (p, r) => `${n('ru', p.unit)}: преследование полка «${n('ru', p.fleeing)}», ${sum(r)} = ${inches('ru', p.roll)} против ${inches('ru', p.flee)} бегства: ${p.caught ? 'настигнут и уничтожен' : 'ушёл'}.`,
  pursuitChoice: (p) => (p.pursue ? `${n('ru', p.unit)}: преследование полка «${n('ru', p.fleeing)}».` : `${n('ru', p.unit)}: полк сдерживается и не преследует «${n('ru', p.fleeing)}».`),
  freeMove: (p, r) => freeWords('ru', p, r),
  fallBack: (p) => `${n('ru', p.unit)}: отход на ${inches('ru', p.dist)} в контакт с полком «${n('ru', p.against)}».`,
  fallBackTie: (p) => `${combatOf('ru', p.combat)}: способов отойти с тем же числом полков в контакте — ${p.options}; выбирает активный игрок.`,
  noMoreFoes: (p) => `${n('ru', p.unit)}: врагов в контакте не осталось, полк выходит из боя.`,
  duelEnd: (p) => `${combatOf('ru', p.combat)}: поединок окончен.`,
  combatEnd: (p) => `${combatOf('ru', p.combat)} окончен.`,
};

/**
 * An event's sentence in the language; app notes (undo) included. `state` (the simulator's: the
 * match after the event's action) names the regiments as the screen does; without it the browser
 * learns them from the match open.
 */
export function narrate(event: GameEvent, lang: Lang, state?: unknown): string {
  const note = narrateNote(event, lang);
  if (note !== null) return note;
  learnLive(state);
  const e = event as RkEvent | CombatEvent;
  const say = (lang === 'ru' ? RU : EN)[e.type] as Say<AnyType> | undefined;
  return say ? say((e.params ?? {}) as never, e.rolls ?? []) : event.type;
}

export const NARRATED = Object.keys(EN) as AnyType[];
