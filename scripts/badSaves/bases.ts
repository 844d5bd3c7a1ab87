// Good match records the bad files are made from: a short Old West game at the Livery and a
// short Firepower Meeting Engagement, each a few actions long, plus helpers to spoil them.
type J = Record<string, unknown>;

const OW_ACTIONS: J[] = [
  { type: 'rollDrop' },
  { type: 'declareHeroics', heroIds: ['0:cole'] },
  { type: 'declareHeroics', heroIds: ['1:kane'] },
  { type: 'move', fighterId: '0:cole', to: { x: 10, y: 21 } },
  { type: 'move', fighterId: '0:bell', to: { x: 17, y: 21 } },
  { type: 'move', fighterId: '0:bell', to: { x: 15.939339828220179, y: 22.060660171779823 } },
  { type: 'move', fighterId: '0:bell', to: { x: 15.939339828220179, y: 21.310660171779823 } },
  { type: 'move', fighterId: '0:bell', to: { x: 15.674174785275223, y: 21.04549512883487 } },
  { type: 'endPhase' },
  { type: 'move', fighterId: '1:dutch', to: { x: 15.757359312880714, y: 10.757359312880716 } },
  { type: 'move', fighterId: '1:kane', to: { x: 22, y: 15 } },
  { type: 'endPhase' },
];

const FP_ACTIONS: J[] = [
  { type: 'drawChip' },
  { type: 'startImpulse', soldierIds: ['blue-leader'] },
  { type: 'enter', soldierId: 'blue-leader', to: { q: -5, r: 13 } },
  { type: 'enter', soldierId: 'blue-leader', to: { q: -4, r: 13 } },
  { type: 'enter', soldierId: 'blue-leader', to: { q: -3, r: 13 } },
  { type: 'endImpulse' },
  { type: 'startImpulse', soldierIds: ['blue-lmg'] },
  { type: 'enter', soldierId: 'blue-lmg', to: { q: -6, r: 14 } },
];

const clone = <T>(v: T): T => structuredClone(v);

/** 1 January 2025, 00:00 and 01:00 UTC. */
const CREATED = 1735689600000;
const UPDATED = 1735693200000;

export function ow(over: J = {}): J {
  return {
    format: 5, id: 'bad-ow', system: 'oldwest', scenarioId: 'livery-yard', options: {}, players: ['Anna', 'Boris'],
    seed: 1881, actions: clone(OW_ACTIONS), createdAt: CREATED, updatedAt: UPDATED, bookmarks: [], ...over,
  };
}

export function fp(over: J = {}): J {
  return {
    format: 5, id: 'bad-fp', system: 'firepower', scenarioId: 'meeting', options: {}, players: ['Anna', 'Boris'],
    seed: 4, actions: clone(FP_ACTIONS), createdAt: CREATED, updatedAt: UPDATED, bookmarks: [], ...over,
  };
}

/** A record in format version 1 (before bookmarks). */
export function v1(record: J): J {
  const { bookmarks: _bookmarks, ...rest } = record;
  return { ...rest, format: 1 };
}

export function without(record: J, ...keys: string[]): J {
  const out = { ...record };
  for (const k of keys) delete out[k];
  return out;
}

/** Replaces action n (counted from 1). */
export function setAction(record: J, n: number, action: unknown): J {
  const actions = clone(record.actions as unknown[]);
  actions[n - 1] = action;
  return { ...record, actions };
}

/** The first n actions, then `more`. */
export function actionsThen(record: J, n: number, ...more: unknown[]): J {
  return { ...record, actions: [...clone(record.actions as unknown[]).slice(0, n), ...more] };
}

export function text(record: J): string {
  return `${JSON.stringify(record, null, 1)}\n`;
}
