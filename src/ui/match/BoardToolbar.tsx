// The board's tool buttons, over its right edge: tape measure, zoom in and out, zoom to the
// selected unit, and the keyboard shortcuts. Each says its key in `aria-keyshortcuts`.
import { useLang } from '../../i18n';
import { useUi } from '../../store/uiStore';
import { useBoardTools } from './boardTools';
import { ariaKeys } from './shortcuts';
import { tw } from './toolWords';
import './boardTools.css';

const ZOOM = 1.25;

/** A ruler drawn in the text colour (no emoji font needed). */
const Ruler = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="2" y="8" width="20" height="8" rx="1" />
    <path d="M6 8v3M10 8v4M14 8v3M18 8v4" />
  </svg>
);

export function BoardToolbar() {
  const lang = useLang();
  const tools = useBoardTools();
  const selectedId = useUi((u) => u.selectedId);
  const buttons = [
    { id: 'measure', label: tw(lang, 'tools.measure'), keys: ariaKeys('key.measure'), icon: <Ruler />, pressed: tools.measuring, run: () => tools.setMeasuring(!tools.measuring) },
    { id: 'zoomIn', label: tw(lang, 'tools.zoomIn'), keys: ariaKeys('key.zoomIn'), icon: '+', run: () => tools.board?.zoomBy(ZOOM) },
    { id: 'zoomOut', label: tw(lang, 'tools.zoomOut'), keys: ariaKeys('key.zoomOut'), icon: '−', run: () => tools.board?.zoomBy(1 / ZOOM) },
    { id: 'focus', label: tw(lang, 'tools.focus'), keys: ariaKeys('key.focus'), icon: '◎', disabled: !selectedId, run: () => selectedId && tools.board?.focusUnit(selectedId) },
    { id: 'help', label: tw(lang, 'tools.help'), keys: ariaKeys('key.help'), icon: '?', pressed: tools.helpOpen, run: () => tools.setHelp(!tools.helpOpen) },
  ];
  return (
    <div className="board-tools" role="toolbar" aria-orientation="vertical" aria-label={tw(lang, 'tools.label')}>
      {buttons.map((b) => (
        <button
          key={b.id} type="button" data-tool={b.id}
          className={`btn btn-icon${b.pressed === undefined ? '' : ' btn-toggle'}`}
          aria-label={b.label} title={`${b.label} (${b.keys.split(' ')[0]})`} aria-keyshortcuts={b.keys}
          {...(b.pressed === undefined ? {} : { 'aria-pressed': b.pressed })}
          disabled={b.disabled || (!tools.board && b.id !== 'help')}
          onClick={b.run}
        >
          <span aria-hidden="true">{b.icon}</span>
        </button>
      ))}
    </div>
  );
}

/** The last tape's reading (or how to lay one), read out politely, with a button to clear it. */
export function TapeReadout() {
  const lang = useLang();
  const { tape, measuring, clearTape } = useBoardTools();
  if (!tape && !measuring) return null;
  return (
    <section className="tape-readout" aria-label={tw(lang, 'tape.title')} data-sight={tape?.sight ?? ''}>
      <div role="status" aria-live="polite">
        {tape ? tape.lines.map((l, i) => <p key={i} className={i === 0 ? 'tape-first' : undefined}>{l}</p>) : <p>{tw(lang, 'tape.hint')}</p>}
      </div>
      {tape && (
        <button type="button" className="btn btn-icon" aria-label={tw(lang, 'tape.clear')} title={tw(lang, 'tape.clear')} aria-keyshortcuts="Escape" onClick={clearTape}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </section>
  );
}
