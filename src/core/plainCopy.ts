// A deep copy of plain data (objects, arrays, numbers, strings, booleans, null), as the states of
// every system are: several times faster than a JSON round trip, and `undefined` fields are kept
// as they are rather than dropped.
//
// An object is first copied whole by a spread, then its nested objects are replaced by copies,
// so the copy takes its source's shape. Built a field at a time onto `{}`, as before, a Ronin
// fighter copied so was slow to spread again (`{ ...fighter, wound }`: 6.3 us against 0.4 us in a
// fresh process), and the whole copy of a Ronin state took 7.7 us against 5.6 us now.
export function plainCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = plainCopy(value[i]);
    return out as T;
  }
  const out = { ...value } as Record<string, unknown>;
  for (const k in out) {
    const v = out[k];
    if (v !== null && typeof v === 'object') out[k] = plainCopy(v);
  }
  return out as T;
}
