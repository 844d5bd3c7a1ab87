// Words of the board's tools (tape measure, zoom, minimap) and the keyboard shortcuts in English;
// the Russian is in ./toolWords.ru.ts, fetched on demand.
import { lazyWordTable } from '../../i18n/words';

const EN = {
  'tools.label': 'Board tools',
  'tools.board': 'Board',
  'tools.measure': 'Tape measure',
  'tools.zoomIn': 'Zoom in',
  'tools.zoomOut': 'Zoom out',
  'tools.focus': 'Zoom to the selected unit',
  'tools.minimap': 'Minimap',
  'tools.help': 'Keyboard shortcuts',
  'tape.title': 'Tape measure',
  'tape.hint': 'Drag across the board to measure; Escape stops.',
  'tape.clear': 'Clear the tape',
  'help.title': 'Keyboard shortcuts',
  'help.close': 'Close',
  'help.anywhere': 'These keys work anywhere on the match page, except while typing in a field.',
  'help.replay': 'While watching the replay',
  'key.help': 'Show or hide this list',
  'key.measure': 'Tape measure on or off (on a touch screen: press and hold, then drag)',
  'key.cancel': 'Clear the tape, stop measuring, or cancel the selection',
  'key.undo': 'Undo',
  'key.fit': 'Fit the board to the screen',
  'key.zoomIn': 'Zoom in',
  'key.zoomOut': 'Zoom out',
  'key.focus': 'Zoom to the selected unit',
  'key.pan': 'Pan the board (with the board focused)',
  'key.end': 'End the phase or impulse',
  'key.next': 'Select the next unit that can act (Shift: the one before)',
  'key.replayStep': 'Step back or forward',
  'key.replayEnds': 'Go to the first or last step',
  'key.replayPlay': 'Play or pause',
  'key.or': 'or',
};

/** Russian loads on demand (./toolWords.ru.ts): the match screen awaits `loadLang` before it shows. */
export const tw = lazyWordTable<keyof typeof EN>(EN, async () => (await import('./toolWords.ru')).RU);
export type ToolWord = keyof typeof EN;
