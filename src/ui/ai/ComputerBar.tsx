// The computer's corner of the match screen, shown when it plays a side: what it is doing now
// ("Blue (computer) is thinking…", or why it stopped, with Try again) and how fast it plays.
import { useId } from 'react';
import type { Lang } from '../../i18n';
import { useMatch } from '../../store/matchStore';
import { aw } from './aiWords';
import { useComputerStatus } from './driver';
import { hasComputer } from './seats';
import { SPEEDS, useComputerSpeed } from './speed';
import './ai.css';

export function ComputerBar({ lang, names }: { lang: Lang; names: readonly [string, string] }) {
  const seats = useMatch((m) => m.record?.computer);
  const status = useComputerStatus();
  const speed = useComputerSpeed((s) => s.speed);
  const setSpeed = useComputerSpeed((s) => s.setSpeed);
  const group = useId();
  if (!hasComputer(seats)) return null;
  const name = status.side === null ? '' : names[status.side];
  const text =
    status.phase === 'thinking' ? aw(lang, 'think.thinking', { name })
      : status.phase === 'hidden' ? aw(lang, 'think.waiting')
        : status.phase === 'failed' ? aw(lang, 'think.failed', { message: status.message ?? '' })
          : status.phase === 'refused' ? aw(lang, 'think.refused', { message: status.message ?? '' })
            : '';
  const stuck = status.phase === 'failed' || status.phase === 'refused';
  return (
    <section className="computer-bar" aria-label={aw(lang, 'think.label')} data-phase={status.phase}>
      <p className={`computer-note${stuck ? ' computer-stuck' : ''}`} role="status">{text}</p>
      {stuck && <button type="button" className="btn computer-retry" onClick={status.retry}>{aw(lang, 'think.retry')}</button>}
      <div className="computer-speed" role="radiogroup" aria-label={aw(lang, 'speed.legend')}>
        <span className="computer-speed-label" aria-hidden="true">{aw(lang, 'speed.legend')}</span>
        {SPEEDS.map((s) => (
          <label key={s} className="computer-speed-choice" title={aw(lang, `speed.name${s}`)}>
            <input type="radio" name={group} checked={speed === s} onChange={() => setSpeed(s)} aria-label={`${aw(lang, 'speed.legend')}: ${aw(lang, `speed.${s}`)}`} />
            <span aria-hidden="true">{aw(lang, `speed.${s}`)}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
