// The Shooting step, over the board: tap the table to aim, the power slider (set at first to the
// power whose flight, by the rules, lands nearest the spot), then Fire or Hold fire. The arc is
// drawn on the board and the odds show in the odds panel before the shot.
import { useId, useMemo } from 'react';
import type { Lang } from '../../i18n';
import { MAX_POWER, MIN_POWER } from '../../rules/siege/measures';
import type { SgState } from '../../rules/siege/types';
import { act, fireAction, flightFor } from './controller';
import { steps, unitName } from './names';
import { useSgUi } from './sgUi';
import { sg } from './strings';

export function CannonPanel({ state: s, lang }: { state: SgState; lang: Lang }) {
  const id = useId();
  const aimAt = useSgUi((u) => u.aimAt);
  const power = useSgUi((u) => u.power);
  const setPower = useSgUi((u) => u.setPower);
  const fire = fireAction(s, aimAt, power);
  const where = useMemo(() => {
    if (!aimAt || power === null) return null;
    const f = flightFor(s, aimAt, power);
    if (!f) return null;
    if (f.target) return sg(lang, 'aim.hits', { target: unitName(lang, f.target) });
    const end = f.points[f.points.length - 1]!;
    return sg(lang, 'aim.lands', { d: steps(Math.hypot(end.x - aimAt.x, end.y - aimAt.y)) });
  }, [s, aimAt, power, lang]);
  return (
    <section className="sg-cannon" data-at={s.active === 0 ? 'top' : 'bottom'} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="sg-cannon-title">{sg(lang, 'prompt.aim', { player: s.players[s.active] })}</h2>
      {where && <p className="sg-cannon-where" role="status">{where}</p>}
      <div className="sg-power">
        <label htmlFor={`${id}-power`}>{sg(lang, 'prompt.power')}</label>
        <input
          id={`${id}-power`} type="range" min={MIN_POWER} max={MAX_POWER} step={0.1}
          value={power ?? 5} disabled={!aimAt} aria-label={sg(lang, 'power.label')}
          onChange={(e) => setPower(Number(e.target.value))}
        />
        <output htmlFor={`${id}-power`} className="sg-power-value">{(power ?? 5).toFixed(1)}</output>
        <button type="button" className="btn btn-primary sg-fire" disabled={!fire} onClick={() => fire && act(fire)}>{sg(lang, 'act.fire')}</button>
        <button type="button" className="btn" onClick={() => act({ type: 'holdFire' })}>{sg(lang, 'act.hold')}</button>
      </div>
    </section>
  );
}
