// The dock under the board: the selected regiment's orders. In the movement phase a button per
// kind of move the rules allow it (forward, wheel left or right, reform, march), Less and More to
// step through that kind's legal amounts, and Commit; the planned end position shows on the board
// as a ghost (and a wheel's arc) before it is committed. In the charge phase, the aimed charge's
// Declare button; otherwise what to do next. The dock stays up through both phases, so the board
// keeps its size. Every button is a native button (keyboard operable) at least 44 px high.
import { useId } from 'react';
import type { Lang } from '../../i18n';
import type { RkState } from '../../rules/ranked/types';
import { useUi } from '../../store/uiStore';
import { ownSelected } from './boardView';
import { act, chargeOn } from './controller';
import { regimentName } from './names';
import { firstOf, kindOf, MOVE_KINDS, movesOf, planLabel, stepPlan } from './panel';
import { useRkUi } from './rkUi';
import { rk } from './strings';

export function MoveDock({ state: s, lang, hint }: { state: RkState; lang: Lang; hint: string | null }) {
  const id = useId();
  const selectedId = useUi((u) => u.selectedId);
  const aimId = useUi((u) => u.aimId);
  const plan = useRkUi((u) => u.plan);
  const setPlan = useRkUi((u) => u.setPlan);
  const r = ownSelected(s, selectedId);
  if (s.phase !== 'charge' && s.phase !== 'move') return null;
  const note = <section className="rk-dock">{hint && <p className="rk-dock-hint">{hint}</p>}</section>;
  if (!r) return note;
  const unit = regimentName(s, r.id, lang);
  if (s.phase === 'charge') {
    const charge = aimId ? chargeOn(s, r.id, aimId) : null;
    if (!charge) return note;
    return (
      <section className="rk-dock" aria-label={rk(lang, 'dock.label', { unit })}>
        <button type="button" className="btn btn-primary rk-commit" onClick={() => act(charge)}>{rk(lang, 'act.charge', { target: regimentName(s, charge.target, lang) })}</button>
        <button type="button" className="btn" onClick={() => useUi.getState().aim(null)}>{rk(lang, 'act.cancel')}</button>
      </section>
    );
  }
  const moves = movesOf(s, r.id);
  const kinds = MOVE_KINDS.filter((k) => moves[k]?.length);
  if (!kinds.length) return note;
  const kind = plan ? kindOf(plan) : null;
  const list = kind ? moves[kind] ?? [] : [];
  const live = plan && list.some((a) => JSON.stringify(a) === JSON.stringify(plan)) ? plan : null;
  return (
    <section className="rk-dock" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="visually-hidden">{rk(lang, 'dock.label', { unit })}</h2>
      <div className="rk-kinds" role="group" aria-label={rk(lang, 'dock.kinds')}>
        {kinds.map((k) => (
          <button key={k} type="button" className="btn" aria-pressed={kind === k} onClick={() => setPlan(firstOf(k, moves[k]!))}>{rk(lang, `kind.${k}`)}</button>
        ))}
      </div>
      {live && (
        <div className="rk-amount" role="group" aria-label={planLabel(lang, live)}>
          <button type="button" className="btn" aria-label={rk(lang, 'act.less')} disabled={list[0] === live || JSON.stringify(list[0]) === JSON.stringify(live)} onClick={() => setPlan(stepPlan(list, live, -1))}>−</button>
          <button type="button" className="btn" aria-label={rk(lang, 'act.more')} disabled={JSON.stringify(list[list.length - 1]) === JSON.stringify(live)} onClick={() => setPlan(stepPlan(list, live, 1))}>+</button>
          <button type="button" className="btn btn-primary rk-commit" onClick={() => act(live)}>{rk(lang, 'act.commit', { what: planLabel(lang, live) })}</button>
          <button type="button" className="btn" onClick={() => setPlan(null)}>{rk(lang, 'act.cancel')}</button>
        </div>
      )}
    </section>
  );
}
