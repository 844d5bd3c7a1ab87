// The last roll: its dice as faces that tumble in, grouped under whose dice they are (the player
// and the fighter or soldier they were rolled for), a caption saying what it was for, and the
// tray's two settings: a generated dice sound (off by default) and the roll animation (off
// whenever the system asks for reduced motion).
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { DieFace } from './DieFace';
import { ownerLabel, dw, type DiceOwner } from './diceStrings';
import { prefersReducedMotion, useDiceSettings } from './diceSettings';

/** The clatter's code comes with the first roll heard (a match opens with none rolled). */
const playClatter = (dice: number, seed: number) =>
  void import('./diceSound').then((m) => m.playClatter(dice, seed), () => undefined);
import './DiceTray.css';

export interface DieResult {
  /** 6 draws pips; anything else (10 for a d10) draws the number. */
  sides: number;
  value: number;
  /** Tints the die: a success, a failure, or plain. */
  tone?: 'good' | 'bad' | 'neutral';
  /** Whose die it is. */
  owner?: DiceOwner | null;
}

export interface DiceRoll {
  /** Changes with every new roll (restarts the animation). */
  id: string | number;
  dice: DieResult[];
  /** e.g. "Sheriff Wyatt shoots: needs 4+ (OW-GAP-3)". */
  caption: string;
}

export interface DiceTrayProps {
  roll: DiceRoll | null;
  /**
   * No sound: the roll shown is not one just made at the table (the replay stepping through old
   * rolls, or an undo bringing back the roll before).
   */
  quiet?: boolean;
}

/** Consecutive dice of the same owner, with the owner's label. */
export function groupByOwner(lang: 'en' | 'ru', dice: readonly DieResult[]): { label: string | null; color?: string; dice: DieResult[]; from: number }[] {
  const out: { label: string | null; color?: string; dice: DieResult[]; from: number }[] = [];
  dice.forEach((d, i) => {
    const label = ownerLabel(lang, d.owner);
    const last = out.at(-1);
    if (last && last.label === label) last.dice.push(d);
    else out.push({ label, ...(d.owner?.color ? { color: d.owner.color } : {}), dice: [d], from: i });
  });
  return out;
}

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="dice-icon">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {on ? <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        : <path d="M16.5 9.5l5 5M21.5 9.5l-5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}

function TumbleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" className="dice-icon">
      <rect x="5" y="5" width="11" height="11" rx="2.5" transform="rotate(-15 10.5 10.5)" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="10.5" cy="10.5" r="1.6" fill="currentColor" />
      <path d="M17 19.5a6 6 0 0 0 3.5-5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <path d="M21.5 16.5l-1 -2.8 -2.6 1.3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

const reducedQuery = '(prefers-reduced-motion: reduce)';
function subscribeReduced(cb: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {};
  const m = matchMedia(reducedQuery);
  m.addEventListener('change', cb);
  return () => m.removeEventListener('change', cb);
}

export function DiceTray({ roll, quiet = false }: DiceTrayProps) {
  const t = useT();
  const headingId = useId();
  const { sound, motion, setSound, setMotion } = useDiceSettings();
  const reduced = useSyncExternalStore(subscribeReduced, prefersReducedMotion, () => false);
  const animate = motion && !reduced;
  // A new roll after the tray first showed: the clatter, if the player turned it on.
  const lastId = useRef<string | number | null | undefined>(undefined);
  useEffect(() => {
    const id = roll?.id ?? null;
    const seen = lastId.current;
    lastId.current = id;
    if (seen === undefined || id === null || id === seen || !sound || !roll || quiet) return;
    playClatter(roll.dice.length, roll.dice.reduce((a, d, i) => a * 7 + d.value + i, 17));
  }, [roll, sound, quiet]);
  const groups = roll ? groupByOwner(t.lang, roll.dice) : [];
  return (
    <section className="panel dice-tray" aria-labelledby={headingId} data-motion={animate ? 'on' : 'off'}>
      <div className="dice-tray-head">
        <h2 id={headingId} className="panel-title">
          {t('dice.heading')}
        </h2>
        <div className="dice-settings" role="group" aria-label={dw(t.lang, 'settings')}>
          <button type="button" className="btn dice-toggle" aria-pressed={sound} onClick={() => setSound(!sound)} title={dw(t.lang, 'sound')}>
            <SpeakerIcon on={sound} />
            <span className="visually-hidden">{dw(t.lang, 'sound')}</span>
          </button>
          <button
            type="button" className="btn dice-toggle" aria-pressed={animate} disabled={reduced} onClick={() => setMotion(!motion)}
            title={reduced ? dw(t.lang, 'motionReduced') : dw(t.lang, 'motion')}
          >
            <TumbleIcon />
            <span className="visually-hidden">{dw(t.lang, 'motion')}</span>
          </button>
        </div>
      </div>
      {!roll || roll.dice.length === 0 ? (
        <p className="muted">{t('dice.empty')}</p>
      ) : (
        <figure key={roll.id} className="dice-roll">
          {groups.map((g) => (
            <div key={g.from} className="dice-group" role="group" aria-label={g.label ?? t('dice.heading')}>
              {g.label && (
                <p className="dice-owner">
                  {g.color && <span className="swatch swatch-small" style={{ background: g.color }} aria-hidden="true" />}
                  {g.label}
                </p>
              )}
              <div className="dice-row">
                {g.dice.map((d, i) => (
                  <DieFace key={i} sides={d.sides} value={d.value} tone={d.tone} delay={(g.from + i) * 70} />
                ))}
              </div>
            </div>
          ))}
          <figcaption className="dice-caption">{roll.caption}</figcaption>
        </figure>
      )}
    </section>
  );
}
