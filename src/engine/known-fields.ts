/**
 * Fields an options object does not have: the refusal that names one (and the field it was likely
 * meant to be), and the object without them for a record an earlier build made when such fields were
 * ignored. Shared by `createGame` and `createDraft`.
 *
 * @module
 */
import { editDistance } from './edit-distance.js';
import { quoted } from './quote.js';

/** A field name as compared for a hint: lower case, letters and digits only. */
const fold = (k: string): string => k.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The known field `key` was likely meant to be: the one the same but for case, spacing or
 * punctuation, else the nearest within an edit distance of a third of its length, at most 2
 * (`drafter` for `drafters`, `seeds` for `seed`); undefined if none is that near.
 */
function meantField(key: string, known: readonly string[]): string | undefined {
  const folded = fold(key);
  const same = known.find((k) => fold(k) === folded);
  if (same !== undefined) return same;
  const near = Math.min(2, Math.floor(folded.length / 3));
  let best: { field: string; distance: number } | undefined;
  for (const field of known) {
    const other = fold(field);
    // two names whose lengths differ by more than `near` are further apart than that (a long key is not compared)
    if (Math.abs(other.length - folded.length) > near) continue;
    const distance = editDistance(folded, other);
    if (distance <= near && (best === undefined || distance < best.distance)) best = { field, distance };
  }
  return best?.field;
}

/**
 * The refusal of a field `where` does not have, naming the one it was likely meant to be (the same
 * but for case, spacing or punctuation, or a letter or two away) or else every field it has; null if
 * `record` has none other.
 */
export function unknownField(record: object, known: readonly string[], where: string): string | null {
  for (const key of Object.keys(record)) {
    if (known.includes(key)) continue;
    const meant = meantField(key, known);
    return `${where} has no field ${quoted(key)}: ${meant === undefined ? `its fields are ${known.join(', ')}` : `did you mean ${meant}?`}`;
  }
  return null;
}

/** Whether a value is an object of named fields (not a list, a text or null). */
export const isPlainRecord = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `record` with only its `known` fields; anything but an object of named fields as it is. */
export function onlyKnownFields<T>(record: T, known: readonly string[]): T {
  return isPlainRecord(record) ? (Object.fromEntries(Object.entries(record).filter(([k]) => known.includes(k))) as T) : record;
}
