// Old West posses in the lobby: a points budget and, for each player, the scenario's posse, a
// ready-made one, or one built here. Tells the lobby the rosters to play and whether Start may go.
import { useEffect, useMemo, useState } from 'react';
import { useT } from '../../../i18n';
import type { Side } from '../../../rules/oldwest/types';
import { PlayerPosse } from './PlayerPosse';
import { MAX_BUDGET, checkDraft, initialDraft, type PlayerPosse as PlayerPosseValue, type PosseResult } from './posseDraft';
import { TextField } from '../../lobby/TextField';
import './posseBuilder.css';

export interface PosseBuilderProps {
  scenarioId: string;
  /** The two players' names, for the headings. */
  players: readonly [string, string];
  onChange(result: PosseResult): void;
}

export function PosseBuilder({ scenarioId, players, onChange }: PosseBuilderProps) {
  const t = useT();
  const [draft, setDraft] = useState(initialDraft);
  const check = useMemo(() => checkDraft(draft, scenarioId), [draft, scenarioId]);
  const { ok, rosters } = check;
  const [nameA, nameB] = (rosters ?? check.chosen).map((r) => r?.name[t.lang] ?? '—');

  useEffect(() => {
    const names: [string, string] = [nameA!, nameB!];
    onChange(rosters ? { ok, rosters, names } : { ok, names });
  }, [ok, rosters, nameA, nameB, onChange]);

  const setPlayer = (side: Side, value: PlayerPosseValue) =>
    setDraft((d) => ({ ...d, players: side === 0 ? [value, d.players[1]] : [d.players[0], value] }));

  return (
    <section className="panel posse-builder" aria-labelledby="posse-heading">
      <h2 id="posse-heading" className="section-title" tabIndex={-1}>
        {t('posse.heading')}
      </h2>
      <div className="posse-budget">
        <TextField
          label={t('posse.budget')}
          value={draft.budgetText}
          onChange={(budgetText) => setDraft((d) => ({ ...d, budgetText }))}
          hint={t('posse.budgetHint')}
          error={check.budget === null ? t('posse.budgetInvalid', { max: MAX_BUDGET }) : null}
          inputMode="numeric"
          autoComplete="off"
          name="budget"
        />
      </div>
      {([0, 1] as const).map((side) => (
        <PlayerPosse
          key={side}
          side={side}
          playerName={players[side]}
          scenarioId={scenarioId}
          value={draft.players[side]}
          roster={rosters?.[side] ?? check.chosen[side]}
          budget={check.budget}
          problems={check.problems[side]}
          onChange={(value) => setPlayer(side, value)}
        />
      ))}
    </section>
  );
}

export default PosseBuilder;
