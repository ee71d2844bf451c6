/**
 * Saving and loading games: `serialize` writes versioned JSON; `deserialize` checks everything it
 * reads, so malformed or tampered input gives a clear error and never a broken state
 * (DESIGN principle 10).
 *
 * @module
 */
import { checkGameState } from '../engine/arguments.js';
import { RulesError } from '../engine/errors.js';
import { keepLegalActions } from '../engine/game.js';
import { privateCopy } from '../engine/working-copy.js';
import type { GameState, ReadonlyGameState } from './types.js';
import { upgradeSavedGame } from './save-upgrade.js';
import { validateState } from './validate.js';

export { STATE_VERSION, validateState } from './validate.js';

/**
 * Writes a game state as JSON text, its fields in the engine's order whatever the order a state's
 * optional fields were added in (the order {@link deserialize} builds them in), so that a game saved,
 * loaded and saved again gives the same text. Throws a RulesError `malformed` for a `state` that is
 * no game state (a view, a draft, null).
 */
export function serialize(state: ReadonlyGameState): string {
  checkGameState(state, 'serialize');
  return JSON.stringify(privateCopy(state as GameState));
}

function fail(message: string): never {
  throw new RulesError('badState', `not a valid saved game: ${message}`);
}

/** Parses saved JSON text, reporting input that is no string or no JSON through `fail`. */
export function parseSaved(json: string, fail: (message: string) => never): unknown {
  if (typeof json !== 'string') fail('input is not a string');
  try {
    return JSON.parse(json) as unknown;
  } catch (e) {
    return fail(`not JSON (${(e as Error).message})`);
  }
}

/**
 * Reads a game written by {@link serialize}, checking it thoroughly. The state returned is built
 * with the object shapes of the states the engine makes, which its rules code reads fastest, and is
 * read-only like every state the engine hands out, and keeps its legal actions once listed, as a
 * state `apply` returns does.
 */
export function deserialize(json: string): ReadonlyGameState {
  const value = parseSaved(json, fail);
  upgradeSavedGame(value);
  validateState(value);
  const state = privateCopy(value);
  keepLegalActions(state);
  return state;
}
