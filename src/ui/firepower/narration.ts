// The words for each Firepower event, in English and Russian (the rule ID shows beside them).
// A table over every FPEvent type, so an event without English or Russian words fails `tsc`.
import type { GameEvent } from '../../core/ruleset';
import { narrateNote } from '../../i18n/notes';
import { plural, type Lang } from '../../i18n/words';
import type { FPEvent, FPEventParams, FPEventType } from '../../rules/firepower/events';

type Say<K extends FPEventType> = (p: FPEventParams[K], r: number[]) => string;
type Narration = { readonly [K in FPEventType]: Say<K> };
const list = (r: number[]) => r.join(', ');

const EN: Narration = {
  chipDrawn: (p, r) => `Chip drawn (${r[0]}): ${p.player} plays an impulse phase; ${plural('en', Number(p.left), ['# chip left', '# chips left'])}.`,
  impulseStart: (p) => `Impulse ${p.impulse}: ${p.names}.`,
  entered: (p) => `${p.soldier} moves one hex for ${p.cost} MF${p.feature ? ` (over a ${p.feature})` : ''}; ${p.left} left.`,
  turned: (p) => `${p.soldier} turns; ${p.left} MF left.`,
  crossed: (p) => `${p.soldier} crosses ${p.back ? 'back over ' : ''}the ${p.feature} and stays in his hex; ${p.left} MF left.`,
  posture: (p) => `${p.soldier} goes ${p.posture} for ${p.cost} MF; ${p.left} left.`,
  running: (p) => `${p.soldier} is Running.`,
  impulseOver: () => 'First impulse done.',
  phaseOver: (p) => `${p.player}'s impulse phase is over.`,
  turnStart: (p) => `Turn ${p.turn}: the chips go back in the cup.`,
  fire: (p) => `${p.soldier} fires ${p.mode === 'auto' ? 'automatic' : 'semi-automatic'} at ${p.range} hexes (hit number ${p.hit}).`,
  shots: (p, r) => `At ${p.target}: rolled ${list(r)}, modifier +${p.modifier}, needs ${p.hit} or less: ${p.killed ? 'hit' : 'missed'}.`,
  eliminated: (p) => `${p.soldier} is eliminated.`,
  suppressed: (p) => `${p.soldier} is suppressed.`,
  throw: (p, r) => `${p.soldier} throws a grenade: rolled ${r[0]} +${p.modifier}, needs ${p.hit}: ${p.result === 'hit' ? 'on target' : p.result === 'dud' ? 'a dud' : 'it scatters'}.`,
  scatter: (p, r) => `Scatter: rolled ${r[0]}${p.dud ? ': it is a dud' : ''}.`,
  blast: () => 'The grenade bursts.',
  blastRoll: (p, r) => `Blast on ${p.soldier}: rolled ${r[0]}${p.modifier ? ` +${p.modifier}` : ''}, ${p.killed ? 'killed' : 'survives'}.`,
  stunned: (p) => `${p.soldier} is stunned and goes prone.`,
  melee: (p, r) => `Melee, ${p.attackers} against ${p.defenders}: rolled ${r[0]} ${Number(p.modifier) >= 0 ? '+' : ''}${p.modifier}, ${p.won ? 'the attackers win' : 'the attackers fall'}.`,
  victory: (p) => (p.winner ? `${p.winner} wins.` : 'The match ends in a draw.'),
};

const RU: Narration = {
  chipDrawn: (p, r) => `Вытянута фишка (${r[0]}): фаза импульсов игрока ${p.player}; ${plural('ru', Number(p.left), ['осталась # фишка', 'осталось # фишки', 'осталось # фишек'])}.`,
  impulseStart: (p) => `Импульс ${p.impulse}: ${p.names}.`,
  entered: (p) => `${p.soldier} проходит гекс за ${p.cost} ОД${p.feature ? ` (через препятствие)` : ''}; осталось ${p.left}.`,
  turned: (p) => `${p.soldier} поворачивается; осталось ${p.left} ОД.`,
  crossed: (p) => `${p.soldier} перелезает ${p.back ? 'обратно ' : ''}через ${p.feature === 'hedge' ? 'изгородь' : 'забор'}, оставаясь в своём гексе; осталось ${p.left} ОД.`,
  posture: (p) => `${p.soldier}: ${p.posture === 'prone' ? 'лёжа' : 'стоя'} за ${p.cost} ОД; осталось ${p.left}.`,
  running: (p) => `${p.soldier} бежит.`,
  impulseOver: () => 'Первый импульс окончен.',
  phaseOver: (p) => `Фаза импульсов игрока ${p.player} окончена.`,
  turnStart: (p) => `Ход ${p.turn}: фишки возвращаются в стакан.`,
  fire: (p) => `${p.soldier} ведёт ${p.mode === 'auto' ? 'автоматический' : 'одиночный'} огонь на ${p.range} гексов (число ${p.hit}).`,
  shots: (p, r) => `По цели ${p.target}: выпало ${list(r)}, модификатор +${p.modifier}, нужно ${p.hit} или меньше: ${p.killed ? 'попадание' : 'промах'}.`,
  eliminated: (p) => `${p.soldier} выбывает.`,
  suppressed: (p) => `${p.soldier} подавлен.`,
  throw: (p, r) => `${p.soldier} бросает гранату: выпало ${r[0]} +${p.modifier}, нужно ${p.hit}: ${p.result === 'hit' ? 'в цель' : p.result === 'dud' ? 'осечка' : 'отскок'}.`,
  scatter: (p, r) => `Отскок: выпало ${r[0]}${p.dud ? ', осечка' : ''}.`,
  blast: () => 'Граната взрывается.',
  blastRoll: (p, r) => `Взрыв, ${p.soldier}: выпало ${r[0]}${p.modifier ? ` +${p.modifier}` : ''}, ${p.killed ? 'убит' : 'уцелел'}.`,
  stunned: (p) => `${p.soldier} оглушён и падает.`,
  melee: (p, r) => `Рукопашная, ${p.attackers} против ${p.defenders}: выпало ${r[0]} ${Number(p.modifier) >= 0 ? '+' : ''}${p.modifier}, ${p.won ? 'атакующие побеждают' : 'атакующие гибнут'}.`,
  victory: (p) => (p.winner ? `Победа: ${p.winner}.` : 'Ничья.'),
};

/** An event's sentence in the language; app notes (undo) included. */
export function narrateFP(event: GameEvent, lang: Lang): string {
  const note = narrateNote(event, lang);
  if (note !== null) return note;
  const e = event as FPEvent;
  const say = (lang === 'ru' ? RU : EN)[e.type] as Say<FPEventType> | undefined;
  return say ? say((e.params ?? {}) as never, e.rolls ?? []) : event.type;
}

export const FP_NARRATED = Object.keys(EN) as FPEventType[];
