/**
 * "You can't lose the game and your opponents can't win the game" (Platinum Angel): no game effect
 * or state-based action makes its controller lose (CR 104.3b–e); conceding still does (CR 104.3a,
 * the rulings). No card of CNS or CN2 says that a player wins (CR 104.2b), and a player whose
 * opponents have all left wins whatever precludes it (CR 104.2a), so the second half changes nothing
 * here.
 *
 * @module
 */
import { battlefieldStatics } from '../engine/battlefield-statics.js';
import type { GameState, PlayerId } from '../state/types.js';

/** Whether `player` controls a permanent that says they can't lose the game. */
export function cantLoseTheGame(state: GameState, player: PlayerId): boolean {
  return battlefieldStatics(state, 'cantLoseGame').some((s) => s.controller === player);
}
