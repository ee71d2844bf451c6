/**
 * Deep freezing, in a module of its own that imports nothing: the constants the package exports
 * freeze themselves with it without reaching the engine's registries (test/entry-bindings.test.ts).
 *
 * @module
 */

/** Freezes a value deeply, stopping at parts already frozen (shared with a frozen value); functions are left as they are. */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const k in value) deepFreeze((value as Record<string, unknown>)[k]);
  return value;
}
