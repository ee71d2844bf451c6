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
import { plainCopy } from './plain-state.js';
import type { GameState, ReadonlyGameState } from './types.js';
import { upgradeSavedGame } from './save-upgrade.js';
import { validatedLegalActions } from './validate.js';

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
  return loadParsedGame(parseSaved(json, fail));
}

/**
 * Reads a game state a host stored as a value rather than as saved text (boardgame.io keeps the
 * engine's state in its `G`) exactly as {@link deserialize} reads a save: brought up to date if an
 * earlier build stored it (`upgradeSavedGame`), checked thoroughly, and rebuilt as the engine's own.
 * `value` is copied first and never changed (it may be frozen, or an immer draft). Throws a
 * RulesError `badState` for a value that is no valid game.
 */
export function restoreState(value: unknown): ReadonlyGameState {
  return loadParsedGame(plainCopy(value));
}

/**
 * The game a parsed save (a value of its own, changed in place) holds, as {@link deserialize} reads
 * it: upgraded, validated and rebuilt, keeping the legal actions the validation listed (issue 16: a
 * decision is listed once). Throws a RulesError `badState` for a value that is no valid game.
 */
export function loadParsedGame(value: unknown): ReadonlyGameState {
  upgradeSavedGame(value);
  const actions = validatedLegalActions(value);
  const state = privateCopy(value as GameState);
  keepLegalActions(state, actions);
  return state;
}
