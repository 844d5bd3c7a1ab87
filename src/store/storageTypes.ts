// What the match store, the saved-matches list and the import ask of the place matches are kept.
import type { MatchRecord } from '../core/match';

/** What the app shows about a match without opening it, worked out from its last state. */
export interface MatchSummary {
  /** The last turn played (a finished match's last turn, not the one after it). */
  turn: number | null;
  over: boolean;
  winner: 0 | 1 | null;
}

/**
 * What the saved-matches list shows of a match, stored beside it so the list needs neither the
 * actions nor a replay. Fields come from storage, unvalidated beyond their types.
 */
export interface StoredListing {
  id: string;
  system: string;
  scenarioId: string;
  name: string | null;
  players: readonly [string, string] | null;
  createdAt: number;
  updatedAt: number;
  /** How many actions the record holds. */
  actions: number;
  /** Turn, finished and winner; null until the match has been replayed once (a migrated or damaged record). */
  play: MatchSummary | null;
}

export interface SaveOptions {
  /** Also make this match the one Continue opens, in the same transaction. */
  makeCurrent?: boolean;
  /** The match's summary from its last state, stored beside it; without it the list works it out again. */
  summary?: MatchSummary | null;
}

/** The storage backend the match store talks to. Every write is atomic. */
export interface MatchStorage {
  readonly kind: 'indexeddb' | 'memory';
  /**
   * Writes the record under its id, with its listing. Only what changed since this storage last
   * wrote or read the match is written (new actions are appended). On failure the previous copy
   * stays as it was.
   */
  saveMatch(record: MatchRecord, options?: SaveOptions): Promise<void>;
  /** The stored record (unvalidated), or undefined when there is none. */
  loadMatch(id: string): Promise<unknown>;
  /** Every stored record (unvalidated), in no particular order. Reads every action: the list uses listSummaries. */
  listMatches(): Promise<unknown[]>;
  /** Every stored match's listing, in no particular order, without reading any action. */
  listSummaries(): Promise<StoredListing[]>;
  /** Stores a summary worked out by a replay, unless the match changed since (other updatedAt or count). */
  setSummary(id: string, seen: { updatedAt: number; actions: number }, play: MatchSummary): Promise<void>;
  /** Removes a record; clears 'current' too when it pointed at it. */
  deleteMatch(id: string): Promise<void>;
  setCurrent(id: string | null): Promise<void>;
  getCurrent(): Promise<string | null>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The listing of a stored record (or of anything stored under `key`, damaged or not). */
export function listingOf(key: string, raw: unknown, play: MatchSummary | null = null, actions?: number): StoredListing {
  const r = (raw !== null && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const players = Array.isArray(r.players) && r.players.length === 2 ? ([str(r.players[0]), str(r.players[1])] as const) : null;
  return {
    id: key, system: str(r.system), scenarioId: str(r.scenarioId),
    name: typeof r.name === 'string' ? r.name : null, players,
    createdAt: typeof r.createdAt === 'number' ? r.createdAt : 0,
    updatedAt: typeof r.updatedAt === 'number' ? r.updatedAt : 0,
    actions: actions ?? (Array.isArray(r.actions) ? r.actions.length : 0), play,
  };
}

/**
 * Where `next` first differs from `prev` (compared by identity: the store appends to and cuts
 * its action lists, never edits an action in place), or prev's length when next only adds.
 */
export function firstChange(prev: readonly unknown[], next: readonly unknown[]): number {
  const n = Math.min(prev.length, next.length);
  for (let i = 0; i < n; i++) if (prev[i] !== next[i]) return i;
  return n;
}

/** Remembers, per match, the action list last written or read, so the next save writes only the change. */
export class WrittenMemo {
  private readonly known = new Map<string, { stamp: string; actions: readonly unknown[] }>();
  constructor(private readonly max = 8) {}
  get(id: string) {
    return this.known.get(id);
  }
  set(id: string, stamp: string, actions: readonly unknown[]) {
    this.known.delete(id);
    this.known.set(id, { stamp, actions });
    // Keep the few most recent matches (a long imported match is not held in memory for good).
    while (this.known.size > this.max) this.known.delete(this.known.keys().next().value!);
  }
  delete(id: string) {
    this.known.delete(id);
  }
}

let stamps = 0;
/** A value that differs for every write of this page (and between pages). */
export function newStamp(): string {
  stamps++;
  const c = globalThis.crypto;
  const r = c && typeof c.randomUUID === 'function' ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `${r}-${stamps}`;
}
