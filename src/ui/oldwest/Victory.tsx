// The victory screen of an Old West match.
import type { OWState } from '../../rules/oldwest/types';
import { playAgain } from '../startMatch';
import { ow } from './strings';
import { VictoryScreen } from '../panels/LazyVictoryScreen';
import { sideCss } from '../theme/sides';

export function MatchVictory({ state: s, lang, onLobby }: { state: OWState; lang: 'en' | 'ru'; onLobby(): void }) {
  const r = s.result!;
  const side = (i: 0 | 1) => ({
    name: s.players[i],
    posse: s.posses[i].name[lang],
    color: sideCss(i as 0 | 1, s.posses[i].color),
    casualties: s.order.map((id) => s.fighters[id]!).filter((f) => f.side === i && f.status === 'out').map((f) => f.name),
  });
  return (
    <VictoryScreen
      winner={r.winner}
      sides={[side(0), side(1)]}
      reason={ow(lang, `reason.${r.reason}`)}
      turns={r.turn}
      onNewMatch={() => {
        void playAgain();
      }}
      onLobby={onLobby}
    />
  );
}
