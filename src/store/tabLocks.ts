// Which tab holds a match: a named lock per match, held by at most one tab of this browser. Web
// Locks where the browser has them (a tab closed or crashed lets go by itself); otherwise tabs
// ask each other over a BroadcastChannel; with neither, every tab holds what it opens.

/** The tabs' messages about matches, on one BroadcastChannel. */
export type TabMessage =
  /** The holder committed a save of match `id` holding `actions` actions. */
  | { type: 'saved'; id: string; actions: number }
  /** The tab that held `id` has stopped and finished its saves. */
  | { type: 'released'; id: string }
  /** Fallback locks: who holds `name`? / I do. / I take it. */
  | { type: 'who'; name: string }
  | { type: 'here'; name: string }
  | { type: 'take'; name: string };

export interface TabChannel {
  post(message: TabMessage): void;
  listen(handler: (message: TabMessage) => void): () => void;
}

export interface TabLocks {
  /** Holds `name` unless another tab does: true when held here. `onLost` runs if a tab takes it. */
  tryHold(name: string, onLost: () => void): Promise<boolean>;
  /** Holds `name`, taking it from the tab that holds it (which gets its `onLost`). */
  take(name: string, onLost: () => void): Promise<void>;
  release(name: string): void;
}

/** A BroadcastChannel as a TabChannel, or null when the browser has none. */
export function broadcastChannel(name = 'wartable-tabs'): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen(handler) {
      const on = (e: MessageEvent) => handler(e.data as TabMessage);
      channel.addEventListener('message', on);
      return () => channel.removeEventListener('message', on);
    },
  };
}

/** Web Locks: a held lock is a request whose callback has not finished; a taken one rejects. */
export function webLocks(locks: LockManager): TabLocks {
  const held = new Map<string, () => void>();
  const hold = (name: string, options: LockOptions, onLost: () => void) =>
    new Promise<boolean>((done) => {
      locks
        .request(name, options, (lock) => {
          if (!lock) {
            done(false);
            return undefined;
          }
          return new Promise<void>((release) => {
            held.set(name, release);
            done(true);
          });
        })
        .catch(() => {
          // Taken by another tab (steal), or the request failed.
          if (held.delete(name)) onLost();
          done(false);
        });
    });
  return {
    tryHold: (name, onLost) => hold(name, { ifAvailable: true }, onLost),
    async take(name, onLost) {
      if (await hold(name, { ifAvailable: true }, onLost)) return;
      await hold(name, { steal: true }, onLost);
    },
    release(name) {
      const release = held.get(name);
      held.delete(name);
      release?.();
    },
  };
}

/** Locks by asking the other tabs: a tab holding `name` answers 'here' within `waitMs`. */
export function channelLocks(channel: TabChannel, waitMs = 300): TabLocks {
  const held = new Map<string, () => void>();
  let heard = new Set<string>();
  channel.listen((m) => {
    if (m.type === 'who' && held.has(m.name)) channel.post({ type: 'here', name: m.name });
    else if (m.type === 'here') heard.add(m.name);
    else if (m.type === 'take') {
      const lost = held.get(m.name);
      held.delete(m.name);
      lost?.();
    }
  });
  return {
    async tryHold(name, onLost) {
      heard = new Set([...heard].filter((n) => n !== name));
      channel.post({ type: 'who', name });
      await new Promise((r) => setTimeout(r, waitMs));
      if (heard.has(name)) return false;
      held.set(name, onLost);
      return true;
    },
    async take(name, onLost) {
      channel.post({ type: 'take', name });
      held.set(name, onLost);
    },
    release(name) {
      held.delete(name);
    },
  };
}

/** With no way to reach other tabs, each tab holds whatever it opens. */
export function loneLocks(): TabLocks {
  return { tryHold: async () => true, take: async () => undefined, release: () => undefined };
}

/** This browser's locks and channel: Web Locks, else the channel, else none. */
export function browserTabs(): { locks: TabLocks; channel: TabChannel | null } {
  const channel = broadcastChannel();
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks && typeof locks.request === 'function') return { locks: webLocks(locks), channel };
  return { locks: channel ? channelLocks(channel) : loneLocks(), channel };
}
