// The Shooting step, in the dock under the board: pull back from the cannon (or tap the table) to
// aim, the power slider (set by the pull's length, or to the power whose flight by the rules lands
// nearest the tapped spot; keyboard operable), then Fire! or Hold fire. The arc is drawn on the
// board and the odds show in the odds panel before the shot; after Fire! the ball flies.
import { useId, useMemo } from 'react';
import type { Lang } from '../../i18n';
import { MAX_POWER, MIN_POWER } from '../../rules/siege/measures';
import type { SgState } from '../../rules/siege/types';
import { prefersReducedMotion, useDiceSettings } from '../panels/diceSettings';
import { fireAction, flightFor } from './aiming';
import { act, fireShot } from './controller';
import { Icon } from './icons';
import { steps, unitName } from './names';
import { useSgUi } from './sgUi';
import { sg } from './strings';

/** Whether the ball's flight is shown: the dice tray's animation setting, never under reduced motion. */
export const shotMotion = (): boolean => useDiceSettings.getState().motion && !prefersReducedMotion();

export function CannonPanel({ state: s, lang }: { state: SgState; lang: Lang }) {
  const id = useId();
  const aim = useSgUi((u) => u.aim);
  const aimAt = useSgUi((u) => u.aimAt);
  const power = useSgUi((u) => u.power);
  const setPower = useSgUi((u) => u.setPower);
  const fire = fireAction(s, aim, power);
  const where = useMemo(() => {
    if (!aim || power === null) return null;
    const f = flightFor(s, aim, power);
    if (!f) return null;
    if (f.target) return sg(lang, 'aim.hits', { target: unitName(lang, f.target) });
    const end = f.points[f.points.length - 1]!;
    if (aimAt) return sg(lang, 'aim.lands', { d: steps(Math.hypot(end.x - aimAt.x, end.y - aimAt.y)) });
    const from = f.points[0]!;
    return sg(lang, 'aim.flies', { d: steps(Math.hypot(end.x - from.x, end.y - from.y)) });
  }, [s, aim, aimAt, power, lang]);
  return (
    <section className="sg-cannon" aria-labelledby={`${id}-h`}>
      <div className="sg-cannon-aim">
        <h2 id={`${id}-h`} className="visually-hidden">{sg(lang, 'phase.shoot')}</h2>
        <p className="sg-cannon-where" role="status">
          <Icon name="target" size={24} />
          <span>{where ?? sg(lang, 'prompt.aim', { player: s.players[s.active] })}</span>
        </p>
        <div className="sg-power">
          <label htmlFor={`${id}-power`} className="sg-power-label">
            <Icon name="power" size={26} />
            <span>{sg(lang, 'prompt.power')}</span>
          </label>
          <input
            id={`${id}-power`} type="range" min={MIN_POWER} max={MAX_POWER} step={0.1}
            value={power ?? 5} disabled={!aim} aria-label={sg(lang, 'power.label')}
            onChange={(e) => setPower(Number(e.target.value))}
          />
          <output htmlFor={`${id}-power`} className="sg-power-value">{(power ?? 5).toFixed(1)}</output>
        </div>
      </div>
      <div className="sg-cannon-buttons">
        <button type="button" className="btn btn-primary sg-fire" disabled={!fire} onClick={() => fire?.type === 'fire' && fireShot(s, fire, shotMotion())}>
          <Icon name="cannon" />{sg(lang, 'act.fire')}
        </button>
        <button type="button" className="btn sg-hold" onClick={() => act({ type: 'holdFire' })}>
          <Icon name="hand" />{sg(lang, 'act.hold')}
        </button>
      </div>
    </section>
  );
}
