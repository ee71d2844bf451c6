/**
 * `legalActions`: every legal action of the player who must decide now (DESIGN principle 4).
 * Conceding (CR 104.3a) is always legal for every player in the game and is not listed.
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import type { Action } from './actions.js';
import { setOnlyPassTest } from './flow.js';
import { formatOf } from './format.js';

/** Every legal action of the deciding player; empty once the game is over. */
export function legalActions(state: GameState): Action[] {
  const out: Action[] = [];
  if (state.result || !state.decision) return out;
  for (const m of formatOf(state).listers) m.list?.(state, out);
  return out;
}

/** Whether passing is the only thing a player could do with priority now. */
function onlyPassLegal(state: GameState, player: PlayerId): boolean {
  const saved = state.decision;
  state.decision = { kind: 'priority', player };
  const n = legalActions(state).length;
  state.decision = saved;
  return n <= 1;
}

setOnlyPassTest(onlyPassLegal);
