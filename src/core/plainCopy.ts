// A deep copy of plain data (objects, arrays, numbers, strings, booleans, null), as the states of
// every system are: several times faster than a JSON round trip, and `undefined` fields are kept
// as they are rather than dropped.
export function plainCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = plainCopy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = plainCopy((value as Record<string, unknown>)[k]);
  return out as T;
}
