// The words for each siege event, in English and Russian, with a picture each: a table over every
// SgEvent type, so an event without words in either language fails `tsc`.
import type { GameEvent } from '../../core/ruleset';
import { narrateNote } from '../../i18n/notes';
import type { Lang } from '../../i18n/words';
import type { SgEvent, SgEventParams, SgEventType } from '../../rules/siege/events';
import { steps, unitName } from './names';
import { sg } from './strings';

type Say<K extends SgEventType> = (p: SgEventParams[K], rolls: number[]) => string;
type Narration = { readonly [K in SgEventType]: Say<K> };

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const CAUSE = {
  en: { magic: 'by magic', shot: 'by the cannon', melee: 'in the fight' },
  ru: { magic: 'магией', shot: 'пушкой', melee: 'в схватке' },
} as const;

// The log is plain text: its pictures stay emoji (the screen's banner draws SVG ones, icons.tsx).
const MAGIC_PIC = { fizzle: '💨', double: '🪽', bonus: '🗡️', silence: '💣🔧', wound: '⚡', destroy: '⚡' } as const;
const SHOT_PIC = { warrior: '💥', table: '🏀', castle: '🧱', off: '🌫️' } as const;
const magicWord = (lang: Lang, p: SgEventParams['magic']) => `${MAGIC_PIC[p.result]} ${sg(lang, `magic.${p.result}`, { target: unitName(lang, p.target) })}`;
const shotWord = (lang: Lang, p: SgEventParams['shot']) => `${SHOT_PIC[p.contact]} ${sg(lang, `shot.${p.contact}`, { target: unitName(lang, p.target) })}`;

const EN: Narration = {
  turnStart: (p) => `🔔 Round ${p.round}: ${p.player}'s turn.`,
  noMagic: (p) => `✨ ${p.player} has no knight on a tower: no magic.`,
  magic: (p, r) => `🎲 ${p.player} casts magic: rolled ${r[0] ?? p.roll}. ${magicWord('en', p)}.`,
  noShot: (p) => (p.why === 'silenced' ? `💣🔧 ${p.player}'s cannon is broken by magic this turn.` : `🚪 ${p.player}'s knight went through the gate: the cannon fires no more.`),
  holdFire: (p) => `✋ ${p.player} holds fire.`,
  shot: (p, r) => `💣 ${p.player} fires with power ${p.power} (wobble dice ${r.join(' and ')}: power ${signed(p.powerShift)}, aim ${signed(p.sideShift)}). ${shotWord('en', p)}.`,
  fall: (p, r) => `🎲 ${unitName('en', p.warrior)} is hit: rolled ${r[0] ?? p.roll}, ${p.fall === 'faceUp' ? 'falls face up' : p.fall === 'faceDown' ? 'falls face down' : 'stays standing'}.`,
  moved: (p) => `${p.climb > 0 ? '🧗' : '👣'} ${unitName('en', p.unit)} ${p.climb > 0 ? 'climbs' : 'moves'} ${steps(p.cost)} steps${p.level > 0 ? ` up to floor ${p.level}` : ''}.`,
  gateTry: (p, r) => `🚪 ${unitName('en', p.warrior)} tries the gate: rolled ${r[0] ?? p.roll}, ${p.passed ? 'gets through the traps!' : 'trapped this turn.'}`,
  gateEntered: (p) => `🚪 ${unitName('en', p.warrior)} is in the gate! ${p.player}'s cannon fires no more.`,
  melee: (p, r) => `⚔️ ${unitName('en', p.warrior)} fights ${unitName('en', p.target)}: ${r[0] ?? p.roll}${p.bonus ? ` +${p.bonus}` : ''} against ${r[1] ?? p.targetRoll}${p.targetBonus ? ` +${p.targetBonus}` : ''}, ${p.result === 'win' ? `${unitName('en', p.warrior)} wins!` : p.result === 'lose' ? `${unitName('en', p.target)} wins!` : 'a tie.'}`,
  wounded: (p) => `🩹 ${unitName('en', p.warrior)} is hurt ${CAUSE.en[p.cause]} and goes back home.`,
  destroyed: (p) => `💥 ${unitName('en', p.warrior)} is knocked out ${CAUSE.en[p.cause]}.`,
  lightWound: (p) => `🤕 ${unitName('en', p.warrior)} stays up (a bump: ${p.marks}).`,
  turnEnd: (p) => `🏁 ${p.player} ends the turn.`,
  victory: (p) => (p.winner === null ? sg('en', 'victory.draw') : `🏆 ${p.winner} wins! ${sg('en', `victory.${p.reason}`)}`),
};

const RU: Narration = {
  turnStart: (p) => `🔔 Раунд ${p.round}: ходит ${p.player}.`,
  noMagic: (p) => `✨ У игрока ${p.player} нет рыцаря на башне: магии нет.`,
  magic: (p, r) => `🎲 ${p.player} колдует: выпало ${r[0] ?? p.roll}. ${magicWord('ru', p)}.`,
  noShot: (p) => (p.why === 'silenced' ? `💣🔧 Пушка игрока ${p.player} сломана магией на этот ход.` : `🚪 Рыцарь игрока ${p.player} прошёл в ворота: пушка больше не стреляет.`),
  holdFire: (p) => `✋ ${p.player} не стреляет.`,
  shot: (p, r) => `💣 ${p.player} стреляет с силой ${p.power} (кубики разброса ${r.join(' и ')}: сила ${signed(p.powerShift)}, прицел ${signed(p.sideShift)}). ${shotWord('ru', p)}.`,
  fall: (p, r) => `🎲 В ${unitName('ru', p.warrior)} попали: выпало ${r[0] ?? p.roll}, ${p.fall === 'faceUp' ? 'падает лицом вверх' : p.fall === 'faceDown' ? 'падает лицом вниз' : 'устоял'}.`,
  moved: (p) => `${p.climb > 0 ? '🧗' : '👣'} ${unitName('ru', p.unit)} ${p.climb > 0 ? 'лезет' : 'идёт'}: ${steps(p.cost)} шага${p.level > 0 ? `, на этаж ${p.level}` : ''}.`,
  gateTry: (p, r) => `🚪 ${unitName('ru', p.warrior)} пробует ворота: выпало ${r[0] ?? p.roll}, ${p.passed ? 'проходит ловушки!' : 'попался в ловушку на этот ход.'}`,
  gateEntered: (p) => `🚪 ${unitName('ru', p.warrior)} в воротах! Пушка игрока ${p.player} больше не стреляет.`,
  melee: (p, r) => `⚔️ ${unitName('ru', p.warrior)} против ${unitName('ru', p.target)}: ${r[0] ?? p.roll}${p.bonus ? ` +${p.bonus}` : ''} против ${r[1] ?? p.targetRoll}${p.targetBonus ? ` +${p.targetBonus}` : ''}, ${p.result === 'win' ? `побеждает ${unitName('ru', p.warrior)}!` : p.result === 'lose' ? `побеждает ${unitName('ru', p.target)}!` : 'ничья.'}`,
  wounded: (p) => `🩹 ${unitName('ru', p.warrior)} ранен ${CAUSE.ru[p.cause]} и идёт домой.`,
  destroyed: (p) => `💥 ${unitName('ru', p.warrior)} выбывает (${CAUSE.ru[p.cause]}).`,
  lightWound: (p) => `🤕 ${unitName('ru', p.warrior)} устоял (шишка: ${p.marks}).`,
  turnEnd: (p) => `🏁 ${p.player} заканчивает ход.`,
  victory: (p) => (p.winner === null ? sg('ru', 'victory.draw') : `🏆 Победа: ${p.winner}! ${sg('ru', `victory.${p.reason}`)}`),
};

/** An event's sentence in the language; app notes (undo) included. */
export function narrate(event: GameEvent, lang: Lang): string {
  const note = narrateNote(event, lang);
  if (note !== null) return note;
  const e = event as SgEvent;
  const say = (lang === 'ru' ? RU : EN)[e.type] as Say<SgEventType> | undefined;
  return say ? say((e.params ?? {}) as never, e.rolls ?? []) : event.type;
}

export const NARRATED = Object.keys(EN) as SgEventType[];
