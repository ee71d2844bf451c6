/**
 * Regeneration in Magic Tech (MT 10.2): in its controller's upkeep, a creature with a regeneration
 * ability (an activated ability that regenerates it) may pay that ability's cost to remove one
 * structure damage counter, once each upkeep. Regeneration shields still replace destruction as in
 * Magic (CR 701.19), the ability being activated as usual at any other time.
 *
 * @module
 */
import type { VariantAction } from '../../engine/actions.js';
import type { ActivatedDef } from '../../cards/types.js';
import { characteristics } from '../../engine/characteristics.js';
import { canPayMana, canPayOtherCosts, manaPart, payMana, payOtherCosts } from '../../engine/costs.js';
import { check } from '../../engine/errors.js';
import { takeCounters } from '../../engine/game-actions.js';
import type { RuleModule } from '../../engine/format.js';
import { emit } from '../../engine/log.js';
import { hasPriority } from '../../rules/timing.js';
import { activatedAbilityAt } from '../../rules/602-activating-activated-abilities.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { onBattlefield } from '../../zones/zones.js';
import { mtData, peekData } from './data.js';
import { STRUCTURE_COUNTER, structureDamage } from './values.js';
import { mutableObject } from '../../engine/working-copy.js';

/**
 * The creature's regeneration ability, if it has one: an activated ability whose effects regenerate
 * (CR 701.19), among the abilities it has now — one it copies too (Dack's Duplicate as a copy of
 * Carnage Gladiator, CR 707.2), none once it has lost its abilities (CR 613.1f).
 */
function regenerationAbility(state: GameState, id: ObjectId): ActivatedDef | undefined {
  for (let i = 0; ; i++) {
    const ab = activatedAbilityAt(state, id, i);
    if (ab === undefined) return undefined;
    if (!ab.mana && ab.effects.some((e) => e.do === 'regenerate')) return ab;
  }
}

/** Whether the player may repair this creature now (MT 10.2). */
function repairable(state: GameState, player: PlayerId, id: ObjectId): ActivatedDef | undefined {
  if (state.turn.step !== 'upkeep' || state.turn.active !== player || !hasPriority(state, player)) return undefined;
  if (!onBattlefield(state, id) || structureDamage(state, id) === 0) return undefined;
  const c = characteristics(state, id);
  if (c.controller !== player || !c.types.includes('Creature')) return undefined;
  if (peekData(state)?.repaired.includes(id)) return undefined;
  const ab = regenerationAbility(state, id);
  if (!ab || !canPayOtherCosts(state, player, id, ab.cost) || !canPayMana(state, player, manaPart(ab.cost), 0, ab.cost.tap ? id : null)) return undefined;
  return ab;
}

/** MT 10.2: regeneration removes structure damage in the upkeep. */
export const upkeepRegeneration: RuleModule = {
  number: 'MT 10.2',
  title: 'Regeneration',
  keywords: ['regeneration', 'regenerate'],
  variantActions: {
    repair(state, action) {
      const a = action as VariantAction;
      const id = a.object as ObjectId;
      check(Number.isInteger(id) && a.target === undefined, 'malformed', 'repair needs the creature as its object, and no target');
      const ab = repairable(state, a.player, id);
      check(ab, 'illegal', 'in your upkeep, a damaged creature of yours with regeneration may pay its cost once to remove a counter', 'MT 10.2');
      payMana(state, a.player, manaPart(ab.cost), 0, ab.cost.tap ? id : null);
      payOtherCosts(state, a.player, id, ab.cost);
      const o = mutableObject(state, id);
      // CR 122.1: a kind of counter with none left is no entry
      takeCounters(o, STRUCTURE_COUNTER, 1);
      mtData(state).repaired.push(id);
      emit(state, { type: 'removeCounters', rule: 'MT 10.2', player: a.player, object: id, card: o.card, amount: 1, detail: STRUCTURE_COUNTER });
      state.turn.passes = 0;
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority' || state.turn.step !== 'upkeep') return;
    for (const id of state.battlefield) if (repairable(state, d.player, id)) out.push({ type: 'variant', player: d.player, name: 'repair', object: id });
  },
};
