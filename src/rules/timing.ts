/**
 * When a player may do things (CR 117.1, 307.1): sorcery timing and having priority.
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';

/** Whether the player has priority now (CR 117.1). */
export function hasPriority(state: GameState, player: PlayerId): boolean {
  const d = state.decision;
  return d?.kind === 'priority' && d.player === player;
}

/**
 * Sorcery timing (CR 307.1, 305.1): the player has priority in a main phase of their own turn with
 * the stack empty.
 */
export function sorceryTiming(state: GameState, player: PlayerId): boolean {
  const step = state.turn.step;
  return hasPriority(state, player) && state.turn.active === player && (step === 'main1' || step === 'main2') && state.stack.length === 0;
}
