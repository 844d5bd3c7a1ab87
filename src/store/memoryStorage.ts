// Matches kept in memory: when IndexedDB is missing or refuses to open (some private modes), and in
// tests. Keeps its own copies (structured clones, as IndexedDB would) so later changes to a record
// never leak in, and copies only the actions added since the last save, as IndexedDB appends them.
import type { MatchRecord } from '../core/match';
import { firstChange, listingOf, type MatchStorage, type StoredListing } from './storageTypes';

interface Kept {
  /** The record with `actions` replaced by the kept copies' count, or the record as given when it has no list. */
  head: Record<string, unknown>;
  actions: unknown[] | null;
  /** A copy of the list it was last saved from or loaded into (compared by identity for what changed since). */
  source: readonly unknown[] | null;
  listing: StoredListing;
}

export function createMemoryStorage(): MatchStorage {
  const matches = new Map<string, Kept>();
  let current: string | null = null;
  const rebuild = (k: Kept): unknown => (k.actions === null ? structuredClone(k.head) : { ...structuredClone(k.head), actions: structuredClone(k.actions) });
  return {
    kind: 'memory',
    async saveMatch(record, options) {
      const old = matches.get(record.id);
      const list = Array.isArray(record.actions) ? record.actions : null;
      // Copies are made before anything changes, so a record that cannot be copied changes nothing.
      const head = structuredClone({ ...record, actions: list ? list.length : record.actions }) as Record<string, unknown>;
      let actions: unknown[] | null = null;
      if (list) {
        const from = old?.actions && old.source ? firstChange(old.source, list) : 0;
        const added = structuredClone(list.slice(from));
        actions = from > 0 ? [...old!.actions!.slice(0, from), ...added] : added;
      }
      matches.set(record.id, { head, actions, source: list ? list.slice() : null, listing: listingOf(record.id, record, options?.summary ?? null) });
      if (options?.makeCurrent) current = record.id;
    },
    async loadMatch(id) {
      const k = matches.get(id);
      if (!k) return undefined;
      const out = rebuild(k);
      k.source = k.actions === null ? null : (out as MatchRecord).actions.slice();
      return out;
    },
    async listMatches() {
      return [...matches.values()].map(rebuild);
    },
    async listSummaries() {
      return [...matches.values()].map((k) => structuredClone(k.listing));
    },
    async setSummary(id, seen, play) {
      const k = matches.get(id);
      if (k && k.listing.updatedAt === seen.updatedAt && k.listing.actions === seen.actions) k.listing = { ...k.listing, play: { ...play } };
    },
    async deleteMatch(id) {
      matches.delete(id);
      if (current === id) current = null;
    },
    async setCurrent(id) {
      current = id;
    },
    async getCurrent() {
      return current;
    },
  };
}
