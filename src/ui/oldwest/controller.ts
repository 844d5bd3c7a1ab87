// The Old West match screen's glue: what the HUD, action bar, unit list and odds panel show, and
// what each tap, drop or button does. It asks the rules (src/rules/oldwest) and never decides.
import type { BoardIntent, DragProbe } from '../../board/types';
import type { Preview } from '../../core/ruleset';
import { gridPoint } from '../../core/exactMath';
import type { Vec } from '../../core/table/types';
import { oldwest } from '../../rules/oldwest';
import { fightPreview, shotPreview } from '../../rules/oldwest/preview';
import { planDrop } from '../../rules/oldwest/queries';
import type { OWAction, OWState, Side } from '../../rules/oldwest/types';
import { matchStore } from '../../store/matchStore';
import { viewerOf } from '../../store/playerView';
import { secretAsker } from '../ai/seats';
import { sendAction } from '../match/sendAction';
import { useUi } from '../../store/uiStore';
import { useOwUi } from './owUi';
import type { HudAction } from '../panels/Hud';
import type { DiceRoll } from '../panels/DiceTray';
import { optionsFor } from './boardView';
import { explain, explainError } from './reasonsRu';
import { ow } from './strings';

type Lang = 'en' | 'ru';
const r1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);
export const hex = (c: number) => `#${c.toString(16).padStart(6, '0')}`;

/**
 * OW-31: the side this screen asks for a secret Fame bid among `bidders` (the player it was handed
 * to; against the computer, the person only), or null while only the computer is still to bid.
 */
export function fameBidAsker(s: OWState, bidders: readonly Side[]): Side | null {
  return secretAsker(bidders, viewerOf(oldwest, s), matchStore.getState().record?.computer);
}

export function currentState(): OWState | null {
  const s = matchStore.getState().state as OWState | null;
  return s && s.system === 'oldwest' ? s : null;
}

/** Sends an action to the rules; a refusal shows its reason and changes nothing. */
export function act(action: OWAction): boolean {
  return sendAction(action, explainError, () => {
    useOwUi.setState({ moveTo: null });
    const s = currentState();
    const ui = useUi.getState();
    if (s && ui.selectedId && (s.fighters[ui.selectedId]?.status !== 'ok' || s.phase === 'fight')) ui.select(null);
  });
}

/** The answers to Head for the Hills (OW-23): take the test, or run. Shown once, in the question over the board. */
export function hillsAnswers(lang: Lang): HudAction[] {
  return [
    { id: 'hillsTest', label: ow(lang, 'act.hillsTest'), onClick: () => act({ type: 'hillsTest' }), primary: true },
    { id: 'rout', label: ow(lang, 'act.rout'), onClick: () => act({ type: 'rout' }) },
  ];
}

export function hudActions(s: OWState, lang: Lang): HudAction[] {
  // A pending question (Head for the Hills included) is answered in the prompt over the board, not here.
  if (s.pending) return [];
  const h = s.heroics?.current;
  if (h) return [{ id: 'endPhase', label: ow(lang, 'heroic.end', { kind: ow(lang, `heroic.${h.kind}`) }), onClick: () => act({ type: 'endPhase' }), primary: true }];
  if (s.phase === 'drop') return [{ id: 'rollDrop', label: ow(lang, 'act.rollDrop'), onClick: () => act({ type: 'rollDrop' }), primary: true }];
  if (s.phase === 'move') return [{ id: 'endPhase', label: ow(lang, 'act.endMove'), onClick: () => act({ type: 'endPhase' }), primary: true }];
  if (s.phase === 'shoot') return [{ id: 'endPhase', label: ow(lang, 'act.endShoot'), onClick: () => act({ type: 'endPhase' }), primary: true }];
  return [];
}

export function oddsFor(s: OWState, selectedId: string | null, aimId: string | null, focusFightId: string | null): Preview | null {
  const p = s.pending;
  if (p?.kind === 'hills') return oldwest.preview(s, { type: 'hillsTest' });
  if (!p && s.phase === 'drop') return oldwest.preview(s, { type: 'rollDrop' });
  if (p?.kind === 'fame') return oldwest.preview(s, { type: 'fame', points: 0 });
  if (p?.kind === 'fortune') return oldwest.preview(s, { type: 'fortune', use: true });
  if (p?.kind === 'chooseFight') {
    const fight = s.fights.find((f) => f.id === focusFightId && !f.resolved) ?? s.fights.find((f) => !f.resolved);
    return fight ? fightPreview(s, fight.id) : null;
  }
  if (p?.kind === 'strike') {
    // Every possible target's odds at once, so the choice is made knowing them.
    const chances = p.targetIds.flatMap((targetId) => oldwest.preview(s, { type: 'strike', targetId })?.chances ?? []);
    return { title: 'strike', chances };
  }
  if (p?.kind === 'fameBid') {
    // OW-31: the table of the bids of the player asked on this screen (against the computer, the person's own).
    const by = fameBidAsker(s, p.bidders);
    return by === null ? null : oldwest.preview(s, { type: 'fameBid', points: 0, by });
  }
  if (p?.kind === 'heroics' || p?.kind === 'backOff') return null;
  if (s.phase === 'shoot' && selectedId && aimId) return shotPreview(s, selectedId, aimId);
  return null;
}

/** OW-30: while Fame is asked about a die, the tray shows that die, not the roll before it. */
export function pendingRoll(s: OWState, lang: Lang): DiceRoll | null {
  const p = s.pending;
  if (p?.kind !== 'fame') return null;
  const f = s.fighters[p.fighterId]!;
  return {
    id: `fame-${p.fighterId}-${p.roll.what}-${p.roll.dice.join('')}`,
    dice: p.roll.dice.map((value) => ({ sides: 6, value, tone: 'neutral' as const, owner: { player: s.players[f.side], color: hex(s.posses[f.side].color), unit: f.name } })),
    caption: ow(lang, `fame.${p.roll.what}`, { fighter: f.name, dice: p.roll.dice.join(' + '), score: p.roll.score, need: p.roll.need, fame: f.fame }),
  };
}

export function chanceText(lang: Lang, key: string, params: Record<string, unknown> = {}): string {
  const k = `odds.${key}` as Parameters<typeof ow>[1];
  return ow(lang, k, params);
}

/**
 * A drop on the table: a charge when it lands by an enemy, else a move. The spot is put on the
 * 1/1024" grid first (as the drag's probe does), so the action holds exact, short numbers.
 */
export function dropAt(fighterId: string, point: Vec): void {
  const s = currentState();
  if (!s) return;
  const at = gridPoint(point);
  const plan = planDrop(s, fighterId, at);
  if (plan.chargeTargetId) act({ type: 'charge', fighterId, targetId: plan.chargeTargetId, to: at });
  else act({ type: 'move', fighterId, to: at });
}

export function probe(lang: Lang, unitId: string, point: Vec): DragProbe {
  const s = currentState();
  const at = gridPoint(point);
  if (!s) return { path: [], end: at, ok: false, label: '' };
  const plan = planDrop(s, unitId, at);
  const label = !plan.ok
    ? (plan.reason ? explain(lang, plan.reason) : '')
    : plan.chargeTargetId
      ? ow(lang, 'drag.charge', { target: s.fighters[plan.chargeTargetId]!.name, cost: r1(plan.cost) })
      : ow(lang, 'drag.label', { cost: r1(plan.cost), left: r1(plan.budget) });
  // OW-GAP-2: the odds of each jump before the die (1 stops short, 2-5 stops over, 6 goes on).
  const jump = (plan.ok && plan.jumps ? ` · ${ow(lang, 'drag.jump', { n: plan.jumps })}` : '') + (plan.ok && plan.climbs ? ` · ${ow(lang, 'drag.climb', { n: plan.climbs })}` : '');
  return { path: plan.path, end: plan.end, ok: plan.ok, label: label + jump };
}

export function canDrag(unitId: string): boolean {
  const s = currentState();
  const o = s ? optionsFor(s, unitId) : null;
  return !!o && !o.moveBlocked;
}

export function onIntent(intent: BoardIntent): void {
  const s = currentState();
  if (!s) return;
  const ui = useUi.getState();
  if (intent.type === 'dropUnit') {
    ui.select(intent.unitId);
    dropAt(intent.unitId, { x: intent.x, y: intent.y });
    return;
  }
  if (intent.type === 'tapUnit') {
    const id = intent.unitId;
    const p = s.pending;
    if (p?.kind === 'strike' && p.targetIds.includes(id)) return void ui.aim(id);
    if (p?.kind === 'backOff' && p.fighterIds.includes(id)) return void act({ type: 'backOff', fighterId: id });
    if (p?.kind === 'chooseFight') {
      const fight = s.fights.find((f) => !f.resolved && f.fighterIds.includes(id));
      if (fight) useOwUi.getState().focusFight(fight.id);
      return;
    }
    const sel = ui.selectedId ? s.fighters[ui.selectedId] : undefined;
    const target = s.fighters[id];
    if (sel && target && target.side !== sel.side) {
      const o = optionsFor(s, sel.id);
      if (o && !o.shootBlocked && o.shots.some((x) => x.targetId === id)) return void ui.aim(id);
      const charge = o?.charges.find((c) => c.targetId === id && c.ok);
      if (charge) return void act({ type: 'charge', fighterId: sel.id, targetId: id });
    }
    ui.select(target?.status === 'ok' ? id : null);
    return;
  }
  if (intent.type === 'tapTable') {
    const o = optionsFor(s, ui.selectedId);
    if (o && !o.moveBlocked) useOwUi.getState().setMoveTo(gridPoint({ x: intent.x, y: intent.y }));
    else ui.select(null);
  }
}
