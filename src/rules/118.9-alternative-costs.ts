/**
 * CR 118.9 Alternative costs: "You may exile a blue card from your hand rather than pay this spell's
 * mana cost" (Misdirection). The caster announces it as they cast the spell (118.9a, 601.2b), naming
 * the card of their hand, which they exile as they pay the total cost (601.2h). The total cost is then
 * that of the alternative cost: no mana, plus any additional costs and cost changes that apply
 * (118.9d); the spell's mana cost itself is unchanged (118.9c).
 *
 * @module
 */
import type { SpellDef } from '../cards/types.js';
import { matchesFilter } from '../engine/targets.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { moveObject } from '../zones/zones.js';

const NONE: readonly ObjectId[] = [];

/**
 * The cards of `player`'s hand that could pay the spell's alternative cost of exiling a card, or an
 * empty list when it has none. The card being cast can't pay it: it is on the stack as its costs are
 * paid (CR 601.2a).
 */
export function alternativeExileOptions(state: GameState, player: PlayerId, spell: SpellDef | undefined, card: ObjectId): readonly ObjectId[] {
  const cost = spell?.alternativeCost;
  if (!cost) return NONE;
  const hand = state.players[player]?.hand ?? [];
  return hand.filter((id) => id !== card && matchesFilter(state, id, cost.exileFromHand, player, card));
}

/** Pays the alternative cost: exiles the card named (CR 118.9, 601.2h). */
export function payAlternativeCost(state: GameState, exile: ObjectId): void {
  moveObject(state, exile, 'exile', { rule: '118.9' });
}
