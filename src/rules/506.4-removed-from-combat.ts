/**
 * CR 506.4: a permanent an effect removes from combat stops being an attacking or blocking creature.
 * An attacking creature that was blocked stays blocked (509.1h) even if its last blocker is removed,
 * and removing a creature from combat neither taps nor untaps it (506.4b).
 *
 * @module
 */
import { isCreature } from '../engine/characteristics.js';
import { emit } from '../engine/log.js';
import type { GameState, ObjectId } from '../state/types.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import { subjectObjects } from '../engine/resolve.js';
import { onBattlefield } from '../zones/zones.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/** Whether a creature is attacking or blocking in the current combat. */
export function inCombat(state: GameState, id: ObjectId): boolean {
  const combat = state.combat;
  return combat !== null && (combat.attackers.some((a) => a.id === id) || combat.blockers.some((b) => b.id === id));
}

/**
 * CR 506.4: an attacking or blocking creature that stops being a creature (a land whose Zendikon
 * left) is removed from combat. Checked whenever state-based actions are, so before any player
 * receives priority or combat damage is dealt; true if one was removed.
 */
export function removeNoncreaturesFromCombat(state: GameState): boolean {
  const combat = state.combat;
  if (combat === null) return false;
  const gone = [...combat.attackers.map((a) => a.id), ...combat.blockers.map((b) => b.id)].filter((id) => !isCreature(state, id));
  for (const id of gone) removeFromCombat(state, id);
  return gone.length > 0;
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

/** The effect step of CR 506.4: remove each permanent named from combat. */
export const removedFromCombatEffects: RuleEffects = {
  steps: {
    removeFromCombat(run, e) {
      for (const id of subjectObjects(run, e.what)) if (onBattlefield(run.state, id)) removeFromCombat(run.state, id);
      return true;
    },
  },
};

/** The line of a creature removed from combat (CR 506.4). */
export const removedFromCombatEvents: RuleEventProse<'removedFromCombat'> = {
  removedFromCombat: (e, say) => `${say.object(e.object, 'a creature')} is removed from combat`,
};
