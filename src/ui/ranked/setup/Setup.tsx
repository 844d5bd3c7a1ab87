// Rank and flank's panel in the lobby (RK-GAP-1): each player takes a ready-made army (the human
// kingdom or the orc horde) or builds one from the profile list within the points budget; the
// rules' validateArmy decides, and the armies and the budget go into the match's options.
import { useEffect, useId, useMemo, useState } from 'react';
import { MAX_BUDGET } from '../../../rules/ranked/armies';
import type { SetupProps } from '../../systemUi';
import { checkDraft, initialDraft, spotsOf, type PlayerArmy as PlayerArmyValue } from './armyDraft';
import { PlayerArmy, problemText } from './PlayerArmy';
import { armiesSummary, words } from './words';
import './setup.css';

export default function RankedSetup({ scenarioId, players, lang, onChange }: SetupProps) {
  const [draft, setDraft] = useState(() => initialDraft(scenarioId));
  const check = useMemo(() => checkDraft(draft, scenarioId), [draft, scenarioId]);
  const base = useId();
  useEffect(() => {
    const first = check.problems.flat()[0];
    const problem = check.budget === null ? words(lang, 'budgetFirst') : first ? words(lang, 'fixFirst', { detail: problemText(lang, first) }) : null;
    const names = check.chosen.map((l, i) => l?.name[lang] ?? players[i]!);
    onChange({
      ok: check.ok,
      ...(check.options ? { options: check.options } : {}),
      summary: armiesSummary(lang, names[0]!, names[1]!),
      change: words(lang, 'change'),
      ...(problem ? { problem } : {}),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names, not the array each render makes
  }, [check, lang, onChange, players[0], players[1]]);
  const setPlayer = (side: 0 | 1, v: PlayerArmyValue) =>
    setDraft((d) => ({ ...d, players: side === 0 ? [v, d.players[1]] : [d.players[0], v] }));
  const budgetBad = check.budget === null;
  return (
    <div className="rk-setup">
      <div className="rk-budget">
        <label htmlFor={`${base}-budget`}>{words(lang, 'budget')}</label>
        <input
          id={`${base}-budget`}
          className="input"
          inputMode="numeric"
          value={draft.budgetText}
          maxLength={4}
          aria-invalid={budgetBad}
          aria-describedby={`${base}-budget-hint`}
          onChange={(e) => setDraft((d) => ({ ...d, budgetText: e.target.value }))}
        />
        <p id={`${base}-budget-hint`} className={budgetBad ? 'field-error' : 'field-hint'}>
          {words(lang, budgetBad ? 'budgetBad' : 'budgetHint', { max: MAX_BUDGET })}
        </p>
      </div>
      {([0, 1] as const).map((side) => (
        <PlayerArmy
          key={side}
          side={side}
          player={players[side]}
          lang={lang}
          value={draft.players[side]}
          list={check.chosen[side]}
          spots={spotsOf(scenarioId, side)}
          budget={check.budget}
          problems={check.problems[side]}
          onChange={(v) => setPlayer(side, v)}
        />
      ))}
    </div>
  );
}
