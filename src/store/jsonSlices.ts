// Parses a match file's JSON in slices: one pass over the text (resumable, so it can yield) finds
// how deeply it nests and where the top-level "actions" list and each of its items are; the record
// without its actions and then the actions, a few thousand at a time, are parsed apart. Whenever
// the text is not plain enough for that (an escaped key, a mistake anywhere), the caller parses it
// whole with JSON.parse, for the engine's own words about the mistake.
import { MAX_JSON_DEPTH } from './jsonDepth';
import type { Slicer } from './slices';

const ITEMS_PER_PARSE = 2000;
const CHARS_PER_CHECK = 1 << 16;

export type SlicedJson =
  | { kind: 'tooDeep'; at: number }
  /**
   * The value without its top-level "actions" list (an empty list in its place), how many items
   * that list holds, and `items()` to parse them in slices (null when they are not JSON after all).
   */
  | { kind: 'parsed'; value: Record<string, unknown>; count: number; items(): Promise<unknown[] | null> }
  /** Not parsed in slices: parse it whole (it may well be bad JSON). */
  | { kind: 'whole' };

/**
 * Scans `text` (yielding through `slicer` between stretches), refusing nesting deeper than `max`
 * at the same character as tooDeepAt, and parses it in slices.
 */
export async function parseInSlices(text: string, slicer: Slicer, onScan?: (done: number, total: number) => void, max = MAX_JSON_DEPTH): Promise<SlicedJson> {
  let depth = 0;
  let inString = false;
  let stringStart = -1;
  let lastKey: string | null = null;
  let escapedKey = false;
  let escapedString = false;
  let arrayStart = -1;
  let arrayEnd = -1;
  let inActions = false;
  let bad = false;
  const commas: number[] = [];
  // The next backslash at or after the scan (Infinity when there is none): a string that closes
  // before it has no escapes, and the scan jumps to its closing quote at once (strings are most
  // of a record's characters).
  let backslash = -1;
  let i = 0;
  while (i < text.length) {
    const to = Math.min(text.length, i + CHARS_PER_CHECK);
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      if (!inString && c === 0x22) {
        if (backslash <= i) {
          const b = text.indexOf('\\', i + 1);
          backslash = b < 0 ? Infinity : b;
        }
        const close = text.indexOf('"', i + 1);
        if (close > 0 && close < backslash) {
          if (depth === 1) lastKey = text.slice(i + 1, close);
          escapedString = false;
          i = close;
          continue;
        }
      }
      if (inString) {
        if (c === 0x5c) {
          i++; // backslash: skip the escaped character
          escapedString = true;
        } else if (c === 0x22) {
          inString = false;
          if (depth === 1) lastKey = text.slice(stringStart + 1, i);
        }
      } else if (c === 0x22) {
        inString = true;
        escapedString = false;
        stringStart = i;
      } else if (c === 0x3a) {
        // A key with an escape in it might spell "actions": leave such a file to JSON.parse.
        if (depth === 1 && escapedString) escapedKey = true;
      } else if (c === 0x5b || c === 0x7b) {
        if (++depth > max) return { kind: 'tooDeep', at: i };
        if (depth === 2 && c === 0x5b && lastKey === 'actions') {
          // The top-level "actions" list (the last one wins, as in JSON.parse).
          arrayStart = i;
          arrayEnd = -1;
          commas.length = 0;
          inActions = true;
        }
      } else if (c === 0x5d || c === 0x7d) {
        if (depth === 2 && inActions) {
          if (c === 0x5d) arrayEnd = i;
          else bad = true; // "[1}": not JSON
          inActions = false;
        }
        depth--;
        if (depth === 1) lastKey = null;
      } else if (c === 0x2c) {
        if (depth === 2 && inActions) commas.push(i);
        else if (depth === 1) lastKey = null;
      }
    }
    if (i < text.length && slicer.due()) {
      onScan?.(i, text.length);
      await slicer.pause();
    }
  }
  if (bad || depth !== 0 || escapedKey || arrayStart < 0 || arrayEnd < 0) return { kind: 'whole' };
  let value: unknown;
  try {
    value = JSON.parse(`${text.slice(0, arrayStart)}[]${text.slice(arrayEnd + 1)}`);
  } catch {
    return { kind: 'whole' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return { kind: 'whole' };
  const body = text.slice(arrayStart + 1, arrayEnd);
  const count = body.trim() === '' ? 0 : commas.length + 1;
  const items = async (): Promise<unknown[] | null> => {
    const out: unknown[] = [];
    // Item k starts after comma k - 1 (or the '[') and ends before comma k (or the ']').
    const startOf = (k: number) => (k === 0 ? arrayStart + 1 : commas[k - 1]! + 1);
    const endOf = (k: number) => (k === count - 1 ? arrayEnd : commas[k]!);
    for (let k = 0; k < count; k += ITEMS_PER_PARSE) {
      const last = Math.min(count, k + ITEMS_PER_PARSE) - 1;
      let part: unknown;
      try {
        part = JSON.parse(`[${text.slice(startOf(k), endOf(last))}]`);
      } catch {
        return null;
      }
      // "[1,,2]" or "[1,]" would parse to fewer items than the commas say: not JSON.
      if (!Array.isArray(part) || part.length !== last - k + 1) return null;
      for (const item of part) out.push(item);
      if (slicer.due()) {
        onScan?.(text.length, text.length);
        await slicer.pause();
      }
    }
    return out;
  };
  return { kind: 'parsed', value: value as Record<string, unknown>, count, items };
}
