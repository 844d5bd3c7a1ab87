// Scenario data for Legends of the Old West (plain JSON-able data, validated on load).
import type { TableSpec, Vec } from '../../core/table/types';
import type { Mount, WeaponId } from './types';

export interface Localised {
  en: string;
  ru: string;
}

export interface FighterSpec {
  id: string;
  name: string;
  /** Profile key (OW-GAP-7), e.g. 'sheriff', 'deputy'. */
  type: string;
  weapon: WeaponId;
  leader?: boolean;
  fearsome?: boolean;
  mount?: Mount;
  pos: Vec;
}

/** A rectangle on the table in inches: top-left corner, width and height. */
export interface Zone {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PosseSpec {
  id: string;
  name: Localised;
  /** 0xRRGGBB */
  color: number;
  fighters: FighterSpec[];
}

export interface OWScenario {
  id: string;
  name: Localised;
  description: Localised;
  table: TableSpec;
  posses: [PosseSpec, PosseSpec];
  /** Where each side's posse sets up when the players bring their own (rosters). */
  deploy?: [Zone, Zone];
  /** A scenario objective (OW-GAP-8), if any. */
  objective?: Objective;
}

/** OW-24: a side wins by getting `count` fighters off the table across one edge. */
export interface Objective {
  kind: 'escape';
  side: 0 | 1;
  edge: 'north' | 'south' | 'east' | 'west';
  count: number;
}
