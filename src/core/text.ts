// Names as a player sees them: a name made only of spaces or invisible characters (zero-width
// spaces and joiners, direction marks, soft hyphens, the Hangul and Braille blanks, lone
// combining marks, control characters) is blank.

const INVISIBLE = /[\s\p{Cc}\p{Cf}\p{Z}\p{Mn}\p{Me}\u034F\u115F\u1160\u3164\uFFA0\u2800\u180E]/gu;

/** The text with invisible characters removed and the ends trimmed. */
export function visibleText(text: string): string {
  return text.replace(INVISIBLE, (c) => (/\s/.test(c) ? c : '')).trim();
}

/** True when nothing of the text would show on screen. */
export function isBlank(text: string): boolean {
  return visibleText(text) === '';
}
