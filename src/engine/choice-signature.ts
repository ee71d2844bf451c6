/**
 * The signature of a choice: a number that tells one choice from another by what it offers.
 *
 * @module
 */
import type { PendingChoice } from '../state/types.js';

/**
 * A number that tells a choice from another (its prompt, bounds and options), kept with the answer of
 * a resolution's choice so that the answer is read only for the choice it answered: two 32-bit FNV-1a
 * hashes of the choice's text, with different multipliers, joined into 52 bits (exact in a double).
 */
export function choiceSignature(choice: PendingChoice): number {
  const text = JSON.stringify([choice.prompt, choice.min, choice.max, choice.options]);
  let a = 0x811c9dc5;
  let b = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return ((a >>> 0) % 2 ** 20) * 2 ** 32 + (b >>> 0);
}
