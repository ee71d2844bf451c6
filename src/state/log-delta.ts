/**
 * Views asked `since` a log position (deltas), for games and drafts alike: the full view a delta
 * stands for is the delta with the events of a full view the client holds before its own.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { quoted } from '../engine/quote.js';

/** A view whose log may be a delta: `logFrom` is the position in the whole log of its first event. */
interface LogView<E> {
  readonly log: readonly E[];
  readonly logFrom?: number;
}

/**
 * The full view `delta` stands for, the events of `previous` (a full view of the same viewer, named
 * by `viewerOf`) before its own; `delta` itself when it is a full view. Throws a {@link RulesError}
 * when they do not fit together.
 */
export function applyLogDelta<E, V extends LogView<E>>(previous: V, delta: V, viewerOf: (v: V) => string | number, viewerWord: string): V {
  for (const [what, v] of [['view held', previous], ['delta', delta]] as const) {
    if (typeof v !== 'object' || v === null || !Array.isArray(v.log)) throw new RulesError('malformed', `the ${what} is no view: a view has a log (a list of events)`);
  }
  if (delta.logFrom === undefined) return delta;
  if (!Number.isInteger(delta.logFrom) || delta.logFrom < 0) throw new RulesError('malformed', `the delta starts at ${quoted(delta.logFrom)}, no log position: a position is a whole number from 0`);
  if (viewerOf(previous) !== viewerOf(delta)) throw new RulesError('malformed', `a delta for ${viewerWord} ${viewerOf(delta)} does not apply to a view of ${viewerWord} ${viewerOf(previous)}`);
  if (previous.logFrom !== undefined) throw new RulesError('malformed', 'a delta applies to a full view, not to another delta');
  if (previous.log.length < delta.logFrom) throw new RulesError('malformed', `the delta starts at log position ${delta.logFrom}; the view held has ${previous.log.length} events`);
  const { logFrom, ...rest } = delta;
  return { ...rest, log: [...previous.log.slice(0, logFrom), ...delta.log] } as unknown as V;
}
