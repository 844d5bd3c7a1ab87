// Scenario data for Legends of the Old West (plain JSON-able data, validated on load).
import type { TableSpec, Vec } from '../../core/table/types';
import type { WeaponId } from './types';

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
  pos: Vec;
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
}
