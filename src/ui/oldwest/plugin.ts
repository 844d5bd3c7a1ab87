// Old West's UI plug-in: the match screen (the setup panel loads apart, with the lobby).
import type { SystemUi } from '../systemUi';
import OWMatch from './Match';

export const oldwestUi: SystemUi = { Match: OWMatch };
