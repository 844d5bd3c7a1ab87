// The game systems the lobby lists. Only metadata lives here so the lobby stays small;
// a system's rules load when a match of it opens.
import type { SystemId } from '../core/ruleset';
import type { Localised } from './oldwest/scenarioTypes';

export interface ScenarioInfo {
  id: string;
  name: Localised;
  description: Localised;
  /** Table size in inches, or hexes for hex maps. */
  size: string;
}

export interface SystemInfo {
  id: SystemId;
  name: Localised;
  blurb: Localised;
  board: 'table' | 'hex';
  playable: boolean;
  scenarios: ScenarioInfo[];
}
