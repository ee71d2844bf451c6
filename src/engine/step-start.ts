/**
 * What happens as any step or phase begins, whichever turn structure runs it: mana pools empty
 * (CR 500.4) and the active player receives priority (CR 117.3a).
 *
 * @module
 */
import type { GameState } from '../state/types.js';
import { emptyPool } from './mana.js';

/** Empties every player's mana pool (CR 500.4). */
export function emptyManaPools(state: GameState): void {
  for (const p of state.players) {
    const pool = p.pool;
    if (pool.W || pool.U || pool.B || pool.R || pool.G || pool.C) p.pool = emptyPool();
  }
}

/** Gives the active player priority as a step begins (CR 117.3a). */
export function openPriority(state: GameState): void {
  state.turn.priority = state.turn.active;
  state.turn.passes = 0;
}
