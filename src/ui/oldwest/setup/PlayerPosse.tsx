// One player's posse in the lobby: which posse (the scenario's, a ready-made one, or built here),
// its points against the budget, its problems, and its fighters.
import { useId } from 'react';
import { useT } from '../../../i18n';
import { PROFILES, WEAPONS } from '../../../rules/oldwest/profiles';
import { MAX_FIGHTERS, READY_MADE, fighterCost, rosterCost, type Roster, type RosterProblem } from '../../../rules/oldwest/roster';
import type { Side } from '../../../rules/oldwest/types';
import { FighterRow } from './FighterRow';
import {
  CUSTOM_POSSE,
  SCENARIO_POSSE,
  addFighter,
  choose,
  removeFighter,
  scenarioRoster,
  setLeader,
  updateFighter,
  type PlayerPosse as PlayerPosseValue,
} from './posseDraft';

export interface PlayerPosseProps {
  side: Side;
  playerName: string;
  scenarioId: string;
  value: PlayerPosseValue;
  /** The roster the choice stands for (null if there is none). */
  roster: Roster | null;
  budget: number | null;
  problems: readonly RosterProblem[];
  onChange(value: PlayerPosseValue): void;
}

export function PlayerPosse({ side, playerName, scenarioId, value, roster, budget, problems, onChange }: PlayerPosseProps) {
  const t = useT();
  const base = useId();
  const legendId = `${base}-legend`;
  const custom = value.choice === CUSTOM_POSSE && value.custom ? value.custom : null;
  const own = scenarioRoster(scenarioId, side);
  const cost = roster ? rosterCost(roster) : 0;
  const over = budget !== null && cost > budget;

  const edit = (next: Roster) => onChange({ ...value, custom: next });

  return (
    <fieldset className="posse-player">
      <legend id={legendId} className="panel-subtitle">
        {t('posse.of', { name: playerName })}
      </legend>
      <div className="posse-choice">
        <select
          className="input"
          value={value.choice}
          aria-labelledby={legendId}
          aria-describedby={custom ? `${base}-hint` : undefined}
          onChange={(e) => onChange(choose(value, e.target.value, scenarioId, side))}
        >
          {own && (
            <option value={SCENARIO_POSSE}>
              {t('posse.withCost', { name: t('posse.scenario', { name: own.name[t.lang] }), cost: rosterCost(own) })}
            </option>
          )}
          <optgroup label={t('posse.readyMade')}>
            {READY_MADE.map((r) => (
              <option key={r.posseId} value={r.posseId}>
                {t('posse.withCost', { name: r.name[t.lang], cost: rosterCost(r) })}
              </option>
            ))}
          </optgroup>
          <option value={CUSTOM_POSSE}>{t('posse.custom')}</option>
        </select>
        {roster && <span className="swatch posse-swatch" style={{ background: hex(roster.color) }} aria-hidden="true" />}
      </div>
      {custom && (
        <p id={`${base}-hint`} className="field-hint">
          {t('posse.customHint')}
        </p>
      )}

      <p className={`posse-points${over ? ' is-over' : ''}`}>
        {t('posse.points', { cost, budget: budget ?? '—' })}
      </p>
      <div role="status" className="posse-status">
        {problems.length === 0 ? (
          <p className="posse-ok">{budget !== null && roster ? t('posse.ready') : ''}</p>
        ) : (
          <ul className="posse-problems">
            {problems.map((p, i) => (
              <li key={`${p.key}-${i}`} className="field-error">
                {t(p.key, p.params)}
              </li>
            ))}
          </ul>
        )}
      </div>

      {roster && !custom && <RosterSummary roster={roster} />}
      {custom && (
        <>
          <ul className="posse-fighters" aria-label={t('posse.fighterList', { name: playerName })}>
            {custom.fighters.map((f, i) => (
              <FighterRow
                key={f.id}
                index={i}
                fighter={f}
                leaderGroup={`${base}-leader`}
                onChange={(patch) => edit(updateFighter(custom, i, patch, t.lang))}
                onLeader={() => edit(setLeader(custom, i))}
                onRemove={() => edit(removeFighter(custom, i))}
              />
            ))}
          </ul>
          <button
            type="button"
            className="btn posse-add"
            disabled={custom.fighters.length >= MAX_FIGHTERS}
            onClick={() => edit(addFighter(custom, t.lang))}
          >
            {t('posse.add')}
          </button>
        </>
      )}
    </fieldset>
  );
}

/** A ready-made (or the scenario's) posse, read only. */
function RosterSummary({ roster }: { roster: Roster }) {
  const t = useT();
  return (
    <ul className="posse-summary" aria-label={roster.name[t.lang]}>
      {roster.fighters.map((f) => {
        const mount = f.mount ? t(f.mount === 'horse' ? 'posse.mount.horse' : 'posse.mount.mule') : null;
        const detail = [PROFILES[f.type]?.name[t.lang] ?? f.type, WEAPONS[f.weapon]?.name[t.lang] ?? f.weapon, mount].filter(Boolean);
        return (
          <li key={f.id} className="posse-summary-row">
            <span className="posse-summary-name">
              {f.name}
              {f.leader && <span className="badge posse-leader-badge">{t('posse.leader')}</span>}
            </span>
            <span className="posse-summary-detail">{detail.join(' · ')}</span>
            <span className="posse-summary-cost">{t('posse.pts', { cost: fighterCost(f) })}</span>
          </li>
        );
      })}
    </ul>
  );
}

const hex = (color: number) => `#${color.toString(16).padStart(6, '0')}`;
