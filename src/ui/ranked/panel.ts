// What the rank-and-flank screen shows around the board: the question the rules wait on (a rally
// test, a charge's reaction, the next combat, a challenge and its answer, the way to fall back,
// pursue or hold, a free move after No More Foes, a volley of the shooting phase) over the board, the
// selected regiment's moves grouped by kind for the dock, the charges it may declare, the HUD's
// end-of-phase button, the roster rows and the odds. Every answer is an action the rules list as
// legal; the odds are the rules' own preview.
import type { Chance, Preview } from '../../core/ruleset';
import type { Lang } from '../../i18n';
import { ranked } from '../../rules/ranked';
import { arcOf } from '../../rules/ranked/geometry/block';
import { ranksOf } from '../../rules/ranked/queries';
import { hitScore, shotsOf } from '../../rules/ranked/shooting';
import { halfPointsFor } from '../../rules/ranked/victory';
import type { CombatAction, RkAction, RkState } from '../../rules/ranked/types';
import { useUi } from '../../store/uiStore';
import type { TargetOption } from '../panels/ActionBar';
import type { HudAction } from '../panels/Hud';
import type { Question } from '../panels/QuestionPrompt';
import type { UnitRow } from '../panels/UnitList';
import { hasMoved, legalOf, ownSelected } from './boardView';
import { act } from './controller';
import { fighterName, regimentName } from './names';
import { rk, type RkKey } from './strings';

const option = (id: string, label: string, action: RkAction): TargetOption => ({ id, label, onPick: () => act(action) });

/** Each question option's words (rally, reactions, combat choices). */
export function choiceLabel(s: RkState, lang: Lang, a: RkAction): string {
  const name = (id: string) => regimentName(s, id, lang);
  switch (a.type) {
    case 'rally': return rk(lang, 'act.rally', { unit: name(a.unit) });
    case 'react': return rk(lang, `act.${a.reaction}`);
    case 'fightCombat': {
      const c = s.combats.find((x) => x.id === a.combat);
      return rk(lang, 'act.fight', { units: (c?.units ?? []).map(name).join(' — ') });
    }
    case 'challenge': return rk(lang, 'act.challenge', { fighter: fighterName(s, a, lang) });
    case 'noChallenge': return rk(lang, 'act.noChallenge');
    case 'accept': return rk(lang, 'act.accept', { fighter: fighterName(s, a, lang) });
    case 'refuse': return rk(lang, 'act.refuse');
    case 'pickRefused': {
      const unit = s.regiments.find((r) => r.characters.some((c) => c.id === a.character))?.id ?? '';
      return rk(lang, 'act.pickRefused', { fighter: fighterName(s, { unit, who: a.character }, lang) });
    }
    case 'fallBack': {
      const p = s.combats.find((x) => x.id === a.combat)?.pending;
      const one = p?.kind === 'fallBack' && p.options === 1;
      return one ? rk(lang, 'act.fallBackOne') : rk(lang, 'act.fallBack', { n: a.choice + 1 });
    }
    case 'shoot': {
      const r = s.regiments.find((x) => x.id === a.unit), t = s.regiments.find((x) => x.id === a.target);
      const need = r && t ? hitScore(r, t) ?? 0 : 0;
      return rk(lang, 'act.shoot', { unit: name(a.unit), target: name(a.target), shots: r ? shotsOf(r) : 0, need });
    }
    case 'pursue': return rk(lang, 'act.pursue');
    case 'restrain': return rk(lang, 'act.restrain');
    case 'overrun': return rk(lang, 'act.overrun');
    case 'stay': return rk(lang, 'act.stay');
    case 'freeReform':
      if (a.turn === 0) return rk(lang, 'act.refile', { files: a.files });
      return rk(lang, a.turn === 90 ? 'act.turnRight' : a.turn === 270 ? 'act.turnLeft' : 'act.turnAbout');
    default: return a.type;
  }
}

const actionId = (a: RkAction): string => Object.values(a).join('-');

/** The question over the board, or null when the player acts through the roster and the dock. */
export function questionOf(s: RkState, lang: Lang): Question | null {
  if (s.phase === 'over') return null;
  const legal = legalOf(s);
  const asked = legal.filter((a) => a.type !== 'endPhase');
  const options = asked.map((a) => option(actionId(a), choiceLabel(s, lang, a), a));
  const actor = ranked.actor(s);
  const player = actor === null ? '' : s.players[actor];
  if (s.phase === 'rally' && options.length) {
    const first = asked[0]!;
    return { prompt: rk(lang, 'prompt.rally', { player, unit: 'unit' in first ? regimentName(s, first.unit, lang) : '' }), options };
  }
  if (s.phase === 'react' && s.charge) {
    const c = s.charge;
    return { prompt: rk(lang, 'prompt.react', { player, charger: regimentName(s, c.charger, lang), target: regimentName(s, c.target, lang), arc: rk(lang, `arc.${c.side}`) }), options };
  }
  if (s.phase === 'shoot' && options.length) {
    return { prompt: rk(lang, 'prompt.shoot', { player }), options: [...options, option('endPhase', rk(lang, 'act.endShoot'), { type: 'endPhase' })] };
  }
  if (s.phase !== 'combat' || !options.length) return null;
  const first = asked[0] as CombatAction;
  const c = s.combats.find((x) => x.id === first.combat);
  const units = (c?.units ?? []).map((id) => regimentName(s, id, lang)).join(' — ');
  const p = c?.pending;
  if (!p) return { prompt: rk(lang, 'prompt.fight', { player }), options };
  if (p.kind === 'challenge') return { prompt: rk(lang, 'prompt.challenge', { player, units }), options };
  if (p.kind === 'accept') return { prompt: rk(lang, 'prompt.accept', { player, challenger: fighterName(s, p.challenger, lang) }), options };
  if (p.kind === 'fallBack') return { prompt: p.options === 1 ? rk(lang, 'prompt.fallBackOne', { player, units }) : rk(lang, 'prompt.fallBack', { player, units, n: p.options }), options };
  if (p.kind === 'pursue') return { prompt: rk(lang, 'prompt.pursue', { player, unit: regimentName(s, p.unit, lang), fleeing: regimentName(s, p.fleeing, lang) }), options };
  if (p.kind === 'victor') return { prompt: rk(lang, p.overrun ? 'prompt.victor' : 'prompt.victorNoOverrun', { player, unit: regimentName(s, p.unit, lang) }), options };
  return { prompt: rk(lang, 'prompt.pickRefused', { player }), options };
}

export type MoveKind = 'forward' | 'wheelLeft' | 'wheelRight' | 'reform' | 'march';
export const MOVE_KINDS: readonly MoveKind[] = ['forward', 'wheelLeft', 'wheelRight', 'reform', 'march'];

export function kindOf(a: RkAction): MoveKind | null {
  if (a.type === 'wheel') return a.dir === 'left' ? 'wheelLeft' : 'wheelRight';
  return a.type === 'forward' || a.type === 'reform' || a.type === 'march' ? a.type : null;
}

/** The selected regiment's legal moves by kind, each list in the rules' order (smallest first). */
export function movesOf(s: RkState, unit: string): Partial<Record<MoveKind, RkAction[]>> {
  const out: Partial<Record<MoveKind, RkAction[]>> = {};
  if (s.phase !== 'move') return out;
  for (const a of legalOf(s)) {
    const k = kindOf(a);
    if (k && 'unit' in a && a.unit === unit) (out[k] ??= []).push(a);
  }
  return out;
}

/** A reform's turn in words, by its degrees clockwise. */
const TURN_PLANS: Record<number, RkKey> = { 90: 'plan.turn90', 270: 'plan.turn270', 180: 'plan.turn180' };

/** A planned move in words ("wheel left 30°"). */
export function planLabel(lang: Lang, a: RkAction): string {
  if (a.type === 'forward' || a.type === 'march') return rk(lang, `plan.${a.type}`, { dist: +a.dist.toFixed(2) });
  if (a.type === 'wheel') return rk(lang, a.dir === 'left' ? 'plan.wheelLeft' : 'plan.wheelRight', { deg: a.deg });
  if (a.type === 'reform') return rk(lang, (a.turn && TURN_PLANS[a.turn]) || 'plan.reform', { files: a.files });
  return a.type;
}

/** The plan one step along its kind's legal list (clamped at the ends). */
export function stepPlan(list: readonly RkAction[], plan: RkAction, by: number): RkAction {
  const i = list.findIndex((a) => JSON.stringify(a) === JSON.stringify(plan));
  return list[Math.max(0, Math.min(list.length - 1, (i < 0 ? 0 : i) + by))]!;
}

/** A new kind picked: its largest move forward or march, its smallest wheel, its first reform. */
export function firstOf(kind: MoveKind, list: readonly RkAction[]): RkAction {
  return kind === 'forward' || kind === 'march' ? list[list.length - 1]! : list[0]!;
}

/** The selected regiment's charges (aim first: the path, the ghost and the odds show) and the hint. */
export function barOf(s: RkState, lang: Lang, selectedId: string | null): { targets: TargetOption[]; hint: string | null } {
  const r = ownSelected(s, selectedId);
  if (s.phase !== 'charge' && s.phase !== 'move') return { targets: [], hint: null };
  if (!r) return { targets: [], hint: rk(lang, 'prompt.select') };
  const targets: TargetOption[] = [];
  if (s.phase === 'charge') {
    for (const a of legalOf(s)) {
      if (a.type !== 'charge' || a.unit !== r.id) continue;
      const t = s.regiments.find((x) => x.id === a.target)!;
      const arc = rk(lang, `arc.${arcOf(t.block, r.block.front)}`);
      targets.push({ id: `aim-${a.target}`, label: rk(lang, 'act.aimCharge', { target: regimentName(s, a.target, lang), arc }), onPick: () => useUi.getState().aim(a.target) });
    }
    return { targets, hint: targets.length ? rk(lang, 'prompt.charge') : rk(lang, 'prompt.none', { unit: regimentName(s, r.id, lang) }) };
  }
  const any = Object.keys(movesOf(s, r.id)).length > 0;
  return { targets, hint: any ? rk(lang, 'prompt.move') : rk(lang, 'prompt.none', { unit: regimentName(s, r.id, lang) }) };
}

/** The HUD's button: end the phase, when the rules offer it and no question waits. */
export function hudActions(s: RkState, lang: Lang): HudAction[] {
  if (!legalOf(s).some((a) => a.type === 'endPhase')) return [];
  const key: RkKey = s.phase === 'charge' ? 'hud.endCharge' : s.phase === 'move' ? 'hud.endMove' : s.phase === 'combat' ? 'hud.endTurn' : 'hud.endPhase';
  return [{ id: 'endPhase', label: rk(lang, key), onClick: () => act({ type: 'endPhase' }), primary: true }];
}

export function unitRows(s: RkState, lang: Lang, selectedId: string | null, colors: readonly [string, string]): UnitRow[] {
  return s.regiments.map((r) => {
    const notes = [rk(lang, 'unit.models', { models: r.models, files: r.files, ranks: ranksOf(r) })];
    if (r.destroyed) notes.push(rk(lang, 'unit.destroyed'));
    else if (r.fleeing) notes.push(rk(lang, 'unit.fleeing'));
    else if (halfPointsFor(s.rules, r) > 0) notes.push(rk(lang, 'unit.half', { points: halfPointsFor(s.rules, r) }));
    if (s.combats.some((c) => c.units.includes(r.id))) notes.push(rk(lang, 'unit.combat'));
    const mine = r.side === s.active && !r.destroyed && (s.phase === 'charge' || s.phase === 'move');
    const state = mine ? rk(lang, r.charged ? 'unit.charged' : hasMoved(r) ? 'unit.moved' : 'unit.ready') : '';
    const chars = r.characters.filter((c) => c.wounds > 0).map((c) => c.name[lang]);
    return {
      id: r.id, name: regimentName(s, r.id, lang), side: r.side, color: colors[r.side],
      status: [...notes, ...chars].join(' · '),
      detail: [rk(lang, 'unit.profile', { ...r.profile }), state].filter(Boolean).join(' · '),
      selectable: !r.destroyed,
      selected: r.id === selectedId,
    };
  });
}

/**
 * The question's choices whose odds are worked out: all of a rally or a reaction; in close combat
 * (where one preview enumerates a whole round, seconds in a big combat) the first and the last
 * (a challenge and declining it, accepting and refusing; pursuing and holding; an overrun).
 */
export function pricedChoices(s: RkState): RkAction[] {
  // A free move's stay and reforms roll nothing: no odds (an overrun has them).
  const asked = legalOf(s).filter((a) => a.type !== 'endPhase' && a.type !== 'stay' && a.type !== 'freeReform');
  if (s.phase !== 'combat' || asked.length <= 2) return asked;
  return [asked[0]!, asked[asked.length - 1]!];
}

/** The odds shown now: the question's choices (each line marked with its choice's words), or the aimed charge. */
/** The actions whose odds the panel shows now (the choices asked, or the charge aimed), or null. */
export function oddsAsked(s: RkState, selectedId: string | null, aimId: string | null): RkAction[] | null {
  if (s.phase === 'rally' || s.phase === 'react' || s.phase === 'shoot' || s.phase === 'combat') {
    const asked = pricedChoices(s);
    return asked.length ? asked : null;
  }
  if (s.phase === 'charge' && selectedId && aimId) return [{ type: 'charge', unit: selectedId, target: aimId }];
  return null;
}

/** The panel's odds from the rules' previews of `asked` (one each, in order): a single choice as it is, several marked with their choice. */
export function oddsFrom(s: RkState, lang: Lang, asked: readonly RkAction[], previews: readonly (Preview | null)[]): Preview | null {
  if (asked.length === 1) return previews[0] ?? null;
  const chances: Chance[] = [];
  asked.forEach((a, i) => {
    for (const c of previews[i]?.chances ?? []) chances.push({ ...c, params: { ...c.params, choice: choiceLabel(s, lang, a) } });
  });
  return chances.length ? { title: 'choices', chances } : null;
}

/** The rules' preview of an action, or null when it has none (or gives up: too many ways to roll). */
export function previewOf(s: RkState, a: RkAction): Preview | null {
  try {
    return ranked.preview(s, a);
  } catch {
    return null;
  }
}

export function oddsOf(s: RkState, lang: Lang, selectedId: string | null, aimId: string | null): Preview | null {
  const asked = oddsAsked(s, selectedId, aimId);
  return asked ? oddsFrom(s, lang, asked, asked.map((a) => previewOf(s, a))) : null;
}
