// Runs the match page's keyboard shortcuts (shortcuts.ts) wherever the focus is, except in form
// fields and behind an open dialog, and keeps the focus off the page's body: when the control
// that had it goes away or is disabled by an action, the focus moves to the board.
import { useEffect, useRef, type RefObject } from 'react';
import { useReplay } from '../../store/replayStore';
import { useUi } from '../../store/uiStore';
import { useBoardTools } from './boardTools';
import { commandFor, nextUnit, type Command } from './shortcuts';

const FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
const ZOOM = 1.25;
/** Screen pixels an arrow key pans the board by. */
const PAN = 80;
const PANS: Partial<Record<Command, [number, number]>> = { panLeft: [PAN, 0], panRight: [-PAN, 0], panUp: [0, PAN], panDown: [0, -PAN] };

export interface ShortcutActions {
  undo(): void;
  canUndo: boolean;
  /** The HUD's end-of-phase (or impulse) action, if it has one now. */
  end: (() => void) | null;
  /** Units that may be selected, in the list's order. */
  selectable: readonly string[];
}

function typing(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return !!el && (FIELDS.has(el.tagName) || el.isContentEditable);
}

export function useShortcuts(actions: ShortcutActions): void {
  const ref = useRef(actions);
  ref.current = actions;
  useEffect(() => {
    const run = (c: Command, shift: boolean): boolean => {
      const a = ref.current;
      const tools = useBoardTools.getState();
      const ui = useUi.getState();
      const replay = useReplay.getState();
      switch (c) {
        case 'help': tools.setHelp(!tools.helpOpen); return true;
        case 'measure': tools.setMeasuring(!tools.measuring); return true;
        case 'cancel':
          if (tools.tape) tools.clearTape();
          else if (tools.measuring) tools.setMeasuring(false);
          else if (ui.aimId) ui.aim(null);
          else if (ui.selectedId) ui.select(null);
          else return false;
          return true;
        case 'undo': if (a.canUndo && !replay.on) a.undo(); return true;
        case 'fit': tools.board?.fit(); return true;
        case 'zoomIn': tools.board?.zoomBy(ZOOM); return true;
        case 'zoomOut': tools.board?.zoomBy(1 / ZOOM); return true;
        case 'focus': if (ui.selectedId) tools.board?.focusUnit(ui.selectedId); return true;
        case 'end': if (a.end && !replay.on) a.end(); return true;
        case 'next': case 'previous': {
          if (replay.on) return true;
          const id = nextUnit(a.selectable, ui.selectedId, c === 'previous' || shift ? -1 : 1);
          if (id) ui.select(id);
          return true;
        }
        case 'panLeft': case 'panRight': case 'panUp': case 'panDown': {
          const [dx, dy] = PANS[c]!;
          tools.board?.panBy(dx, dy);
          return true;
        }
        case 'replayBack': replay.back(); return true;
        case 'replayForward': replay.forward(); return true;
        case 'replayFirst': replay.first(); return true;
        case 'replayLast': replay.last(); return true;
        case 'replayPlay': replay.toggle(); return true;
        default: return false;
      }
    };
    const onKey = (e: KeyboardEvent): void => {
      if (e.defaultPrevented || (e.repeat && e.key !== '+' && e.key !== '-' && !e.key.startsWith('Arrow'))) return;
      if (typing(e.target)) return;
      // A modal dialog (rules notes, hand-over, Menu's question) keeps its own keys; the help list closes on ?.
      const dialog = document.querySelector('dialog[open]');
      if (dialog && !dialog.classList.contains('shortcut-help')) return;
      const replaying = useReplay.getState().on;
      const c = commandFor(e, replaying);
      if (!c) return;
      if (dialog && c !== 'help') return;
      // The arrows pan only the focused board (elsewhere they move through lists, menus and answers).
      if (c in PANS) {
        const at = e.target as HTMLElement | null;
        if (!at?.closest?.('.match-board') || at.closest('button, [role="slider"], .question')) return;
      }
      // Space on a focused button or link presses it; the page's Space is for the replay only then.
      if (c === 'replayPlay' && (e.target as HTMLElement | null)?.closest?.('button, a, [role="slider"], .replay-bar')) return;
      if (run(c, e.shiftKey)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Keeps the focus on the match page: when the element that had it is removed or disabled (an
 * action button that went away with its phase) or the focus drops to the page's body (a press on
 * the canvas), it goes to `fallback` (the board area). Dialogs keep their own focus.
 */
export function useFocusKeeper(root: RefObject<HTMLElement | null>, fallback: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const rescue = (): void => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (!document.hasFocus() || document.querySelector('dialog[open]')) return;
      fallback.current?.focus({ preventScroll: true });
    };
    let timer: ReturnType<typeof setTimeout> | null = null;
    const later = (): void => {
      if (timer === null) timer = setTimeout(() => { timer = null; rescue(); }, 0);
    };
    const observer = new MutationObserver(later);
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'hidden'] });
    el.addEventListener('focusout', later);
    return () => {
      observer.disconnect();
      el.removeEventListener('focusout', later);
      if (timer !== null) clearTimeout(timer);
    };
  }, [root, fallback]);
}
