// The Old West rules refuse nonsense by name, in `apply` itself and so in the headless `step`:
// not an object, an unknown type, a number that is no finite number, a fighter named twice, an id
// that is a name of Object.prototype. Each refusal is a RuleError whose message names the problem,
// and the state is left exactly as it was. Each bad action has a sensible twin that the same
// state accepts, so a refusal is the nonsense's doing and not the position's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededDice } from '../../core/dice';
import { step } from '../../core/match';
import { RuleError } from '../../core/ruleset';
import { oldwest } from './index';
import { randomGame } from './randomGame';
import { SCENARIOS } from './scenarios';
import { owActionSchema, wellFormedOWAction } from './schema';
import { oldwestRuntime } from './runtime';
import { play, position, scenarioOf } from './testkit';
import type { OWState } from './types';

const sheriff = (id: string, x: number, y: number) => ({ id, name: id, type: 'sheriff', pos: { x, y } });
const deputy = (id: string, x: number, y: number) => ({ id, name: id, type: 'deputy', pos: { x, y } });
const rowdy = (id: string, x: number, y: number) => ({ id, name: id, type: 'rowdy', pos: { x, y } });

/** Anna's Move phase: her sheriff w and deputy d, Boris's rowdy x 6" in front of d. */
const moving = () => position([sheriff('w', 10, 30), deputy('d', 13, 30)], [rowdy('x', 13, 24)]);
/** Anna's Shoot phase with the rowdy 8" from her deputy's sixgun. */
const shooting = () => position([deputy('d', 13, 30)], [rowdy('x', 13, 22)], { phase: 'shoot' });
/** The Drop is rolled: Anna is asked which heroes (only w) take a heroic action. */
const heroics = () => play({ ...moving(), phase: 'drop', drop: null }, [{ type: 'rollDrop' }], [5, 2], 'all').state;
/** Two fights at the start of the Fight phase: Anna chooses which goes first. */
const fights = () => play(position([deputy('a', 10, 10), deputy('b', 20, 10)], [rowdy('x', 11, 10), rowdy('z', 21, 10)], { phase: 'shoot' }), [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
/** Boris won a two-against-two fight: Anna chooses which of a and b backs off first. */
const backingOff = () => {
  const chain = play(position([deputy('a', 10, 10), deputy('b', 12, 10)], [rowdy('x', 11, 10), rowdy('y', 13, 10)], { phase: 'shoot' }), [{ type: 'endPhase' }, { type: 'endPhase' }]).state;
  return play(chain, [{ type: 'resolveFight', fightId: 'fight-1' }], [1, 2, 6, 2]).state;
};

interface Case {
  name: string;
  state: () => OWState;
  action: unknown;
  /** The sensible action the same state accepts, when there is one. */
  twin?: unknown;
  code: string;
  message: string | RegExp;
}

const move = (to: unknown, fighterId = '0:d') => ({ type: 'move', fighterId, to });
const PROTO_IDS = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'];

const CASES: Case[] = [
  // Not an action at all.
  { name: 'null', state: moving, action: null, code: 'badAction', message: 'That is not a valid action: expected an action object, got null.' },
  { name: 'a number', state: moving, action: 7, code: 'badAction', message: 'That is not a valid action: expected an action object, got the number 7.' },
  { name: 'a text', state: moving, action: 'endPhase', twin: { type: 'endPhase' }, code: 'badAction', message: "That is not a valid action: expected an action object, got the text 'endPhase'." },
  { name: 'a list', state: moving, action: [{ type: 'endPhase' }], twin: { type: 'endPhase' }, code: 'badAction', message: 'That is not a valid action: expected an action object, got a list.' },
  { name: 'no type', state: moving, action: { fighterId: '0:d', to: { x: 13, y: 27 } }, twin: move({ x: 13, y: 27 }), code: 'badAction', message: 'That is not a valid action: type is missing.' },
  { name: 'an unknown type', state: moving, action: { type: 'teleport', fighterId: '0:d' }, code: 'unknownAction', message: "Unknown action 'teleport'." },
  { name: "Object.prototype's name as a type", state: moving, action: { type: 'constructor' }, code: 'unknownAction', message: "Unknown action 'constructor'." },
  { name: 'an extra field', state: moving, action: { type: 'endPhase', by: 0 }, twin: { type: 'endPhase' }, code: 'badAction', message: "That is not a valid action: unexpected field 'by'." },
  // Coordinates that are no finite number.
  { name: 'NaN', state: moving, action: move({ x: Number.NaN, y: 27 }), twin: move({ x: 13, y: 27 }), code: 'badAction', message: 'That is not a valid action: to.x: expected a finite number, got NaN.' },
  { name: 'Infinity', state: moving, action: move({ x: 13, y: Infinity }), twin: move({ x: 13, y: 27 }), code: 'badAction', message: 'That is not a valid action: to.y: expected a finite number, got Infinity.' },
  { name: '-Infinity', state: moving, action: move({ x: -Infinity, y: 27 }), twin: move({ x: 13, y: 27 }), code: 'badAction', message: 'That is not a valid action: to.x: expected a finite number, got -Infinity.' },
  { name: 'a coordinate as text', state: moving, action: move({ x: '13', y: 27 }), twin: move({ x: 13, y: 27 }), code: 'badAction', message: "That is not a valid action: to.x: expected a number, got the text '13'." },
  { name: 'a spot far off any table', state: moving, action: move({ x: 13, y: 1e9 }), twin: move({ x: 13, y: 27 }), code: 'badAction', message: 'That is not a valid action: to.y: must be at most 1000.' },
  { name: 'a charge to NaN', state: moving, action: { type: 'charge', fighterId: '0:d', targetId: '1:x', to: { x: 13, y: Number.NaN } }, twin: { type: 'charge', fighterId: '0:d', targetId: '1:x' }, code: 'badAction', message: 'That is not a valid action: to.y: expected a finite number, got NaN.' },
  // Numbers and flags out of their range.
  { name: 'Fame as a fraction', state: heroics, action: { type: 'fame', points: 0.5 }, code: 'badAction', message: 'That is not a valid action: points: expected a whole number.' },
  { name: 'Fortune as text', state: heroics, action: { type: 'fortune', use: 'yes' }, code: 'badAction', message: "That is not a valid action: use: expected true or false, got the text 'yes'." },
  { name: 'a bid by a third player', state: heroics, action: { type: 'fameBid', points: 0, by: 2 }, code: 'badAction', message: 'That is not a valid action: by: expected player 0 or 1, got 2.' },
  // A hero named twice.
  { name: 'a hero named twice', state: heroics, action: { type: 'declareHeroics', heroIds: ['0:w', '0:w'] }, twin: { type: 'declareHeroics', heroIds: ['0:w'] }, code: 'namedTwice', message: "The action names '0:w' twice (heroIds[1]): name each fighter once." },
  // Ids that are names of Object.prototype's properties, wherever a fighter or fight is looked up.
  ...PROTO_IDS.flatMap((id): Case[] => [
    { name: `move ${id}`, state: moving, action: move({ x: 13, y: 27 }, id), twin: move({ x: 13, y: 27 }), code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `charge ${id}`, state: moving, action: { type: 'charge', fighterId: '0:d', targetId: id }, twin: { type: 'charge', fighterId: '0:d', targetId: '1:x' }, code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `stand up ${id}`, state: moving, action: { type: 'standUp', fighterId: id }, code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `shoot with ${id}`, state: shooting, action: { type: 'shoot', fighterId: id, targetId: '1:x' }, twin: { type: 'shoot', fighterId: '0:d', targetId: '1:x' }, code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `shoot at ${id}`, state: shooting, action: { type: 'shoot', fighterId: '0:d', targetId: id }, twin: { type: 'shoot', fighterId: '0:d', targetId: '1:x' }, code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `mount ${id}`, state: moving, action: { type: 'mount', fighterId: id }, code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `dismount ${id}`, state: moving, action: { type: 'dismount', fighterId: id }, code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `leave the table ${id}`, state: moving, action: { type: 'leaveTable', fighterId: id }, code: 'unknownFighter', message: `There is no fighter '${id}' in this match.` },
    { name: `heroics of ${id}`, state: heroics, action: { type: 'declareHeroics', heroIds: [id] }, twin: { type: 'declareHeroics', heroIds: ['0:w'] }, code: 'notHero', message: `'${id}' cannot take a heroic action now.` },
    { name: `fight ${id}`, state: fights, action: { type: 'resolveFight', fightId: id }, twin: { type: 'resolveFight', fightId: 'fight-1' }, code: 'unknownFight', message: `There is no fight '${id}'.` },
    { name: `back off ${id}`, state: backingOff, action: { type: 'backOff', fighterId: id }, twin: { type: 'backOff', fighterId: '0:a' }, code: 'notLoser', message: 'That fighter does not back off in this fight.' },
  ]),
];

function refusalOf(run: () => unknown): RuleError {
  try {
    run();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('the action was accepted');
}

describe('Old West refuses nonsense by name and changes nothing', () => {
  it.each(CASES)('$name', ({ state, action, twin, code, message }) => {
    const s = state();
    const before = structuredClone(s);
    const viaApply = refusalOf(() => oldwest.apply(s, action as never, seededDice(s.rng)));
    const viaStep = refusalOf(() => step(oldwest, s, action as never));
    for (const e of [viaApply, viaStep]) {
      expect(e.code).toBe(code);
      if (typeof message === 'string') expect(e.message).toBe(message);
      else expect(e.message).toMatch(message);
    }
    expect(s).toEqual(before);
    if (twin !== undefined) expect(() => step(oldwest, s, twin as never)).not.toThrow();
  });

  it('a fighter named twice in a heroic action costs no Fame twice: the action is refused, not shortened', () => {
    const s = heroics();
    expect(() => oldwest.apply(s, { type: 'declareHeroics', heroIds: ['0:w', '0:w'] }, seededDice(s.rng))).toThrow(RuleError);
    expect(s.fighters['0:w']!.fame).toBe(1);
  });
});

describe("names of Object.prototype are no scenario and no profile", () => {
  it.each(PROTO_IDS)('%s', (id) => {
    expect(oldwestRuntime.scenario(id)).toBeNull();
    expect(oldwestRuntime.scenario('red-gulch')).not.toBeNull();
    const e = refusalOf(() => oldwest.setup(scenarioOf([{ ...deputy('d', 13, 30), type: id }], [rowdy('x', 13, 24)]), {}, 1, ['Anna', 'Boris']));
    expect(e.code).toBe('unknownProfile');
    expect(e.message).toBe(`Fighter 'd' has an unknown profile '${id}'.`);
  });
});

describe("apply's quick check agrees with the action schema", () => {
  // Legal actions of random games on two scenarios, every kind the legal-action lists hold.
  const legal = Object.values(SCENARIOS).slice(0, 2).flatMap((sc, i) =>
    randomGame(sc, i + 1, i + 7, 80).states.flatMap((s) => oldwest.legalActions(s)));

  it('vouches for every legal action of random games, so apply never pays for a parse on them', () => {
    expect(new Set(legal.map((a) => a.type)).size).toBeGreaterThanOrEqual(6);
    for (const a of legal) expect(wellFormedOWAction(a), JSON.stringify(a)).toBe(true);
  });

  it('never accepts what the schema refuses: legal actions with one field made nonsense, and anything at all', () => {
    const junk = fc.oneof(
      fc.constantFrom<unknown>(Number.NaN, Infinity, -Infinity, 0.5, -0, 1000, 1000.5, -1001, 20, 21, 2, '', 'x'.repeat(65), '0:d', ...PROTO_IDS, true, null, undefined, [], {}),
      fc.double(), fc.integer({ min: -30, max: 30 }), fc.string(), fc.array(fc.constantFrom('0:w', '0:d', '1:x', ''), { maxLength: 14 }),
      fc.record({ x: fc.oneof(fc.double(), fc.integer({ min: -5, max: 40 })), y: fc.oneof(fc.double(), fc.constant('1')) }),
      fc.anything(),
    );
    // Values that fit some field, so that many mutants are still good actions.
    const plausible = fc.constantFrom<unknown>(0, 1, 2, 5, 20, true, false, '0:d', '1:x', 'fight-1', { x: 10, y: 10 }, { x: 0.25, y: 35.5 }, ['0:w'], ['0:w', '0:d']);
    const value = fc.oneof({ arbitrary: plausible, weight: 2 }, { arbitrary: junk, weight: 3 });
    const keys = ['type', 'fighterId', 'targetId', 'fightId', 'to', 'x', 'y', 'points', 'by', 'use', 'heroIds', 'extra'];
    const pick = fc.constantFrom(...legal).chain((a) =>
      fc.tuple(fc.constant(a), fc.oneof({ arbitrary: fc.constantFrom(...Object.keys(a), 'x', 'y'), weight: 3 }, { arbitrary: fc.constantFrom(...keys), weight: 1 }), value));
    const mutated = pick
      .map(([a, key, value]) => {
        const out = structuredClone(a) as Record<string, unknown>;
        if ((key === 'x' || key === 'y') && out.to && typeof out.to === 'object') (out.to as Record<string, unknown>)[key] = value;
        else out[key] = value;
        return out;
      });
    let vouched = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: mutated, weight: 4 }, { arbitrary: fc.anything(), weight: 1 }), (a) => {
        if (!wellFormedOWAction(a)) return;
        vouched++;
        expect(owActionSchema.safeParse(a).success, JSON.stringify(a)).toBe(true);
      }),
      { numRuns: 5000 },
    );
    // Not vacuous: many of the mutants are still good actions (a new spot, another fighter).
    expect(vouched).toBeGreaterThan(250);
  });
});
