// A generated clatter for dice landing (Web Audio, no sound files): each die gives a few short
// clicks of filtered noise, spread over a quarter of a second. The plan is pure and seeded by the
// roll, so the same roll always sounds the same; playing it needs a browser with Web Audio.

export interface Click {
  /** Seconds after the start. */
  at: number;
  /** Band-pass centre, Hz. */
  freq: number;
  /** Peak gain, 0..1. */
  gain: number;
  /** Seconds. */
  length: number;
}

/** At most this many dice are heard (a big pool is one clatter, not a drum roll). */
export const MAX_HEARD = 6;

/** The clicks for `dice` dice landing; `seed` varies it from roll to roll. */
export function clatterPlan(dice: number, seed: number): Click[] {
  let x = (seed | 0) ^ 0x9e3779b9;
  const rnd = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10000) / 10000;
  };
  const out: Click[] = [];
  const n = Math.max(0, Math.min(MAX_HEARD, Math.floor(dice)));
  for (let d = 0; d < n; d++) {
    const start = d * 0.035 + rnd() * 0.03;
    const bounces = 2 + Math.floor(rnd() * 2);
    for (let b = 0; b < bounces; b++) {
      out.push({ at: start + b * (0.05 + rnd() * 0.04), freq: 1800 + rnd() * 2200, gain: 0.35 / (b + 1), length: 0.018 + rnd() * 0.012 });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

let ctx: AudioContext | null = null;

/** Plays the clatter now; silently does nothing where Web Audio is missing or blocked. */
export function playClatter(dice: number, seed: number): void {
  try {
    const AC = globalThis.AudioContext ?? (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AC) return;
    ctx ??= new AC();
    if (ctx.state === 'suspended') void ctx.resume();
    const c = ctx;
    const noise = c.createBuffer(1, Math.ceil(c.sampleRate * 0.04), c.sampleRate);
    const data = noise.getChannelData(0);
    let x = (seed | 0) || 1;
    for (let i = 0; i < data.length; i++) {
      x = (Math.imul(x, 1103515245) + 12345) | 0;
      data[i] = ((x >>> 8) & 0xffff) / 0x8000 - 1;
    }
    const t0 = c.currentTime + 0.01;
    for (const k of clatterPlan(dice, seed)) {
      const src = c.createBufferSource();
      src.buffer = noise;
      const band = c.createBiquadFilter();
      band.type = 'bandpass';
      band.frequency.value = k.freq;
      band.Q.value = 3;
      const g = c.createGain();
      g.gain.setValueAtTime(k.gain, t0 + k.at);
      g.gain.exponentialRampToValueAtTime(0.001, t0 + k.at + k.length);
      src.connect(band).connect(g).connect(c.destination);
      src.start(t0 + k.at);
      src.stop(t0 + k.at + k.length + 0.01);
    }
  } catch {
    // No sound is better than a broken tray.
  }
}
