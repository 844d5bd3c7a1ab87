// The casualty tray beside the board: who has fallen on each side (fighters out of action or
// fled, soldiers killed), so the table shows only those still in play and no one is forgotten.
import { useId } from 'react';
import { useLang } from '../../i18n';
import { cw } from './casualtyStrings';
import './CasualtyTray.css';

export interface Casualty {
  id: string;
  name: string;
  side: 0 | 1;
  /** How the unit left the table, in the player's language ("out of action", "fled", "killed"). */
  how: string;
}

export interface CasualtyTrayProps {
  fallen: readonly Casualty[];
  /** Each side's player name and CSS colour. */
  sides: readonly [{ name: string; color: string }, { name: string; color: string }];
}

export function CasualtyTray({ fallen, sides }: CasualtyTrayProps) {
  const lang = useLang();
  const headingId = useId();
  return (
    <section className="panel casualty-tray" aria-labelledby={headingId} data-count={fallen.length}>
      <h2 id={headingId} className="panel-title">{cw(lang, 'heading')}</h2>
      {fallen.length === 0 ? (
        <p className="muted">{cw(lang, 'none')}</p>
      ) : (
        ([0, 1] as const).map((side) => {
          const mine = fallen.filter((c) => c.side === side);
          const { name, color } = sides[side];
          return (
            <div key={side} className="casualty-side">
              <p className="casualty-side-name">
                <span className="swatch swatch-small" style={{ background: color }} aria-hidden="true" />
                {mine.length ? cw(lang, 'side', { name, n: mine.length }) : cw(lang, 'sideNone', { name })}
              </p>
              {mine.length > 0 && (
                <ul className="casualty-list" aria-label={cw(lang, 'list', { name })}>
                  {mine.map((c) => (
                    <li key={c.id} className="casualty" aria-label={cw(lang, 'fallen', { name: c.name, how: c.how })}>
                      <span className="casualty-token" style={{ borderColor: color }} aria-hidden="true">✝</span>
                      <span className="casualty-name">{c.name}</span>
                      <span className="casualty-how muted">{c.how}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })
      )}
    </section>
  );
}
