// Starting a new match from the lobby, and continuing the saved one.
import { SYSTEMS } from '../rules/systems';
import { useApp } from '../store/appStore';
import { appStorage, matchStore } from '../store/matchStore';
import { useSettings } from '../store/settingsStore';
import { useUi } from '../store/uiStore';
import type { MatchSetup } from './matchSetup';
import { loadRuntime } from './runtimes';

export async function startMatch(setup: MatchSetup): Promise<void> {
  const runtime = await loadRuntime(setup.system);
  if (!runtime) throw new Error(`the game system '${setup.system}' is not playable yet`);
  useSettings.getState().setHandoff(setup.handoff);
  const r = matchStore.getState().newMatch({
    system: setup.system,
    scenarioId: setup.scenarioId,
    players: setup.players,
    seed: setup.seed,
    runtime,
    ...(setup.rosters || setup.options ? { options: { ...setup.options, ...(setup.rosters ? { rosters: setup.rosters } : {}) } } : {}),
  });
  if (!r.ok) throw new Error(r.error);
  useUi.getState().reset();
  useApp.getState().showMatch();
}

export async function continueMatch(): Promise<void> {
  const r = await matchStore.getState().continueCurrent(loadRuntime);
  if (!r.ok) throw new Error(r.error);
  useUi.getState().reset();
  useApp.getState().showMatch();
}

/** Looks for a saved match to continue and offers it in the lobby (no rules are loaded). */
export async function offerContinue(lang: 'en' | 'ru', onError: (message: string) => void): Promise<void> {
  try {
    const id = await appStorage.getCurrent();
    const raw = id ? ((await appStorage.loadMatch(id)) as Record<string, unknown> | undefined) : undefined;
    if (!raw || typeof raw !== 'object') return useApp.getState().setResume(null);
    const system = SYSTEMS.find((x) => x.id === raw.system);
    const scenario = system?.scenarios.find((x) => x.id === raw.scenarioId);
    const players = Array.isArray(raw.players) ? raw.players.join(' – ') : '';
    const steps = Array.isArray(raw.actions) ? raw.actions.length : 0;
    const label = `${scenario ? scenario.name[lang] : String(raw.scenarioId)} · ${players} · ${steps}`;
    useApp.getState().setResume({
      label,
      onContinue: () => {
        continueMatch().catch((e: unknown) => onError(e instanceof Error ? e.message : String(e)));
      },
    });
  } catch (e) {
    onError(e instanceof Error ? e.message : String(e));
  }
}
