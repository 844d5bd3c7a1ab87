// Ronin's UI plug-in: the match screen (the setup panel loads apart, with the lobby).
import type { SystemUi } from '../systemUi';
import RoninMatch from './Match';

export const roninUi: SystemUi = { Match: RoninMatch };
