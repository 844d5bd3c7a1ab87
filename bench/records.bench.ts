// Long records: how long an import of the longest legal record random play makes takes (checks
// and replay), scaled per action, and how long the saved-matches list takes to show 30 such
// matches (the rows appear) and to work out every match's turn (each replayed once).
import { randomPlay } from '../src/core/randomPlay';
import { MATCH_FORMAT, type MatchRecord } from '../src/core/match';
import { createMemoryStorage } from '../src/store/db';
import { checkMatchText } from '../src/store/saveFile';
import { createSavesStore } from '../src/store/savesStore';
import { loadRuntime } from '../src/systems/registry';

export interface RecordsBench {
  system: string;
  actions: number;
  bytes: number;
  importMs: number;
  importUsPerAction: number;
  /** importUsPerAction scaled to 150,000 actions (an estimate, not a measurement). */
  estimate150kMs: number;
  listMatches: number;
  listShownMs: number;
  listSummariesMs: number;
}

const now = () => performance.now();

export async function runRecordsBench(): Promise<RecordsBench> {
  const runtime = (await loadRuntime('firepower'))!;
  const scenario = runtime.scenario('meeting');
  let best: unknown[] = [];
  let bestSeed = 1;
  for (let seed = 1; seed <= 4; seed++) {
    const game = randomPlay(runtime.rules, scenario as never, seed, seed * 7, { maxActions: 20_000 });
    if (game.actions.length > best.length) [best, bestSeed] = [game.actions, seed];
  }
  const record: MatchRecord = {
    format: MATCH_FORMAT, id: 'long', system: 'firepower', scenarioId: 'meeting', options: {}, players: ['Anna', 'Boris'],
    seed: bestSeed, actions: best, createdAt: 0, updatedAt: 0, bookmarks: [],
  };
  const text = JSON.stringify(record);
  await checkMatchText(text, loadRuntime); // warm up
  const t0 = now();
  const checked = await checkMatchText(text, loadRuntime);
  const importMs = now() - t0;
  if (!checked.ok) throw new Error(`the long record was refused: ${checked.error}`);

  const storage = createMemoryStorage();
  const listMatches = 30;
  for (let i = 0; i < listMatches; i++) await storage.saveMatch({ ...record, id: `long-${i}`, updatedAt: i });
  const saves = createSavesStore({ storage, runtimeFor: loadRuntime, newId: () => 'x' });
  let listShownMs = -1;
  const t1 = now();
  const unsubscribe = saves.subscribe((s) => {
    if (listShownMs < 0 && s.entries.length === listMatches) listShownMs = now() - t1;
  });
  await saves.getState().load();
  const listSummariesMs = now() - t1;
  unsubscribe();
  const perAction = (importMs * 1000) / best.length;
  return {
    system: 'firepower', actions: best.length, bytes: new TextEncoder().encode(text).length, importMs,
    importUsPerAction: perAction, estimate150kMs: (perAction * 150_000) / 1000, listMatches, listShownMs, listSummariesMs,
  };
}
