/**
 * Restrictions on how many creatures take part in each combat: "No more than one creature can attack
 * each combat" (CR 508.1c) and "No more than one creature can block each combat" (CR 509.1b), static
 * abilities of permanents (Silent Arbiter). They bind the whole declaration, not one creature: the
 * attack limit counts every attacking creature (CR 802.3a), and the block limit each defending
 * player's own blockers, ignoring those other defending players declared (CR 802.4b).
 *
 * @module
 */
import { battlefieldStatics } from '../engine/battlefield-statics.js';
import type { GameState } from '../state/types.js';

/** How many creatures may attack (`attack`) or block (`block`) each combat, by the permanents' static abilities; Infinity without a limit. */
export function combatLimit(state: GameState, role: 'attack' | 'block'): number {
  let limit = Infinity;
  for (const { ability } of battlefieldStatics(state, 'combatLimit')) if (ability.role === role) limit = Math.min(limit, ability.count);
  return limit;
}
