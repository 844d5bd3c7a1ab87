// Ronin's panel in the lobby: each player picks a faction's ready-made warband (RO-GAP-5); the
// choice goes into the match's options as `factions`, and each warband's fighters are listed.
import { useEffect, useId, useState } from 'react';
import { statsOf } from '../../../rules/ronin/profiles';
import { roninScenario } from '../../../rules/ronin/scenarios';
import { fighterFrom, WARBANDS, type FactionId } from '../../../rules/ronin/warbands';
import type { SetupProps } from '../../systemUi';
import { ro, type RoKey } from '../strings';

const FACTIONS = Object.keys(WARBANDS) as FactionId[];

export default function RoninSetup({ scenarioId, players, lang, onChange }: SetupProps) {
  const sc = roninScenario(scenarioId);
  const [picked, setPicked] = useState<[FactionId, FactionId]>(() => (sc ? (sc.warbands as [FactionId, FactionId]) : ['samurai', 'ronin']));
  const ids = [useId(), useId()];
  useEffect(() => {
    if (sc) setPicked(sc.warbands as [FactionId, FactionId]);
  }, [sc]);
  useEffect(() => {
    const names = picked.map((f) => ro(lang, `faction.${f}` as RoKey));
    onChange({ ok: true, options: { factions: [...picked] }, summary: ro(lang, 'setup.summary', { a: names[0], b: names[1] }), change: ro(lang, 'setup.change') });
  }, [picked, lang, onChange]);
  return (
    <div className="ronin-setup">
      {([0, 1] as const).map((side) => (
        <fieldset key={side}>
          <legend>{ro(lang, 'setup.side', { player: players[side] })}</legend>
          <select id={ids[side]} aria-label={ro(lang, 'setup.side', { player: players[side] })} value={picked[side]}
            onChange={(e) => setPicked((p) => (side === 0 ? [e.target.value as FactionId, p[1]] : [p[0], e.target.value as FactionId]))}>
            {FACTIONS.map((f) => <option key={f} value={f}>{ro(lang, `faction.${f}` as RoKey)}</option>)}
          </select>
          <ul>
            {WARBANDS[picked[side]].map((e) => {
              const st = statsOf(fighterFrom(e, side, 0, 0));
              return <li key={e.id}>{e.name}: {ro(lang, 'unit.stats', { cp: st.cp, init: st.init, fight: st.fight, shoot: st.shoot, armour: ro(lang, `armour.${e.armour}`) })}</li>;
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
