// "Move to": a spot in inches set by nudge arrows or typed coordinates, then a Move button.
import { Fragment, useId, useState } from 'react';
import { useT, type MessageKey } from '../../i18n';
import './MoveControl.css';

export interface MovePicker {
  /** Where the fighter stands now (inches). */
  from: { x: number; y: number };
  /** The spot to start from; defaults to `from`. */
  initial?: { x: number; y: number };
  /** Inches per nudge; defaults to 1. */
  step?: number;
  /** Table size in inches, to keep the spot on the table. */
  bounds?: { width: number; height: number };
  onMove(x: number, y: number): void;
  disabled?: boolean;
}

// y grows down the table (screen convention).
const DIRS: { key: MessageKey; dx: number; dy: number; glyph: string }[] = [
  { key: 'action.dir.nw', dx: -1, dy: -1, glyph: '↖' },
  { key: 'action.dir.n', dx: 0, dy: -1, glyph: '↑' },
  { key: 'action.dir.ne', dx: 1, dy: -1, glyph: '↗' },
  { key: 'action.dir.w', dx: -1, dy: 0, glyph: '←' },
  { key: 'action.dir.e', dx: 1, dy: 0, glyph: '→' },
  { key: 'action.dir.sw', dx: -1, dy: 1, glyph: '↙' },
  { key: 'action.dir.s', dx: 0, dy: 1, glyph: '↓' },
  { key: 'action.dir.se', dx: 1, dy: 1, glyph: '↘' },
];

const round1 = (v: number) => Math.round(v * 10) / 10;
const clamp = (v: number, max: number | undefined) => Math.max(0, max === undefined ? v : Math.min(max, v));

export function MoveControl({ from, initial, step = 1, bounds, onMove, disabled }: MovePicker) {
  const t = useT();
  const id = useId();
  const start = initial ?? from;
  const [x, setX] = useState(String(round1(start.x)));
  const [y, setY] = useState(String(round1(start.y)));
  const nx = Number(x.replace(',', '.'));
  const ny = Number(y.replace(',', '.'));
  const valid = x.trim() !== '' && y.trim() !== '' && Number.isFinite(nx) && Number.isFinite(ny);

  const nudge = (dx: number, dy: number) => {
    const bx = valid ? nx : start.x;
    const by = valid ? ny : start.y;
    setX(String(round1(clamp(bx + dx * step, bounds?.width))));
    setY(String(round1(clamp(by + dy * step, bounds?.height))));
  };

  return (
    <fieldset className="move-control" disabled={disabled}>
      <legend className="section-title">{t('action.moveTo')}</legend>
      <p id={`${id}-hint`} className="field-hint">
        {t('action.moveHint')}
      </p>
      <div className="move-grid">
        <div className="compass">
          {DIRS.map((d, i) => (
            <Fragment key={d.key}>
              {i === 4 && <span className="compass-centre" aria-hidden="true" />}
              <button
                type="button"
                className="btn btn-icon"
                aria-label={t('action.nudge', { dir: t(d.key), step })}
                onClick={() => nudge(d.dx, d.dy)}
              >
                <span aria-hidden="true">{d.glyph}</span>
              </button>
            </Fragment>
          ))}
        </div>
        <div className="move-inputs">
          <label className="field-label" htmlFor={`${id}-x`}>
            {t('action.x')}
          </label>
          <input
            id={`${id}-x`}
            className="input input-short"
            inputMode="decimal"
            value={x}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setX(e.target.value)}
          />
          <label className="field-label" htmlFor={`${id}-y`}>
            {t('action.y')}
          </label>
          <input
            id={`${id}-y`}
            className="input input-short"
            inputMode="decimal"
            value={y}
            aria-describedby={`${id}-hint`}
            onChange={(e) => setY(e.target.value)}
          />
          <button type="button" className="btn btn-primary" disabled={!valid} onClick={() => onMove(nx, ny)}>
            {t('action.move')}
          </button>
        </div>
      </div>
    </fieldset>
  );
}
