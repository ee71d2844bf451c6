/**
 * Saving and loading games: `serialize` writes versioned JSON; `deserialize` checks everything it
 * reads, so malformed or tampered input gives a clear error and never a broken state
 * (DESIGN principle 10).
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import type { GameState } from './types.js';
import { validateState } from './validate.js';

export { STATE_VERSION, validateState } from './validate.js';

/** Writes a game state as JSON text. */
export function serialize(state: GameState): string {
  return JSON.stringify(state);
}

function fail(message: string): never {
  throw new RulesError('badState', `not a valid saved game: ${message}`);
}

/** Reads a game written by {@link serialize}, checking it thoroughly. */
export function deserialize(json: string): GameState {
  if (typeof json !== 'string') fail('input is not a string');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    fail(`not JSON (${(e as Error).message})`);
  }
  validateState(value);
  return value;
}
