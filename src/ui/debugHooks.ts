// Read-only handles for browser tests and bug reports: the match and UI stores.
import { matchStore } from '../store/matchStore';
import { useUi } from '../store/uiStore';

(globalThis as unknown as { __wartable?: unknown }).__wartable = { match: matchStore, ui: useUi };
