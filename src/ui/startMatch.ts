// Starting a new match from the lobby, and continuing the saved one.
import { translate } from '../i18n';
import { loadRuntime, systemById } from '../systems/registry';
import { useApp } from '../store/appStore';
import { appStorage, defaultSeed, matchStore } from '../store/matchStore';
import { useSettings } from '../store/settingsStore';
import { useUi } from '../store/uiStore';
import type { MatchSetup } from './matchSetup';

export async function startMatch(setup: MatchSetup): Promise<void> {
  const [runtime] = await Promise.all([loadRuntime(setup.system), systemById(setup.system)?.loadUi?.()]);
  if (!runtime) throw new Error(`the game system '${setup.system}' is not playable yet`);
  useSettings.getState().setHandoff(setup.handoff);
  const r = matchStore.getState().newMatch({
    system: setup.system,
    scenarioId: setup.scenarioId,
    players: setup.players,
    seed: setup.seed,
    runtime,
    ...(setup.options && Object.keys(setup.options).length ? { options: setup.options } : {}),
  });
  if (!r.ok) throw new Error(r.error);
  useUi.getState().reset();
  useApp.getState().showMatch();
}

/** A new match like the open one (system, scenario, players, options) with fresh dice. */
export async function playAgain(): Promise<void> {
  const record = matchStore.getState().record;
  if (!record) return;
  await startMatch({
    system: record.system,
    scenarioId: record.scenarioId,
    players: record.players,
    seed: defaultSeed() >>> 0,
    handoff: useSettings.getState().handoff,
    options: record.options,
  });
}

export async function continueMatch(): Promise<void> {
  const r = await matchStore.getState().continueCurrent(async (id) => {
    const [runtime] = await Promise.all([loadRuntime(id), systemById(id)?.loadUi?.()]);
    return runtime;
  });
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
    const system = typeof raw.system === 'string' ? systemById(raw.system) : null;
    const scenario = system?.scenarios.find((x) => x.id === raw.scenarioId);
    const players = Array.isArray(raw.players) ? raw.players.join(' – ') : '';
    const steps = Array.isArray(raw.actions) ? raw.actions.length : 0;
    const label = `${scenario ? scenario.name[lang] : String(raw.scenarioId)} · ${players} · ${translate(lang, 'lobby.actionsPlayed', { n: steps })}`;
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
