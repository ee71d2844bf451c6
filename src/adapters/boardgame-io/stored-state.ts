/**
 * The engine state of a match's `G` as boardgame.io's storage hands it back. A match lives on in the
 * storage across server restarts and paliano upgrades, so its `G` may have been written by an earlier
 * build, whose state lacks what this build keeps (a field added since, a flag an older behaviour
 * needs): such a state is read exactly as `deserialize` reads a save of that build, upgraded and
 * checked (`restoreState`). A `G` this build writes carries the number of the engine's save upgrades
 * (`SAVE_UPGRADES`), and its state is read as it is, at no cost, keeping its legal actions once listed
 * as a state the engine returns does.
 *
 * @module
 */
import type { GameState, ReadonlyGameState } from '../../state/types.js';
import { keepLegalActions } from '../../engine/game.js';
import { isImmerDraft } from '../../state/plain-state.js';
import { SAVE_UPGRADES } from '../../state/save-upgrade.js';
import { restoreState } from '../../state/serialize.js';
import { undrafted } from './seats.js';

/** The part of a match's `G` that holds the engine state: the state, and the save upgrades it is up to date with. */
export interface StoredState {
  /** The engine state. */
  readonly state: ReadonlyGameState;
  /** The engine's save upgrades the state is up to date with; absent in a `G` written before the mark existed. */
  readonly upgrades?: number;
}

/** The states of earlier builds already restored, by the stored value: playerView, endIf and the moves read one stored state many times. */
const restored = new WeakMap<object, ReadonlyGameState>();

/**
 * The engine state of `G` (the server's `G`, an immer draft inside a move): as it is when this build
 * wrote it; else upgraded and checked as `deserialize` reads a save (a RulesError `badState` for a
 * stored state that is no valid game), once per stored value.
 */
export function storedState(G: StoredState): ReadonlyGameState {
  const state = undrafted(G, 'state');
  if (undrafted(G, 'upgrades') === SAVE_UPGRADES) {
    // a state this build wrote, which boardgame.io never changes (a move returns a new G): read back
    // from a storage as a new object, it keeps its legal actions once listed too, so that a seat's
    // view, its actions and ai.enumerate list the decision once (issue 16)
    if (!isImmerDraft(state)) keepLegalActions(state as GameState);
    return state;
  }
  const known = restored.get(state);
  if (known !== undefined) return known;
  const upgraded = restoreState(state);
  restored.set(state, upgraded);
  return upgraded;
}

/** The part of a `G` this build writes that holds `state`, marked with this build's save upgrades. */
export function toStore(state: ReadonlyGameState): Required<StoredState> {
  return { state, upgrades: SAVE_UPGRADES };
}
