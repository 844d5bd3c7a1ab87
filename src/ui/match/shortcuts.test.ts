import { beforeAll, describe, expect, it } from 'vitest';
import { loadLang } from '../../i18n/words';
import { commandFor, nextUnit, SHORTCUTS } from './shortcuts';
import { tw } from './toolWords';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) =>
  ({ key: k, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...mods });

// The tools' Russian words load on demand, as the match screen loads them.
beforeAll(() => loadLang('ru'));

describe('Keyboard shortcuts', () => {
  it('maps the listed keys to their commands, on an English or a Russian keyboard layout', () => {
    expect(commandFor(key('m'), false)).toBe('measure');
    expect(commandFor(key('ь'), false)).toBe('measure');
    expect(commandFor(key('?', { shiftKey: true }), false)).toBe('help');
    expect(commandFor(key('Escape'), false)).toBe('cancel');
    expect(commandFor(key('z', { ctrlKey: true }), false)).toBe('undo');
    expect(commandFor(key('z', { metaKey: true }), false)).toBe('undo');
    expect(commandFor(key('z'), false)).toBe('focus');
    expect(commandFor(key('=', {}), false)).toBe('zoomIn');
    expect(commandFor(key('-'), false)).toBe('zoomOut');
    expect(commandFor(key('E'), false)).toBe('end');
    expect(commandFor(key('у'), false)).toBe('end');
    expect(commandFor(key('N', { shiftKey: true }), false)).toBe('previous');
  });

  it('leaves browser and system keys alone: Alt, Ctrl with other letters, Ctrl+Shift+Z', () => {
    expect(commandFor(key('f', { altKey: true }), false)).toBeNull();
    expect(commandFor(key('r', { ctrlKey: true }), false)).toBeNull();
    expect(commandFor(key('z', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
  });

  it('outside the replay the arrows pan the board', () => {
    expect(commandFor(key('ArrowLeft'), false)).toBe('panLeft');
    expect(commandFor(key('ArrowRight'), false)).toBe('panRight');
    expect(commandFor(key('ArrowUp'), false)).toBe('panUp');
    expect(commandFor(key('ArrowDown'), false)).toBe('panDown');
    expect(commandFor(key('ArrowLeft', { altKey: true }), false)).toBeNull();
  });

  it('the arrows, Home, End and Space drive the replay only while it is on', () => {
    expect(commandFor(key('ArrowLeft'), true)).toBe('replayBack');
    expect(commandFor(key('ArrowRight'), true)).toBe('replayForward');
    expect(commandFor(key('Home'), true)).toBe('replayFirst');
    expect(commandFor(key('End'), true)).toBe('replayLast');
    expect(commandFor(key(' '), true)).toBe('replayPlay');
    expect(commandFor(key(' '), false)).toBeNull();
  });

  it('the next unit wraps round the list, and Shift goes back', () => {
    expect(nextUnit(['a', 'b', 'c'], null, 1)).toBe('a');
    expect(nextUnit(['a', 'b', 'c'], 'c', 1)).toBe('a');
    expect(nextUnit(['a', 'b', 'c'], 'a', -1)).toBe('c');
    expect(nextUnit(['a', 'b', 'c'], 'gone', -1)).toBe('c');
    expect(nextUnit([], 'a', 1)).toBeNull();
  });

  it('every shortcut in the help list is described in English and Russian', () => {
    for (const s of SHORTCUTS) {
      expect(tw('en', s.words)).not.toBe('');
      expect(tw('ru', s.words)).not.toBe(tw('en', s.words));
    }
  });
});
