/**
 * Sharing back from a working copy: the game's `apply` and the draft's `applyDraft` run the rules on
 * a copy of the state, then give back the input's own parts wherever the copy's hold the same
 * values, so that what an action did not change stays shared.
 *
 * @module
 */

/** Whether two lists hold the same values. */
export function sameList(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The input's list when the copy's holds the same values. */
export function sharedList<T extends readonly unknown[]>(base: T, next: T): T {
  return next === base || sameList(base, next) ? base : next;
}

/** The input's record of plain values when the copy's has the same keys with the same values. */
export function sharedRecord<T extends object>(base: T, next: T): T {
  if (next === base) return base;
  const b = base as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  let count = 0;
  for (const k in n) {
    count++;
    if (n[k] !== b[k] || !Object.hasOwn(b, k)) return next;
  }
  for (const _ in b) if (--count < 0) return next;
  return base;
}

/**
 * `next`, or `base` when it holds the same elements; each element is shared back with `shareOne`,
 * given the input's element (undefined past the input's end) and the copy's.
 */
export function shareList<T>(base: readonly T[], next: T[], shareOne: (b: T | undefined, n: T) => T): T[] {
  let same = base.length === next.length;
  for (let i = 0; i < next.length; i++) {
    const v = shareOne(base[i], next[i] as T);
    next[i] = v;
    if (v !== base[i]) same = false;
  }
  return same ? (base as T[]) : next;
}
