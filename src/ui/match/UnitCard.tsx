// The card of the unit under the pointer (or long-pressed on a touch screen): its name, profile
// and distance from the selected unit. Each system fills the model; this only draws it.
import { useId } from 'react';
import './boardTools.css';

export interface UnitCardModel {
  id: string;
  title: string;
  /** CSS colour of its side. */
  color: string;
  lines: readonly string[];
}

export function UnitCard({ card }: { card: UnitCardModel | null }) {
  const id = useId();
  if (!card) return null;
  return (
    <section className="unit-card" aria-labelledby={id} data-unit={card.id}>
      <h3 id={id} className="unit-card-title">
        <span className="swatch" style={{ background: card.color }} aria-hidden="true" />
        {card.title}
      </h3>
      {card.lines.map((l, i) => <p key={i}>{l}</p>)}
    </section>
  );
}
