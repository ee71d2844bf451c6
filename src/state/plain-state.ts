/**
 * States that arrive wrapped in an immer draft. In the Redux Toolkit pattern a reducer calls the
 * engine on an immer draft: a Proxy of the store's state that is revoked when the producer ends.
 * Whatever the engine kept from it (what it remembers about a state by identity, the parts of the
 * input a new state shares, events a log or a view hands out) would throw on the next read. So the
 * public functions that take a state read a draft once into a plain copy and work on that; a plain
 * state, the usual case, costs one property read.
 *
 * @module
 */

/** The key under which immer's drafts answer with their internal record (immer's `DRAFT_STATE`, used by its `isDraft`). */
const IMMER_DRAFT_STATE = Symbol.for('immer-state');

/** Whether `value` is an immer draft. */
export function isImmerDraft(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[IMMER_DRAFT_STATE] !== undefined;
}

/**
 * `state` itself, or when it is an immer draft, a deep plain copy of what the draft holds now (its
 * changes included), which the engine may keep and share after the draft is revoked.
 */
export function plainState<T>(state: T): T {
  return isImmerDraft(state) ? plainCopy(state) : state;
}

/**
 * A deep copy of JSON-like data (read through any proxies in it): arrays and plain objects are
 * copied, other values kept. Faster than `structuredClone` for the small parts of a state a view
 * hands out.
 */
export function plainCopy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = plainCopy(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(value)) out[k] = plainCopy((value as Record<string, unknown>)[k]);
  return out as T;
}
