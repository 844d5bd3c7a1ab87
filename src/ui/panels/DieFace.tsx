// One die: a d6 as an SVG face with pips, any other die as its number on a rounded tile.
import { useT } from '../../i18n';
import './DieFace.css';

export interface DieFaceProps {
  sides: number;
  value: number;
  tone?: 'good' | 'bad' | 'neutral';
  /** Animation delay in ms (the tray staggers its dice). */
  delay?: number;
}

const P = { tl: [28, 28], tr: [72, 28], ml: [28, 50], c: [50, 50], mr: [72, 50], bl: [28, 72], br: [72, 72] } as const;
type Pip = keyof typeof P;
const PIPS: Record<number, Pip[]> = {
  1: ['c'],
  2: ['tr', 'bl'],
  3: ['tr', 'c', 'bl'],
  4: ['tl', 'tr', 'bl', 'br'],
  5: ['tl', 'tr', 'c', 'bl', 'br'],
  6: ['tl', 'tr', 'ml', 'mr', 'bl', 'br'],
};

export function DieFace({ sides, value, tone = 'neutral', delay = 0 }: DieFaceProps) {
  const t = useT();
  const label = t('dice.die', { sides, value });
  const pips = sides === 6 ? PIPS[value] : undefined;
  return (
    <span className={`die die-${tone}`} role="img" aria-label={label} style={{ animationDelay: `${delay}ms` }}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="92" height="92" rx={sides === 6 ? 16 : 30} className="die-body" />
        {pips ? (
          pips.map((p) => <circle key={p} cx={P[p][0]} cy={P[p][1]} r="9" className="die-pip" />)
        ) : (
          <text x="50" y="52" textAnchor="middle" dominantBaseline="central" className="die-number">
            {value}
          </text>
        )}
      </svg>
    </span>
  );
}
