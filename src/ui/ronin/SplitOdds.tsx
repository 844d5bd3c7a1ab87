// The small table beside the secret split (RO-12): for each way of splitting the chosen fighter's
// pool, the chance it wounds its opponent and is wounded, and the chance to act first, all worked
// out by the rules (src/rules/ronin/splitOdds.ts). A row at a time, between frames, so the sliders
// stay live while the table fills in.
import { useEffect, useRef, useState } from 'react';
import { formatPercent, type Lang } from '../../i18n';
import { firstChance, splitRow, splitSubject, type SplitRow } from '../../rules/ronin/splitOdds';
import type { RoState, Side } from '../../rules/ronin/types';
import { ro } from './strings';

interface Table {
  key: string;
  rows: (SplitRow | null)[];
  first: [number | null, number | null] | null;
  failed: boolean;
}

function useSplitTable(s: RoState, by: Side, fighterId: string): Table | null {
  const key = `${s.turn}|${s.bout?.fight}|${by}|${fighterId}`;
  const stateRef = useRef(s);
  stateRef.current = s;
  const [table, setTable] = useState<Table | null>(null);
  useEffect(() => {
    const subject = splitSubject(stateRef.current, by, fighterId);
    if (!subject) return undefined;
    let cancelled = false;
    let t: Table = { key, rows: [], first: null, failed: false };
    setTable(t);
    const jobs: (() => void)[] = [];
    for (let attack = subject.cp; attack >= 0; attack--) {
      jobs.push(() => {
        const row = splitRow(stateRef.current, by, fighterId, attack);
        t = { ...t, rows: [...t.rows, row], failed: t.failed || !row };
      });
    }
    jobs.push(() => {
      t = { ...t, first: [firstChance(stateRef.current, by, fighterId, false), firstChance(stateRef.current, by, fighterId, true)] };
    });
    let timer = 0;
    const step = () => {
      if (cancelled) return;
      jobs.shift()!();
      setTable(t);
      if (jobs.length && !t.failed) timer = window.setTimeout(step, 16);
    };
    timer = window.setTimeout(step, 50);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [key, by, fighterId]);
  return table?.key === key ? table : null;
}

export function SplitOdds({ state: s, by, fighterId, attack, lang }: { state: RoState; by: Side; fighterId: string; attack: number; lang: Lang }) {
  const table = useSplitTable(s, by, fighterId);
  const subject = splitSubject(s, by, fighterId);
  if (!subject) return null;
  const names = { fighter: subject.fighter, opponent: subject.opponent };
  const pct = (p: number | null | undefined) => (p === null || p === undefined ? '…' : formatPercent(lang, p));
  if (table?.failed) return <p className="muted">{ro(lang, 'odds.split.tooMany')}</p>;
  const done = table ? table.rows.length : 0;
  return (
    <figure className="ronin-split-odds" aria-busy={!table?.first}>
      <table>
        <caption>{ro(lang, 'odds.split.caption', names)}</caption>
        <thead>
          <tr>
            <th scope="col">{ro(lang, 'odds.split.split')}</th>
            <th scope="col">{ro(lang, 'odds.split.wounds', names)}</th>
            <th scope="col">{ro(lang, 'odds.split.wounded', names)}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: subject.cp + 1 }, (_, i) => {
            const a = subject.cp - i;
            const row = i < done ? table!.rows[i] : undefined;
            return (
              <tr key={a} className={a === attack ? 'current' : undefined} aria-current={a === attack ? 'true' : undefined}>
                <th scope="row">{`${a} / ${subject.cp - a}`}</th>
                <td>{pct(row?.wounds)}</td>
                <td>{pct(row?.wounded)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <figcaption>
        {table?.first ? ro(lang, 'odds.split.first', { ...names, plain: pct(table.first[0]), boosted: pct(table.first[1]) }) : ro(lang, 'odds.split.working')}
        {' '}
        <span className="muted">{ro(lang, 'odds.split.assume', names)}</span>
      </figcaption>
    </figure>
  );
}
