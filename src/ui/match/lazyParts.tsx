// Parts of the match screen a player may never open in a match: the replay's transport and
// bookmarks, and the keyboard shortcuts' list. Each is its own chunk, fetched the first time it
// is shown (the offline precache holds them all), so opening a match loads less JavaScript.
import { lazy, Suspense } from 'react';
import { useBoardTools } from './boardTools';

const LazyReplayBar = lazy(() => import('../replay/ReplayBar').then((m) => ({ default: m.ReplayBar })));
const LazyReplayMarks = lazy(() => import('../replay/ReplayMarks').then((m) => ({ default: m.ReplayMarks })));
const LazyHelp = lazy(() => import('./ShortcutHelp').then((m) => ({ default: m.HelpDialog })));

export function ReplayBar() {
  return <Suspense fallback={null}><LazyReplayBar /></Suspense>;
}

export function ReplayMarks() {
  return <Suspense fallback={null}><LazyReplayMarks /></Suspense>;
}

/** The shortcuts' list while it is open. */
export function ShortcutHelp() {
  const open = useBoardTools((t) => t.helpOpen);
  return open ? <Suspense fallback={null}><LazyHelp /></Suspense> : null;
}
