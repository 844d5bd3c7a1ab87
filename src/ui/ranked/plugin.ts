// The rank-and-flank game's UI plug-in: the match screen (the setup panel loads apart, with the lobby).
import type { SystemUi } from '../systemUi';
import RankedMatch from './Match';

export const rankedUi: SystemUi = { Match: RankedMatch };
