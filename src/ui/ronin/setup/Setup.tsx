// Ronin's panel in the lobby: each player takes a faction's ready-made warband or builds one from
// the profile list within the points budget (RO-GAP-5); the choice goes into the match's options.
import { useEffect, useState } from 'react';
import { POINTS_BUDGET, warbandPoints } from '../../../rules/ronin/points';
import { statsOf } from '../../../rules/ronin/profiles';
import { roninScenario } from '../../../rules/ronin/scenarios';
import { fighterFrom, WARBANDS, type FactionId, type WarbandEntry } from '../../../rules/ronin/warbands';
import type { SetupProps } from '../../systemUi';
import { ro, type RoKey } from '../strings';
import { WarbandBuilder } from './WarbandBuilder';
import './setup.css';

const FACTIONS = Object.keys(WARBANDS) as FactionId[];
const CUSTOM = 'custom';
type Pick = FactionId | typeof CUSTOM;

export default function RoninSetup({ scenarioId, players, lang, onChange }: SetupProps) {
  const sc = roninScenario(scenarioId);
  const start = (sc ? sc.warbands : ['samurai', 'ronin']) as [FactionId, FactionId];
  const [picked, setPicked] = useState<[Pick, Pick]>(start);
  const [built, setBuilt] = useState<[WarbandEntry[], WarbandEntry[]]>(() => [[...WARBANDS[start[0]]], [...WARBANDS[start[1]]]]);
  useEffect(() => {
    if (sc) setPicked(sc.warbands as [FactionId, FactionId]);
  }, [sc]);
  useEffect(() => {
    const custom = picked.some((p) => p === CUSTOM);
    const names = picked.map((p, i) => (p === CUSTOM ? players[i]! : ro(lang, `faction.${p}` as RoKey)));
    const problem = ([0, 1] as const).map((i) => {
      if (picked[i] !== CUSTOM) return null;
      const points = warbandPoints(built[i]);
      if (!built[i].length) return ro(lang, 'setup.empty', { player: players[i] });
      return points > POINTS_BUDGET ? ro(lang, 'setup.over', { player: players[i], points, budget: POINTS_BUDGET }) : null;
    }).find((x) => x) ?? null;
    const warbands = picked.map((p, i) => (p === CUSTOM ? built[i] : [...WARBANDS[p]]));
    onChange({
      ok: problem === null,
      options: custom ? { warbands } : { factions: [...picked] },
      summary: ro(lang, 'setup.summary', { a: names[0], b: names[1] }),
      change: ro(lang, 'setup.change'),
      ...(problem ? { problem } : {}),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names, not the array each render makes
  }, [picked, built, lang, onChange, players[0], players[1]]);
  const choose = (side: 0 | 1, value: Pick) => {
    if (value === CUSTOM && picked[side] !== CUSTOM) setBuilt((b) => (side === 0 ? [[...WARBANDS[picked[0] as FactionId]], b[1]] : [b[0], [...WARBANDS[picked[1] as FactionId]]]));
    setPicked((p) => (side === 0 ? [value, p[1]] : [p[0], value]));
  };
  return (
    <div className="ronin-setup">
      {([0, 1] as const).map((side) => (
        <fieldset key={side}>
          <legend>{ro(lang, 'setup.side', { player: players[side] })}</legend>
          <select aria-label={ro(lang, 'setup.side', { player: players[side] })} value={picked[side]} onChange={(e) => choose(side, e.target.value as Pick)}>
            {FACTIONS.map((f) => <option key={f} value={f}>{ro(lang, `faction.${f}` as RoKey)}</option>)}
            <option value={CUSTOM}>{ro(lang, 'setup.custom')}</option>
          </select>
          {picked[side] === CUSTOM
            ? <WarbandBuilder entries={built[side]} lang={lang} onChange={(w) => setBuilt((b) => (side === 0 ? [w, b[1]] : [b[0], w]))} />
            : (
              <ul>
                {WARBANDS[picked[side] as FactionId].map((e) => {
                  const st = statsOf(fighterFrom(e, side, 0, 0));
                  return <li key={e.id}>{e.name}: {ro(lang, 'unit.stats', { cp: st.cp, init: st.init, fight: st.fight, shoot: st.shoot, armour: ro(lang, `armour.${e.armour}`) })}</li>;
                })}
              </ul>
            )}
        </fieldset>
      ))}
    </div>
  );
}
