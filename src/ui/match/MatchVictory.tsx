// The victory screen of an Old West match.
import type { OWState } from '../../rules/oldwest/types';
import { startMatch } from '../startMatch';
import { hex } from '../oldwest/controller';
import { ow } from '../oldwest/strings';
import { VictoryScreen } from '../panels/VictoryScreen';
import { defaultSeed } from '../../store/matchStore';
import { useSettings } from '../../store/settingsStore';

export function MatchVictory({ state: s, lang, onLobby }: { state: OWState; lang: 'en' | 'ru'; onLobby(): void }) {
  const r = s.result!;
  const side = (i: 0 | 1) => ({
    name: s.players[i],
    posse: s.posses[i].name[lang],
    color: hex(s.posses[i].color),
    casualties: s.order.map((id) => s.fighters[id]!).filter((f) => f.side === i && f.status === 'out').map((f) => f.name),
  });
  return (
    <VictoryScreen
      winner={r.winner}
      sides={[side(0), side(1)]}
      reason={ow(lang, `reason.${r.reason}`)}
      turns={r.turn}
      onNewMatch={() => {
        void startMatch({ system: 'oldwest', scenarioId: s.scenarioId, players: s.players, seed: defaultSeed() >>> 0, handoff: useSettings.getState().handoff });
      }}
      onLobby={onLobby}
    />
  );
}
