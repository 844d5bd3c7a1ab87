// The app's tab holder: which tab of this browser plays the open match (the others follow it).
import { appStorage, matchStore } from './matchStore';
import { createTabHolder } from './tabHolder';
import { browserTabs } from './tabLocks';

export const tabHolder = createTabHolder({ match: matchStore, storage: appStorage, ...browserTabs() });
