// The last roll: its dice as faces that tumble in, and a caption saying what it was for.
import { useId } from 'react';
import { useT } from '../../i18n';
import { DieFace } from './DieFace';
import './DiceTray.css';

export interface DieResult {
  /** 6 draws pips; anything else (10 for a d10) draws the number. */
  sides: number;
  value: number;
  /** Tints the die: a success, a failure, or plain. */
  tone?: 'good' | 'bad' | 'neutral';
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
}

export function DiceTray({ roll }: DiceTrayProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="panel dice-tray" aria-labelledby={headingId}>
      <h2 id={headingId} className="panel-title">
        {t('dice.heading')}
      </h2>
      {!roll || roll.dice.length === 0 ? (
        <p className="muted">{t('dice.empty')}</p>
      ) : (
        <figure key={roll.id} className="dice-roll">
          <div className="dice-row">
            {roll.dice.map((d, i) => (
              <DieFace key={i} sides={d.sides} value={d.value} tone={d.tone} delay={i * 70} />
            ))}
          </div>
          <figcaption className="dice-caption">{roll.caption}</figcaption>
        </figure>
      )}
    </section>
  );
}
