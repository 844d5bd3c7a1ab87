// The replay's transport over the board: first, back, play/pause, forward, last, a step slider
// with the position, the speed and a jump to a turn. Keys while the bar has focus: Home, End,
// the Left and Right arrows, and Space (on the bar itself) to play or pause.
import { useMemo, type KeyboardEvent } from 'react';
import { useLang } from '../../i18n';
import { useMatch } from '../../store/matchStore';
import { REPLAY_SPEEDS, turnSteps, useReplay, type ReplaySpeed } from '../../store/replayStore';
import { ReplayIcon, type ReplayIconName } from './ReplayIcon';
import { rp } from './strings';
import './replay.css';

const FORM_FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA']);

export function ReplayBar() {
  const lang = useLang();
  const r = useReplay();
  const turnList = useMatch((m) => m.replay?.turns);
  const turns = useMemo(() => turnSteps(turnList ?? []), [turnList]);
  const last = turnList ? turnList.length - 1 : 0;
  const step = Math.min(r.step, last);
  const turn = turnList?.[step] ?? null;
  const position = turn === null ? rp(lang, 'positionNoTurn', { step, last }) : rp(lang, 'position', { step, last, turn });

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (FORM_FIELDS.has(target.tagName)) return; // the slider and the lists keep their own keys
    const keys: Record<string, () => void> = { Home: r.first, End: r.last, ArrowLeft: r.back, ArrowRight: r.forward };
    if (target === e.currentTarget) keys[' '] = r.toggle;
    const run = keys[e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };

  const transport: { key: string; label: string; icon: ReplayIconName; run(): void; disabled: boolean }[] = [
    { key: 'first', label: rp(lang, 'first'), icon: 'first', run: r.first, disabled: step === 0 },
    { key: 'back', label: rp(lang, 'back'), icon: 'back', run: r.back, disabled: step === 0 },
    { key: 'play', label: rp(lang, r.playing ? 'pause' : 'play'), icon: r.playing ? 'pause' : 'play', run: r.toggle, disabled: last === 0 },
    { key: 'forward', label: rp(lang, 'forward'), icon: 'forward', run: r.forward, disabled: step >= last },
    { key: 'last', label: rp(lang, 'last'), icon: 'last', run: r.last, disabled: step >= last },
  ];

  return (
    <div
      className="replay-bar"
      role="group"
      aria-label={rp(lang, 'bar.label')}
      aria-keyshortcuts="Home End ArrowLeft ArrowRight Space"
      aria-description={rp(lang, 'bar.keys')}
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-step={step}
      data-playing={r.playing ? 'true' : 'false'}
    >
      <div className="replay-row">
        <div className="replay-transport">
          {transport.map((b) => (
            <button key={b.key} type="button" className="btn btn-icon" aria-label={b.label} title={b.label} disabled={b.disabled} onClick={b.run}>
              <ReplayIcon name={b.icon} />
            </button>
          ))}
        </div>
        <span className="replay-position">{position}</span>
        <button type="button" className="btn btn-primary replay-exit" onClick={r.exit}>{rp(lang, 'exit')}</button>
      </div>
      <div className="replay-row">
        <input
          className="replay-slider"
          type="range"
          min={0}
          max={last}
          step={1}
          value={step}
          aria-label={rp(lang, 'slider')}
          aria-valuetext={position}
          onChange={(e) => r.go(Number(e.target.value))}
        />
        <label className="replay-field">
          <span>{rp(lang, 'speed')}</span>
          <select className="input replay-select" value={r.speed} onChange={(e) => r.setSpeed(Number(e.target.value) as ReplaySpeed)}>
            {REPLAY_SPEEDS.map((v) => (
              <option key={v} value={v}>{`${v.toLocaleString(lang)}×`}</option>
            ))}
          </select>
        </label>
        <label className="replay-field">
          <span>{rp(lang, 'turn')}</span>
          <select
            className="input replay-select"
            value={turn === null ? '' : String(turns.find((x) => x.turn === turn)?.step ?? '')}
            onChange={(e) => e.target.value !== '' && r.go(Number(e.target.value))}
          >
            {turn === null && <option value="">{rp(lang, 'turnPick')}</option>}
            {turns.map((x) => (
              <option key={x.turn} value={x.step}>{rp(lang, 'turnOption', x)}</option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
