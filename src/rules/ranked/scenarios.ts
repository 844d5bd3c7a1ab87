// The battlefields (RK-GAP-1, RK-GAP-2): a pitched battle on open ground and a fight for a bridge
// over an impassable river, each on a 48" x 48" table with the armies set up facing each other
// (side 0 along the bottom edge facing up the table, side 1 along the top facing down; no
// deployment phase). Each side has six set-up spots, filled in its list's order: at the bridge,
// the first (the General's regiment in the ready-made armies) faces it.
import { own } from '../../core/system';
import type { Vec } from '../../core/table/types';
import { HORDE, KINGDOM } from './armies';
import type { Feature, RkScenario, Slot } from './types';

export const TABLE = 48;
/** The set-up spots' x, filled in this order: the middle first, then outwards (6.4" wide blocks fit between). */
const XS = [20, 28, 12, 36, 4.5, 43.5] as const;

/**
 * At the bridge (edition 3): the first spot on the bridge's middle line (x 24), then outwards 6.8"
 * apart (6.4" wide blocks fit between, the outermost 0.4" from the table's edge). In editions 1
 * and 2 the armies stood on XS, so that no regiment stood in line with the 7" bridge and the
 * first over it needed three turns of wheeling out and back to line up.
 */
const XS_BRIDGE = [24, 30.8, 17.2, 37.6, 10.4, 44.4] as const;

const line = (y: number, facing: number, xs: readonly number[] = XS): Slot[] => xs.map((x) => ({ front: { x, y }, facing }));
const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [{ x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 }];

export const PITCHED: RkScenario = {
  id: 'pitched',
  name: { en: 'Pitched battle', ru: 'Генеральное сражение' },
  description: {
    en: 'Open ground: the kingdom and the horde face each other 24" apart.',
    ru: 'Открытое поле: королевство и орда стоят друг против друга в 24".',
  },
  width: TABLE,
  height: TABLE,
  terrain: [],
  armies: [KINGDOM, HORDE],
  deployment: [line(36, 0), line(12, 180)],
};

const RIVER_TOP = 22;
const RIVER_BOTTOM = 26;
const BRIDGE_LEFT = 20.5;
const BRIDGE_RIGHT = 27.5;

const riverAndBridge: Feature[] = [
  { id: 'river-west', kind: 'river', name: { en: 'River', ru: 'Река' }, poly: rect(0, RIVER_TOP, BRIDGE_LEFT, RIVER_BOTTOM), impassable: true },
  { id: 'river-east', kind: 'river', name: { en: 'River', ru: 'Река' }, poly: rect(BRIDGE_RIGHT, RIVER_TOP, TABLE, RIVER_BOTTOM), impassable: true },
  { id: 'bridge', kind: 'bridge', name: { en: 'Bridge', ru: 'Мост' }, poly: rect(BRIDGE_LEFT, RIVER_TOP, BRIDGE_RIGHT, RIVER_BOTTOM), impassable: false },
];

export const BRIDGE: RkScenario = {
  id: 'bridge',
  name: { en: 'The bridge', ru: 'Мост' },
  description: {
    en: 'An impassable river across the middle of the table, crossed only by a 7" wide bridge; each general\'s regiment sets up facing it.',
    ru: 'Непроходимая река поперёк стола; перейти её можно только по мосту шириной 7". Полк каждого генерала стоит напротив моста.',
  },
  width: TABLE,
  height: TABLE,
  terrain: riverAndBridge,
  armies: [KINGDOM, HORDE],
  deployment: [line(34, 0, XS_BRIDGE), line(14, 180, XS_BRIDGE)],
  earlier: { until: 2, deployment: [line(34, 0), line(14, 180)] },
};

export const RANKED_SCENARIOS: Readonly<Record<string, RkScenario>> = { pitched: PITCHED, bridge: BRIDGE };

export const rankedScenario = (id: string): RkScenario | null => own(RANKED_SCENARIOS, id);
