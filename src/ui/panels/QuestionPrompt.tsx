// A question the rules are waiting on (Fame, Fortune, heroics, a bid, the next fight, a strike),
// shown over the top of the board where the eye is. It takes focus when it appears (unless a
// modal is up, then when it closes); arrow keys, Home and End move between the answers, and
// Enter or Space picks one. An answer under the focus or the pointer may show itself on the board
// (its onShow).
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ActionButton, TargetOption } from './ActionBar';
import './QuestionPrompt.css';

export interface Question {
  prompt: string;
  /** Lines under the question (odds, what the choice means). */
  details?: readonly string[];
  options: readonly TargetOption[];
  /** Buttons that answer it too (the HUD's, for a test the player may also decline). */
  actions?: readonly ActionButton[];
  /**
   * An offer the player may take or leave (a Firepower melee with the enemy ahead) rather than a
   * question the rules wait on: shown in the same place, but it does not take the focus from
   * whatever the player was doing.
   */
  optional?: boolean;
}

export interface QuestionPromptProps extends Question {
  /** True while a modal (the hand-off curtain, the rules notes) is up: focus waits. */
  blocked: boolean;
}

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function QuestionPrompt({ prompt, details = [], options, actions = [], optional = false, blocked }: QuestionPromptProps) {
  const id = useId();
  const box = useRef<HTMLElement>(null);
  const buttons = () => [...(box.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];

  useEffect(() => {
    if (blocked || optional) return;
    const first = buttons()[0];
    if (first && !box.current?.contains(document.activeElement)) first.focus({ preventScroll: true });
  }, [prompt, blocked, optional]);

  const onKeyDown = (e: KeyboardEvent) => {
    const move = KEYS[e.key];
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || at < 0) return;
    e.preventDefault();
    all[move(at, all.length)]?.focus();
  };

  return (
    <section ref={box} className="question" role="region" aria-labelledby={`${id}-q`} aria-live="polite" onKeyDown={onKeyDown}>
      <h2 id={`${id}-q`} className="question-text">{prompt}</h2>
      {details.map((d) => <p key={d} className="question-detail">{d}</p>)}
      <ul className="question-options" role="group" aria-labelledby={`${id}-q`}>
        {actions.map((a) => (
          <li key={`a-${a.id}`}>
            <button type="button" className="btn" disabled={a.disabled} onClick={a.onClick}>{a.label}</button>
          </li>
        ))}
        {options.map((o) => (
          <li key={o.id}>
            <button
              type="button"
              className="btn btn-target"
              onClick={o.onPick}
              onFocus={() => o.onShow?.(true)}
              onBlur={() => o.onShow?.(false)}
              onPointerEnter={() => o.onShow?.(true)}
              onPointerLeave={() => o.onShow?.(false)}
            >
              {o.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
