// What a system's UI plug-in gives the shared screens: its match screen, the lobby panel where
// players choose their forces (optional), and its rules notes.
import type { ComponentType } from 'react';
import type { Lang } from '../i18n';

/** What the lobby's setup panel reports: whether the match can start, and what it adds. */
export interface SetupResult {
  ok: boolean;
  /** Merged into the match's options (an Old West posse list goes in as `rosters`). */
  options?: Record<string, unknown>;
  /** One line for the lobby, in the player's language ("Posses: Lawmen against Outlaws"). */
  summary?: string;
  /** The button that scrolls back to the panel ("Change posses"). */
  change?: string;
  /** Why Start must wait, when `ok` is false. */
  problem?: string;
}

export interface SetupProps {
  scenarioId: string;
  /** The players' names as typed (or their defaults). */
  players: [string, string];
  lang: Lang;
  onChange(result: SetupResult): void;
}

export interface MatchProps {
  onExit(): void;
}

export interface SystemUi {
  Match: ComponentType<MatchProps>;
}

/** The lobby's setup panel, loaded apart from the match screen so the lobby stays light. */
export type SetupComponent = ComponentType<SetupProps>;
