/**
 * Removing a permanent from combat (CR 506.4): the one way the core and the rule modules take a
 * permanent out of the current combat, whether an effect says so (506.4), it regenerates (701.19a),
 * its controller changes (506.4), it leaves the battlefield (506.4, as it moves) or it phases out
 * (506.4, 702.26b). A creature stops being an attacking, blocking, blocked or unblocked creature; an
 * attacker that was blocked stays blocked (509.1h). A planeswalker stops being attacked, for the rest
 * of the combat, and the creatures attacking it attack nothing (506.4c).
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

/** Whether a planeswalker is being attacked in the current combat (CR 506.3): not removed from it since it was attacked. */
export function beingAttacked(state: GameState, id: ObjectId): boolean {
  const combat = state.combat;
  return combat !== null && combat.attackers.some((a) => 'planeswalker' in a.target && a.target.planeswalker === id && a.targetRemoved !== true);
}

/** Removes a permanent from combat (CR 506.4) in every role it has there: attacking or blocking creature, attacked planeswalker. */
export function removeFromCombat(state: GameState, id: ObjectId): void {
  if (dropFromCombat(state, id)) emit(state, { type: 'removedFromCombat', rule: '506.4', object: id });
}

/**
 * Removes a permanent that is leaving the battlefield from combat (CR 506.4), in every role it has
 * there, as the zone change that takes it away does (`moveObject`, `ceaseToExist`), or one phasing
 * out, treated from then on as though it does not exist (CR 702.26b). No `removedFromCombat` event
 * is logged: the `zoneChange` event of that move (or the `leftGame` event of the owner whose objects
 * cease to exist, or the `phaseOut` event) already tells every client the permanent is gone from the
 * battlefield, so from combat; a second line for each creature dying in combat would say it again.
 */
export function removeLeavingFromCombat(state: GameState, id: ObjectId): void {
  if (state.combat !== null) dropFromCombat(state, id);
}

/** Takes a permanent out of combat in every role it has there (see {@link removeFromCombat}); true if it had one. */
function dropFromCombat(state: GameState, id: ObjectId): boolean {
  const creature = inCombat(state, id);
  const attacked = beingAttacked(state, id);
  if (creature) dropCreature(state, id);
  if (attacked) dropAttacked(state, id);
  return creature || attacked;
}

/**
 * Removes a creature from combat as an attacking or blocking creature only (CR 506.4d: a blocking
 * creature that is also an attacked planeswalker and stops being a creature is still attacked).
 */
export function removeCreatureFromCombat(state: GameState, id: ObjectId): void {
  if (!inCombat(state, id)) return;
  dropCreature(state, id);
  emit(state, { type: 'removedFromCombat', rule: '506.4', object: id });
}

/**
 * Removes an attacked planeswalker from combat only (CR 506.4, 506.4d): it stops being attacked,
 * and the creatures attacking it attack nothing (506.4c).
 */
export function removeAttackedFromCombat(state: GameState, id: ObjectId): void {
  if (!beingAttacked(state, id)) return;
  dropAttacked(state, id);
  emit(state, { type: 'removedFromCombat', rule: '506.4', object: id });
}

/** Takes a creature out of the attackers, the blockers and every block naming it. */
function dropCreature(state: GameState, id: ObjectId): void {
  const combat = state.combat;
  if (combat === null) return;
  combat.attackers = combat.attackers.filter((a) => a.id !== id);
  for (const a of combat.attackers) if (a.blockers.includes(id)) a.blockers = a.blockers.filter((b) => b !== id);
  combat.blockers = combat.blockers.filter((b) => b.id !== id);
  for (const b of combat.blockers) if (b.blocking.includes(id)) b.blocking = b.blocking.filter((x) => x !== id);
  delete combat.divisions[String(id)];
}

/** Marks every creature attacking a planeswalker as attacking nothing (CR 506.4c). */
function dropAttacked(state: GameState, id: ObjectId): void {
  const combat = state.combat;
  if (combat === null) return;
  for (const a of combat.attackers) if ('planeswalker' in a.target && a.target.planeswalker === id) a.targetRemoved = true;
}
