/**
 * Seeds drawn for games and drafts hosted for players who must not know them: a seed with the decks
 * tells every hidden card (DESIGN principle 9), so a host draws one where no client can read it.
 *
 * @module
 */
import type { Seed } from '../state/rng.js';

/**
 * A 128-bit seed (four 32-bit words, see {@link Seed}) drawn from the platform's cryptographic random
 * source, for a game or draft created without a seed. Drawn on the server, out of reach of clients;
 * too many to try them all.
 */
export function secretSeed(): Seed {
  const words = new Uint32Array(4);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words);
}
