// The victory screen of a rank-and-flank match: the shared VictoryScreen with the armies' words.
import type { RkState } from '../../rules/ranked/types';
import { scoreOf } from '../../rules/ranked/victory';
import { playAgain } from '../startMatch';
import { VictoryScreen } from '../panels/LazyVictoryScreen';
import { sideCss } from '../theme/sides';
import { SIDE_COLOURS } from './boardView';
import { rk } from './strings';
import { lossesOf } from './victoryLosses';

export function RankedVictory({ state: s, lang, onLobby }: { state: RkState; lang: 'en' | 'ru'; onLobby(): void }) {
  const r = s.result!;
  const side = (i: 0 | 1) => ({
    name: s.players[i],
    posse: rk(lang, i === 0 ? 'army.0' : 'army.1'),
    color: sideCss(i, SIDE_COLOURS[i]),
    casualties: lossesOf(s, i, lang),
  });
  // The points each side scored, as the rules count them at the end (RK-GAP-7).
  const score = { score0: scoreOf(s, 0), score1: scoreOf(s, 1) };
  const reason = rk(lang, r.winner === null ? 'victory.draw' : `victory.${r.reason}`, score);
  return (
    <VictoryScreen
      winner={r.winner}
      sides={[side(0), side(1)]}
      reason={reason}
      turns={s.turn}
      onNewMatch={() => void playAgain()}
      onLobby={onLobby}
    />
  );
}
