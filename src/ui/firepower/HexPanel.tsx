// The tapped hex (or, with a mouse, the hovered one): its coordinates and terrain, the soldiers
// there, and the acting soldier's line of sight to it with every reason, plus "Move here" and
// "Throw a grenade here" when the rules allow them.
import { useId } from 'react';
import type { Lang } from '../../i18n';
import type { FPState } from '../../rules/firepower/types';
import { useUi } from '../../store/uiStore';
import { actAll } from './controller';
import { useFpUi } from './fpUi';
import { hexModel } from './panels';
import { fpp, type FPPanelKey } from './panelStrings';
import { losReasonText, SIDE_NAMES } from './losWords';


export function HexPanel({ s, lang }: { s: FPState; lang: Lang }) {
  const ui = useUi();
  const plan = useFpUi();
  const id = useId();
  const aimed = ui.aimId ? s.soldiers[ui.aimId] : undefined;
  const hex = plan.inspect ?? (aimed?.status === 'ok' ? aimed.pos : null) ?? plan.hover;
  const m = hex ? hexModel(s, ui.selectedId, hex) : null;
  if (!m) return null;
  const los = m.los;
  const losText = los && fpp(lang, 'hex.los', {
    name: los.from.name,
    state: los.state === 'hindered' ? fpp(lang, 'los.hindered', { n: los.hindrance }) : fpp(lang, `los.${los.state}`),
  });
  return (
    <section className="panel fp-panel fp-hex" aria-labelledby={`${id}-h`} data-los={los?.state ?? ''}>
      <h3 id={`${id}-h`} className="panel-subtitle">{fpp(lang, 'hex.title', { col: m.col + 1, row: m.row + 1 })}</h3>
      <p className="muted">{fpp(lang, 'hex.coords', { col: m.col + 1, row: m.row + 1, q: m.hex.q, r: m.hex.r })}</p>
      <p>{fpp(lang, 'hex.terrain', { t: fpp(lang, `terrain.${m.terrain}` as FPPanelKey) })}</p>
      {m.sides.length > 0 && (
        <p>{fpp(lang, 'hex.sides', { list: m.sides.map((x) => `${SIDE_NAMES[lang][x.side]} ${fpp(lang, `feature.${x.feature}`)}`).join(', ') })}</p>
      )}
      {m.soldiers.length > 0 && <p>{fpp(lang, 'hex.soldiers', { list: m.soldiers.map((x) => x.name).join(', ') })}</p>}
      {los && (
        <>
          <p className={`fp-los fp-los-${los.state}`}>{losText} · {fpp(lang, 'hex.range', { n: los.range })}</p>
          {los.reasons.length > 0 && (
            <ul className="fp-reasons">
              {los.reasons.map((r, i) => <li key={i}><span className="badge badge-rule">{r.rule}</span> {losReasonText(lang, r)}</li>)}
            </ul>
          )}
        </>
      )}
      <div className="fp-buttons">
        {m.move && plan.inspect && (
          <button type="button" className="btn btn-primary" onClick={() => actAll(m.move!.actions)}>{fpp(lang, 'hex.move', { cost: m.move.cost })}</button>
        )}
        {m.canThrow && plan.inspect && (
          <button type="button" className="btn" onClick={() => { ui.aim(null); plan.aimGrenade(m.hex); }}>{fpp(lang, 'grenade.aim')}</button>
        )}
        {plan.inspect && <button type="button" className="btn" onClick={() => plan.setInspect(null)}>{fpp(lang, 'hex.close')}</button>}
      </div>
    </section>
  );
}
