// A quick look at how deeply a JSON text nests, before it is parsed: a file nested thousands of
// levels deep (in any field) is refused with a message instead of overflowing the stack of
// whatever walks it next (checks, copies, hashes). One pass, no recursion, strings skipped.

/** No match record nests anywhere near this deep (the deepest actions nest about 6 levels). */
export const MAX_JSON_DEPTH = 64;

/** The 0-based index of the first '[' or '{' that opens level `max + 1`, or -1 when none does. */
export function tooDeepAt(text: string, max = MAX_JSON_DEPTH): number {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return i;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return -1;
}

/** How deeply a value (already parsed) nests, counting lists and objects, up to `max + 1`; no recursion. */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (d + 1 > max) return true; // a cycle ends here too
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return false;
}
