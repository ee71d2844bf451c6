/**
 * The seeded PRNG kept inside the game state (DESIGN principle 2): sfc32, a small fast generator
 * with a 128-bit state of four unsigned 32-bit words. Every random choice of the engine and of the
 * bots draws from it, so the same seed and the same actions give the same game on any machine.
 *
 * @module
 */
import type { RngState } from './types.js';

/** Makes the PRNG state for a seed (a 32-bit integer or a string). */
export function seedRng(seed: number | string): RngState {
  let h = 0x9e3779b9 ^ 0;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
  }
  const state: RngState = [h >>> 0, (h ^ 0xdeadbeef) >>> 0, (h * 31 + 7) >>> 0, 1];
  for (let i = 0; i < 12; i++) nextUint32(state);
  return state;
}

/** Advances the PRNG state in place and returns the next unsigned 32-bit number. */
export function nextUint32(s: RngState): number {
  const a = s[0], b = s[1], c = s[2], d = s[3];
  const t = (((a + b) | 0) + d) | 0;
  s[3] = (d + 1) | 0;
  s[0] = b ^ (b >>> 9);
  s[1] = (c + (c << 3)) | 0;
  const r = (c << 21) | (c >>> 11);
  s[2] = (r + t) | 0;
  return t >>> 0;
}

/** A uniform integer in [0, n), drawn from the state in place. */
export function randomInt(s: RngState, n: number): number {
  if (n <= 1) return 0;
  // rejection sampling keeps the distribution exactly uniform
  const limit = Math.floor(0x100000000 / n) * n;
  let v = nextUint32(s);
  while (v >= limit) v = nextUint32(s);
  return v % n;
}

/** Shuffles an array in place (Fisher–Yates) with the PRNG state (CR 701.24 shuffle). */
export function shuffleInPlace<T>(s: RngState, items: T[]): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(s, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
}
