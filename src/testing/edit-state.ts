/**
 * `editState`: the supported way for tests, puzzles and bots to change a state by hand.
 *
 * @module
 */
import { plainCopy, plainState } from '../state/plain-state.js';
import type { GameState, ReadonlyGameState } from '../state/types.js';

/**
 * A new state: a deep copy of `state` changed by `edit`, for a position the {@link scenario} spec
 * does not describe (a life total, a flag, a counter on a player). `edit` gets the copy, shared with
 * nothing, to change in place; it is returned read-only, like every state the engine hands out, and
 * `state` is left as it was. An edit may build a position the rules could never reach: keeping it
 * consistent (objects in the zones their `zone` names, ids in range) is the caller's part. Objects
 * are read-only even here: give a new object to `draft.objects[id]` to change one.
 */
export function editState(state: ReadonlyGameState, edit: (draft: GameState) => void): ReadonlyGameState {
  // a deep copy, shared with nothing: the edit's to change
  const draft = plainCopy(plainState(state)) as GameState;
  edit(draft);
  return draft;
}
