// The app's own notes in a match log (not the rules'): the store adds them for any game system,
// so every system's narration words them through here.
import type { GameEvent } from '../core/ruleset';
import { wordTable, type Lang } from './words';

export interface AppNoteParams {
  undoRefused: { reason: 'diceRolled'; action: number };
  undone: { count: number };
}
export type AppNoteType = keyof AppNoteParams;
export type AppNote = { [K in AppNoteType]: { type: K; rule?: string; params: AppNoteParams[K] } }[AppNoteType];

const notes = wordTable<AppNoteType>(
  {
    undoRefused: 'Undo stops here: dice were rolled, and rolls are not taken back.',
    undone: 'Undone: {count} step(s).',
  },
  {
    undoRefused: 'Дальше отменить нельзя: были брошены кубики.',
    undone: 'Отменено шагов: {count}.',
  },
);

export function isAppNote(e: GameEvent): e is GameEvent & AppNote {
  return notes.has(e.type);
}

/** The note's sentence, or null when the event is not an app note. */
export function narrateNote(e: GameEvent, lang: Lang): string | null {
  return isAppNote(e) ? notes(lang, e.type, e.params) : null;
}
