// The sight index the game asks (losFast.ts) against the rules written out hex by hex (los.ts),
// on the shipped maps: boards A and B and the two joined (the map every scenario plays). Each
// question varies the firer's and the target's posture (all nine pairs turn about), the side
// firing, the fence each end has crossed (FP-10) and the soldiers standing (both scenarios'
// soldiers, some crouching or prone), so hills, trees, fences, hedges, friends and levels all
// come up. By default one ordered pair in STRIDE is asked; LOS_ALL_PAIRS=1 asks every ordered
// pair of each map (a few minutes).
import { describe, expect, it } from 'vitest';
import { indexHexMap, mapHexes } from '../../core/hex/hexMap';
import type { HexMapSpec, HexSide } from '../../core/hex/types';
import { BOARD_A, BOARD_B } from './boards';
import { lineOfSight, type LosContext, type LosSoldier } from './los';
import { lineOfSightFast } from './losFast';
import { FP_SCENARIOS } from './scenarios';
import type { Posture } from './types';

const ALL = process.env.LOS_ALL_PAIRS === '1';
const STRIDE = ALL ? 1 : 47;
const POSTURES: Posture[] = ['standing', 'crouching', 'prone'];
const ACROSS: (HexSide | null)[] = [null, null, 0, 1, 2, 3, 4, 5];

const scenarioSoldiers: LosSoldier[] = Object.values(FP_SCENARIOS).flatMap((sc) =>
  sc.soldiers.map((s, i) => ({ hex: { ...s.pos }, side: s.side, posture: POSTURES[i % 3]! })),
);

/** Every question asked of one map, the two answers as JSON, and where they differ (first five). */
function compare(map: HexMapSpec): { asked: number; blocked: number; hindered: number; differ: string[] } {
  const hexes = mapHexes(map);
  const walkIndex = indexHexMap(map);
  const soldiers = scenarioSoldiers.filter((s) => walkIndex.terrainAt(s.hex) !== undefined);
  const differ: string[] = [];
  let asked = 0, blocked = 0, hindered = 0;
  hexes.forEach((from, i) => {
    hexes.forEach((to, j) => {
      const n = i * hexes.length + j;
      if (n % STRIDE !== 0) return;
      const ctx: LosContext = {
        firerSide: n % 2,
        firerPosture: POSTURES[j % 3]!,
        targetPosture: POSTURES[i % 3]!,
        soldiers,
        firerAcross: ACROSS[n % 8]!,
        targetAcross: ACROSS[(n >> 3) % 8]!,
      };
      const walked = JSON.stringify(lineOfSight(walkIndex, from, to, ctx));
      const fast = lineOfSightFast(map, from, to, ctx);
      asked++;
      if (fast.state === 'blocked') blocked++;
      if (fast.state === 'hindered') hindered++;
      if (JSON.stringify(fast) !== walked && differ.length < 5) {
        differ.push(`${JSON.stringify({ from, to, ctx: { ...ctx, soldiers: undefined } })}: ${walked} | ${JSON.stringify(fast)}`);
      }
    });
  });
  return { asked, blocked, hindered, differ };
}

describe('Firepower line of sight from the sight index, on the shipped maps', () => {
  const maps: [string, HexMapSpec][] = [
    ['board A', BOARD_A],
    ['board B', BOARD_B],
    ['boards A and B joined', FP_SCENARIOS.meeting!.map],
  ];
  for (const [name, map] of maps) {
    it(`FP-23..FP-27, FP-31 the same answer as walking the line, hex pairs of ${name}, every posture`, () => {
      const r = compare(map);
      expect(r.differ).toEqual([]);
      // The questions really met blocked and hindered lines.
      expect(r.blocked).toBeGreaterThan(r.asked / 20);
      expect(r.hindered).toBeGreaterThan(r.asked / 20);
      expect(r.asked).toBeGreaterThanOrEqual(Math.floor(map.cols * map.rows * map.cols * map.rows / STRIDE));
    }, ALL ? 3_600_000 : 120_000);
  }
});
