/**
 * "You can't lose the game and your opponents can't win the game" (Platinum Angel): no game effect
 * or state-based action makes its controller lose (CR 104.3b–e); conceding still does (CR 104.3a,
 * the rulings). No card of CNS or CN2 says that a player wins (CR 104.2b), and a player whose
 * opponents have all left wins whatever precludes it (CR 104.2a), so the second half changes nothing
 * here.
 *
 * @module
 */
import { characteristics, definitionOf } from '../engine/characteristics.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';

/** Whether `player` controls a permanent that says they can't lose the game. */
export function cantLoseTheGame(state: GameState, player: PlayerId): boolean {
  for (const id of state.battlefield) {
    const o = state.objects[id] as GameObject;
    if (o.faceDown || !definitionOf(o)?.statics?.some((st) => st.kind === 'cantLoseGame')) continue;
    const c = characteristics(state, id);
    if (c.controller === player && c.hasAbilities) return true;
  }
  return false;
}
