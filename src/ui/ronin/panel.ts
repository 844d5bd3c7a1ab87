// What the Ronin screen shows around the board: the question the rules wait on (over the board),
// the selected fighter's actions, the roster rows and the odds. Built from the view of the player
// the screen was handed to; every answer is an action the rules list as legal.
import type { Preview } from '../../core/ruleset';
import type { Lang } from '../../i18n';
import { ronin } from '../../rules/ronin';
import { statsOf } from '../../rules/ronin/profiles';
import { fighter, inContact, onTable } from '../../rules/ronin/queries';
import type { RoAction, RoState } from '../../rules/ronin/types';
import type { ActionButton, TargetOption } from '../panels/ActionBar';
import type { Question } from '../panels/QuestionPrompt';
import type { UnitRow } from '../panels/UnitList';
import { useUi } from '../../store/uiStore';
import { act, activatable, planTo } from './controller';
import { ro } from './strings';

const name = (s: RoState, id: string) => fighter(s, id).name;
const option = (id: string, label: string, action: RoAction): TargetOption => ({ id, label, onPick: () => act(action) });

/** The question over the board, or null when the player acts through the roster (Move, Action) or the split panel. */
export function questionOf(s: RoState, lang: Lang): Question | null {
  if (s.phase === 'over') return null;
  const legal = ronin.legalActions(s);
  if (s.phase === 'priority') return { prompt: ro(lang, 'prompt.priority', { turn: s.turn }), options: [option('roll-priority', ro(lang, 'act.rollPriority'), { type: 'rollPriority' })] };
  if (s.phase === 'fights') {
    const options = legal.map((a, i): TargetOption => a.type === 'formFight'
      ? option(`form-${i}`, ro(lang, 'fight.option', { one: name(s, a.one), many: a.many.map((id) => name(s, id)).join(', ') }), a)
      : option('fights-set', ro(lang, 'prompt.fightsSet'), a));
    return { prompt: ro(lang, 'prompt.fights', { player: s.players[s.priority] }), options };
  }
  if (s.phase !== 'combat') return null;
  const bout = s.bout;
  if (!bout) {
    const options = legal.flatMap((a) => (a.type === 'chooseFight' ? [option(`fight-${a.fight}`, ro(lang, 'fight.option', { one: name(s, s.fights[a.fight]!.one), many: s.fights[a.fight]!.many.map((id) => name(s, id)).join(', ') }), a)] : []));
    return { prompt: ro(lang, 'prompt.chooseFight', { player: s.players[s.active] }), options };
  }
  if (!bout.order.length) return null;
  if (bout.attack) {
    const a = bout.attack;
    if (a.defBoost === null) {
      const t = bout.tokens[a.at]!;
      return {
        prompt: ro(lang, 'prompt.defend', { fighter: name(s, a.at), attacker: name(s, a.by), defence: t.defence }),
        options: legal.flatMap((x) => (x.type === 'defend' ? [option(x.boost ? 'def-boost' : 'def-plain', ro(lang, x.boost ? 'act.defBoost' : 'act.defPlain'), x)] : [])),
      };
    }
    const label = (x: { boost: boolean; special: string }) => ro(lang, x.special === 'none' ? (x.boost ? 'strike.boost' : 'strike.plain') : x.special === 'disarm' ? (x.boost ? 'strike.boostDisarm' : 'strike.disarm') : (x.boost ? 'strike.boostGrapple' : 'strike.grapple'));
    return {
      prompt: ro(lang, 'prompt.strike', { fighter: name(s, a.by), target: name(s, a.at) }),
      options: legal.flatMap((x) => (x.type === 'strike' ? [option(`strike-${x.boost ? 'b' : 'p'}-${x.special}`, label(x), x)] : [])),
    };
  }
  const f = fighter(s, bout.order[bout.next % bout.order.length]!);
  const t = bout.tokens[f.id]!;
  return {
    prompt: ro(lang, 'prompt.act', { fighter: f.name, attack: t.attack, defence: t.defence }),
    options: legal.flatMap((x) => (x.type === 'attack' ? [option(`attack-${x.target}`, ro(lang, 'act.attack', { target: name(s, x.target) }), x)] : x.type === 'pass' ? [option('pass', ro(lang, 'act.pass'), x)] : [])),
  };
}

/** The selected fighter's buttons in the Move and Action phases. */
export function barOf(s: RoState, lang: Lang, selectedId: string | null, aimId: string | null, moveTo: { x: number; y: number } | null): { actions: ActionButton[]; targets: TargetOption[]; hint: string | null } {
  const f = activatable(s, selectedId);
  if (!f) return { actions: [], targets: [], hint: s.phase === 'move' || s.phase === 'action' ? ro(lang, 'prompt.select') : null };
  const actions: ActionButton[] = [];
  const targets: TargetOption[] = [];
  const legal = ronin.legalActions(s).filter((a) => 'fighter' in a && a.fighter === f.id);
  if (s.phase === 'move' && moveTo) {
    const plan = planTo(lang, s, f, moveTo);
    actions.push({ id: 'move-here', label: plan.label, disabled: !plan.ok, onClick: () => act({ type: 'move', fighter: f.id, x: moveTo.x, y: moveTo.y, run: plan.run }) });
  }
  for (const a of legal) {
    if (a.type === 'hold') actions.push({ id: 'hold', label: ro(lang, 'act.hold'), disabled: false, onClick: () => act(a) });
    if (a.type === 'reload') actions.push({ id: 'reload', label: ro(lang, 'act.reload'), disabled: false, onClick: () => act(a) });
    if (a.type === 'shoot') {
      // First aim (the line and the odds show), then fire.
      targets.push({ id: `shoot-${a.target}`, label: ro(lang, 'act.shoot', { target: name(s, a.target) }), onPick: () => useUi.getState().aim(a.target) });
      if (aimId === a.target) actions.unshift({ id: 'fire', label: ro(lang, 'act.fire', { target: name(s, a.target) }), disabled: false, onClick: () => act(a) });
    }
    if (a.type === 'move' && s.phase === 'move') {
      const foe = s.fighters.find((e) => e.side !== f.side && onTable(e) && inContact({ ...f, x: a.x, y: a.y }, e));
      if (foe) targets.push({ id: `contact-${foe.id}`, label: ro(lang, 'act.contact', { target: foe.name }), onPick: () => act(a) });
    }
  }
  return { actions, targets, hint: s.phase === 'move' && !moveTo ? ro(lang, 'prompt.moveSpot', { fighter: f.name }) : null };
}

export function unitRows(s: RoState, lang: Lang, selectedId: string | null, colors: readonly [string, string]): UnitRow[] {
  return s.fighters.map((f) => {
    const st = statsOf(f);
    const notes = [ro(lang, `unit.wound${f.wound}`)];
    if (f.disarmed) notes.push(ro(lang, 'unit.disarmed'));
    if (f.grappled) notes.push(ro(lang, 'unit.grappled'));
    if (f.missile === 'teppo' && f.unloaded) notes.push(ro(lang, 'unit.unloaded'));
    if (f.ran) notes.push(ro(lang, 'unit.ran'));
    return {
      id: f.id, name: f.name, side: f.side, color: colors[f.side],
      status: notes.join(', '),
      detail: `${ro(lang, 'unit.stats', { cp: st.cp, init: st.init, fight: st.fight, shoot: st.shoot, armour: ro(lang, `armour.${f.armour}`) })}${s.phase === 'move' || s.phase === 'action' ? ` · ${ro(lang, f.done ? 'unit.done' : 'unit.ready')}` : ''}`,
      selectable: onTable(f),
      selected: f.id === selectedId,
    };
  });
}

/** The odds shown now: before a choice in a fight, or for the shot aimed. */
export function oddsOf(s: RoState, selectedId: string | null, aimId: string | null): Preview | null {
  const bout = s.bout;
  if (s.phase === 'combat' && bout?.order.length) {
    const a = bout.attack;
    if (a?.defBoost === null) return ronin.preview(s, { type: 'defend', boost: false });
    if (a) {
      const boosts = (bout.tokens[a.by]?.attack ?? 0) > 0 ? [false, true] : [false];
      return { title: 'strike', chances: boosts.flatMap((boost) => ronin.preview(s, { type: 'strike', boost, special: 'none' })?.chances ?? []) };
    }
    const targets = ronin.legalActions(s).filter((x) => x.type === 'attack');
    return targets.length ? { title: 'attack', chances: targets.flatMap((x) => ronin.preview(s, x)?.chances ?? []) } : null;
  }
  if ((s.phase === 'action' || s.phase === 'move') && selectedId && aimId) return ronin.preview(s, { type: 'shoot', fighter: selectedId, target: aimId });
  return null;
}

