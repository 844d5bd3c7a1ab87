// What a Firepower sight line meets (src/rules/firepower/los.ts reasons), in the player's
// language. Hexes are named as the hex panel names them: column and row, from 1.
import { axialToOffset } from '../../core/hex/hexMath';
import { wordTable, type Lang } from '../../i18n/words';
import type { LosReason, LosReasonCode } from '../../rules/firepower/los';

const EN: Record<LosReasonCode, string> = {
  twoTraces: 'the line meets a hexside or a hex corner exactly: a hill or friendly hex on either trace blocks; otherwise the better of the two traces counts',
  trees: 'trees in hex {hex}: +1',
  hedge: 'hedge on the {side} side of hex {hex}: +1',
  fence: 'fence on the {side} side of hex {hex} and a Prone soldier: blocked',
  hill: 'hill in hex {hex} between, neither end on a hill: blocked',
  friend: 'friendly soldier ({posture}) in hex {hex} on the firer’s level: blocked',
};

const RU: Record<LosReasonCode, string> = {
  twoTraces: 'линия проходит точно по стороне или углу гекса: холм или гекс своих на любой из двух трасс закрывает обзор; иначе берётся лучшая трасса',
  trees: 'деревья в гексе {hex}: +1',
  hedge: 'изгородь на стороне {side} гекса {hex}: +1',
  fence: 'забор на стороне {side} гекса {hex} и лежащий солдат: обзор закрыт',
  hill: 'холм в гексе {hex} между ними, ни один из концов не на холме: обзор закрыт',
  friend: 'свой солдат ({posture}) в гексе {hex} на уровне стрелка: обзор закрыт',
};

const losWords = wordTable<LosReasonCode>(EN, RU);

export const SIDE_NAMES: Record<Lang, readonly string[]> = { en: ['E', 'SE', 'SW', 'W', 'NW', 'NE'], ru: ['В', 'ЮВ', 'ЮЗ', 'З', 'СЗ', 'СВ'] };
const POSTURES: Record<Lang, Record<string, string>> = {
  en: { standing: 'Standing', crouching: 'Crouching', prone: 'Prone' },
  ru: { standing: 'стоя', crouching: 'с колена', prone: 'лёжа' },
};

/** One reason of a sight line, as a line of the hex panel. */
export function losReasonText(lang: Lang, r: LosReason): string {
  const at = r.hex ? axialToOffset(r.hex) : null;
  return losWords(lang, r.code, {
    hex: at ? `${at.col + 1}.${at.row + 1}` : undefined,
    side: r.side === undefined ? undefined : SIDE_NAMES[lang][r.side],
    posture: r.posture ? POSTURES[lang][r.posture] : undefined,
  });
}
