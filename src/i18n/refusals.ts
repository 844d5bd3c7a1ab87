// Refusals every system can meet, from the shared layers rather than a system's rules: the step
// runner's "not your choice" (src/core/match.ts), an action its schema refuses, and the match
// store's own (the match is held by another tab, the record is full). Codes with parameters in,
// a sentence in the player's language out; a system's refusal words fall back to these.
import { actionDetail, type IssueParams } from './issues';
import { wordTable, type Lang } from './words';

export const SHARED_REFUSALS_EN = {
  notYourChoice: "It is not player {player}'s choice now.",
  badAction: 'That is not a valid action: {detail}.',
  heldElsewhere: 'This match is open in another tab: take it over here to play.',
  recordFull: 'This match holds {count} actions, the most a match record may hold: export the match to keep it.',
  rulesFailed: 'The rules failed on this action: {detail}.',
  noMatch: 'No match is open.',
};

export type SharedRefusalCode = keyof typeof SHARED_REFUSALS_EN;

const RU: Record<SharedRefusalCode, string> = {
  notYourChoice: 'Сейчас выбирает не игрок {player}.',
  badAction: 'Недопустимое действие: {detail}.',
  heldElsewhere: 'Эта партия открыта в другой вкладке: перехватите её здесь, чтобы играть.',
  recordFull: 'В партии {count} действий — больше запись партии не вмещает: экспортируйте партию, чтобы сохранить её.',
  rulesFailed: 'Правила не смогли разыграть это действие: {detail}.',
  noMatch: 'Партия не открыта.',
};

export const sharedRefusals = wordTable<SharedRefusalCode>(SHARED_REFUSALS_EN, RU);

/** A shared refusal in the player's language, or null when the code is not one of them. */
export function explainShared(lang: Lang, code: string | undefined, params: IssueParams = {}): string | null {
  if (!code || !sharedRefusals.has(code)) return null;
  return sharedRefusals(lang, code, code === 'badAction' ? { ...params, detail: actionDetail(lang, params) } : params);
}
