// The victory screen of a Ronin match.
import { roninScenario } from '../../rules/ronin/scenarios';
import type { RoState } from '../../rules/ronin/types';
import { playAgain } from '../startMatch';
import { VictoryScreen } from '../panels/LazyVictoryScreen';
import { sideCss } from '../theme/sides';
import { SIDE_COLOURS } from './boardView';
import { ro, type RoKey } from './strings';

export function RoninVictory({ state: s, lang, onLobby }: { state: RoState; lang: 'en' | 'ru'; onLobby(): void }) {
  const r = s.result!;
  const objective = roninScenario(s.scenario)?.objective?.name[lang] ?? '';
  const side = (i: 0 | 1) => ({
    name: s.players[i],
    posse: ro(lang, `faction.${s.factions[i]}` as RoKey),
    color: sideCss(i, SIDE_COLOURS[i]),
    casualties: s.fighters.filter((f) => f.side === i && f.wound >= 3).map((f) => f.name),
  });
  return (
    <VictoryScreen
      winner={r.winner}
      sides={[side(0), side(1)]}
      reason={ro(lang, `victory.${r.reason}`, { objective })}
      turns={s.turn}
      onNewMatch={() => void playAgain()}
      onLobby={onLobby}
    />
  );
}
