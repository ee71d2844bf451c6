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
