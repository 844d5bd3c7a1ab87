// The match page's keyboard shortcuts: which key does what (read by the help overlay too), and
// the pure mapping from a key press to a command. The hook that runs them is useShortcuts.ts.
import type { ToolWord } from './toolWords';

export type Command =
  | 'help' | 'measure' | 'cancel' | 'undo' | 'fit' | 'zoomIn' | 'zoomOut' | 'focus' | 'end' | 'next' | 'previous'
  | 'panLeft' | 'panRight' | 'panUp' | 'panDown'
  | 'replayBack' | 'replayForward' | 'replayFirst' | 'replayLast' | 'replayPlay';

export interface Shortcut {
  /** The keys as shown (one or more alternatives). */
  keys: readonly string[];
  /** The value of `aria-keyshortcuts` for the control that does the same. */
  aria: string;
  words: ToolWord;
  replay?: boolean;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['?'], aria: 'Shift+?', words: 'key.help' },
  { keys: ['M'], aria: 'M', words: 'key.measure' },
  { keys: ['Esc'], aria: 'Escape', words: 'key.cancel' },
  { keys: ['U', 'Ctrl+Z'], aria: 'U Control+Z', words: 'key.undo' },
  { keys: ['F'], aria: 'F', words: 'key.fit' },
  { keys: ['+'], aria: '+', words: 'key.zoomIn' },
  { keys: ['−'], aria: '-', words: 'key.zoomOut' },
  { keys: ['Z'], aria: 'Z', words: 'key.focus' },
  { keys: ['←', '↑', '→', '↓'], aria: 'ArrowLeft ArrowUp ArrowRight ArrowDown', words: 'key.pan' },
  { keys: ['E'], aria: 'E', words: 'key.end' },
  { keys: ['N', 'Shift+N'], aria: 'N Shift+N', words: 'key.next' },
  { keys: ['←', '→'], aria: 'ArrowLeft ArrowRight', words: 'key.replayStep', replay: true },
  { keys: ['Home', 'End'], aria: 'Home End', words: 'key.replayEnds', replay: true },
  { keys: ['Space'], aria: 'Space', words: 'key.replayPlay', replay: true },
];

/** The `aria-keyshortcuts` of a command's control. */
export const ariaKeys = (words: ToolWord): string => SHORTCUTS.find((s) => s.words === words)?.aria ?? '';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** The command a key press asks for, or null. Replay keys count only while replaying. */
export function commandFor(e: KeyPress, replaying: boolean): Command | null {
  if (e.altKey) return null;
  const k = e.key;
  if (e.ctrlKey || e.metaKey) return k === 'z' || k === 'Z' ? (e.shiftKey ? null : 'undo') : null;
  if (replaying) {
    const r: Record<string, Command> = { ArrowLeft: 'replayBack', ArrowRight: 'replayForward', Home: 'replayFirst', End: 'replayLast', ' ': 'replayPlay' };
    if (r[k]) return r[k];
  }
  switch (k) {
    case '?': return 'help';
    case 'Escape': return 'cancel';
    case 'm': case 'M': case 'ь': case 'Ь': return 'measure';
    case 'u': case 'U': case 'г': case 'Г': return 'undo';
    case 'f': case 'F': case 'а': case 'А': return 'fit';
    case '+': case '=': return 'zoomIn';
    case '-': case '_': return 'zoomOut';
    case 'z': case 'Z': case 'я': case 'Я': return 'focus';
    case 'e': case 'E': case 'у': case 'У': return 'end';
    case 'n': case 'т': return 'next';
    case 'N': case 'Т': return e.shiftKey ? 'previous' : 'next';
    case 'ArrowLeft': return 'panLeft';
    case 'ArrowRight': return 'panRight';
    case 'ArrowUp': return 'panUp';
    case 'ArrowDown': return 'panDown';
    default: return null;
  }
}

/** The next (or previous) unit after `current` among those that may act, wrapping round. */
export function nextUnit(ids: readonly string[], current: string | null, step: 1 | -1): string | null {
  if (!ids.length) return null;
  const at = current ? ids.indexOf(current) : -1;
  if (at < 0) return step === 1 ? ids[0]! : ids[ids.length - 1]!;
  return ids[(at + step + ids.length) % ids.length]!;
}
