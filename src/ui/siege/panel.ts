// What the siege screen shows around the board: the magic question (over the board), the
// selected piece's buttons, the roster rows, End turn and the odds. Every answer is an action the
// rules list as legal; the odds are the rules' own preview.
import type { Preview } from '../../core/ruleset';
import type { Lang } from '../../i18n';
import { siege } from '../../rules/siege';
import { levelAt } from '../../rules/siege/castle';
import { moveCost } from '../../rules/siege/movement';
import type { Aim, SgAction, SgState } from '../../rules/siege/types';
import { useUi } from '../../store/uiStore';
import type { ActionButton, TargetOption } from '../panels/ActionBar';
import type { HudAction } from '../panels/Hud';
import type { Question } from '../panels/QuestionPrompt';
import type { UnitRow } from '../panels/UnitList';
import { fireAction } from './aiming';
import { act, endTurn, mine, planTo } from './controller';
import type { IconName } from './icons';
import { unitName } from './names';
import { sg } from './strings';

/** The question over the board: the Defender's magic die. */
export function questionOf(s: SgState, lang: Lang): Question | null {
  if (s.phase !== 'magic') return null;
  return {
    prompt: sg(lang, 'prompt.magic', { player: s.players[s.active] }),
    options: [{ id: 'cast-magic', label: sg(lang, 'act.magic'), onPick: () => act({ type: 'castMagic' }) }],
  };
}

export interface Bar {
  actions: ActionButton[];
  /** Each action's picture, by its id. */
  icons: Record<string, IconName>;
  targets: TargetOption[];
  hint: string | null;
}

/** The selected piece's buttons in the maneuver: Move here, Try the gate, Fight. */
export function barOf(s: SgState, lang: Lang, selectedId: string | null, aimId: string | null, moveTo: { x: number; y: number } | null): Bar {
  if (s.phase !== 'maneuver') return { actions: [], icons: {}, targets: [], hint: null };
  const u = mine(s, selectedId);
  if (!u) return { actions: [], icons: {}, targets: [], hint: sg(lang, 'prompt.select') };
  const actions: ActionButton[] = [];
  const icons: Record<string, IconName> = { 'try-gate': 'gate', fight: 'fight' };
  const targets: TargetOption[] = [];
  if (moveTo && !u.moved) {
    const plan = planTo(lang, s, u, moveTo);
    icons['move-here'] = plan.ok && moveCost(s, u, moveTo).climb > 0 ? 'climb' : 'feet';
    actions.push({ id: 'move-here', label: plan.label, disabled: !plan.ok, onClick: () => act({ type: 'move', unit: u.id, x: moveTo.x, y: moveTo.y }) });
  }
  for (const a of siege.legalActions(s)) {
    if (a.type === 'tryGate' && a.warrior === u.id) actions.push({ id: 'try-gate', label: sg(lang, 'act.gate'), disabled: false, onClick: () => act(a) });
    if (a.type === 'melee' && a.warrior === u.id) {
      // First pick the enemy (the odds show), then fight.
      targets.push({ id: `aim-${a.target}`, label: sg(lang, 'act.aimFight', { target: unitName(lang, a.target) }), onPick: () => useUi.getState().aim(a.target) });
      if (aimId === a.target) actions.unshift({ id: 'fight', label: sg(lang, 'act.fight', { target: unitName(lang, a.target) }), disabled: false, onClick: () => act(a) });
    }
  }
  const hint = !u.moved && !moveTo ? sg(lang, 'prompt.moveSpot', { unit: unitName(lang, u.id) }) : null;
  return { actions, icons, targets, hint };
}

/** The HUD's turn button: End turn, asking first while a piece could still move. */
export function hudActions(s: SgState, lang: Lang): HudAction[] {
  if (s.phase !== 'maneuver') return [];
  return [{ id: 'end', label: sg(lang, 'act.end'), onClick: () => endTurn(s), primary: true }];
}

export function unitRows(s: SgState, lang: Lang, selectedId: string | null, colors: readonly [string, string]): UnitRow[] {
  return s.units.map((u) => {
    const notes = [sg(lang, u.kind === 'cannon' ? 'unit.cannon' : 'unit.warrior')];
    if (!u.alive) notes.push(sg(lang, 'unit.gone'));
    else if (levelAt(s, u) > 0) notes.push(sg(lang, 'unit.tower'));
    if (u.marks > 0) notes.push(sg(lang, 'unit.marks', { n: u.marks }));
    const mineNow = s.phase === 'maneuver' && u.side === s.active && u.alive;
    return {
      id: u.id, name: unitName(lang, u.id), side: u.side, color: colors[u.side],
      status: notes.join(' · '),
      detail: mineNow ? sg(lang, u.moved ? 'unit.moved' : 'unit.ready') : '',
      selectable: u.alive,
      selected: u.id === selectedId,
    };
  });
}

/** The odds shown now: the aimed shot, the chosen fight, the magic die, or the gate traps. */
export function oddsOf(s: SgState, selectedId: string | null, aimId: string | null, aim: Aim | null, power: number | null): Preview | null {
  if (s.phase === 'magic') return siege.preview(s, { type: 'castMagic' });
  if (s.phase === 'shoot') {
    const fire = fireAction(s, aim, power);
    return fire ? siege.preview(s, fire) : null;
  }
  const u = mine(s, selectedId);
  if (!u) return null;
  const legal = siege.legalActions(s);
  const fight = aimId ? legal.find((a): a is Extract<SgAction, { type: 'melee' }> => a.type === 'melee' && a.warrior === u.id && a.target === aimId) : undefined;
  if (fight) return siege.preview(s, fight);
  const gate = legal.find((a) => a.type === 'tryGate' && a.warrior === u.id);
  return gate ? siege.preview(s, gate) : null;
}
