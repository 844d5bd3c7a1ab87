// The app's saved-matches store (on the app's storage), and what the saves screen and the match
// screen do with match files: open a saved match, download a file.
import { useStore } from 'zustand';
import type { MatchRecord } from '../../core/match';
import { loadRuntime, SYSTEMS } from '../../systems/registry';
import { appStorage, defaultId } from '../../store/matchStore';
import { useReplay } from '../../store/replayStore';
import { exportRecord } from '../../store/saveFile';
import { createSavesStore, type SavedEntry, type SavesState } from '../../store/savesStore';
import { continueMatch } from '../startMatch';

export const savesStore = createSavesStore({ storage: appStorage, runtimeFor: loadRuntime, newId: defaultId });

export function useSaves<T>(selector: (s: SavesState) => T): T {
  return useStore(savesStore, selector);
}

type Lang = 'en' | 'ru';

export function systemName(lang: Lang, system: string): string {
  return SYSTEMS.find((s) => s.id === system)?.name[lang] ?? system;
}

export function scenarioName(lang: Lang, system: string, scenarioId: string): string {
  const sc = SYSTEMS.find((s) => s.id === system)?.scenarios.find((x) => x.id === scenarioId);
  return sc ? sc.name[lang] : scenarioId;
}

/** The name a match goes by: the one the players gave it, else its scenario's. */
export function displayName(lang: Lang, e: Pick<SavedEntry, 'name' | 'system' | 'scenarioId'>): string {
  return e.name ?? scenarioName(lang, e.system, e.scenarioId);
}

/** Opens a saved match (it becomes the one Continue opens); `watch` starts its replay at the setup. */
export async function openSaved(id: string, watch = false): Promise<void> {
  await appStorage.setCurrent(id);
  await continueMatch();
  if (watch) useReplay.getState().enter(0);
}

/** Hands a text to the browser as a file download. */
export function downloadText(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function downloadRecord(record: MatchRecord): void {
  const { text, filename } = exportRecord(record);
  downloadText(filename, text);
}

/** A saved match's file: the record, or as stored when it cannot be read (so it can be mended). */
export async function downloadEntry(id: string): Promise<{ ok: true } | { ok: false; error: string }> {
  const file = await savesStore.getState().exportFile(id);
  if (file.ok) downloadText(file.filename, file.text);
  return file.ok ? { ok: true } : file;
}
