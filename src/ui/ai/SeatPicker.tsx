// Who plays a side, in the lobby: a person ("Player") or the computer at a level. A native select
// under the player's name: its label names the player, it works by mouse, touch and keyboard.
import { useId } from 'react';
import type { ComputerLevel } from '../../core/match';
import type { Lang } from '../../i18n';
import { aw } from './aiWords';
import { COMPUTER_LEVELS } from './seats';
import './ai.css';

export interface SeatPickerProps {
  lang: Lang;
  /** The player's name (or "Player 1"), for the label. */
  player: string;
  value: ComputerLevel | null;
  onChange(value: ComputerLevel | null): void;
}

const PERSON = 'person';

export function SeatPicker({ lang, player, value, onChange }: SeatPickerProps) {
  const id = useId();
  const change = (v: string) => onChange(COMPUTER_LEVELS.find((l) => l === v) ?? null);
  return (
    <div className="field seat-field">
      <label className="field-label seat-label" htmlFor={id}>{aw(lang, 'seat.label', { player })}</label>
      <select id={id} className="input seat-select" value={value ?? PERSON} onChange={(e) => change(e.target.value)}>
        <option value={PERSON}>{aw(lang, 'seat.person')}</option>
        {COMPUTER_LEVELS.map((l) => <option key={l} value={l}>{aw(lang, `seat.${l}`)}</option>)}
      </select>
    </div>
  );
}
