/**
 * Trample in a mission (CR 702.19b read through MT 8.2). An attacker with trample may assign damage
 * to the mission's target only once each of its blockers is assigned damage that destroys it,
 * counting what the other creatures of the mission assign that blocker in the same damage step (CR
 * 702.19b, 510.1e: the total assignment is checked). Creatures of a mission share a blocker when it
 * blocks several of them (Guardian of the Gateless, CR 509.1a, MT 7.1) or a band (CR 702.22h).
 *
 * "Each time damage is applied to a card, it is first applied to the card's armor value" (MT 8.2):
 * the format deals each creature's damage as its own application (damage.ts), so each one is
 * absorbed by the full armor, and only its excess becomes structure damage. What destroys a blocker
 * is therefore not the sum of the damage assigned to it but the sum of each assignment's excess over
 * its armor, reaching the structure it has left; any damage from a source with deathtouch destroys
 * a creature (CR 702.2b). Counting the sum instead would let two tramplers each assign its armor's
 * worth and both trample over a blocker that survives.
 *
 * @module
 */
import { characteristics } from '../../engine/characteristics.js';
import { otherAssigners, partOfLegalAssignment, type DividingAssigner } from '../../rules/506-combat-phase.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { onBattlefield } from '../../zones/zones.js';
import { armorValue, attackValue, structureDamage, structureValue } from './values.js';

/** A blocked creature of the mission dealing damage in this step (its power is its attack value, MT 8.1), as the trample check sees it. */
export type MissionAssigner = DividingAssigner;

/** The structure a blocker has left to lose (MT 8.2). */
function structureLeft(state: GameState, blocker: ObjectId): number {
  return Math.max(0, structureValue(state, blocker) - structureDamage(state, blocker));
}

/**
 * What one application of `amount` damage does toward destroying a blocker (MT 8.2): its excess over
 * the blocker's armor, or all the structure left from a source with deathtouch (CR 702.2b).
 */
function structureDealt(state: GameState, blocker: ObjectId, amount: number, deathtouch: boolean): number {
  if (amount <= 0) return 0;
  if (deathtouch && characteristics(state, blocker).types.includes('Creature')) return Infinity;
  return Math.max(0, amount - armorValue(state, blocker));
}

/**
 * The least damage one application from an attacker must be to destroy a blocker (MT 8.2): none
 * when it has no structure left, 1 from a source with deathtouch (CR 702.2b), else its structure
 * left past its armor.
 */
export function missionLethal(state: GameState, blocker: ObjectId, deathtouch: boolean): number {
  const left = structureLeft(state, blocker);
  if (left === 0) return 0;
  return structureDealt(state, blocker, 1, deathtouch) >= left ? 1 : left + armorValue(state, blocker);
}

/**
 * The other blocked creatures of the mission that deal damage in this step, each with its division
 * if it has one (see `otherAssigners`): the blockers still on the battlefield and its attack value.
 */
export function otherMissionAssigners(state: GameState, attacker: ObjectId): MissionAssigner[] {
  return otherAssigners(state, attacker, (x) => x.blockers.filter((b) => onBattlefield(state, b)), (id) => attackValue(state, id));
}

/**
 * Whether `division` of a creature's damage can be part of a legal assignment of all the damage of
 * this step (CR 510.1e): every trampler that assigns damage to the target, this one or another whose
 * division is chosen, has each of its blockers destroyed by what the creatures assign it (MT 8.2,
 * CR 702.19b), what those still to divide can assign included.
 */
export function trampleAllows(state: GameState, own: MissionAssigner, others: readonly MissionAssigner[], division: readonly number[]): boolean {
  return partOfLegalAssignment(own, others, division, (b) => structureLeft(state, b), (b, amount, deathtouch) => structureDealt(state, b, amount, deathtouch));
}
