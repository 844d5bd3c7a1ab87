// The Old West action bar (what the selected fighter or the pending question offers) and the
// unit list rows. Buttons call the controller; nothing here decides a rule.
import type { Vec } from '../../core/table/types';
import { planDrop } from '../../rules/oldwest/queries';
import { moveLeft } from '../../rules/oldwest/movement';
import { cannotLeave } from '../../rules/oldwest/objective';
import { cannotDismount, cannotMount, isMountTarget, riderOf } from '../../rules/oldwest/riders';
import type { OWState } from '../../rules/oldwest/types';
import { useUi } from '../../store/uiStore';
import { aw } from '../ai/aiWords';
import { oldwest } from '../../rules/oldwest';
import { fameChoices } from '../../rules/oldwest/fameLines';
import type { ActionButton, MovePicker, TargetOption } from '../panels/ActionBar';
import type { UnitRow } from '../panels/UnitList';
import { optionsFor } from './boardView';
import { explain } from './reasonsRu';
import { ow } from './strings';
import { formatPercent } from '../../i18n';
import { act, dropAt, fameBidAsker, hillsAnswers } from './controller';
import { sideCss } from '../theme/sides';

type Lang = 'en' | 'ru';
const r1 = (n: number) => (Math.round(n * 10) / 10).toFixed(1);

export interface Bar {
  prompt?: string;
  /** True when the rules wait on an answer (shown over the board, not in the action bar). */
  question?: boolean;
  actions: ActionButton[];
  targets: TargetOption[];
  move: MovePicker | null;
}

const names = (s: OWState, ids: string[]) => ids.map((id) => s.fighters[id]!.name).join(', ');

export function actionBar(s: OWState, lang: Lang, selectedId: string | null, aimId: string | null, moveTo: Vec | null): Bar {
  const p = s.pending;
  const bar: Bar = { actions: [], targets: [], move: null, question: !!p };
  if (p?.kind === 'chooseFight') {
    bar.prompt = ow(lang, 'prompt.fight');
    bar.targets = s.fights.filter((f) => !f.resolved).map((f) => ({
      id: f.id, label: ow(lang, 'act.resolveFight', { names: names(s, f.fighterIds) }),
      onPick: () => act({ type: 'resolveFight', fightId: f.id }),
    }));
    return bar;
  }
  if (p?.kind === 'backOff') {
    bar.prompt = ow(lang, 'prompt.backOff');
    bar.targets = p.fighterIds.map((id) => ({ id, label: ow(lang, 'act.backOff', { name: s.fighters[id]!.name }), onPick: () => act({ type: 'backOff', fighterId: id }) }));
    return bar;
  }
  if (p?.kind === 'strike') {
    bar.prompt = ow(lang, 'prompt.strike', { name: s.fighters[p.strikerId]!.name, left: p.attacksLeft });
    bar.targets = p.targetIds.map((id) => ({
      id,
      label: isMountTarget(id)
        ? ow(lang, 'act.strikeMount', { name: s.fighters[riderOf(id)]!.name, mount: ow(lang, `mount.${s.fighters[riderOf(id)]!.mount ?? 'horse'}`) })
        : ow(lang, 'act.strike', { name: s.fighters[id]!.name }),
      onPick: () => act({ type: 'strike', targetId: id }),
    }));
    return bar;
  }
  if (p?.kind === 'fame') {
    const f = s.fighters[p.fighterId]!;
    bar.prompt = ow(lang, `fame.${p.roll.what}`, { fighter: f.name, dice: p.roll.dice.join(' + '), score: p.roll.score, need: p.roll.need, fame: f.fame });
    // OW-30: only the amounts that change what the roll does are offered.
    bar.targets = fameChoices(s).map((k) => ({
      id: `fame-${k}`,
      label: k === 0 ? ow(lang, 'fame.keep', { score: p.roll.score }) : ow(lang, 'fame.spend', { n: k, score: Math.min(p.roll.what === 'pluck' ? 99 : 6, p.roll.score + k) }),
      onPick: () => act({ type: 'fame', points: k }),
    }));
    return bar;
  }
  if (p?.kind === 'heroics') {
    const kind = ow(lang, `heroic.${p.phase === 'move' ? 'yeeHaw' : p.phase === 'shoot' ? 'quickdraw' : 'whuppin'}`);
    bar.prompt = ow(lang, 'heroic.prompt', { kind, player: s.players[p.side] });
    bar.targets = [
      ...p.heroIds.map((id) => ({ id, label: `${kind}: ${s.fighters[id]!.name}`, onPick: () => act({ type: 'declareHeroics', heroIds: [id] }) })),
      ...(p.heroIds.length > 1 ? [{ id: 'all', label: ow(lang, 'heroic.all'), onPick: () => act({ type: 'declareHeroics', heroIds: p.heroIds }) }] : []),
      { id: 'none', label: ow(lang, 'heroic.none'), onPick: () => act({ type: 'declareHeroics', heroIds: [] }) },
    ];
    return bar;
  }
  if (p?.kind === 'fameBid') {
    // OW-31: both bid at once; the screen asks the player it was handed to (whose view this is).
    // Against the computer the person bids for their own hero only, then waits for the computer's.
    const by = fameBidAsker(s, p.bidders);
    if (by === null) {
      bar.prompt = aw(lang, 'secret.waiting', { name: s.players[p.bidders[0]!] });
      return bar;
    }
    const f = s.fighters[p.heroIds[by]]!;
    bar.prompt = ow(lang, 'fame.bid', { fighter: f.name, fame: f.fame });
    bar.targets = Array.from({ length: f.fame + 1 }, (_, k) => ({ id: `bid-${k}`, label: ow(lang, 'fame.bidN', { n: k }), onPick: () => act({ type: 'fameBid', points: k, by }) }));
    return bar;
  }
  if (p?.kind === 'fortune') {
    const f = s.fighters[p.fighterId]!;
    bar.prompt = ow(lang, 'fortune.prompt', { fighter: f.name, fortune: f.fortune });
    bar.targets = [
      { id: 'fortune-yes', label: ow(lang, 'fortune.use'), onPick: () => act({ type: 'fortune', use: true }) },
      { id: 'fortune-no', label: ow(lang, 'fortune.take'), onPick: () => act({ type: 'fortune', use: false }) },
    ];
    return bar;
  }
  if (p?.kind === 'hills') {
    bar.prompt = ow(lang, 'prompt.hills', { fighter: s.fighters[p.testerId]!.name, player: s.players[p.side] });
    bar.actions = hillsAnswers(lang).map((a) => ({ id: a.id, label: a.label, onClick: a.onClick, disabled: false }));
    return bar;
  }
  const o = optionsFor(s, selectedId);
  if (!o || !selectedId) {
    bar.prompt = ow(lang, 'prompt.select');
    return bar;
  }
  const f = s.fighters[selectedId]!;
  if (s.objective && !cannotLeave(s, f)) {
    bar.actions.push({ id: 'leave', label: ow(lang, 'act.leave', { edge: ow(lang, `edge.${s.objective.edge}`) }), onClick: () => act({ type: 'leaveTable', fighterId: f.id }), disabled: false });
  }
  if (!cannotDismount(s, f)) bar.actions.push({ id: 'dismount', label: ow(lang, 'act.dismount'), onClick: () => act({ type: 'dismount', fighterId: f.id }), disabled: false });
  if (!cannotMount(s, f)) bar.actions.push({ id: 'mount', label: ow(lang, 'act.mount'), onClick: () => act({ type: 'mount', fighterId: f.id }), disabled: false });
  if (o.canStandUp) bar.actions.push({ id: 'standUp', label: ow(lang, 'act.standUp'), onClick: () => act({ type: 'standUp', fighterId: f.id }), disabled: false });
  if (!o.moveBlocked) {
    if (moveTo) {
      const plan = planDrop(s, f.id, moveTo);
      bar.actions.push({
        id: 'moveHere', label: ow(lang, 'act.moveHere', { cost: r1(plan.cost), left: r1(o.moveLeft) }),
        onClick: () => dropAt(f.id, moveTo), disabled: !plan.ok, ...(plan.reason ? { hint: explain(lang, plan.reason) } : {}),
      });
    }
    bar.move = { from: f.pos, bounds: { width: s.table.width, height: s.table.height }, onMove: (x, y) => dropAt(f.id, { x, y }) };
    bar.prompt = ow(lang, 'prompt.charge');
    bar.targets = o.charges.filter((c) => c.ok).map((c) => ({
      id: c.targetId,
      label: `${ow(lang, 'prompt.charge')}: ${s.fighters[c.targetId]!.name}` + fearNote(s, lang, f.id, c.targetId),
      onPick: () => act({ type: 'charge', fighterId: f.id, targetId: c.targetId }),
    }));
  } else if (!o.shootBlocked) {
    bar.prompt = ow(lang, 'prompt.shoot');
    bar.targets = o.shots.filter((x) => x.info.ok).map((x) => ({
      id: x.targetId, label: `${ow(lang, 'prompt.shoot')}: ${s.fighters[x.targetId]!.name}`, onPick: () => useUi.getState().aim(x.targetId),
    }));
    const aimed = o.shots.find((x) => x.targetId === aimId && x.info.ok);
    if (aimed) {
      bar.actions.push({
        id: 'fire', label: ow(lang, 'act.fire', { target: s.fighters[aimed.targetId]!.name }),
        onClick: () => act({ type: 'shoot', fighterId: f.id, targetId: aimed.targetId }), disabled: false,
      });
    }
  }
  return bar;
}

/** The reason a selected fighter cannot act now, for the action bar's hint. */
export function selectedHint(s: OWState, lang: Lang, selectedId: string | null): string | null {
  const o = optionsFor(s, selectedId);
  const r = !o ? null : s.phase === 'move' ? o.moveBlocked : s.phase === 'shoot' ? o.shootBlocked : null;
  return r ? explain(lang, r) : null;
}


export function unitRows(s: OWState, lang: Lang, selectedId: string | null): UnitRow[] {
  return s.order.map((id) => {
    const f = s.fighters[id]!;
    const bits: string[] = [];
    if (f.status === 'out') bits.push(ow(lang, 'unit.out'));
    else if (f.status === 'fled') bits.push(ow(lang, 'unit.fled'));
    else if (f.status === 'left') bits.push(ow(lang, 'unit.left'));
    else {
      if (f.woundsLost) bits.push(ow(lang, 'unit.wounds', { n: f.woundsLost, w: f.profile.w }));
      if (f.mount) bits.push(ow(lang, 'unit.mounted', { mount: ow(lang, `mount.${f.mount}`) }));
      if (f.onGround) bits.push(ow(lang, 'unit.down'));
      if (f.charged) bits.push(ow(lang, 'unit.charged'));
      else if (s.phase === 'move' && f.side === s.active) bits.push(ow(lang, 'unit.move', { left: r1(moveLeft(f)) }));
      if (s.phase === 'shoot' && f.shot) bits.push(ow(lang, 'unit.shot'));
      if (f.profile.fame || f.profile.fortune) bits.push(ow(lang, 'unit.fame', { fame: s.fighters[id]!.fame, fortune: f.fortune }));
    }
    const p = f.profile;
    return {
      id, name: f.name, side: f.side, color: sideCss(f.side, s.posses[f.side].color),
      status: bits.join(' · '),
      detail: ow(lang, 'unit.stats', { sh: p.sh, f: p.f, s: p.s, g: p.g, a: p.a, w: p.w, p: p.p }),
      selectable: f.status === 'ok',
      selected: id === selectedId,
    };
  });
}

/** OW-26: the chance to pass the Pluck test a charge at a Fearsome enemy needs, from the rules. */
function fearNote(s: OWState, lang: Lang, fighterId: string, targetId: string): string {
  const fear = oldwest.preview(s, { type: 'charge', fighterId, targetId })?.chances.find((c) => c.key === 'fearPass');
  return fear ? ` ${ow(lang, 'charge.fear', { p: formatPercent(lang, fear.p) })}` : '';
}
