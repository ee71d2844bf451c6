/**
 * `legalActions`: every legal action of the player who must decide now (DESIGN principle 4).
 * Conceding (CR 104.3a) is always legal for every player in the game and is not listed.
 *
 * @module
 */
import type { GameState } from '../state/types.js';
import type { Action } from './actions.js';
import { withCharacteristicsMemo } from './characteristics.js';
import { actionRestriction, formatOf, type ActionSink } from './format.js';

/**
 * Runs the format's listers over a state, handing each legal action to `sink` (the one enumeration
 * behind {@link legalActions} and {@link hasNonPassOption}, so that they never disagree).
 */
function listActions(state: GameState, sink: ActionSink): void {
  const listers = formatOf(state).listers;
  withCharacteristicsMemo(state, () => {
    for (const m of listers) m.list?.(state, sink);
  });
}

/** Whether the format restricts actions the other rules allow (see `RuleModule.actionRestriction`). */
function restricts(state: GameState): boolean {
  return formatOf(state).modules.some((m) => m.actionRestriction);
}

/** Every legal action of the deciding player; empty once the game is over. */
export function legalActions(state: GameState): Action[] {
  const out: Action[] = [];
  if (state.result || !state.decision) return out;
  listActions(state, out);
  if (!restricts(state)) return out;
  return out.filter((a) => actionRestriction(state, a) === null);
}

/** Thrown by the sink of {@link hasNonPassOption} to end the listing at the first option found. */
const FOUND = new Error('an option other than passing was found');

/**
 * Whether the deciding player has a legal action other than passing priority: the same as
 * `legalActions(state).some((a) => a.type !== 'pass')`, but the listing stops at the first such
 * action instead of building them all.
 */
export function hasNonPassOption(state: GameState): boolean {
  if (state.result || !state.decision) return false;
  const restricted = restricts(state);
  const sink: ActionSink = {
    push(action) {
      if (action.type !== 'pass' && (!restricted || actionRestriction(state, action) === null)) throw FOUND;
    },
  };
  try {
    listActions(state, sink);
  } catch (e) {
    if (e === FOUND) return true;
    throw e;
  }
  return false;
}

/**
 * Whether the engine passes priority for the deciding player without asking: the `whenOnlyPass`
 * setting is on and passing is their only legal action (the player has no choice to make).
 */
export function autoPasses(state: GameState): boolean {
  const d = state.decision;
  if (state.settings.autoPass !== 'whenOnlyPass' || d?.kind !== 'priority' || state.result) return false;
  return actionRestriction(state, { type: 'pass', player: d.player }) === null && !hasNonPassOption(state);
}
