// The victory box, fetched when a match ends (most of a match never needs it), with the props of
// VictoryScreen.
import { lazy, Suspense, type ComponentProps } from 'react';

const Screen = lazy(() => import('./VictoryScreen').then((m) => ({ default: m.VictoryScreen })));

export function VictoryScreen(props: ComponentProps<typeof Screen>) {
  return <Suspense fallback={null}><Screen {...props} /></Suspense>;
}
