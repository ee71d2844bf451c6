/**
 * A different value of the same kind, for changing one field of a working copy in the tests that
 * check every field is copied and shared back (objects get a numeric key, which records keyed by
 * seat or id accept too).
 */
export function changed(v: unknown): unknown {
  if (Array.isArray(v)) return [...v, 0];
  if (typeof v === 'number') return v + 1;
  if (typeof v === 'string') return `${v}!`;
  if (typeof v === 'boolean') return !v;
  if (v === null || v === undefined) return 0;
  return { ...(v as object), 99: 1 };
}
