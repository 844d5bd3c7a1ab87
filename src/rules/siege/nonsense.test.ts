// The siege refuses nonsense by name, in `apply` itself and so in the headless `step`: not an
// object, an unknown type, an extra field, a number that is no number, a power off the dial, an id
// that is a name of Object.prototype. The state is left as it was. The quick guard `apply` runs
// first never vouches for what the schema refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../core/dice';
import { step } from '../../core/match';
import { RuleError } from '../../core/ruleset';
import { siege } from './index';
import { randomGame } from './randomGame';
import { siegeRuntime } from './runtime';
import { GATE, KEEP } from './scenarios';
import { sgActionSchema, wellFormedSgAction } from './schema';
import type { SgState } from './types';

const shooting = (): SgState => siege.setup(GATE, {}, 1, ['Anna', 'Boris']);
const maneuver = (): SgState => step(siege, shooting(), { type: 'holdFire' }).state;
const bad = (detail: string) => `That is not a valid action: ${detail}.`;
const PROTO_IDS = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'];

const CASES: { name: string; state: () => SgState; action: unknown; code: string; message: string }[] = [
  { name: 'null', state: maneuver, action: null, code: 'badAction', message: bad('expected an action object, got null') },
  { name: 'a text', state: maneuver, action: 'endTurn', code: 'badAction', message: bad("expected an action object, got the text 'endTurn'") },
  { name: 'no type', state: maneuver, action: { unit: 'a1', x: 3, y: 2 }, code: 'badAction', message: bad('type is missing') },
  { name: 'an unknown type', state: maneuver, action: { type: 'teleport', unit: 'a1' }, code: 'unknownAction', message: "Unknown action 'teleport'." },
  { name: 'an extra field', state: maneuver, action: { type: 'endTurn', by: 0 }, code: 'badAction', message: bad("unexpected field 'by'") },
  { name: 'a move to NaN', state: maneuver, action: { type: 'move', unit: 'a1', x: Number.NaN, y: 2 }, code: 'badAction', message: bad('x: expected a finite number, got NaN') },
  { name: 'a power of 11', state: shooting, action: { type: 'fire', aim: { x: 0, y: 1 }, power: 11 }, code: 'badAction', message: bad('power: must be at most 10') },
  { name: 'an aim without y', state: shooting, action: { type: 'fire', aim: { x: 0 }, power: 5 }, code: 'badAction', message: bad('aim.y: missing, expected a number') },
  { name: 'a move of a piece not in the match', state: maneuver, action: { type: 'move', unit: 'z9', x: 3, y: 2 }, code: 'noSuchUnit', message: "There is no 'z9' in this match." },
  { name: "the other player's warrior", state: maneuver, action: { type: 'move', unit: 'd1', x: 3, y: 2 }, code: 'notYours', message: 'd1 is not yours.' },
  { name: 'a melee out of turn order', state: shooting, action: { type: 'melee', warrior: 'a1', target: 'd1' }, code: 'notAsked', message: 'That is not asked for now.' },
  ...PROTO_IDS.map((id) => ({ name: `a move of ${id}`, state: maneuver, action: { type: 'move', unit: id, x: 3, y: 2 }, code: 'noSuchUnit', message: `There is no '${id}' in this match.` })),
];

function refusalOf(go: () => unknown): RuleError {
  try {
    go();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('the action was accepted');
}

describe('the siege refuses nonsense by name and changes nothing', () => {
  it.each(CASES)('$name', ({ state, action, code, message }) => {
    const s = state();
    const before = structuredClone(s);
    for (const e of [refusalOf(() => siege.apply(s, action as never, seededDice(s.rng))), refusalOf(() => step(siege, s, action as never))]) {
      expect(e.code).toBe(code);
      expect(e.message).toBe(message);
    }
    expect(s).toEqual(before);
  });

  it('names of Object.prototype are no scenario', () => {
    for (const id of PROTO_IDS) expect(siegeRuntime.scenario(id)).toBeNull();
  });
});

describe("apply's quick check agrees with the action schema", () => {
  const legal = [1, 2, 3].flatMap((seed) => {
    const options = seed === 2 ? { twoCastles: true } : {};
    const g = randomGame(seed === 3 ? 'keep' : 'gate', seed, options);
    let s = siege.setup(seed === 3 ? KEEP : GATE, options, seed, ['Red', 'Blue']);
    const out = siege.legalActions(s);
    for (const a of g.actions.slice(0, 150)) {
      s = step(siege, s, a).state;
      if (siege.isOver(s)) break;
      out.push(...siege.legalActions(s));
    }
    return out;
  });

  it('vouches for every legal action, every kind of which random games offer, and each fits the save format', () => {
    expect(new Set(legal.map((a) => a.type))).toEqual(new Set(['castMagic', 'fire', 'holdFire', 'move', 'tryGate', 'melee', 'endTurn']));
    for (const a of legal) {
      expect(wellFormedSgAction(a), JSON.stringify(a)).toBe(true);
      expect(sgActionSchema.safeParse(JSON.parse(JSON.stringify(a))).success).toBe(true);
    }
  });

  it('never accepts what the schema refuses: legal actions with one field made nonsense, and anything at all', () => {
    const junk = fc.oneof(
      fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, 0, 0.5, 1, 10, 10.5, -1, 1000, 1001, '', 'x'.repeat(65), 'a1', ...PROTO_IDS, true, null, undefined, [], {}),
      fc.double(), fc.string(), fc.record({ x: fc.oneof(fc.double(), fc.constant('1')), y: fc.double() }), fc.anything(),
    );
    const keys = ['type', 'unit', 'warrior', 'target', 'x', 'y', 'aim', 'power', 'extra'] as const;
    const pick = fc.constantFrom(...legal).chain((a) => fc.tuple(fc.constant(a), fc.constantFrom(...Object.keys(a), ...keys), junk));
    const mutated = pick.map(([a, key, value]) => ({ ...(structuredClone(a) as Record<string, unknown>), [key]: value }));
    let vouched = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: fc.anything(), weight: 1 }), (a) => {
        if (!wellFormedSgAction(a)) return;
        vouched++;
        expect(sgActionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(vouched).toBeGreaterThan(0);
  });
});
