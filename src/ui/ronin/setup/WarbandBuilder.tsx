// One side's warband built from the profile list (RO-GAP-5): a row per fighter with its rank,
// weapon, armour and missile weapon, the profile they give and the points, within the budget.
import type { Lang } from '../../../i18n';
import { entryPoints, MAX_FIGHTERS, POINTS_BUDGET, warbandPoints } from '../../../rules/ronin/points';
import { PROFILES, statsOf, WEAPONS } from '../../../rules/ronin/profiles';
import type { Armour, Missile, Rank, Weapon } from '../../../rules/ronin/types';
import { fighterFrom, type WarbandEntry } from '../../../rules/ronin/warbands';
import { ro, type RoKey } from '../strings';

const RANKS = Object.keys(PROFILES) as Rank[];
const WEAPON_IDS = Object.keys(WEAPONS) as Weapon[];
const ARMOURS: Armour[] = ['none', 'light', 'medium', 'heavy'];
const MISSILES: Missile[] = ['yumi', 'teppo', 'shuriken'];

export function WarbandBuilder({ entries, lang, onChange }: { entries: readonly WarbandEntry[]; lang: Lang; onChange(w: WarbandEntry[]): void }) {
  const set = (i: number, patch: Partial<WarbandEntry>) => onChange(entries.map((e, k) => (k === i ? { ...e, ...patch } : e)));
  const add = () => {
    let n = entries.length + 1;
    while (entries.some((e) => e.id === `f${n}`)) n++;
    onChange([...entries, { id: `f${n}`, name: `${ro(lang, 'rank.ashigaru')} ${n}`, type: 'ashigaru', weapon: 'yari', missile: null, armour: 'none' }]);
  };
  const points = warbandPoints(entries);
  return (
    <div className="ronin-builder">
      <p role="status" data-over={points > POINTS_BUDGET ? 'true' : undefined}>{ro(lang, 'setup.points', { points, budget: POINTS_BUDGET })}</p>
      <ol>
        {entries.map((e, i) => {
          const st = statsOf(fighterFrom(e, 0, 0, 0));
          const label = e.name || String(i + 1);
          return (
            <li key={e.id}>
              <input aria-label={ro(lang, 'setup.name', { n: i + 1 })} value={e.name} maxLength={40} onChange={(x) => set(i, { name: x.target.value })} />
              <select aria-label={ro(lang, 'setup.rank', { name: label })} value={e.type} onChange={(x) => set(i, { type: x.target.value as Rank })}>
                {RANKS.map((r) => <option key={r} value={r}>{ro(lang, `rank.${r}` as RoKey)}</option>)}
              </select>
              <select aria-label={ro(lang, 'setup.weapon', { name: label })} value={e.weapon} onChange={(x) => set(i, { weapon: x.target.value as Weapon })}>
                {WEAPON_IDS.map((w) => <option key={w} value={w}>{ro(lang, `weapon.${w}` as RoKey)}</option>)}
              </select>
              <select aria-label={ro(lang, 'setup.armour', { name: label })} value={e.armour} onChange={(x) => set(i, { armour: x.target.value as Armour })}>
                {ARMOURS.map((a) => <option key={a} value={a}>{ro(lang, `armour.${a}`)}</option>)}
              </select>
              <select aria-label={ro(lang, 'setup.missile', { name: label })} value={e.missile ?? ''} onChange={(x) => set(i, { missile: (x.target.value || null) as Missile | null })}>
                <option value="">{ro(lang, 'setup.noMissile')}</option>
                {MISSILES.map((m) => <option key={m} value={m}>{ro(lang, `missile.${m}` as RoKey)}</option>)}
              </select>
              <span className="muted">{ro(lang, 'unit.stats', { cp: st.cp, init: st.init, fight: st.fight, shoot: st.shoot, armour: ro(lang, `armour.${e.armour}`) })} · {entryPoints(e)}</span>
              <button type="button" className="btn" onClick={() => onChange(entries.filter((_, k) => k !== i))}>{ro(lang, 'setup.remove', { name: label })}</button>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn" disabled={entries.length >= MAX_FIGHTERS} onClick={add}>{ro(lang, 'setup.add')}</button>
    </div>
  );
}
