// One player's army in the lobby: the kingdom, the horde or one built here; its points used and
// left against the budget, the rules' verdict on it in words, and its regiments.
import { useId } from 'react';
import type { Lang } from '../../../i18n';
import { armyCost, regimentCost, type ArmyProblem } from '../../../rules/ranked/armies';
import { PROFILES } from '../../../rules/ranked/profiles';
import type { ArmyList, Side } from '../../../rules/ranked/types';
import { explainError } from '../refusals';
import { addRegiment, choose, CUSTOM, READY, READY_IDS, roleOf, type ArmyChoice, type PlayerArmy as PlayerArmyValue } from './armyDraft';
import { profileLine, RegimentRow } from './RegimentRow';
import { words } from './words';

export interface PlayerArmyProps {
  side: Side;
  player: string;
  lang: Lang;
  value: PlayerArmyValue;
  list: ArmyList | null;
  /** The most regiments the scenario sets up for this side. */
  spots: number;
  budget: number | null;
  problems: readonly ArmyProblem[];
  onChange(value: PlayerArmyValue): void;
}

/** A rules problem with an army list in words. */
export const problemText = (lang: Lang, p: ArmyProblem): string => explainError(lang, p.code, p.code, p.params);

export function PlayerArmy({ side, player, lang, value, list, spots, budget, problems, onChange }: PlayerArmyProps) {
  const base = useId();
  const legendId = `${base}-legend`;
  const custom = value.choice === CUSTOM ? value.custom : null;
  const points = list ? armyCost(list) : 0;
  const pointsText = budget === null
    ? words(lang, 'pointsNoBudget', { points })
    : points > budget
      ? words(lang, 'over', { points, budget, over: points - budget })
      : words(lang, 'points', { points, budget, left: budget - points });
  return (
    <fieldset className="rk-army" data-side={side}>
      <legend id={legendId} className="panel-subtitle">{words(lang, 'side', { player })}</legend>
      <select className="input" aria-labelledby={legendId} value={value.choice} onChange={(e) => onChange(choose(value, e.target.value as ArmyChoice))}>
        {READY_IDS.map((id) => <option key={id} value={id}>{words(lang, 'withCost', { name: READY[id].name[lang], points: armyCost(READY[id]) })}</option>)}
        <option value={CUSTOM}>{words(lang, 'custom')}</option>
      </select>
      <p className="rk-points" data-over={budget !== null && points > budget ? 'true' : undefined}>{pointsText}</p>
      <div role="status" className="rk-status">
        {problems.length === 0
          ? <p className="rk-ok">{budget !== null && list ? words(lang, 'ready') : ''}</p>
          : <ul className="rk-problems">{problems.map((p, i) => <li key={`${p.code}-${i}`} className="field-error">{problemText(lang, p)}</li>)}</ul>}
      </div>
      {list && !custom && <ReadyArmy list={list} lang={lang} />}
      {custom && (
        <>
          <ol className="rk-regiments" aria-label={words(lang, 'regiments', { player })}>
            {custom.regiments.map((_, i) => (
              <RegimentRow key={i} list={custom} index={i} lang={lang} onChange={(l) => onChange({ ...value, custom: l })} />
            ))}
          </ol>
          <button type="button" className="btn" disabled={custom.regiments.length >= spots} onClick={() => onChange({ ...value, custom: addRegiment(custom) })}>
            {words(lang, 'add')}
          </button>
        </>
      )}
    </fieldset>
  );
}

/** A ready-made army, read only: each regiment with its command, characters, profile and cost. */
function ReadyArmy({ list, lang }: { list: ArmyList; lang: Lang }) {
  return (
    <ul className="rk-ready" aria-label={list.name[lang]}>
      {list.regiments.map((r, i) => {
        const command = (['champion', 'standard', 'musician'] as const).filter((k) => r[k]).map((k) => words(lang, k).toLowerCase());
        const chars = (r.characters ?? []).map((c) => {
          const role = roleOf(c);
          const name = PROFILES[c.kind]?.name[lang] ?? c.kind;
          return role === 'none' ? name : `${name} (${words(lang, `role.${role}`)})`;
        });
        return (
          <li key={i}>
            <strong>{words(lang, 'line', { models: r.models, name: PROFILES[r.kind]?.name[lang] ?? r.kind, files: r.files })}</strong>
            {[...command, ...chars].length > 0 && <span>{`: ${[...command, ...chars].join(', ')}`}</span>}
            <span className="rk-cost">{` · ${words(lang, 'pts', { points: regimentCost(r) })}`}</span>
            <br />
            <span className="muted">{profileLine(lang, r.kind)}</span>
          </li>
        );
      })}
    </ul>
  );
}

