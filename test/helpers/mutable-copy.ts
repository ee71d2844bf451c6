/**
 * States for tests of the engine's internal functions, which take and change a `GameState` (or a
 * `DraftState`).
 *
 * @module
 */
import { plainCopy } from '../../src/state/plain-state.js';
import type { DraftState, ReadonlyDraftState } from '../../src/draft/types.js';
import type { GameState, ReadonlyGameState } from '../../src/state/types.js';

/**
 * A deep copy of a state the engine returned, shared with nothing and typed as the engine's working
 * states are: for a test that changes a state through the rules' own functions (`mutableObject`,
 * `addReplacement`, `moveObject`…) before it reads or applies to it. The state given stays as it was.
 * Tests through the public API change a position with `editState` (paliano/testing) instead.
 */
export function mutableCopy(state: ReadonlyGameState): GameState;
export function mutableCopy(state: ReadonlyDraftState): DraftState;
export function mutableCopy(state: ReadonlyGameState | ReadonlyDraftState): GameState | DraftState {
  return plainCopy(state) as GameState | DraftState;
}

/**
 * The same object, typed as the engine's internal functions take a state: for a test of such a
 * function on a state the engine returned, where what is remembered about that very object matters
 * (so no copy), or on an immer draft of one. A returned state is only read through it; a draft is
 * changed as immer's recipe changes it.
 */
export function asEngineState(state: ReadonlyGameState): GameState;
export function asEngineState(state: ReadonlyDraftState): DraftState;
export function asEngineState(state: ReadonlyGameState | ReadonlyDraftState): GameState | DraftState {
  return state as GameState | DraftState;
}
