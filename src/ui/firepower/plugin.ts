// Firepower's UI plug-in: the match screen.
import type { SystemUi } from '../systemUi';
import FPMatch from './Match';

export const firepowerUi: SystemUi = { Match: FPMatch };
