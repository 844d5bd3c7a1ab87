// Stub: opens the match screen. The real version builds the match from the setup.
import { useApp } from '../store/appStore';
import type { MatchSetup } from './matchSetup';

export function startMatch(_setup: MatchSetup): void | Promise<void> {
  useApp.getState().showMatch();
}
