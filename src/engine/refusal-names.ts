/**
 * How a refused action's message names what it is about: a permanent by its card's name (quoted,
 * so that no name is echoed whole past `quoted`'s limit) and its id, and lists of reasons capped at
 * a few items, the rest counted.
 *
 * @module
 */
import type { GameState, ObjectId } from '../state/types.js';
import { quoted } from './quote.js';

/** The most items a refusal lists of one kind; the rest are counted. */
const MAX_LISTED = 5;

/** Items joined by `separator` for a message: the first {@link MAX_LISTED} of them and the number of the others. */
export function listed(items: readonly string[], separator: string): string {
  const shown = items.slice(0, MAX_LISTED);
  if (items.length > MAX_LISTED) shown.push(`${items.length - MAX_LISTED} more`);
  return shown.join(separator);
}

/** A permanent as a refusal names it: its card's name (quoted, or "a face-down permanent", which has none, CR 708.2) and its id. */
export function permanentName(state: GameState, id: ObjectId): string {
  const o = state.objects[id];
  return `${o && !o.faceDown ? quoted(o.card) : 'a face-down permanent'} (${id})`;
}

/** What made an effect, as a refusal names it: its source's card (quoted), or "an effect". */
export function effectSourceName(state: GameState, source: ObjectId | null): string {
  const o = source === null ? undefined : state.objects[source];
  return o === undefined || o.faceDown ? 'an effect' : quoted(o.card);
}
