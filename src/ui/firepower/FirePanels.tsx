// The Firepower planning panels under the action bar: fire orders split among the soldiers of the
// target hex, the grenade throw with its spread diagram choice, and the melee. Each shows the
// exact odds before the dice; the rules decide (panels.ts asks them).
import { useEffect, useId, useRef } from 'react';
import { formatPercent, type Lang } from '../../i18n';
import { WEAPONS } from '../../rules/firepower/chart';
import type { FPState } from '../../rules/firepower/types';
import { useUi } from '../../store/uiStore';
import { actFP } from './controller';
import { useFpUi } from './fpUi';
import { adjustOrders, fireModel, grenadeModel, meleeModel } from './panels';
import { fpp } from './panelStrings';
import { explainFP } from './refusals';
import { fp } from './strings';

const pct = (lang: Lang, p: number) => formatPercent(lang, p);

function modeLabel(_s: FPState, weapon: keyof typeof WEAPONS, mode: 'auto' | 'semi', lang: Lang): string {
  const w = WEAPONS[weapon];
  return mode === 'auto' ? fpp(lang, 'fire.auto', { b: w.auto?.bursts ?? 0, s: w.auto?.shots ?? 0 }) : fpp(lang, 'fire.semi', { n: w.semi?.shots ?? 0 });
}
const hexName = (h: { q: number; r: number }) => `${h.q},${h.r}`;

/**
 * Brings a panel into view in its scrolling column when it opens (or its hex changes), and, when
 * the player asked for it (a grenade aimed), focuses its first enabled main button.
 */
function useShown(key: string | null, focus: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || key === null) return;
    el.scrollIntoView?.({ block: 'nearest' });
    if (focus) el.querySelector<HTMLButtonElement>('.btn-primary:not(:disabled)')?.focus({ preventScroll: true });
  }, [key, focus]);
  return ref;
}

function FireOrders({ s, lang }: { s: FPState; lang: Lang }) {
  // Only what this panel shows: a hovered hex does not re-render it.
  const selectedId = useUi((u) => u.selectedId);
  const aimId = useUi((u) => u.aimId);
  const orders = useFpUi((u) => u.orders);
  const plan = useFpUi.getState();
  const ui = useUi.getState();
  const id = useId();
  const m = fireModel(s, selectedId, aimId, orders);
  if (!m) return null;
  const w = m.orders.mode === 'auto' ? 'bursts' : 'shots';
  const given = m.targets.reduce((n, t) => n + t.count, 0);
  return (
    <section className="panel fp-panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="panel-subtitle">{fpp(lang, 'fire.title', { name: m.firer.name })}</h3>
      {m.modes.length > 1 && (
        <fieldset className="fp-modes">
          <legend>{fpp(lang, 'fire.mode')}</legend>
          {m.modes.map((mode) => (
            <label key={mode} className="check">
              <input
                type="radio" name={`${id}-mode`} checked={m.orders.mode === mode}
                onChange={() => plan.setOrders({ mode, counts: {}, after: m.orders.after })}
              />
              <span>{modeLabel(s, m.firer.weapon, mode, lang)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="muted">{fpp(lang, 'fire.targets')} · {fpp(lang, 'fire.left', { n: m.budget - given, max: m.budget })}</p>
      <ul className="fp-targets">
        {m.targets.map((t) => (
          <li key={t.id} className="fp-target">
            <div className="fp-target-head">
              <button type="button" className="btn btn-icon" aria-label={fpp(lang, 'fire.less', { name: t.name })} disabled={t.count === 0}
                onClick={() => plan.setOrders(adjustOrders(m, t.id, -1))}>−</button>
              <span className="fp-count">{fpp(lang, 'fire.count', { n: t.count, name: t.name })}</span>
              <button type="button" className="btn btn-icon" aria-label={fpp(lang, 'fire.more', { name: t.name })} disabled={t.count >= t.max || given >= m.budget}
                onClick={() => plan.setOrders(adjustOrders(m, t.id, 1))}>+</button>
            </div>
            <p className="muted fp-odds">
              {fpp(lang, 'fire.per', { hit: t.hit, mod: t.modifiers.reduce((n, x) => n + x.value, 0), shot: pct(lang, t.perShot), kill: pct(lang, t.kill) })}
            </p>
            {t.modifiers.length > 0 && (
              <ul className="fp-mods">
                {t.modifiers.map((x) => <li key={x.key}>{fp(lang, `mod.${x.key}` as Parameters<typeof fp>[1], { v: x.value })} <span className="badge badge-rule">{x.rule}</span></li>)}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <label className="field fp-after">
        <span className="field-label">{fpp(lang, 'fire.after')}</span>
        <select className="input input-short" value={m.orders.after} onChange={(e) => plan.setOrders({ ...m.orders, after: Number(e.target.value) })}>
          {[0, 1, 2].map((n) => <option key={n} value={n}>{n}</option>)}
        </select>
      </label>
      <div className="fp-buttons">
        <button type="button" className="btn btn-primary" disabled={!m.action} onClick={() => m.action && actFP(m.action)}>
          {fpp(lang, w === 'bursts' ? 'fire.goBursts' : 'fire.goShots', { n: given })}
        </button>
        <button type="button" className="btn" onClick={() => { ui.aim(null); plan.setOrders(null); }}>{fpp(lang, 'fire.cancel')}</button>
      </div>
      {m.reason && <p className="field-error" role="status">{explainFP(lang, m.reason)}</p>}
    </section>
  );
}

function Grenade({ s, lang }: { s: FPState; lang: Lang }) {
  const selectedId = useUi((u) => u.selectedId);
  const grenadeAt = useFpUi((u) => u.grenadeAt);
  const vertex = useFpUi((u) => u.vertex);
  const plan = useFpUi.getState();
  const id = useId();
  const g = grenadeModel(s, selectedId, grenadeAt, vertex);
  const ref = useShown(g ? hexName(g.hex) : null, true);
  if (!g) return null;
  return (
    <section ref={ref} className="panel fp-panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="panel-subtitle">{fpp(lang, 'grenade.title', { hex: hexName(g.hex) })}</h3>
      {g.hit !== null && <p className="muted">{fpp(lang, 'grenade.hit', { hit: g.hit, mod: g.modifiers.reduce((n, x) => n + x.value, 0) })}</p>}
      <p>{fpp(lang, 'grenade.odds', { hex: pct(lang, g.odds.hex), scatter: pct(lang, g.odds.scatter), dud: pct(lang, g.odds.dud) })}</p>
      {g.vertex && (
        <fieldset className="fp-modes">
          <legend>{fpp(lang, 'grenade.vertex')}</legend>
          {(['left', 'right'] as const).map((v) => (
            <label key={v} className="check">
              <input type="radio" name={`${id}-vertex`} checked={vertex === v} onChange={() => plan.setVertex(v)} />
              <span>{fpp(lang, v === 'left' ? 'grenade.left' : 'grenade.right')}</span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="muted">{fpp(lang, g.rings === 2 ? 'grenade.blast' : 'grenade.blastOne')}</p>
      <div className="fp-buttons">
        <button type="button" className="btn btn-primary" disabled={!g.action} onClick={() => g.action && actFP(g.action)}>{fpp(lang, 'grenade.throw')}</button>
        <button type="button" className="btn" onClick={() => plan.aimGrenade(null)}>{fpp(lang, 'fire.cancel')}</button>
      </div>
      {g.reason && <p className="field-error" role="status">{explainFP(lang, g.reason)}</p>}
    </section>
  );
}

function Melee({ s, lang }: { s: FPState; lang: Lang }) {
  const selectedId = useUi((u) => u.selectedId);
  const id = useId();
  const m = meleeModel(s, selectedId);
  const ref = useShown(m ? hexName(m.hex) : null, false);
  if (!m) return null;
  const names = (ids: string[]) => ids.map((k) => s.soldiers[k]!.name).join(', ');
  return (
    <section ref={ref} className="panel fp-panel" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="panel-subtitle">{fpp(lang, 'melee.title', { a: names(m.attackers), d: names(m.defenders) })}</h3>
      <p>{fpp(lang, 'melee.odds', { mod: `${m.modifier >= 0 ? '+' : ''}${m.modifier}`, p: pct(lang, m.p) })} <span className="badge badge-rule">FP-42</span></p>
      <button type="button" className="btn btn-primary" disabled={!m.action} onClick={() => m.action && actFP(m.action)}>{fpp(lang, 'melee.go')}</button>
      {m.reason && <p className="field-error" role="status">{explainFP(lang, m.reason)}</p>}
    </section>
  );
}

/** `asked`: the grenade or melee is asked over the board (questions.ts), so its panel is not repeated here. */
export function FirePanels({ s, lang, asked = false }: { s: FPState; lang: Lang; asked?: boolean }) {
  if (s.phase !== 'impulse' || !s.current) return null;
  return (
    <>
      <FireOrders s={s} lang={lang} />
      {!asked && <Grenade s={s} lang={lang} />}
      {!asked && <Melee s={s} lang={lang} />}
    </>
  );
}
