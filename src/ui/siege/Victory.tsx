// The victory screen of a siege: the shared VictoryScreen with the knights' words.
import type { SgState } from '../../rules/siege/types';
import { playAgain } from '../startMatch';
import { VictoryScreen } from '../panels/LazyVictoryScreen';
import { sideCss } from '../theme/sides';
import { SIDE_COLOURS } from './boardView';
import { unitName } from './names';
import { sg } from './strings';

export function SiegeVictory({ state: s, lang, onLobby }: { state: SgState; lang: 'en' | 'ru'; onLobby(): void }) {
  const r = s.result!;
  const side = (i: 0 | 1) => ({
    name: s.players[i],
    posse: sg(lang, i === 0 ? 'team.0' : 'team.1'),
    color: sideCss(i, SIDE_COLOURS[i]),
    casualties: s.units.filter((u) => u.side === i && !u.alive).map((u) => unitName(lang, u.id)),
  });
  return (
    <VictoryScreen
      winner={r.winner}
      sides={[side(0), side(1)]}
      reason={r.winner === null ? sg(lang, 'victory.draw') : sg(lang, `victory.${r.reason}`)}
      turns={s.round}
      onNewMatch={() => void playAgain()}
      onLobby={onLobby}
    />
  );
}
