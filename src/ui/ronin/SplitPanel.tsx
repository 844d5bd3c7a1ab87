// The secret split of a combat pool (RO-12): a slider per fighter between Attack and Defence, the
// initiative boost, the totals, and Commit. Shown over the board to the player the screen was
// handed to; the other player's split is never in this view (the rules' playerView).
import { useId, useState } from 'react';
import type { Lang } from '../../i18n';
import { sidesOf } from '../../rules/ronin/bout';
import { statsOf } from '../../rules/ronin/profiles';
import type { RoState, Side, Split } from '../../rules/ronin/types';
import { act } from './controller';
import { SplitOdds } from './SplitOdds';
import { useRoUi } from './roUi';
import { ro } from './strings';
import './SplitPanel.css';

export function SplitPanel({ state: s, by, lang }: { state: RoState; by: Side; lang: Lang }) {
  const draft = useRoUi((u) => u.draft);
  const setDraft = useRoUi((u) => u.setDraft);
  const title = useId();
  const bout = s.bout!;
  const mine = sidesOf(s, bout)[by];
  // The odds table follows the fighter whose tokens were last changed.
  const [focus, setFocus] = useState<string | null>(null);
  const shown = mine.find((f) => f.id === focus) ?? mine[0]!;
  const split: Split = Object.fromEntries(mine.map((f) => {
    const cp = statsOf(f).cp;
    const d = draft[f.id];
    const attack = d && d.attack + d.defence === cp ? d.attack : Math.ceil(cp / 2);
    return [f.id, { attack, defence: cp - attack, boostInit: !!d?.boostInit && attack > 0 }];
  }));
  const set = (id: string, attack: number, boostInit: boolean) => {
    const cp = statsOf(mine.find((f) => f.id === id)!).cp;
    setDraft({ ...split, [id]: { attack, defence: cp - attack, boostInit: boostInit && attack > 0 } });
    setFocus(id);
  };
  const total = Object.values(split).reduce((a, t) => ({ attack: a.attack + t.attack, defence: a.defence + t.defence }), { attack: 0, defence: 0 });
  return (
    <section className="ronin-split" role="dialog" aria-labelledby={title}>
      <h2 id={title}>{ro(lang, 'split.title', { player: s.players[by] })}</h2>
      {mine.map((f) => {
        const t = split[f.id]!;
        const cp = statsOf(f).cp;
        return (
          <div className="ronin-split-row" key={f.id}>
            <label>
              <span>{ro(lang, 'split.fighter', { fighter: f.name, attack: t.attack, defence: t.defence })}</span>
              <input
                type="range" min={0} max={cp} step={1} value={t.attack}
                aria-label={ro(lang, 'split.attack', { fighter: f.name })}
                aria-valuetext={ro(lang, 'split.fighter', { fighter: f.name, attack: t.attack, defence: t.defence })}
                onChange={(e) => set(f.id, Number(e.target.value), t.boostInit)}
              />
            </label>
            <label className="ronin-split-boost">
              <input type="checkbox" checked={t.boostInit} disabled={t.attack < 1} onChange={(e) => set(f.id, t.attack, e.target.checked)} />
              {ro(lang, 'split.boost')}
            </label>
          </div>
        );
      })}
      <p role="status">{ro(lang, 'split.total', total)}</p>
      <SplitOdds state={s} by={by} fighterId={shown.id} attack={split[shown.id]!.attack} lang={lang} />
      <p className="muted">{ro(lang, 'split.hidden')}</p>
      <button type="button" className="btn btn-primary" onClick={() => { if (act({ type: 'split', by, tokens: split })) setDraft({}); }}>
        {ro(lang, 'split.commit')}
      </button>
    </section>
  );
}
