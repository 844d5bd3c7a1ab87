// Firepower scenarios on boards A and B joined (boards.ts), after FP-GAP-5: two equal squads
// meeting in the open, and a squad holding board A's hill against one more soldier.
import { offsetToAxial } from '../../core/hex/hexMath';
import type { HexCoord, HexSide } from '../../core/hex/types';
import { HILL_CREST, joinedMap } from './boards';
import type { FPScenario } from './index';
import type { Side } from './types';

type ScenarioSoldier = FPScenario['soldiers'][number];

const SIDES: FPScenario['sides'] = [
  { id: 'blue', name: { en: 'Blue squad', ru: 'Синее отделение' }, color: 0x2f6fb0 },
  { id: 'red', name: { en: 'Red squad', ru: 'Красное отделение' }, color: 0xb8432f },
];

const EAST: HexSide = 0;
const WEST: HexSide = 3;

/** One soldier; every one carries grenades. */
function man(id: string, name: string, side: Side, weapon: ScenarioSoldier['weapon'], pos: HexCoord, facing: HexSide): ScenarioSoldier {
  return { id, name, side, weapon, grenades: true, pos: { q: pos.q, r: pos.r }, facing };
}

/** A hex by the map's offset coordinates (column, row). */
const at = (col: number, row: number): HexCoord => offsetToAxial(col, row);

const map = joinedMap();
const LAST_COL = map.cols - 1;

/** Meeting engagement: Blue enters on the west edge, Red on the east, both facing the other. */
const meeting: FPScenario = {
  id: 'meeting',
  name: { en: 'Meeting Engagement', ru: 'Встречный бой' },
  map,
  lastTurn: 6,
  objective: null,
  sides: SIDES,
  soldiers: [
    man('blue-leader', 'Sgt. Harris', 0, 'pistol', at(0, 13), EAST),
    man('blue-lmg', 'Cpl. Dunn', 0, 'lmg', at(0, 14), EAST),
    man('blue-rifle-1', 'Pvt. Reyes', 0, 'rifle', at(0, 12), EAST),
    man('blue-rifle-2', 'Pvt. Walsh', 0, 'rifle', at(0, 15), EAST),
    man('red-leader', 'Sgt. Orlov', 1, 'pistol', at(LAST_COL, 13), WEST),
    man('red-lmg', 'Cpl. Belov', 1, 'lmg', at(LAST_COL, 14), WEST),
    man('red-rifle-1', 'Pvt. Kozlov', 1, 'rifle', at(LAST_COL, 12), WEST),
    man('red-rifle-2', 'Pvt. Sokolov', 1, 'rifle', at(LAST_COL, 15), WEST),
  ],
};

const [CREST_W, CREST_MID, CREST_E] = HILL_CREST as [HexCoord, HexCoord, HexCoord];

/**
 * Hold the hill: Blue's four men stand on the crest of board A's hill, facing east; Red's five
 * enter on the far (east) edge of board B. At the end of turn 6 the only side on the crest wins.
 */
const hill: FPScenario = {
  id: 'hill',
  name: { en: 'Hold the Hill', ru: 'Удержать высоту' },
  map,
  lastTurn: 6,
  objective: { hexes: HILL_CREST.map((h) => ({ ...h })) },
  sides: SIDES,
  soldiers: [
    man('blue-leader', 'Sgt. Harris', 0, 'pistol', CREST_MID, EAST),
    man('blue-lmg', 'Cpl. Dunn', 0, 'lmg', CREST_MID, EAST),
    man('blue-rifle-1', 'Pvt. Reyes', 0, 'rifle', CREST_W, EAST),
    man('blue-rifle-2', 'Pvt. Walsh', 0, 'rifle', CREST_E, EAST),
    man('red-leader', 'Sgt. Orlov', 1, 'pistol', at(LAST_COL, 9), WEST),
    man('red-lmg', 'Cpl. Belov', 1, 'lmg', at(LAST_COL, 8), WEST),
    man('red-rifle-1', 'Pvt. Kozlov', 1, 'rifle', at(LAST_COL, 7), WEST),
    man('red-rifle-2', 'Pvt. Sokolov', 1, 'rifle', at(LAST_COL, 10), WEST),
    man('red-rifle-3', 'Pvt. Zaitsev', 1, 'rifle', at(LAST_COL, 11), WEST),
  ],
};

export const FP_SCENARIOS: Record<string, FPScenario> = { meeting, hill };
