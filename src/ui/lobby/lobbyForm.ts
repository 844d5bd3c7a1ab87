// The lobby form's checks: player names and the optional dice seed.
import { isBlank } from '../../core/text';

export const MAX_NAME_LENGTH = 40;
export const MAX_SEED = 0xffffffff;

export type NameError = 'required' | 'tooLong' | 'same';
export type SeedParse = { ok: true; seed: number | null } | { ok: false };

/** Errors for the two names (already trimmed or not), or null where the name is fine. */
export function validateNames(names: readonly [string, string]): [NameError | null, NameError | null] {
  const trimmed = names.map((n) => n.trim());
  const errors = trimmed.map((n): NameError | null => {
    if (isBlank(n)) return 'required';
    if (n.length > MAX_NAME_LENGTH) return 'tooLong';
    return null;
  });
  const [a, b] = trimmed as [string, string];
  if (!errors[0] && !errors[1] && a.toLocaleLowerCase() === b.toLocaleLowerCase()) errors[1] = 'same';
  return [errors[0] ?? null, errors[1] ?? null];
}

/** An empty field means "random" (seed null); otherwise a whole number 0..2^32-1. */
export function parseSeed(text: string): SeedParse {
  const s = text.trim();
  if (s === '') return { ok: true, seed: null };
  if (!/^\d{1,10}$/.test(s)) return { ok: false };
  const n = Number(s);
  return n <= MAX_SEED ? { ok: true, seed: n } : { ok: false };
}

export function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0]!;
}
