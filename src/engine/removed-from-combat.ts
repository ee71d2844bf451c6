/**
 * Removing a permanent from combat (CR 506.4): the one way the core and the rule modules take a
 * creature out of the current combat, whether an effect says so (506.4), it regenerates (701.19a)
 * or its controller changes (506.4). It stops being an attacking, blocking, blocked or unblocked
 * creature; an attacker that was blocked stays blocked (509.1h).
 *
 * @module
 */
import type { GameState, ObjectId } from '../state/types.js';
import { emit } from './log.js';

/** Whether a creature is attacking or blocking in the current combat. */
export function inCombat(state: GameState, id: ObjectId): boolean {
  const combat = state.combat;
  return combat !== null && (combat.attackers.some((a) => a.id === id) || combat.blockers.some((b) => b.id === id));
}

/** Removes a creature from combat (CR 506.4): from the attackers, the blockers and every block naming it. */
export function removeFromCombat(state: GameState, id: ObjectId): void {
  const combat = state.combat;
  if (combat === null || !inCombat(state, id)) return;
  combat.attackers = combat.attackers.filter((a) => a.id !== id);
  for (const a of combat.attackers) if (a.blockers.includes(id)) a.blockers = a.blockers.filter((b) => b !== id);
  combat.blockers = combat.blockers.filter((b) => b.id !== id);
  for (const b of combat.blockers) if (b.blocking.includes(id)) b.blocking = b.blocking.filter((x) => x !== id);
  delete combat.divisions[String(id)];
  emit(state, { type: 'removedFromCombat', rule: '506.4', object: id });
}
