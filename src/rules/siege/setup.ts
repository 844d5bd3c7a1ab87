// A new match (SG-GAP-2): the fortress near the Defender's edge with his warriors on its towers
// first, then in its yard; the Attacker's warriors along the far edge, spread 1.25 steps apart,
// and his cannon in front of them. With two fortresses (SG-11) the table is 5 steps deeper: side
// 1's fortress at the bottom, side 0's the same turned about the table's middle at the top, each
// side's warriors in its own fortress and its cannon in front of it.
import { initialRngState } from '../../core/dice';
import type { GameEvent } from '../../core/ruleset';
import { parseWith } from '../../core/schema';
import type { Vec } from '../../core/table/types';
import { levelAt } from './castle';
import { ROUNDS, TWO_CASTLE_EXTRA } from './measures';
import { rulesOf, sgOptionsSchema, type SgOptions } from './options';
import { refuse } from './reasons';
import { startTurn } from './turn';
import type { SgCastle, SgScenario, SgState, SgUnit, Side } from './types';

/** Centre-to-centre spacing of the Attacker's warriors on the start line. */
export const LINE_SPACING = 1.25;
const PREFIX = ['a', 'd'] as const;

type Place = (p: Vec) => Vec;

function castleFrom(sc: SgScenario, owner: Side, at: Place, ids: string): SgCastle {
  return {
    owner,
    towers: sc.towers.map((t) => {
      const a = at({ x: t.x0, y: t.y0 }), b = at({ x: t.x1, y: t.y1 });
      return { id: `${ids}${t.id}`, floor: t.floor, x0: Math.min(a.x, b.x), y0: Math.min(a.y, b.y), x1: Math.max(a.x, b.x), y1: Math.max(a.y, b.y) };
    }),
    walls: sc.walls.map((w) => ({ id: `${ids}${w.id}`, a: at(w.a), b: at(w.b) })),
    gate: { a: at(sc.gate.a), b: at(sc.gate.b) },
  };
}

function unitAt(id: string, side: Side, kind: SgUnit['kind'], p: Vec): SgUnit {
  return { id, side, kind, x: p.x, y: p.y, level: 0, home: { ...p }, alive: true, marks: 0, moved: false, fought: false, gate: 'untried' };
}

const warriorsAt = (side: Side, spots: readonly Vec[]): SgUnit[] => spots.map((p, i) => unitAt(`${PREFIX[side]}${i + 1}`, side, 'warrior', p));
const cannonAt = (side: Side, p: Vec): SgUnit => unitAt(`${PREFIX[side]}-cannon`, side, 'cannon', p);

/** The state and the events of side 0's first turn opening. */
export function setupWithEvents(sc: SgScenario, options: SgOptions, seed: number, players: readonly [string, string]): { state: SgState; events: GameEvent[] } {
  const parsed = parseWith(sgOptionsSchema, options ?? {}, 'options');
  if (!parsed.ok) refuse('badOptions', { ...parsed.params, detail: parsed.error });
  const rules = rulesOf(parsed.value);
  const n = rules.warriors;
  const width = sc.width;
  const height = sc.height + (rules.twoCastles ? TWO_CASTLE_EXTRA : 0);
  const shift = height - sc.height;
  const near: Place = (p) => ({ x: p.x, y: p.y + shift });
  const far: Place = (p) => ({ x: width - p.x, y: height - (p.y + shift) });
  const defenders = sc.defenders.slice(0, n);
  let castles: SgCastle[];
  let units: SgUnit[];
  if (rules.twoCastles) {
    castles = [castleFrom(sc, 0, far, 'a-'), castleFrom(sc, 1, near, 'd-')];
    units = [...warriorsAt(0, defenders.map(far)), cannonAt(0, far(sc.frontCannon)), ...warriorsAt(1, defenders.map(near)), cannonAt(1, near(sc.frontCannon))];
  } else {
    castles = [castleFrom(sc, 1, near, '')];
    const line = Array.from({ length: n }, (_, i) => ({ x: width / 2 + (i - (n - 1) / 2) * LINE_SPACING, y: sc.startLine }));
    units = [...warriorsAt(0, line), cannonAt(0, sc.cannon), ...warriorsAt(1, defenders)];
  }
  for (const u of units) u.level = levelAt({ castles }, u);
  const s: SgState = {
    system: 'siege', scenario: sc.id, players: [players[0], players[1]], rules, width, height, castles, units,
    round: 1, rounds: ROUNDS, turnIndex: 0, active: 0, phase: 'maneuver', effects: [], gateEntered: [false, false], fight: null, result: null,
    rng: initialRngState(seed),
  };
  const events: GameEvent[] = [];
  startTurn(s, events);
  return { state: s, events };
}

export function setup(sc: SgScenario, options: SgOptions, seed: number, players: readonly [string, string]): SgState {
  return setupWithEvents(sc, options ?? {}, seed, players).state;
}
