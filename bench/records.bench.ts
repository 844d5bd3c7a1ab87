// Long records. (1) The longest record random play makes (Firepower, four seeds): import time per
// action. (2) A legal Old West record of 150,000 actions (scripts/longRecord.ts: fighters shuffle
// 0.001" at a time, each a legal move; no scenario lasts that long in ordinary play): the import's
// time by stage, and the longest stretch it held the event loop without yielding. (3) The
// saved-matches list of ten such matches, from the listings stored beside them (no replay).
import { randomPlay } from '../src/core/randomPlay';
import { MATCH_FORMAT, type MatchRecord } from '../src/core/match';
import { createMemoryStorage } from '../src/store/db';
import { checkMatchText, type ImportProgress } from '../src/store/saveFile';
import { createSavesStore } from '../src/store/savesStore';
import { Slicer, yieldToPage } from '../src/store/slices';
import { loadRuntime } from '../src/systems/registry';
import { longOldWestRecord } from '../scripts/longRecord';

export interface RecordsBench {
  system: string;
  actions: number;
  bytes: number;
  importMs: number;
  importUsPerAction: number;
  long: { actions: number; bytes: number; importMs: number; stages: Record<string, number>; longestTaskMs: number; replayUsPerAction: number };
  listMatches: number;
  listActions: number;
  listShownMs: number;
}

const now = () => performance.now();

/** Imports a text, timing each stage and the longest stretch between yields. */
async function timedImport(text: string) {
  let longest = 0;
  let since = now();
  const slicer = new Slicer(undefined, async () => {
    longest = Math.max(longest, now() - since);
    await yieldToPage();
    since = now();
  });
  const stages: Record<string, number> = {};
  let stage = 'reading';
  let mark = now();
  const onProgress = (p: ImportProgress) => {
    if (p.stage === stage) return;
    stages[stage] = (stages[stage] ?? 0) + now() - mark;
    [stage, mark] = [p.stage, now()];
  };
  const t0 = now();
  const checked = await checkMatchText(text, loadRuntime, { slicer, onProgress });
  const ms = now() - t0;
  stages[stage] = (stages[stage] ?? 0) + now() - mark;
  longest = Math.max(longest, now() - since);
  if (!checked.ok) throw new Error(`the long record was refused: ${checked.error}`);
  return { ms, stages, longest, checked };
}

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
  const fp = await timedImport(text);

  const long = await longOldWestRecord(150_000);
  const longText = JSON.stringify(long);
  const ow = await timedImport(longText);

  const storage = createMemoryStorage();
  const listMatches = 10;
  for (let i = 0; i < listMatches; i++) {
    await storage.saveMatch({ ...long, id: `long-${i}`, updatedAt: i }, { summary: { turn: ow.checked.turn, over: ow.checked.over, winner: ow.checked.winner } });
  }
  const saves = createSavesStore({ storage, runtimeFor: loadRuntime, newId: () => 'x' });
  const t1 = now();
  await saves.getState().load();
  const listShownMs = now() - t1;
  return {
    system: 'firepower', actions: best.length, bytes: new TextEncoder().encode(text).length, importMs: fp.ms,
    importUsPerAction: (fp.ms * 1000) / best.length,
    long: {
      actions: long.actions.length, bytes: new TextEncoder().encode(longText).length, importMs: ow.ms, stages: ow.stages,
      longestTaskMs: ow.longest, replayUsPerAction: ((ow.stages.replaying ?? 0) * 1000) / long.actions.length,
    },
    listMatches, listActions: long.actions.length, listShownMs,
  };
}
