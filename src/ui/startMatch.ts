// Starting a new match from the lobby, and continuing the saved one. Loaded when the first match
// starts (with the match store; the lobby offers the saved match from ./offerContinue), and with
// it the browser tests' handles (./debugHooks).
import { loadRuntime, systemById } from '../systems/registry';
import { useApp } from '../store/appStore';
import { defaultSeed, matchStore } from '../store/matchStore';
import { useSettings } from '../store/settingsStore';
import { useUi } from '../store/uiStore';
import type { MatchSetup } from './matchSetup';
import './debugHooks';

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
    ...(setup.computer ? { computer: setup.computer } : {}),
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
    ...(record.computer ? { computer: record.computer } : {}),
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
