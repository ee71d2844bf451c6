/**
 * What happens as any step or phase begins, whichever turn structure runs it: mana pools empty,
 * as the step before it ended (CR 500.5), and the active player receives priority (CR 117.3a).
 *
 * @module
 */
import type { GameState } from '../state/types.js';
import { emptyPool } from './mana.js';

/** Empties every player's mana pool, as a step or phase ends (CR 500.5). */
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
