// Bad match files whose fields or actions have the wrong shape (checked with zod after the game
// system and scenario are known).
import { actionsThen, fp, ow, setAction, v1, without } from './bases';
import type { Fixture } from './types';

const OW = 'oldwest' as const;
const FP = 'firepower' as const;
const long = (n: number, c = 'x') => c.repeat(n);
/** Firepower lists its action types in the message; the list grows with the rules. */
const FP_NOT_AN_ACTION = (n: number, type: string) => `^action ${n}: type '${type}' is not one of 'drawChip', 'startImpulse', 'enter', .*'melee'$`;
const shape = (file: string, system: typeof OW | typeof FP, message: string, body: object): Fixture => ({ file, system, code: 'shape', message, body });

const envelope: Fixture[] = [
  shape('ow-no-id.wartable.json', OW, 'id: missing, expected a string', without(ow(), 'id')),
  shape('fp-empty-id.wartable.json', FP, 'id: must not be empty', fp({ id: '' })),
  shape('ow-long-id.wartable.json', OW, 'id: must be at most 64 characters long', ow({ id: long(65) })),
  shape('fp-number-id.wartable.json', FP, 'id: expected a string, got the number 5', fp({ id: 5 })),
  shape('ow-one-player.wartable.json', OW, 'players: must have at least 2 items', ow({ players: ['Anna'] })),
  shape('fp-three-players.wartable.json', FP, 'players: must have at most 2 items', fp({ players: ['Anna', 'Boris', 'Clara'] })),
  shape('fp-blank-player.wartable.json', FP, 'players[1]: must not be blank', fp({ players: ['Anna', '   '] })),
  shape('ow-empty-player.wartable.json', OW, 'players[0]: must not be empty', ow({ players: ['', 'Boris'] })),
  shape('fp-long-player.wartable.json', FP, 'players[0]: must be at most 40 characters long', fp({ players: [long(41, 'A'), 'Boris'] })),
  shape('ow-no-players.wartable.json', OW, 'players: missing, expected a list', without(ow(), 'players')),
  shape('ow-player-number.wartable.json', OW, 'players[1]: expected a string, got the number 2', ow({ players: ['Anna', 2] })),
  shape('ow-fraction-seed.wartable.json', OW, 'seed: expected a whole number', ow({ seed: 1.5 })),
  shape('ow-text-seed.wartable.json', OW, "seed: expected a number, got the text '1881'", ow({ seed: '1881' })),
  shape('fp-no-seed.wartable.json', FP, 'seed: missing, expected a number', without(fp(), 'seed')),
  shape('ow-actions-object.wartable.json', OW, 'actions: expected a list, got an object', ow({ actions: { 1: { type: 'rollDrop' } } })),
  shape('fp-no-actions.wartable.json', FP, 'actions: missing, expected a list', without(fp(), 'actions')),
  shape('ow-created-text.wartable.json', OW, "createdAt: expected a number, got the text 'yesterday'", ow({ createdAt: 'yesterday' })),
  shape('fp-no-updated.wartable.json', FP, 'updatedAt: missing, expected a number', without(fp(), 'updatedAt')),
  shape('ow-long-name.wartable.json', OW, 'name: must be at most 100 characters long', ow({ name: long(101, 'n') })),
  shape('fp-name-number.wartable.json', FP, 'name: expected a string, got the number 12', fp({ name: 12 })),
  shape('ow-options-list.wartable.json', OW, 'options: expected an object, got a list', ow({ options: [] })),
  shape('fp-options-text.wartable.json', FP, "options: expected an object, got the text 'fast'", fp({ options: 'fast' })),
  shape('ow-bookmark-past-end.wartable.json', OW, 'bookmark 1 points past the last action', ow({ bookmarks: [{ action: 13, label: 'later' }] })),
  shape('fp-bookmark-negative.wartable.json', FP, 'bookmarks[0].action: must be at least 0', fp({ bookmarks: [{ action: -1, label: 'before' }] })),
  shape('ow-bookmark-long-label.wartable.json', OW, 'bookmarks[0].label: must be at most 100 characters long', ow({ bookmarks: [{ action: 2, label: long(101, 'b') }] })),
  shape('fp-no-bookmarks.wartable.json', FP, 'bookmarks: missing, expected a list', without(fp(), 'bookmarks')),
  shape('fp-second-bookmark-past-end.wartable.json', FP, 'bookmark 2 points past the last action', fp({ bookmarks: [{ action: 2, label: 'ok' }, { action: 9, label: 'late' }] })),
  shape('ow-scenario-number.wartable.json', OW, 'scenarioId: expected a string, got the number 3', ow({ scenarioId: 3 })),
  shape('ow-v1-text-seed.wartable.json', OW, "seed: expected a number, got the text 'abc'", v1(ow({ seed: 'abc' }))),
  shape('fp-two-problems.wartable.json', FP, "seed: expected a number, got the text 'x' (and 1 more problem)", fp({ seed: 'x', createdAt: 'y' })),
];

const owActions: Fixture[] = [
  shape('ow-action-teleport.wartable.json', OW, "action 3: type 'teleport' is not an action", setAction(ow(), 3, { type: 'teleport' })),
  shape('ow-action-no-type.wartable.json', OW, 'action 1: type is missing', setAction(ow(), 1, {})),
  shape('ow-action-string.wartable.json', OW, "action 1: expected an object, got the text 'rollDrop'", setAction(ow(), 1, 'rollDrop')),
  shape('ow-action-null.wartable.json', OW, 'action 2: expected an object, got null', setAction(ow(), 2, null)),
  shape('ow-move-no-to.wartable.json', OW, 'action 4, to: missing, expected an object', setAction(ow(), 4, { type: 'move', fighterId: '0:cole' })),
  shape('ow-move-text-x.wartable.json', OW, "action 4, to.x: expected a number, got the text '10'", setAction(ow(), 4, { type: 'move', fighterId: '0:cole', to: { x: '10', y: 21 } })),
  shape('ow-move-far-x.wartable.json', OW, 'action 4, to.x: must be at most 1000', setAction(ow(), 4, { type: 'move', fighterId: '0:cole', to: { x: 5000, y: 21 } })),
  shape('ow-move-extra-field.wartable.json', OW, "action 4: unexpected field 'speed'", setAction(ow(), 4, { type: 'move', fighterId: '0:cole', to: { x: 10, y: 21 }, speed: 12 })),
  shape('ow-move-empty-fighter.wartable.json', OW, 'action 4, fighterId: must not be empty', setAction(ow(), 4, { type: 'move', fighterId: '', to: { x: 10, y: 21 } })),
  shape('ow-fame-21.wartable.json', OW, 'action 13, points: must be at most 20', actionsThen(ow(), 12, { type: 'fame', points: 21 })),
  shape('ow-fame-negative.wartable.json', OW, 'action 13, points: must be at least 0', actionsThen(ow(), 12, { type: 'fame', points: -1 })),
  shape('ow-fortune-text.wartable.json', OW, "action 13, use: expected true or false, got the text 'yes'", actionsThen(ow(), 12, { type: 'fortune', use: 'yes' })),
  shape('ow-heroics-13-heroes.wartable.json', OW, 'action 2, heroIds: must have at most 12 items', setAction(ow(), 2, { type: 'declareHeroics', heroIds: Array.from({ length: 13 }, () => '0:cole') })),
  shape('ow-shoot-no-target.wartable.json', OW, 'action 13, targetId: missing, expected a string', actionsThen(ow(), 12, { type: 'shoot', fighterId: '0:bell' })),
  shape('ow-v1-action-jump.wartable.json', OW, "action 5: type 'jump' is not an action", setAction(v1(ow()), 5, { type: 'jump', fighterId: '0:bell' })),
  // Every action's shape is checked before any unit or rule: the bad shape at 5 is named, not the unit at 2.
  shape('ow-unknown-unit-then-bad-shape.wartable.json', OW, "action 5: type 'fly' is not an action", setAction(setAction(ow(), 2, { type: 'declareHeroics', heroIds: ['0:ghost'] }), 5, { type: 'fly' })),
];

const fpActions: Fixture[] = [
  { file: 'fp-action-fly.wartable.json', system: FP, code: 'shape', pattern: FP_NOT_AN_ACTION(3, 'fly'), body: setAction(fp(), 3, { type: 'fly', soldierId: 'blue-leader' }) },
  shape('fp-action-no-type.wartable.json', FP, 'action 1: type is missing', setAction(fp(), 1, { soldierId: 'blue-leader' })),
  shape('fp-action-number.wartable.json', FP, 'action 7: expected an object, got the number 7', setAction(fp(), 7, 7)),
  shape('fp-enter-fraction.wartable.json', FP, 'action 3, to.q: expected a whole number', setAction(fp(), 3, { type: 'enter', soldierId: 'blue-leader', to: { q: -4.5, r: 13 } })),
  shape('fp-enter-far-hex.wartable.json', FP, 'action 3, to.r: must be at most 1000', setAction(fp(), 3, { type: 'enter', soldierId: 'blue-leader', to: { q: -5, r: 1300 } })),
  shape('fp-turn-facing-6.wartable.json', FP, 'action 8, facing: expected a hexside from 0 to 5, got 6', actionsThen(fp(), 7, { type: 'turn', soldierId: 'blue-lmg', facing: 6 })),
  shape('fp-posture-kneeling.wartable.json', FP, "action 8, posture: expected one of 'standing', 'crouching', 'prone', got 'kneeling'", actionsThen(fp(), 7, { type: 'posture', soldierId: 'blue-lmg', posture: 'kneeling' })),
  shape('fp-fire-mode-burst.wartable.json', FP, "action 8, mode: expected one of 'auto', 'semi', got 'burst'", actionsThen(fp(), 7, { type: 'fire', soldierId: 'blue-lmg', targetHex: { q: 0, r: 5 }, mode: 'burst', shots: [{ targetId: 'red-lmg', count: 1 }] })),
  shape('fp-fire-no-shots.wartable.json', FP, 'action 8, shots: must have at least 1 items', actionsThen(fp(), 7, { type: 'fire', soldierId: 'blue-lmg', targetHex: { q: 0, r: 5 }, mode: 'auto', shots: [] })),
  shape('fp-fire-no-hex.wartable.json', FP, 'action 8, targetHex: missing, expected an object', actionsThen(fp(), 7, { type: 'fire', soldierId: 'blue-lmg', mode: 'auto', shots: [{ targetId: 'red-lmg', count: 1 }] })),
  shape('fp-fire-13-shots.wartable.json', FP, 'action 8, shots[0].count: must be at most 12', actionsThen(fp(), 7, { type: 'fire', soldierId: 'blue-lmg', targetHex: { q: 0, r: 5 }, mode: 'semi', shots: [{ targetId: 'red-lmg', count: 13 }] })),
  shape('fp-impulse-nobody.wartable.json', FP, 'action 2, soldierIds: must have at least 1 items', setAction(fp(), 2, { type: 'startImpulse', soldierIds: [] })),
  shape('fp-enter-empty-soldier.wartable.json', FP, 'action 3, soldierId: must not be empty', setAction(fp(), 3, { type: 'enter', soldierId: '', to: { q: -5, r: 13 } })),
  shape('fp-melee-extra-field.wartable.json', FP, "action 8: unexpected field 'bayonets'", actionsThen(fp(), 7, { type: 'melee', soldierIds: ['blue-lmg'], targetHex: { q: 0, r: 5 }, bayonets: true })),
  shape('fp-grenade-vertex-up.wartable.json', FP, "action 8, vertex: expected one of 'left', 'right', got 'up'", actionsThen(fp(), 7, { type: 'grenade', soldierId: 'blue-lmg', targetHex: { q: 0, r: 5 }, vertex: 'up' })),
  { file: 'fp-v1-action-fly.wartable.json', system: FP, code: 'shape', pattern: FP_NOT_AN_ACTION(2, 'fly'), body: setAction(v1(fp()), 2, { type: 'fly' }) },
];

export const SHAPES: Fixture[] = [...envelope, ...owActions, ...fpActions];
