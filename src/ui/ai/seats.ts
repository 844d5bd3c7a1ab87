// Who plays each side when the computer plays one or both (the record's `computer`), and what
// follows from it: whom the computer answers for now, the seed of its choice, and how many
// actions one Undo press takes back. Pure: the driver (./useComputer.ts) and the tests use it.
import { stateAt, type Checkpoints } from '../../core/history';
import { personSide, type ComputerLevel, type ComputerSeats } from '../../core/match';
import { actionBy, type Ruleset, type Side } from '../../core/ruleset';

type Rules = Ruleset<unknown, unknown, unknown>;

export const COMPUTER_LEVELS: readonly ComputerLevel[] = ['easy', 'normal', 'hard'];

/** True when the computer plays at least one side. */
export const hasComputer = (seats: ComputerSeats | null | undefined): seats is ComputerSeats => !!seats && (seats[0] !== null || seats[1] !== null);


/** The side the computer must answer for now, with its level, or null when it has nothing to do. */
export function computerToAct(rules: Pick<Rules, 'actors' | 'isOver'>, state: unknown, seats: ComputerSeats | null | undefined): { side: Side; level: ComputerLevel } | null {
  if (!hasComputer(seats) || state === null || rules.isOver(state)) return null;
  for (const side of rules.actors(state)) {
    const level = seats[side];
    if (level) return { side, level };
  }
  return null;
}

/**
 * Whom the screen asks a secret choice of (a Ronin split, an Old West Fame bid) among the players
 * asked now: the player whose view it shows, when asked. Against the computer nobody else: the
 * person waits for the computer's choice and is never shown its question (nor a computer's own
 * when it plays both sides). In hot-seat the first player asked: the hand-off curtain covers the
 * screen until the device is handed to them.
 */
export function secretAsker(asked: readonly Side[], viewer: Side, seats: ComputerSeats | null | undefined): Side | null {
  if (hasComputer(seats)) return asked.includes(viewer) && seats[viewer] === null ? viewer : null;
  return asked.includes(viewer) ? viewer : asked[0] ?? null;
}

/** True when every player asked now is the computer: a person's action must wait. */
export function onlyComputerActs(rules: Pick<Rules, 'actors' | 'isOver'>, state: unknown, seats: ComputerSeats | null | undefined): boolean {
  if (!hasComputer(seats) || state === null || rules.isOver(state)) return false;
  const actors = rules.actors(state);
  return actors.length > 0 && actors.every((side) => seats[side] !== null);
}

/** The seed of the computer's choice after `done` actions: the same match asks the same question the same way. */
export function choiceSeed(matchSeed: number, done: number): number {
  return (Math.imul(matchSeed ^ 0x5bd1e995, 0x27d4eb2d) + Math.imul(done + 1, 0x9e3779b1)) >>> 0;
}

/**
 * How many actions one Undo press takes back: the computer's moves since the person's last action
 * and that action too; 0 when the person has made none yet. Null when no person plays the
 * computer (two people, or the computer on both sides): then Undo takes back one action.
 */
export function undoSpan(rules: Rules, history: Checkpoints<unknown>, actions: readonly unknown[], seats: ComputerSeats | null | undefined): number | null {
  const person = personSide(seats);
  if (person === null) return null;
  for (let i = actions.length - 1; i >= 0; i--) {
    const by = actionBy(actions[i]) ?? rules.actors(stateAt(rules, history, actions, i))[0] ?? null;
    if (by === person) return actions.length - i;
  }
  return 0;
}
