// A broken invariant, named, with the action after which it broke and the unit it concerns.

/** Where a check runs: after the setup (action 0) or after action `action` (1-based). */
export interface At {
  action: number;
  /** The action just applied, as data (absent after the setup). */
  last?: unknown;
}

export class InvariantError extends Error {
  readonly invariant: string;
  readonly action: number;
  readonly unit: string | null;
  constructor(invariant: string, at: At, unit: string | null, detail: string) {
    const after = at.action === 0 ? 'after the setup' : `after action ${at.action} ${JSON.stringify(at.last)}`;
    super(`invariant "${invariant}" broke ${after}${unit ? ` for ${unit}` : ''}: ${detail}`);
    this.name = 'InvariantError';
    this.invariant = invariant;
    this.action = at.action;
    this.unit = unit;
  }
}

/** Throws an InvariantError unless `ok`. */
export function ensure(ok: boolean, invariant: string, at: At, unit: string | null, detail: () => string): void {
  if (!ok) throw new InvariantError(invariant, at, unit, detail());
}

/** Every number in a plain value is finite (NaN or Infinity would not survive a save). */
export function firstNonFinite(value: unknown, path = '$'): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} = ${value}`;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = firstNonFinite(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const bad = firstNonFinite(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}
