/**
 * Additional costs of spells (CR 601.2b, 601.2h): "As an additional cost to cast this spell,
 * sacrifice a creature." The caster announces the permanent as part of the cast action and
 * sacrifices it while paying the total cost.
 *
 * @module
 */
import type { SpellDef } from '../cards/types.js';
import { characteristics } from '../engine/characteristics.js';
import { check } from '../engine/errors.js';
import { sacrifice } from '../engine/game-actions.js';
import { matchesFilter } from '../engine/targets.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/**
 * The permanents a player could sacrifice for the spell's additional cost, or null when the spell
 * has no such cost. An empty list means the spell can't be cast now (CR 601.2h, 118.3).
 */
export function sacrificeOptions(state: GameState, player: PlayerId, spell: SpellDef | undefined, card: ObjectId): ObjectId[] | null {
  const cost = spell?.additionalCost;
  if (!cost) return null;
  return state.battlefield.filter((id) => characteristics(state, id).controller === player && matchesFilter(state, id, { ...cost.sacrifice, controller: undefined }, player, card));
}

/** Checks the permanent a cast action names for the spell's additional cost (CR 601.2b). */
export function checkSacrificeChoice(state: GameState, player: PlayerId, spell: SpellDef | undefined, card: ObjectId, chosen: ObjectId | undefined): void {
  const options = sacrificeOptions(state, player, spell, card);
  if (options === null) {
    check(chosen === undefined, 'malformed', 'that spell has no additional cost of sacrificing a permanent', '601.2b');
    return;
  }
  check(Number.isInteger(chosen) && options.includes(chosen as ObjectId), 'illegal', `name a permanent you control to sacrifice: ${spell?.additionalCost?.text ?? ''}`, '601.2b');
}

/** Pays the additional cost (CR 601.2h): sacrifices the permanent named (CR 701.21). */
export function payAdditionalCost(state: GameState, chosen: ObjectId | undefined): void {
  if (chosen !== undefined) sacrifice(state, chosen);
}
