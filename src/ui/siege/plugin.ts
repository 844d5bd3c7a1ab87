// The siege's UI plug-in: the match screen.
import type { SystemUi } from '../systemUi';
import SiegeMatch from './Match';

export const siegeUi: SystemUi = { Match: SiegeMatch };
