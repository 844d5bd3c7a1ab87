// The Firepower rules refuse nonsense by name, in `apply` itself and so in the headless `step`:
// not an object, an unknown type, a hex that is no pair of whole numbers, a facing, posture or
// fire mode that does not exist, a soldier or target named twice, an id that is a name of
// Object.prototype. Each refusal is a RuleError whose message names the problem, and the state is
// left exactly as it was. Each bad action has a sensible twin that the same state accepts, so a
// refusal is the nonsense's doing and not the position's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededDice } from '../../core/dice';
import { neighbor } from '../../core/hex/hexMath';
import { step } from '../../core/match';
import { randomPlay } from '../../core/randomPlay';
import { RuleError } from '../../core/ruleset';
import { firepower, type FPScenario } from './index';
import { firepowerRuntime } from './runtime';
import { FP_SCENARIOS } from './scenarios';
import { fpActionSchema, wellFormedFPAction } from './schema';
import type { FPAction, FPState } from './types';

const home = { q: 3, r: 4 };
const ahead = neighbor(home, 0);
const loner = { q: 3, r: 7 };
const scenario: FPScenario = {
  id: 't', name: { en: 't', ru: 't' }, lastTurn: 5,
  map: { cols: 10, rows: 10, terrain: Array.from({ length: 100 }, () => 'clear'), hexsides: [] },
  sides: [{ id: 'a', name: { en: 'A', ru: 'А' }, color: 0x3366cc }, { id: 'b', name: { en: 'B', ru: 'Б' }, color: 0xcc3333 }],
  soldiers: [
    // Able and Baker share a hex facing Xavier and Yuri's hex next to it; Charlie stands alone.
    { id: 'a1', name: 'Able', side: 0, weapon: 'rifle', grenades: true, pos: home, facing: 0 },
    { id: 'a2', name: 'Baker', side: 0, weapon: 'rifle', grenades: false, pos: home, facing: 0 },
    { id: 'a3', name: 'Charlie', side: 0, weapon: 'rifle', grenades: false, pos: loner, facing: 0 },
    { id: 'b1', name: 'Xavier', side: 1, weapon: 'rifle', grenades: false, pos: ahead, facing: 3 },
    { id: 'b2', name: 'Yuri', side: 1, weapon: 'rifle', grenades: false, pos: ahead, facing: 3 },
  ],
};

const run = (actions: FPAction[]) => {
  let s = firepower.setup(scenario, {}, 1, ['Anna', 'Boris']);
  // The first chip drawn is Anna's (the chips are in soldier order: a, a, a, b, b).
  for (const a of actions) s = firepower.apply(s, a, scriptedDice([1])).state;
  return s;
};
/** Anna's impulse phase, before any impulse. */
const drawn = () => run([{ type: 'drawChip' }]);
/** Able and Baker's impulse, as one stack. */
const stack = () => run([{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ['a1', 'a2'] }]);
/** Charlie's impulse, with nothing in front of him. */
const alone = () => run([{ type: 'drawChip' }, { type: 'startImpulse', soldierIds: ['a3'] }]);

interface Case {
  name: string;
  state: () => FPState;
  action: unknown;
  /** The sensible action the same state accepts, when there is one. */
  twin?: unknown;
  code: string;
  message: string;
}

const bad = (detail: string) => `That is not a valid action: ${detail}.`;
const enter = (to: unknown, soldierId = 'a3') => ({ type: 'enter', soldierId, to });
const turn = (facing: unknown, soldierId = 'a1') => ({ type: 'turn', soldierId, facing });
const fire = (extra: Record<string, unknown> = {}) => ({ type: 'fire', soldierId: 'a1', targetHex: ahead, mode: 'semi', shots: [{ targetId: 'b1', count: 1 }], ...extra });
const ENTER = enter(neighbor(loner, 0));
const PROTO_IDS = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'];

const CASES: Case[] = [
  // Not an action at all.
  { name: 'null', state: drawn, action: null, code: 'badAction', message: bad('expected an action object, got null') },
  { name: 'a number', state: drawn, action: 7, code: 'badAction', message: bad('expected an action object, got the number 7') },
  { name: 'a text', state: stack, action: 'endImpulse', twin: { type: 'endImpulse' }, code: 'badAction', message: bad("expected an action object, got the text 'endImpulse'") },
  { name: 'a list', state: stack, action: [{ type: 'endImpulse' }], twin: { type: 'endImpulse' }, code: 'badAction', message: bad('expected an action object, got a list') },
  { name: 'no type', state: stack, action: { soldierId: 'a1', facing: 3 }, twin: turn(3), code: 'badAction', message: bad('type is missing') },
  { name: 'an unknown type', state: stack, action: { type: 'fly', soldierId: 'a1' }, code: 'unknownAction', message: "Unknown action 'fly'." },
  { name: "Object.prototype's name as a type", state: stack, action: { type: 'toString' }, code: 'unknownAction', message: "Unknown action 'toString'." },
  { name: 'an extra field', state: stack, action: { type: 'endImpulse', by: 0 }, twin: { type: 'endImpulse' }, code: 'badAction', message: bad("unexpected field 'by'") },
  { name: 'a __proto__ field (as JSON.parse makes it)', state: stack, action: JSON.parse('{"type":"endImpulse","__proto__":{"soldierId":"a1"}}'), twin: { type: 'endImpulse' }, code: 'badAction', message: bad("unexpected field '__proto__'") },
  // Hexes that are no pair of whole numbers.
  { name: 'NaN', state: alone, action: enter({ q: Number.NaN, r: 7 }), twin: ENTER, code: 'badAction', message: bad('to.q: expected a finite number, got NaN') },
  { name: 'Infinity', state: alone, action: enter({ q: 4, r: Infinity }), twin: ENTER, code: 'badAction', message: bad('to.r: expected a finite number, got Infinity') },
  { name: '-Infinity', state: alone, action: enter({ q: -Infinity, r: 7 }), twin: ENTER, code: 'badAction', message: bad('to.q: expected a finite number, got -Infinity') },
  { name: 'a hex as text', state: alone, action: enter({ q: '4', r: 7 }), twin: ENTER, code: 'badAction', message: bad("to.q: expected a number, got the text '4'") },
  { name: 'half a hex', state: alone, action: enter({ q: 3.5, r: 7 }), twin: ENTER, code: 'badAction', message: bad('to.q: expected a whole number') },
  { name: 'a hex far off any map', state: alone, action: enter({ q: 3, r: 1e9 }), twin: ENTER, code: 'badAction', message: bad('to.r: must be at most 1000') },
  { name: 'a target hex of NaN', state: stack, action: fire({ targetHex: { q: 4, r: Number.NaN } }), twin: fire(), code: 'badAction', message: bad('targetHex.r: expected a finite number, got NaN') },
  { name: 'a melee hex of Infinity', state: stack, action: { type: 'melee', soldierIds: ['a1'], targetHex: { q: Infinity, r: 4 } }, twin: { type: 'melee', soldierIds: ['a1'], targetHex: ahead }, code: 'badAction', message: bad('targetHex.q: expected a finite number, got Infinity') },
  // Facings, postures, modes and numbers that do not exist.
  { name: 'facing 6', state: stack, action: turn(6), twin: turn(3), code: 'badAction', message: bad('facing: expected a hexside from 0 to 5, got 6') },
  { name: 'facing -1', state: stack, action: turn(-1), twin: turn(3), code: 'badAction', message: bad('facing: expected a hexside from 0 to 5, got -1') },
  { name: 'facing 2.5', state: stack, action: turn(2.5), twin: turn(3), code: 'badAction', message: bad('facing: expected a hexside from 0 to 5, got 2.5') },
  { name: 'facing as text', state: stack, action: turn('3'), twin: turn(3), code: 'badAction', message: bad("facing: expected a hexside from 0 to 5, got '3'") },
  { name: 'facing NaN', state: stack, action: turn(Number.NaN), twin: turn(3), code: 'badAction', message: bad('facing: expected a hexside from 0 to 5, got NaN') },
  { name: 'an unknown posture', state: stack, action: { type: 'posture', soldierId: 'a1', posture: 'kneeling' }, twin: { type: 'posture', soldierId: 'a1', posture: 'prone' }, code: 'badAction', message: bad("posture: expected one of 'standing', 'crouching', 'prone', got 'kneeling'") },
  { name: 'an unknown fire mode', state: stack, action: fire({ mode: 'burst' }), twin: fire(), code: 'badAction', message: bad("mode: expected one of 'auto', 'semi', got 'burst'") },
  { name: 'no shots', state: stack, action: fire({ shots: [] }), twin: fire(), code: 'badAction', message: bad('shots: must have at least 1 items') },
  { name: 'half a shot', state: stack, action: fire({ shots: [{ targetId: 'b1', count: 1.5 }] }), twin: fire(), code: 'badAction', message: bad('shots[0].count: expected a whole number') },
  { name: 'MF after fire as NaN', state: stack, action: fire({ after: Number.NaN }), twin: fire({ after: 1 }), code: 'badAction', message: bad('after: expected a finite number, got NaN') },
  { name: 'an unknown vertex', state: stack, action: { type: 'grenade', soldierId: 'a1', targetHex: ahead, vertex: 'up' }, twin: { type: 'grenade', soldierId: 'a1', targetHex: ahead }, code: 'badAction', message: bad("vertex: expected one of 'left', 'right', got 'up'") },
  // A soldier or a target named twice.
  { name: 'a melee by one soldier named three times', state: stack, action: { type: 'melee', soldierIds: ['a1', 'a1', 'a1'], targetHex: ahead }, twin: { type: 'melee', soldierIds: ['a1', 'a2'], targetHex: ahead }, code: 'namedTwice', message: "The action names 'a1' twice (soldierIds[1]): name each soldier once." },
  { name: 'a melee naming a soldier again last', state: stack, action: { type: 'melee', soldierIds: ['a1', 'a2', 'a1'], targetHex: ahead }, twin: { type: 'melee', soldierIds: ['a1', 'a2'], targetHex: ahead }, code: 'namedTwice', message: "The action names 'a1' twice (soldierIds[2]): name each soldier once." },
  { name: 'an impulse naming a soldier twice', state: drawn, action: { type: 'startImpulse', soldierIds: ['a1', 'a1'] }, twin: { type: 'startImpulse', soldierIds: ['a1', 'a2'] }, code: 'namedTwice', message: "The action names 'a1' twice (soldierIds[1]): name each soldier once." },
  { name: 'fire naming a target twice', state: stack, action: fire({ shots: [{ targetId: 'b1', count: 1 }, { targetId: 'b1', count: 1 }] }), twin: fire({ shots: [{ targetId: 'b1', count: 1 }, { targetId: 'b2', count: 1 }] }), code: 'namedTwice', message: "The action names 'b1' twice (shots[1].targetId): name each soldier once." },
  // Ids that are names of Object.prototype's properties, wherever a soldier is looked up.
  ...PROTO_IDS.flatMap((id): Case[] => {
    const none = `There is no soldier '${id}' in this match.`;
    return [
      { name: `an impulse of ${id}`, state: drawn, action: { type: 'startImpulse', soldierIds: [id] }, twin: { type: 'startImpulse', soldierIds: ['a3'] }, code: 'unknownSoldier', message: none },
      { name: `${id} turns`, state: stack, action: turn(3, id), twin: turn(3), code: 'unknownSoldier', message: none },
      { name: `${id} enters`, state: alone, action: enter(neighbor(loner, 0), id), twin: ENTER, code: 'unknownSoldier', message: none },
      { name: `${id} goes prone`, state: stack, action: { type: 'posture', soldierId: id, posture: 'prone' }, code: 'unknownSoldier', message: none },
      { name: `${id} crosses`, state: stack, action: { type: 'cross', soldierId: id }, code: 'unknownSoldier', message: none },
      { name: `${id} fires`, state: stack, action: fire({ soldierId: id }), twin: fire(), code: 'unknownSoldier', message: none },
      { name: `${id} throws`, state: stack, action: { type: 'grenade', soldierId: id, targetHex: ahead }, code: 'unknownSoldier', message: none },
      { name: `${id} joins a melee`, state: stack, action: { type: 'melee', soldierIds: ['a1', id], targetHex: ahead }, twin: { type: 'melee', soldierIds: ['a1'], targetHex: ahead }, code: 'unknownSoldier', message: none },
      { name: `fire at ${id}`, state: stack, action: fire({ shots: [{ targetId: id, count: 1 }] }), twin: fire(), code: 'badTarget', message: 'Every target must be an enemy in the target hex.' },
    ];
  }),
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

describe('Firepower refuses nonsense by name and changes nothing', () => {
  it.each(CASES)('$name', ({ state, action, twin, code, message }) => {
    const s = state();
    const before = structuredClone(s);
    const viaApply = refusalOf(() => firepower.apply(s, action as never, seededDice(s.rng)));
    const viaStep = refusalOf(() => step(firepower, s, action as never));
    for (const e of [viaApply, viaStep]) {
      expect(e.code).toBe(code);
      expect(e.message).toBe(message);
    }
    expect(s).toEqual(before);
    if (twin !== undefined) expect(() => step(firepower, s, twin as never)).not.toThrow();
  });

  it('a melee by one soldier is one attacker, however often he is named', () => {
    const s = stack();
    const one = step(firepower, s, { type: 'melee', soldierIds: ['a1'], targetHex: ahead });
    expect(one.events.find((e) => e.type === 'melee')?.params).toMatchObject({ attackers: 1, defenders: 2 });
    expect(() => step(firepower, s, { type: 'melee', soldierIds: ['a1', 'a1', 'a1'], targetHex: ahead })).toThrow(/names 'a1' twice/);
  });
});

describe('names of Object.prototype are no scenario', () => {
  it.each(PROTO_IDS)('%s', (id) => {
    expect(firepowerRuntime.scenario(id)).toBeNull();
    expect(firepowerRuntime.scenario('meeting')).not.toBeNull();
  });
});

describe("apply's quick check agrees with the action schema", () => {
  // Legal actions of random games on every scenario: every kind the legal-action lists hold.
  const legal = Object.values(FP_SCENARIOS).flatMap((sc, i) =>
    randomPlay(firepower, sc, i + 1, i + 7, { maxActions: 150 }).states.flatMap((s) => firepower.legalActions(s)));

  it('vouches for every legal action of random games, so apply never pays for a parse on them', () => {
    expect(new Set(legal.map((a) => a.type)).size).toBeGreaterThanOrEqual(7);
    for (const a of legal) expect(wellFormedFPAction(a), JSON.stringify(a)).toBe(true);
  });

  it('never accepts what the schema refuses: legal actions with one field made nonsense, and anything at all', () => {
    const junk = fc.oneof(
      fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, 0.5, -0, 0, 5, 6, -1, 12, 13, 1000, 1001, '', 'x'.repeat(65), 'a1', ...PROTO_IDS,
        'auto', 'semi', 'burst', 'prone', 'left', true, null, undefined, [], {}),
      fc.double(), fc.integer({ min: -3, max: 14 }), fc.string(), fc.array(fc.constantFrom('a1', 'a2', 'b1', ''), { maxLength: 14 }),
      fc.array(fc.record({ targetId: fc.constantFrom('b1', 'b2', ''), count: fc.oneof(fc.integer({ min: 0, max: 13 }), fc.double()) }), { maxLength: 13 }),
      fc.record({ q: fc.oneof(fc.integer({ min: -1001, max: 1001 }), fc.double()), r: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.constant('1')) }),
      fc.anything(),
    );
    const keys = ['type', 'soldierId', 'soldierIds', 'to', 'facing', 'posture', 'targetHex', 'mode', 'shots', 'after', 'vertex', 'q', 'r', 'extra'] as const;
    // Values that fit some field, so that many mutants are still good actions.
    const plausible = fc.constantFrom<unknown>(0, 1, 2, 3, 4, 5, 'a1', 'b1', 'blue-lmg', 'standing', 'prone', 'crouching', 'auto', 'semi', 'left', 'right',
      { q: 3, r: 4 }, { q: -5, r: 13 }, ['a1'], ['a1', 'a2'], [{ targetId: 'b1', count: 1 }], [{ targetId: 'b1', count: 2 }, { targetId: 'b2', count: 1 }]);
    const value = fc.oneof({ arbitrary: plausible, weight: 2 }, { arbitrary: junk, weight: 3 });
    const pick = fc.constantFrom(...legal).chain((a) =>
      fc.tuple(fc.constant(a), fc.oneof({ arbitrary: fc.constantFrom(...Object.keys(a), 'q', 'r'), weight: 3 }, { arbitrary: fc.constantFrom(...keys), weight: 1 }), value));
    const mutated = pick.map(([a, key, value]) => {
      const out = structuredClone(a) as Record<string, unknown>;
      const hex = (out.to ?? out.targetHex) as Record<string, unknown> | undefined;
      if ((key === 'q' || key === 'r') && hex) hex[key] = value;
      else out[key] = value;
      return out;
    });
    let vouched = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: fc.anything(), weight: 1 }), (a) => {
        if (!wellFormedFPAction(a)) return;
        vouched++;
        expect(fpActionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
      }),
      { numRuns: 5000 },
    );
    // Not vacuous: many of the mutants are still good actions (another facing, another hex).
    expect(vouched).toBeGreaterThan(100);
  });
});
