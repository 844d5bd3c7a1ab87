// Over the hex board: the chip pool (with the drawn chip flipping in), the map legend, and a
// tapped stack opened into a list of its soldiers.
import { useEffect, useId, useState } from 'react';
import { hexPalette, hexsidePalette, markerPalette, terrainPalette } from '../../board/hex/hexPalette';
import type { Lang } from '../../i18n';
import { hexEquals } from '../../core/hex/hexMath';
import type { FPState } from '../../rules/firepower/types';
import { useMatch } from '../../store/matchStore';
import { useUi } from '../../store/uiStore';
import { hex } from './controller';
import { useFpUi } from './fpUi';
import { fpp, type FPPanelKey } from './panelStrings';
import { sideCss } from '../theme/sides';

const css = (c: number) => hex(c);

function ChipPool({ s, lang }: { s: FPState; lang: Lang }) {
  const last = useMatch((m) => m.log.at(-1)?.event);
  const drawn = last?.type === 'chipDrawn' ? s.active : null;
  // The drawn chip flips in for a moment after each draw.
  const [flip, setFlip] = useState(0);
  const count = s.chips.length;
  useEffect(() => { if (drawn !== null) setFlip((n) => n + 1); }, [count, drawn]);
  return (
    <section className="fp-chips" aria-label={fpp(lang, 'chips.title')}>
      {[0, 1].map((side) => {
        const n = s.chips.filter((c) => c === side).length;
        return (
          <span key={side} className="fp-chip-side" aria-label={fpp(lang, 'chips.side', { name: s.players[side]!, n })}>
            {Array.from({ length: n }, (_, i) => <span key={i} className="fp-chip" style={{ background: sideCss(side as 0 | 1, s.sides[side as 0 | 1].color) }} aria-hidden="true" />)}
            <span className="fp-chip-count" aria-hidden="true">{n}</span>
          </span>
        );
      })}
      {drawn !== null && (
        <span key={flip} className="fp-chip fp-chip-drawn" role="status" style={{ background: sideCss(drawn, s.sides[drawn].color) }}
          aria-label={fpp(lang, 'chips.drawn', { name: s.players[drawn] })} title={fpp(lang, 'chips.drawn', { name: s.players[drawn] })} />
      )}
    </section>
  );
}

function Legend({ lang }: { lang: Lang }) {
  return (
    <details className="fp-legend">
      <summary className="btn">{fpp(lang, 'legend.title')}</summary>
      <ul>
        {(Object.keys(terrainPalette) as (keyof typeof terrainPalette)[]).map((k) => (
          <li key={k}><span className="swatch" style={{ background: css(terrainPalette[k].fill), borderColor: css(terrainPalette[k].detail) }} aria-hidden="true" />{fpp(lang, `terrain.${k}` as FPPanelKey)}</li>
        ))}
        {(['fence', 'hedge'] as const).map((k) => (
          <li key={k}><span className="legend-line" style={{ background: css(hexsidePalette[k].color) }} aria-hidden="true" />{fpp(lang, `legend.${k}`)}</li>
        ))}
        <li><span className="legend-line" style={{ background: css(hexPalette.highlight.warn) }} aria-hidden="true" />{fpp(lang, 'legend.crossed')}</li>
        <li><span className="swatch" style={{ background: css(hexPalette.reach) }} aria-hidden="true" />{fpp(lang, 'legend.reach')}</li>
        <li data-legend="arc"><span className="legend-wedge" style={{ borderColor: css(hexPalette.arc), background: css(hexPalette.arc) }} aria-hidden="true" />{fpp(lang, 'legend.arc')}</li>
        <li data-legend="range"><span className="legend-line legend-dashed" style={{ color: css(hexPalette.range) }} aria-hidden="true" />{fpp(lang, 'legend.range')}</li>
        <li>
          {(['running', 'suppressed', 'stunned'] as const).map((m) => (
            <span key={m} className="legend-chip" style={{ background: css(markerPalette[m].fill), color: css(markerPalette[m].text) }}>{markerPalette[m].short}</span>
          ))}
          {' '}{fpp(lang, 'legend.markers')}
        </li>
        <li>{fpp(lang, 'legend.weapons')}</li>
        {(['clear', 'hindered', 'blocked'] as const).map((k) => (
          <li key={k}><span className="legend-line" style={{ background: css(hexPalette.los[k]) }} aria-hidden="true" />{fpp(lang, k === 'hindered' ? 'los.hindered' : `los.${k}`, { n: 'n' })}</li>
        ))}
      </ul>
    </details>
  );
}

function StackList({ s, lang }: { s: FPState; lang: Lang }) {
  const at = useFpUi((u) => u.stack);
  const close = useFpUi((u) => u.openStack);
  const ui = useUi();
  const id = useId();
  if (!at) return null;
  const here = s.order.map((k) => s.soldiers[k]!).filter((x) => x.status === 'ok' && hexEquals(x.pos, at));
  if (here.length < 2) return null;
  return (
    <section className="fp-stack panel" role="dialog" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="panel-subtitle">{fpp(lang, 'stack.title', { hex: `${at.q},${at.r}`, n: here.length })}</h3>
      <ul>
        {here.map((x) => (
          <li key={x.id}>
            <button type="button" className="btn" aria-pressed={ui.selectedId === x.id} aria-label={fpp(lang, 'stack.pick', { name: x.name })}
              onClick={() => { if (x.side === s.active || !s.current) ui.select(x.id); else ui.aim(x.id); close(null); }}>
              <span className="swatch" style={{ background: sideCss(x.side, s.sides[x.side].color) }} aria-hidden="true" />
              {[x.name, fpp(lang, `posture.${x.posture}`), ...(['running', 'suppressed', 'stunned'] as const).filter((k) => x[k]).map((k) => fpp(lang, `state.${k}`))].join(' · ')}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn" onClick={() => close(null)}>{fpp(lang, 'stack.close')}</button>
    </section>
  );
}

export function BoardExtras({ s, lang }: { s: FPState; lang: Lang }) {
  return (
    <div className="fp-board-extras">
      <ChipPool s={s} lang={lang} />
      <Legend lang={lang} />
      <StackList s={s} lang={lang} />
    </div>
  );
}
