// The Firepower odds panel's lines (FP-28..FP-42), each the chance of an outcome of the rules' own
// resolution of the action: every soldier a burst, a grenade or a melee can kill, stun or
// suppress (one's own included), where the grenade lands, who wins the melee.
import { hasFlag, settleLines, type OddsLine, type OutcomeTest, type Question, type Want } from '../../core/oddsLines';
import type { Preview } from '../../core/ruleset';
import { fpResolver, NO_CHOICE, type FPPolicy } from './resolver';
import type { FPAction, FPState, Side } from './types';

export type FPLine = OddsLine<FPState, FPAction, FPPolicy>;
type FPWant = Want<FPState, FPAction, FPPolicy>;
type FPQuestion = Question<FPState, FPAction, FPPolicy>;

const killed = (id: string): OutcomeTest<FPState> => (s, o) => s.soldiers[id]!.status === 'ok' && o.state.soldiers[id]!.status !== 'ok';
const stunned = (id: string): OutcomeTest<FPState> => (s, o) => !s.soldiers[id]!.stunned && !!o.state.soldiers[id]!.stunned && o.state.soldiers[id]!.status === 'ok';
const suppressed = (id: string): OutcomeTest<FPState> => (s, o) =>
  !s.soldiers[id]!.suppressed && !!o.state.soldiers[id]!.suppressed && o.state.soldiers[id]!.status === 'ok';

/** Killed, stunned and suppressed lines for each soldier standing; `main` ones show even at 0%. */
function harm(s: FPState, q: FPQuestion, side: Side, main: readonly string[], rules: { kill: string; stun: string; suppress: string }): FPWant[] {
  const wants: FPWant[] = [];
  for (const id of s.order) {
    const x = s.soldiers[id]!;
    if (x.status !== 'ok') continue;
    const own = x.side === side;
    const keepZero = main.includes(id);
    const params = { target: x.name };
    wants.push(
      { chance: { key: own ? 'fpOwnKilled' : 'fpKilled', rule: rules.kill, params }, question: q, test: killed(id), keepZero },
      { chance: { key: own ? 'fpOwnStunned' : 'fpStunned', rule: rules.stun, params }, question: q, test: stunned(id) },
      { chance: { key: own ? 'fpOwnSuppressed' : 'fpSuppressed', rule: rules.suppress, params }, question: q, test: suppressed(id) },
    );
  }
  return wants;
}

const settle = (wants: readonly FPWant[]) => settleLines(() => fpResolver(), wants);

/** Every line of the odds panel for `action`, with how each is checked; null when none applies. */
export function fpPreviewLines(s: FPState, action: FPAction): FPLine[] | null {
  try {
    const q: FPQuestion = { state: s, action, policy: NO_CHOICE };
    switch (action.type) {
      case 'fire': {
        const side = s.soldiers[action.soldierId]!.side;
        return settle(harm(s, q, side, action.shots.map((x) => x.targetId), { kill: 'FP-32', stun: 'FP-36', suppress: 'FP-37' }));
      }
      case 'grenade': {
        const side = s.soldiers[action.soldierId]!.side;
        const dud: OutcomeTest<FPState> = (_s, o) => o.flags.has('throw:dud') || o.flags.has('scatterDud');
        return settle([
          { chance: { key: 'fpThrowHex', rule: 'FP-33' }, question: q, test: hasFlag('throw:hit'), keepZero: true },
          { chance: { key: 'fpThrowScatter', rule: 'FP-34' }, question: q, test: (_s, o) => o.flags.has('throw:scatter') && !o.flags.has('scatterDud'), keepZero: true },
          { chance: { key: 'fpThrowDud', rule: 'FP-33' }, question: q, test: dud, keepZero: true },
          ...harm(s, q, side, [], { kill: 'FP-35', stun: 'FP-36', suppress: 'FP-36' }),
        ]);
      }
      case 'melee': {
        const side = s.soldiers[action.soldierIds[0]!]!.side;
        return settle([
          { chance: { key: 'fpMeleeWin', rule: 'FP-41', params: { attackers: new Set(action.soldierIds).size } }, question: q, test: hasFlag('meleeWon'), keepZero: true },
          ...harm(s, q, side, [], { kill: 'FP-41', stun: 'FP-36', suppress: 'FP-37' }),
        ]);
      }
      default:
        return null;
    }
  } catch {
    // The rules refuse the action here: there are no odds to show.
    return null;
  }
}

const TITLES: Partial<Record<FPAction['type'], string>> = { fire: 'fpShot', grenade: 'fpGrenade', melee: 'fpMelee' };

export function fpPreview(s: FPState, action: FPAction): Preview | null {
  const lines = fpPreviewLines(s, action);
  return lines ? { title: TITLES[action.type] ?? action.type, chances: lines.map((l) => l.chance) } : null;
}
