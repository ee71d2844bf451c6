import { RulesError } from '../../src/index.js';

/** The RulesError `f` throws, failing the test on any other error or on none. */
export function refusal(f: () => unknown): RulesError {
  try {
    f();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('not refused: it was accepted');
}

/**
 * The message a loader refuses saved text with once `edit` has changed it, failing the test unless
 * it is a `badState` RulesError (a save that describes nothing the engine could reach).
 */
export function editedSaveRefusal<T>(text: string, edit: (saved: T) => void, load: (text: string) => unknown): string {
  const saved = JSON.parse(text) as T;
  edit(saved);
  const e = refusal(() => load(JSON.stringify(saved)));
  if (e.code !== 'badState') throw new Error(`refused as ${e.code}, not badState: ${e.message}`);
  return e.message;
}
