// Merge keys for the odds enumerator (src/core/enumerate.ts): a resolution changes a few of the
// many pieces on the table, so a key that names only the pieces changed since the start tells the
// same states apart as the whole state would, at a fraction of the cost of serialising it.

/** Plain data equal field by field (nested objects and arrays compared in depth). */
export function plainEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let n = 0;
  for (const k in ra) {
    if (ra[k] === undefined) continue;
    n++;
    if (!plainEqual(ra[k], rb[k])) return false;
  }
  for (const k in rb) if (rb[k] !== undefined) n--;
  return n === 0;
}

/**
 * What changed in `now` since `start`, piece by piece (by id, in `ids` order) and field by field, as
 * text: given the same start, two states give the same text exactly when their pieces are equal.
 */
export function changedPieces<T extends object>(start: Readonly<Record<string, T>>, now: Readonly<Record<string, T>>, ids: readonly string[]): string {
  let out = '';
  for (const id of ids) {
    const was = start[id] as Record<string, unknown> | undefined;
    const is = now[id] as Record<string, unknown> | undefined;
    if (was === is) continue;
    if (!was || !is) {
      out += `${id}=${JSON.stringify(is) ?? '-'};`;
      continue;
    }
    for (const k in is) if (!plainEqual(is[k], was[k])) out += `${id}.${k}=${JSON.stringify(is[k]) ?? '-'};`;
    for (const k in was) if (!(k in is) && was[k] !== undefined) out += `${id}.${k}=-;`;
  }
  return out;
}
