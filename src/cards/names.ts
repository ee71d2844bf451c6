/**
 * Card names as people and other programs write them. Deck lists, draft logs and `cards.get` find a
 * card ignoring case, spacing, curly quotes (as Arena and Scryfall export "Grenzo’s Ruffians") and
 * accents, and suggest the nearest names for one they do not know.
 *
 * @module
 */
import { allCardNames } from './printed.js';
import { editDistance } from '../engine/edit-distance.js';

/** A name whose key is its lower case: printable ASCII but the backtick, single spaces between words. */
const PLAIN_NAME = /^[!-_a-~]+(?: [!-_a-~]+)*$/;

/**
 * A card name as compared: accents and other combining marks dropped, ligatures spelt out (Æ as ae),
 * curly and other look-alike quotes made straight, dashes made hyphens, runs of spaces made one, lower
 * case. Two names match when their keys are equal.
 */
export function cardNameKey(name: string): string {
  // printable ASCII words, one space apart, without a backtick: only the case changes (the quick way for
  // the long lists of names a game may be given, settings.nameableCards)
  if (PLAIN_NAME.test(name)) return name.toLowerCase();
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[Ææ]/g, 'ae')
    .replace(/[Œœ]/g, 'oe')
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

let keyed: Map<string, string> | undefined;

/** Every printed card name (CN2, CNS, basic lands) by its key. */
function namesByKey(): Map<string, string> {
  if (keyed) return keyed;
  keyed = new Map(allCardNames().map((name) => [cardNameKey(name), name]));
  return keyed;
}

/**
 * The exact English name of the printed card (CN2, CNS or a basic land) that `name` writes, ignoring
 * case, spacing, curly quotes and accents; undefined if no card has that name (or `name` is no text).
 */
export function canonicalCardName(name: string): string | undefined {
  if (typeof name !== 'string') return undefined;
  return namesByKey().get(cardNameKey(name));
}

/**
 * Up to `limit` printed card names nearest to `name`, nearest first: the names that contain it or
 * that it contains, then those within an edit distance of a third of its length. Empty when none is
 * near, or `name` is no text.
 */
export function suggestCardNames(name: string, limit = 3): string[] {
  if (typeof name !== 'string') return [];
  const key = cardNameKey(name);
  if (key === '') return [];
  const near = Math.max(2, Math.floor(key.length / 3));
  const scored: { name: string; score: number }[] = [];
  for (const [candidateKey, candidate] of namesByKey()) {
    const contains = candidateKey.includes(key) || (key.length >= 4 && key.includes(candidateKey));
    // two names whose lengths differ by more than `near` are further apart than that: the distance is
    // not worked out (it takes time in proportion to the length of the name, 175 s for a million characters)
    if (!contains && Math.abs(key.length - candidateKey.length) > near) continue;
    const distance = contains ? 0 : editDistance(key, candidateKey);
    if (contains || distance <= near) scored.push({ name: candidate, score: distance });
  }
  scored.sort((x, y) => x.score - y.score || (x.name < y.name ? -1 : 1));
  return scored.slice(0, limit).map((s) => s.name);
}

/** `; did you mean A, B or C?`, or `''` when no printed name is near `name`. */
export function didYouMean(name: string): string {
  const near = suggestCardNames(name);
  if (near.length === 0) return '';
  const listed = near.length === 1 ? near[0] : `${near.slice(0, -1).join(', ')} or ${near.at(-1)}`;
  return `; did you mean ${listed}?`;
}
