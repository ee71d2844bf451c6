/**
 * `legalActions`: every legal action of the player who must decide now (DESIGN principle 4).
 * Conceding (CR 104.3a) is always legal for every player in the game and is not listed.
 *
 * @module
 */
import type { GameState } from '../state/types.js';
import type { Action } from './actions.js';
import { withCharacteristicsMemo } from './characteristics.js';
import { actionRestriction, formatOf } from './format.js';

/** Every legal action of the deciding player; empty once the game is over. */
export function legalActions(state: GameState): Action[] {
  const out: Action[] = [];
  if (state.result || !state.decision) return out;
  const listers = formatOf(state).listers;
  withCharacteristicsMemo(state, () => {
    for (const m of listers) m.list?.(state, out);
  });
  if (!formatOf(state).modules.some((m) => m.actionRestriction)) return out;
  return out.filter((a) => actionRestriction(state, a) === null);
}

/**
 * Whether the engine passes priority for the deciding player without asking: the `whenOnlyPass`
 * setting is on and passing is their only legal action (the player has no choice to make).
 */
export function autoPasses(state: GameState, actions: readonly Action[]): boolean {
  return state.settings.autoPass === 'whenOnlyPass' && state.decision?.kind === 'priority' && actions.length === 1;
}
