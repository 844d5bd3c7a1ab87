// The ranked rules refuse nonsense by name, in `apply` itself and so in the headless `step`: not
// an object, an unknown type, an extra field, a distance that is no number, an id that is a name
// of Object.prototype. The state is left as it was. The quick guard `apply` runs first never
// vouches for what the schema refuses.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../core/dice';
import { step } from '../../core/match';
import { RuleError } from '../../core/ruleset';
import { ranked } from './index';
import { randomGame } from './randomGame';
import { rankedRuntime } from './runtime';
import { PITCHED } from './scenarios';
import { rkActionSchema, wellFormedRkAction } from './schema';
import type { RkAction, RkState } from './types';

const charging = (): RkState => ranked.setup(PITCHED, {}, 1, ['Anna', 'Boris']);
const moving = (): RkState => step(ranked, charging(), { type: 'endPhase' }).state;
const bad = (detail: string) => `That is not a valid action: ${detail}.`;
const PROTO_IDS = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'];

const CASES: { name: string; state: () => RkState; action: unknown; code: string; message: string }[] = [
  { name: 'null', state: moving, action: null, code: 'badAction', message: bad('expected an action object, got null') },
  { name: 'no type', state: moving, action: { unit: 'a1', dist: 2 }, code: 'badAction', message: bad('type is missing') },
  { name: 'an unknown type', state: moving, action: { type: 'teleport', unit: 'a1' }, code: 'unknownAction', message: "Unknown action 'teleport'." },
  { name: 'an extra field', state: moving, action: { type: 'endPhase', by: 0 }, code: 'badAction', message: bad("unexpected field 'by'") },
  { name: 'a move of NaN inches', state: moving, action: { type: 'forward', unit: 'a1', dist: Number.NaN }, code: 'badAction', message: bad('dist: expected a finite number, got NaN') },
  { name: 'a regiment not in the match', state: moving, action: { type: 'forward', unit: 'z9', dist: 2 }, code: 'noSuchUnit', message: "There is no 'z9' in this match." },
  { name: "the other player's regiment", state: moving, action: { type: 'forward', unit: 'b1', dist: 2 }, code: 'notYours', message: 'b1 is not yours.' },
  { name: 'a charge in the movement phase', state: moving, action: { type: 'charge', unit: 'a1', target: 'b1' }, code: 'notAsked', message: 'That is not asked for now.' },
  { name: 'a reaction with no charge', state: charging, action: { type: 'react', reaction: 'hold' }, code: 'notAsked', message: 'That is not asked for now.' },
  ...PROTO_IDS.map((id) => ({ name: `a move of ${id}`, state: moving, action: { type: 'forward', unit: id, dist: 2 }, code: 'noSuchUnit', message: `There is no '${id}' in this match.` })),
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

describe('the ranked rules refuse nonsense by name and change nothing', () => {
  it.each(CASES)('$name', ({ state, action, code, message }) => {
    const s = state();
    const before = structuredClone(s);
    for (const e of [refusalOf(() => ranked.apply(s, action as never, seededDice(s.rng))), refusalOf(() => step(ranked, s, action as never))]) {
      expect(e.code).toBe(code);
      expect(e.message).toBe(message);
    }
    expect(s).toEqual(before);
  });

  it('names of Object.prototype are no scenario', () => {
    for (const id of PROTO_IDS) expect(rankedRuntime.scenario(id)).toBeNull();
  });
});

describe("apply's quick check agrees with the action schema", () => {
  const legal: RkAction[] = [1, 2, 3, 4].flatMap((seed) => {
    const id = seed % 2 ? 'pitched' : 'bridge';
    const g = randomGame(id, seed);
    let s = ranked.setup(rankedRuntime.scenario(id)!, {}, seed, ['Red', 'Blue']);
    const out = ranked.legalActions(s);
    for (const a of g.actions) {
      s = step(ranked, s, a).state;
      if (ranked.isOver(s)) break;
      out.push(...ranked.legalActions(s));
    }
    return out;
  });

  it('vouches for every legal action, each fits the save format, and random games offer every kind of move', () => {
    expect([...new Set(legal.map((a) => a.type))]).toEqual(expect.arrayContaining(['rally', 'charge', 'react', 'forward', 'wheel', 'reform', 'march', 'endPhase']));
    for (const a of legal) {
      expect(wellFormedRkAction(a), JSON.stringify(a)).toBe(true);
      expect(rkActionSchema.safeParse(JSON.parse(JSON.stringify(a))).success).toBe(true);
    }
  });

  it('never accepts what the schema refuses: legal actions with one field made nonsense, and anything at all', () => {
    const junk = fc.oneof(
      fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, 0, 0.5, 1, 15, 100, 100.5, -1, 181, '', 'x'.repeat(65), 'a1', 'left', 'hold', ...PROTO_IDS, true, null, undefined, [], {}),
      fc.double(), fc.string(), fc.anything(),
    );
    const keys = ['type', 'unit', 'target', 'dist', 'dir', 'deg', 'files', 'reaction', 'combat', 'extra'] as const;
    const pick = fc.constantFrom(...legal).chain((a) => fc.tuple(fc.constant(a), fc.constantFrom(...Object.keys(a), ...keys), junk));
    const mutated = pick.map(([a, key, value]) => ({ ...(structuredClone(a) as Record<string, unknown>), [key]: value }));
    let vouched = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: fc.anything(), weight: 1 }), (a) => {
        if (!wellFormedRkAction(a)) return;
        vouched++;
        expect(rkActionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(vouched).toBeGreaterThan(0);
  });
});
