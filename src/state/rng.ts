/**
 * The seeded PRNG kept inside the game state (DESIGN principle 2): sfc32, a small fast generator
 * with a 128-bit state of four unsigned 32-bit words. Every random choice of the engine and of the
 * bots draws from it, so the same seed and the same actions give the same game on any machine.
 *
 * @module
 */
import { checkRng } from '../engine/arguments.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import type { RngState } from './types.js';

/**
 * A seed of the PRNG: a number or a string, hashed to 32 bits (enough for tests and replays anyone
 * may read), or four unsigned 32-bit words, all 128 bits of which the PRNG keeps — the seed of a game
 * whose chance must stay secret, since a player who can try every seed learns every hidden card
 * (DESIGN principle 9).
 */
export type Seed = number | string | readonly number[];

/** The number of words of a 128-bit seed. */
const SEED_WORDS = 4;

/** Whether a value is a {@link Seed}: a finite number, a string, or four whole numbers from 0 to 2^32 − 1. */
export function isSeed(seed: unknown): seed is Seed {
  if (typeof seed === 'number') return Number.isFinite(seed);
  if (typeof seed === 'string') return true;
  return Array.isArray(seed) && seed.length === SEED_WORDS && seed.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff);
}

/**
 * A seed made from `seed` for one part of a whole (a table of a draft): a number or a string gives
 * the string of `seed` followed by `label`; four words give four words, mixed with `label`, that keep
 * their 128 bits.
 */
export function deriveSeed(seed: Seed, label: string): Seed {
  if (typeof seed !== 'object') return `${String(seed)}${label}`;
  const s = seedRng(seed);
  for (let i = 0; i < label.length; i++) {
    s[0] = (s[0] ^ label.charCodeAt(i)) | 0;
    nextUint32(s);
  }
  return Array.from({ length: SEED_WORDS }, () => nextUint32(s));
}

/**
 * Makes the PRNG state for a seed (see {@link Seed}). Four words are the state itself, mixed: two
 * different ones give two different states, since each step of sfc32 is a one-to-one map.
 */
export function seedRng(seed: Seed): RngState {
  if (typeof seed === 'object') {
    const state: RngState = [seed[0]! | 0, seed[1]! | 0, seed[2]! | 0, seed[3]! | 0];
    for (let i = 0; i < 16; i++) nextUint32(state);
    return state;
  }
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

/**
 * Makes the PRNG state for a seed (see {@link Seed}). Four words are the state itself, mixed: two
 * different ones give two different states, since each step of sfc32 is a one-to-one map. A `seed`
 * that is no seed (not a finite number, a string or four whole numbers from 0 to 2^32 − 1) is a
 * RulesError `malformed`.
 */
export function publicSeedRng(seed: Seed): RngState {
  if (!isSeed(seed)) throw new RulesError('malformed', `seedRng: ${shown(seed)} is no seed: a number, a string, or four whole numbers from 0 to 2^32 - 1`);
  return seedRng(seed);
}

/**
 * A uniform integer in [0, n), drawn from the PRNG state `s` in place (0, drawing nothing, for an `n`
 * of 0 or 1). An `s` that is no PRNG state (see `seedRng`), or an `n` that is no whole number from 0
 * to 2^32, is a RulesError `malformed`, and `s` is left as it was.
 */
export function publicRandomInt(s: RngState, n: number): number {
  checkRng(s, 'randomInt', 's');
  if (!Number.isInteger(n) || n < 0 || n > 0x100000000) throw new RulesError('malformed', `randomInt: n must be a whole number from 0 to 2^32, not ${shown(n)}`);
  return randomInt(s, n);
}

/**
 * Shuffles a list in place (Fisher–Yates) with the PRNG state `s`, advanced in place. An `s` that
 * is no PRNG state (see `seedRng`), or `items` that are no list it may change (a frozen one), is a
 * RulesError `malformed`, and both are left as they were.
 */
export function publicShuffleInPlace<T>(s: RngState, items: T[]): void {
  checkRng(s, 'shuffleInPlace', 's');
  if (!Array.isArray(items) || Object.isFrozen(items)) throw new RulesError('malformed', `shuffleInPlace: items must be a list it may change, not ${shown(items)}`);
  shuffleInPlace(s, items);
}
