// Why close combat refuses something: a code (the keys below) and its details, worded here in
// English for a RuleError's message; the screens word the same codes in both languages.
import { RuleError, type RefusalParams } from '../../../core/ruleset';
import { fill } from '../../../i18n/words';

export const RK_COMBAT_REASONS_EN = {
  notCombatPhase: 'Close combat is fought in the combat phase.',
  noSuchCombat: "There is no combat '{combat}'.",
  combatFought: 'That combat has been fought this phase.',
  combatUnderWay: 'Another combat is being fought: finish it first.',
  combatNotAsked: 'That is not asked for now.',
  cannotChallenge: '{unit} ({who}) cannot issue a challenge: no enemy character or champion could accept it (RK-11).',
  cannotAccept: '{unit} ({who}) cannot accept: it must be a character or champion in a unit in base contact with the challenger or its unit (RK-12).',
  notRefusable: '{character} could not have accepted the challenge (RK-13).',
  badFallBack: 'Pick one of the {count} ways of falling back (RK-8).',
  noOverrun: '{unit} may not overrun: only a regiment that charged this turn and destroyed or routed every enemy it touched, without holding back from a pursuit (RK-GAP-6).',
  badFreeReform: '{unit} may reform by turning 90 degrees either way or about, or to another frontage of 3, 4, 5, 6 or 8 files (it is {files} wide), onto clear ground (RK-GAP-6).',
} as const;

export type RkCombatReason = keyof typeof RK_COMBAT_REASONS_EN;

const english = (code: RkCombatReason, params: RefusalParams): string => fill('en', RK_COMBAT_REASONS_EN[code], params);

export function refuseCombat(code: RkCombatReason, params: Record<string, string | number> = {}): never {
  throw new RuleError(code, params, english);
}
