/**
 * CR 506.4: a permanent an effect removes from combat stops being an attacking or blocking creature,
 * or an attacked planeswalker.
 * An attacking creature that was blocked stays blocked (509.1h) even if its last blocker is removed,
 * and removing a creature from combat neither taps nor untaps it (506.4b). The removal itself is the
 * core's (`src/engine/removed-from-combat.ts`), which regeneration, control changes and a permanent
 * leaving the battlefield use too.
 *
 * @module
 */
import { characteristics, isCreature } from '../engine/characteristics.js';
import { removeAttackedFromCombat, removeCreatureFromCombat, removeFromCombat } from '../engine/removed-from-combat.js';
import type { GameState, ObjectId } from '../state/types.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import { subjectObjects } from '../engine/resolve.js';
import { onBattlefield } from '../zones/zones.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/**
 * CR 506.4: an attacking or blocking creature that stops being a creature (a land whose Zendikon
 * left) is removed from combat, and so is an attacked planeswalker that stops being a planeswalker
 * or whose controller is no longer the defending player it was attacked as (a control change no
 * effect made, such as an Aura's ending); one that is both keeps the role it still fits (506.4d).
 * Checked whenever state-based actions are, so before any player receives priority or combat damage
 * is dealt; true if one was removed.
 */
export function removeNoncreaturesFromCombat(state: GameState): boolean {
  const combat = state.combat;
  if (combat === null) return false;
  const gone = [...combat.attackers.map((a) => a.id), ...combat.blockers.map((b) => b.id)].filter((id) => !isCreature(state, id));
  for (const id of gone) removeCreatureFromCombat(state, id);
  const unattacked = new Set<ObjectId>();
  for (const a of combat.attackers) {
    if (!('planeswalker' in a.target) || a.targetRemoved || !onBattlefield(state, a.target.planeswalker)) continue;
    const c = characteristics(state, a.target.planeswalker);
    if (!c.types.includes('Planeswalker') || c.controller !== a.defender) unattacked.add(a.target.planeswalker);
  }
  for (const id of unattacked) removeAttackedFromCombat(state, id);
  return gone.length > 0 || unattacked.size > 0;
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

/** The line of a permanent removed from combat (CR 506.4). */
export const removedFromCombatEvents: RuleEventProse<'removedFromCombat'> = {
  removedFromCombat: (e, say) => `${say.object(e.object, 'a permanent')} is removed from combat`,
};
