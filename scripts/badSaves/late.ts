// Bad match files of the right shape that still cannot be played: options that cannot set the
// match up, actions naming units the match does not have, and actions the rules refuse.
import { actionsThen, fp, ow, setAction, v1 } from './bases';
import type { Fixture } from './types';

const OW = 'oldwest' as const;
const FP = 'firepower' as const;
type Sys = typeof OW | typeof FP;
const unit = (file: string, system: Sys, action: number, id: string, body: object): Fixture => ({
  file, system, code: 'unknownUnit', message: `action ${action} names the unit '${id}', which is not in this match`, body,
});
const refused = (file: string, system: Sys, action: number, why: string, body: object): Fixture => ({
  file, system, code: 'refused', message: `action ${action} was refused by the rules: ${why}`, body,
});

const ROSTERS = [
  { posseId: 'law', name: { en: 'Law', ru: 'Закон' }, color: 0x3366cc, fighters: [{ id: 'sam', name: 'Sam', type: 'sheriff', weapon: 'sixgun', leader: true }] },
  { posseId: 'gang', name: { en: 'Gang', ru: 'Банда' }, color: 0xcc3333, fighters: [{ id: 'jed', name: 'Jed', type: 'desperado', weapon: 'sixgun', leader: true }] },
];

const setup: Fixture[] = [
  { file: 'ow-rosters-text.wartable.json', system: OW, code: 'badSetup', message: "the match could not be set up: The match options are not valid: options.rosters: expected a list, got the text 'mine'", body: ow({ options: { rosters: 'mine' } }) },
  { file: 'ow-roster-unknown-profile.wartable.json', system: OW, code: 'badSetup', message: "the match could not be set up: The match options are not valid: options.rosters[1].fighters[0].type: unknown profile 'dragon'", body: ow({ scenarioId: 'red-gulch', actions: [], options: { rosters: [ROSTERS[0], { ...ROSTERS[1], fighters: [{ id: 'jed', name: 'Jed', type: 'dragon', weapon: 'sixgun' }] }] } }) },
  { file: 'ow-roster-blank-name.wartable.json', system: OW, code: 'badSetup', message: 'the match could not be set up: The match options are not valid: options.rosters[0].fighters[0].name: must not be blank', body: ow({ scenarioId: 'red-gulch', actions: [], options: { rosters: [{ ...ROSTERS[0], fighters: [{ id: 'sam', name: ' ', type: 'sheriff', weapon: 'sixgun' }] }, ROSTERS[1]] } }) },
  { file: 'fp-posture-option.wartable.json', system: FP, code: 'badSetup', pattern: "^the match could not be set up: .*'fast'", body: fp({ options: { postureRule: 'fast' } }) },
];

const units: Fixture[] = [
  unit('ow-move-ghost.wartable.json', OW, 4, '0:ghost', setAction(ow(), 4, { type: 'move', fighterId: '0:ghost', to: { x: 10, y: 21 } })),
  unit('ow-move-without-side.wartable.json', OW, 4, 'cole', setAction(ow(), 4, { type: 'move', fighterId: 'cole', to: { x: 10, y: 21 } })),
  unit('ow-move-red-gulch-fighter.wartable.json', OW, 4, '0:harlan', setAction(ow(), 4, { type: 'move', fighterId: '0:harlan', to: { x: 10, y: 21 } })),
  unit('ow-hero-unknown.wartable.json', OW, 2, '0:wyatt', setAction(ow(), 2, { type: 'declareHeroics', heroIds: ['0:cole', '0:wyatt'] })),
  unit('ow-charge-nobody.wartable.json', OW, 13, '1:nobody', actionsThen(ow(), 12, { type: 'charge', fighterId: '0:cole', targetId: '1:nobody' })),
  unit('ow-shoot-ghost-mount.wartable.json', OW, 13, '1:ghost', actionsThen(ow(), 12, { type: 'shoot', fighterId: '0:bell', targetId: '1:ghost~mount' })),
  unit('ow-strike-unknown.wartable.json', OW, 13, '1:snake', actionsThen(ow(), 12, { type: 'strike', targetId: '1:snake' })),
  unit('ow-mount-unknown.wartable.json', OW, 13, '0:pike', actionsThen(ow(), 12, { type: 'mount', fighterId: '0:pike' })),
  unit('ow-roster-scenario-fighter.wartable.json', OW, 2, '0:cole', ow({ scenarioId: 'red-gulch', options: { rosters: ROSTERS }, actions: [{ type: 'rollDrop' }, { type: 'move', fighterId: '0:cole', to: { x: 18, y: 30 } }] })),
  unit('ow-v1-move-ghost.wartable.json', OW, 10, '1:ghost', setAction(v1(ow()), 10, { type: 'move', fighterId: '1:ghost', to: { x: 15, y: 10 } })),
  // Units are checked before the rules: the ghost at 13 is named, not the refused move at 4.
  unit('ow-refused-then-ghost.wartable.json', OW, 13, '0:ghost', actionsThen(setAction(ow(), 4, { type: 'move', fighterId: '1:kane', to: { x: 20, y: 15 } }), 12, { type: 'move', fighterId: '0:ghost', to: { x: 1, y: 1 } })),
  unit('fp-enter-sniper.wartable.json', FP, 3, 'blue-sniper', setAction(fp(), 3, { type: 'enter', soldierId: 'blue-sniper', to: { q: -5, r: 13 } })),
  unit('fp-impulse-green.wartable.json', FP, 2, 'green-1', setAction(fp(), 2, { type: 'startImpulse', soldierIds: ['blue-leader', 'green-1'] })),
  unit('fp-fire-at-ghost.wartable.json', FP, 8, 'red-ghost', actionsThen(fp(), 7, { type: 'fire', soldierId: 'blue-lmg', targetHex: { q: 0, r: 5 }, mode: 'auto', shots: [{ targetId: 'red-ghost', count: 1 }] })),
  unit('fp-melee-unknown.wartable.json', FP, 8, 'blue-medic', actionsThen(fp(), 7, { type: 'melee', soldierIds: ['blue-lmg', 'blue-medic'], targetHex: { q: 0, r: 5 } })),
  unit('fp-hill-soldier-in-meeting.wartable.json', FP, 2, 'red-rifle-3', setAction(fp(), 2, { type: 'startImpulse', soldierIds: ['red-rifle-3'] })),
  unit('fp-capital-id.wartable.json', FP, 3, 'Blue-Leader', setAction(fp(), 3, { type: 'enter', soldierId: 'Blue-Leader', to: { q: -5, r: 13 } })),
  unit('fp-turn-unknown.wartable.json', FP, 8, 'blue-rifle-9', actionsThen(fp(), 7, { type: 'turn', soldierId: 'blue-rifle-9', facing: 1 })),
  unit('fp-grenade-unknown.wartable.json', FP, 8, 'blue-grenadier', actionsThen(fp(), 7, { type: 'grenade', soldierId: 'blue-grenadier', targetHex: { q: 0, r: 5 } })),
  unit('fp-v1-posture-unknown.wartable.json', FP, 5, 'red-sniper', setAction(v1(fp()), 5, { type: 'posture', soldierId: 'red-sniper', posture: 'prone' })),
  unit('fp-markup-id.wartable.json', FP, 3, '<b>boss</b>', setAction(fp(), 3, { type: 'enter', soldierId: '<b>boss</b>', to: { q: -5, r: 13 } })),
];

const rules: Fixture[] = [
  refused('ow-move-before-drop.wartable.json', OW, 1, 'It is not the Move phase.', setAction(ow(), 1, { type: 'move', fighterId: '0:cole', to: { x: 10, y: 21 } })),
  refused('ow-two-drops.wartable.json', OW, 2, 'Anna must first declare heroic actions (or none).', setAction(ow(), 2, { type: 'rollDrop' })),
  refused('ow-wrong-side-moves.wartable.json', OW, 4, "It is Anna's move.", setAction(ow(), 4, { type: 'move', fighterId: '1:kane', to: { x: 20, y: 15 } })),
  refused('ow-move-too-far.wartable.json', OW, 4, 'That is further than the move left.', setAction(ow(), 4, { type: 'move', fighterId: '0:cole', to: { x: 10, y: 5 } })),
  refused('ow-move-off-table.wartable.json', OW, 4, 'That spot is off the table.', setAction(ow(), 4, { type: 'move', fighterId: '0:cole', to: { x: -5, y: 21 } })),
  refused('ow-shoot-in-move-phase.wartable.json', OW, 4, 'It is not the Shoot phase.', setAction(ow(), 4, { type: 'shoot', fighterId: '0:cole', targetId: '1:kane' })),
  refused('ow-fame-not-asked.wartable.json', OW, 13, 'That is not asked for now.', actionsThen(ow(), 12, { type: 'fame', points: 1 })),
  refused('ow-charge-friend.wartable.json', OW, 4, 'Sheriff Wyatt Cole cannot charge Jim Bell: Only a living enemy can be charged.', setAction(ow(), 4, { type: 'charge', fighterId: '0:cole', targetId: '0:bell' })),
  refused('ow-strike-no-fight.wartable.json', OW, 13, 'That is not asked for now.', actionsThen(ow(), 12, { type: 'strike', targetId: '1:kane' })),
  refused('ow-v1-heroics-twice.wartable.json', OW, 4, 'That is not asked for now.', setAction(v1(ow()), 4, { type: 'declareHeroics', heroIds: ['0:cole'] })),
  refused('fp-enter-before-chip.wartable.json', FP, 1, 'Sgt. Harris is not acting in this impulse.', setAction(fp(), 1, { type: 'enter', soldierId: 'blue-leader', to: { q: -5, r: 13 } })),
  refused('fp-two-chips.wartable.json', FP, 2, 'A chip is drawn only between impulse phases.', setAction(fp(), 2, { type: 'drawChip' })),
  refused('fp-end-before-chip.wartable.json', FP, 1, 'No impulse phase is under way.', setAction(fp(), 1, { type: 'endImpulse' })),
  refused('fp-enemy-impulse.wartable.json', FP, 2, 'Sgt. Orlov cannot act in this impulse.', setAction(fp(), 2, { type: 'startImpulse', soldierIds: ['red-leader'] })),
  refused('fp-enter-two-hexes.wartable.json', FP, 3, 'Sgt. Harris enters hexes only through his front hexside: turn first.', setAction(fp(), 3, { type: 'enter', soldierId: 'blue-leader', to: { q: -3, r: 13 } })),
  refused('fp-fire-at-friend.wartable.json', FP, 8, 'There is no enemy in that hex.', actionsThen(fp(), 7, { type: 'fire', soldierId: 'blue-lmg', targetHex: { q: -3, r: 13 }, mode: 'auto', shots: [{ targetId: 'blue-leader', count: 1 }] })),
  refused('fp-turn-outside-impulse.wartable.json', FP, 8, 'Sgt. Harris is not acting in this impulse.', actionsThen(fp(), 7, { type: 'turn', soldierId: 'blue-leader', facing: 2 })),
  refused('fp-v1-enter-twice.wartable.json', FP, 4, 'Sgt. Harris enters hexes only through his front hexside: turn first.', setAction(v1(fp()), 4, { type: 'enter', soldierId: 'blue-leader', to: { q: -5, r: 13 } })),
];

export const LATE: Fixture[] = [...setup, ...units, ...rules];
