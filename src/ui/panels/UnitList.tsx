// The roster beside the board, grouped by side. One tab stop: arrow keys move between
// fighters, Home/End jump to the ends, Enter or Space selects. The ActionBar goes below it.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n';
import './UnitList.css';

export interface UnitRow {
  id: string;
  name: string;
  side: 0 | 1;
  /** CSS colour of the posse. */
  color: string;
  /** e.g. "2 wounds", "on the ground". */
  status: string;
  /** e.g. "can move", "done". */
  detail: string;
  selectable: boolean;
  selected: boolean;
}

export interface UnitListProps {
  units: readonly UnitRow[];
  /** Names of the two sides (posses), in side order. */
  sideNames: readonly [string, string];
  onSelect(id: string): void;
  /** The ActionBar for the selected fighter. */
  children?: ReactNode;
  /** The list's heading in the system's own word ("Regiments"); "Fighters" when absent. */
  heading?: string | undefined;
  /** A note beside each side's name in its heading (the points it has scored), in side order. */
  sideNotes?: readonly [string, string] | undefined;
}

export function UnitList({ units, sideNames, onSelect, children, heading, sideNotes }: UnitListProps) {
  const t = useT();
  const baseId = useId();
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const ordered = [...units.filter((u) => u.side === 0), ...units.filter((u) => u.side === 1)];
  const tabStop =
    (focusedId && ordered.some((u) => u.id === focusedId) ? focusedId : null) ??
    ordered.find((u) => u.selected)?.id ??
    ordered[0]?.id ??
    null;

  const moveFocus = (index: number) => {
    const u = ordered[(index + ordered.length) % ordered.length];
    if (!u) return;
    setFocusedId(u.id);
    buttons.current.get(u.id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: ordered.length - 1,
    };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    moveFocus(to);
  };

  return (
    <section className="panel unit-list" aria-labelledby={`${baseId}-h`}>
      <h2 id={`${baseId}-h`} className="panel-title">
        {heading ?? t('units.heading')}
      </h2>
      {ordered.length === 0 && <p className="muted">{t('units.none')}</p>}
      {([0, 1] as const).map((side) => {
        const rows = ordered.filter((u) => u.side === side);
        if (rows.length === 0) return null;
        const groupId = `${baseId}-side${side}`;
        return (
          <div key={side} className="unit-group" role="group" aria-labelledby={groupId}>
            <h3 id={groupId} className="unit-group-title">
              <span className="swatch" style={{ background: rows[0]!.color }} aria-hidden="true" />
              <span>
                {sideNames[side]}
                {sideNotes && <span className="unit-group-note"> · {sideNotes[side]}</span>}
              </span>
            </h3>
            <ul className="unit-rows">
              {rows.map((u) => {
                const index = ordered.indexOf(u);
                return (
                  <li key={u.id}>
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) buttons.current.set(u.id, el);
                        else buttons.current.delete(u.id);
                      }}
                      className={`unit-row${u.selected ? ' is-selected' : ''}${u.selectable ? '' : ' is-inactive'}`}
                      tabIndex={u.id === tabStop ? 0 : -1}
                      aria-pressed={u.selected}
                      aria-disabled={u.selectable ? undefined : true}
                      aria-label={[u.name, sideNames[side], u.status, u.detail].filter(Boolean).join(', ')}
                      onFocus={() => setFocusedId(u.id)}
                      onKeyDown={(e) => onKeyDown(e, index)}
                      onClick={() => {
                        if (u.selectable) onSelect(u.id);
                      }}
                    >
                      <span className="swatch" style={{ background: u.color }} aria-hidden="true" />
                      <span className="unit-name">{u.name}</span>
                      <span className="unit-status">{u.status}</span>
                      <span className="unit-detail">{u.detail}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
      {children}
    </section>
  );
}
