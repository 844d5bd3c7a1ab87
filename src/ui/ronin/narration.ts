// The words for each Ronin event, in English and Russian: a table over every RoEvent type, so an
// event without words in either language fails `tsc`.
import type { GameEvent } from '../../core/ruleset';
import { narrateNote } from '../../i18n/notes';
import type { Lang } from '../../i18n/words';
import type { RoEvent, RoEventParams, RoEventType } from '../../rules/ronin/events';

type Say<K extends RoEventType> = (p: RoEventParams[K], rolls: number[]) => string;
type Narration = { readonly [K in RoEventType]: Say<K> };

const WOUND: Record<Lang, readonly string[]> = {
  en: ['no wound', 'a Light wound', 'a Grievous wound', 'a Critical wound'],
  ru: ['без раны', 'лёгкая рана', 'тяжёлая рана', 'критическая рана'],
};
const PHASE: Record<Lang, Record<string, string>> = {
  en: { move: 'Move', combat: 'Combat', action: 'Action' },
  ru: { move: 'Движение', combat: 'Бой', action: 'Действия' },
};
const list = (r: number[]) => r.join(', ');
/** Why a side won (RO-GAP-6). */
const WHY: Record<Lang, Record<RoEventParams['victory']['reason'], string>> = {
  en: { morale: 'the enemy withdrew', wiped: 'no enemy left', turns: 'fewer losses after the last turn', objective: 'a raider stood at the objective with no defender near when the turn ended', held: 'the objective held to the end of the last turn' },
  ru: { morale: 'противник отступил', wiped: 'врагов не осталось', turns: 'меньше потерь к концу последнего хода', objective: 'в конце хода у цели стоял налётчик, а защитников рядом не было', held: 'цель удержана до конца последнего хода' },
};

const EN: Narration = {
  turnStart: (p) => `Turn ${p.turn}.`,
  priority: (p) => `Priority roll ${p.p0} against ${p.p1}: ${p.player} has priority.`,
  moraleTest: (p, r) => `${p.player} tests morale: ${list(r)} + Rank ${p.rank} = ${p.total}, ${p.passed ? 'they stand' : 'they withdraw'} (8+).`,
  victory: (p) => (p.winner === null ? 'The last turn is over: equal losses, a draw.' : `${p.winner} wins (${WHY.en[p.reason]}).`),
  phaseStart: (p) => `${PHASE.en[p.phase]} phase: ${p.player} first.`,
  moved: (p) => `${p.fighter} ${p.run ? 'runs' : 'moves'} ${p.cost}".`,
  held: (p) => `${p.fighter} holds.`,
  fightFormed: (p) => `Fight: ${p.one} against ${p.many}.`,
  fightChosen: (p) => `${p.player} chooses the fight of ${p.one} against ${p.many}.`,
  splitMade: (p) => `${p.player} has split the combat pool in secret.`,
  splitRevealed: (p) => `${p.player} reveals ${p.attack} Attack and ${p.defence} Defence.`,
  initiative: (p, r) => `${p.fighter}: initiative ${list(r)}${p.boosted ? ' (boosted, highest kept)' : ''}, total ${p.total}.`,
  initiativeTie: (p, r) => `Tied initiative (${p.fighters}): re-rolled ${list(r)}.`,
  attack: (p) => `${p.fighter} attacks ${p.target}.`,
  passed: (p) => `${p.fighter} passes.`,
  defBoost: (p) => `${p.fighter} boosts the defence (a Defence token).`,
  atkBoost: (p) => `The attack is boosted (an Attack token): ${p.fighter} rolls 3d6 and keeps two.`,
  special: (p) => `${p.fighter} tries to ${p.kind === 'disarm' ? 'disarm' : 'grapple'}.`,
  strike: (p, r) => `${p.fighter} against ${p.target}: attack ${p.attack}, defence ${p.defence} (dice ${list(r)}): ${p.margin > 0 ? (p.result === 'disarm' ? 'disarmed' : p.result === 'grapple' ? 'grappled' : `${WOUND.en[p.wound]} (margin ${p.margin})`) : 'the attack fails'}.`,
  outOfAction: (p) => `${p.fighter} is out of action.`,
  fightOver: (p) => `The fight of ${p.one} is over.`,
  shot: (p, r) => `${p.fighter} shoots at ${p.target}: ${list(r)}, total ${p.total} against ${p.need}, ${p.hit ? 'a hit' : 'a miss'}.`,
  strayShot: (p, r) => `The miss goes into the fight: a die (${list(r)}) picks ${p.target} of ${p.among}.`,
  shotWound: (p, r) => `${p.target} defends ${r[0]} + armour = ${p.defence} against ${p.total}: ${p.margin > 0 ? WOUND.en[p.wound] : 'no harm'}.`,
  reloaded: (p) => `${p.fighter} reloads the teppo.`,
};

const RU: Narration = {
  turnStart: (p) => `Ход ${p.turn}.`,
  priority: (p) => `Бросок на приоритет: ${p.p0} против ${p.p1}. Приоритет у игрока ${p.player}.`,
  moraleTest: (p, r) => `${p.player}: проверка духа ${list(r)} + Ранг ${p.rank} = ${p.total}, ${p.passed ? 'отряд стоит' : 'отряд отступает'} (8+).`,
  victory: (p) => (p.winner === null ? 'Последний ход окончен: потери равны, ничья.' : `Победа: ${p.winner} (${WHY.ru[p.reason]}).`),
  phaseStart: (p) => `Фаза «${PHASE.ru[p.phase]}»: первым ходит ${p.player}.`,
  moved: (p) => `${p.fighter} ${p.run ? 'бежит' : 'идёт'} на ${p.cost}".`,
  held: (p) => `${p.fighter} остаётся на месте.`,
  fightFormed: (p) => `Схватка: ${p.one} против ${p.many}.`,
  fightChosen: (p) => `${p.player} выбирает схватку: ${p.one} против ${p.many}.`,
  splitMade: (p) => `${p.player} тайно делит боевой потенциал.`,
  splitRevealed: (p) => `${p.player} открывает: Атака ${p.attack}, Защита ${p.defence}.`,
  initiative: (p, r) => `${p.fighter}: инициатива ${list(r)}${p.boosted ? ' (усилена, берётся больший)' : ''}, итог ${p.total}.`,
  initiativeTie: (p, r) => `Ничья в инициативе (${p.fighters}): переброс ${list(r)}.`,
  attack: (p) => `${p.fighter} атакует: цель ${p.target}.`,
  passed: (p) => `${p.fighter} пасует.`,
  defBoost: (p) => `${p.fighter} усиливает защиту (жетон Защиты).`,
  atkBoost: (p) => `Атака усилена (жетон Атаки): ${p.fighter} бросает 3d6 и берёт два.`,
  special: (p) => `${p.fighter} пытается ${p.kind === 'disarm' ? 'обезоружить' : 'схватить'} противника.`,
  strike: (p, r) => `${p.fighter} против ${p.target}: атака ${p.attack}, защита ${p.defence} (кубики ${list(r)}): ${p.margin > 0 ? (p.result === 'disarm' ? 'обезоружен' : p.result === 'grapple' ? 'схвачен' : `${WOUND.ru[p.wound]} (перевес ${p.margin})`) : 'атака не прошла'}.`,
  outOfAction: (p) => `${p.fighter} выбывает.`,
  fightOver: (p) => `Схватка (${p.one}) окончена.`,
  shot: (p, r) => `${p.fighter} стреляет, цель ${p.target}: ${list(r)}, итог ${p.total} против ${p.need}, ${p.hit ? 'попадание' : 'промах'}.`,
  strayShot: (p, r) => `Промах уходит в схватку: кубик (${list(r)}) выбирает ${p.target} из ${p.among}.`,
  shotWound: (p, r) => `${p.target}: защита ${r[0]} + броня = ${p.defence} против ${p.total}: ${p.margin > 0 ? WOUND.ru[p.wound] : 'без вреда'}.`,
  reloaded: (p) => `${p.fighter} перезаряжает теппо.`,
};

/** An event's sentence in the language; app notes (undo) included. */
export function narrate(event: GameEvent, lang: Lang): string {
  const note = narrateNote(event, lang);
  if (note !== null) return note;
  const e = event as RoEvent;
  const say = (lang === 'ru' ? RU : EN)[e.type] as Say<RoEventType> | undefined;
  return say ? say((e.params ?? {}) as never, e.rolls ?? []) : event.type;
}

export const NARRATED = Object.keys(EN) as RoEventType[];
