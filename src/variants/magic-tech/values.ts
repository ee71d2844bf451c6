/**
 * Attack, armor and structure (MT 8.1): every permanent has them. A creature attacks with its
 * power, its armor is its toughness and its structure its mana value; a land has no attack and
 * armor and structure 3; any other permanent has no attack and armor and structure equal to its
 * mana value. A structure below the format's minimum is raised to it (options.ts).
 *
 * @module
 */
import { characteristics } from '../../engine/characteristics.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { magicTechOptions } from './options.js';

/** Armor and structure of a land (MT 8.1). */
const LAND_VALUE = 3;

/** A permanent's attack value (MT 8.1): a creature's power, otherwise 0. */
export function attackValue(state: GameState, id: ObjectId): number {
  const c = characteristics(state, id);
  return c.types.includes('Creature') ? Math.max(0, c.power ?? 0) : 0;
}

/** A permanent's armor (MT 8.1): a creature's toughness, 3 for a land, otherwise its mana value. */
export function armorValue(state: GameState, id: ObjectId): number {
  const c = characteristics(state, id);
  if (c.types.includes('Creature')) return Math.max(0, c.toughness ?? 0);
  if (c.types.includes('Land')) return LAND_VALUE;
  return c.manaValue;
}

/** A permanent's structure (MT 8.1): 3 for a land that is no creature, otherwise its mana value; at least the format's minimum. */
export function structureValue(state: GameState, id: ObjectId): number {
  const c = characteristics(state, id);
  const printed = c.types.includes('Land') && !c.types.includes('Creature') ? LAND_VALUE : c.manaValue;
  return Math.max(printed, magicTechOptions(state).minimumStructure);
}

/** The counter kind of structure damage (MT 8.2). */
export const STRUCTURE_COUNTER = 'structure';

/** The counter kind of mana put on a card under construction (MT 4.3). */
export const CONSTRUCTION_COUNTER = 'construction';

/** Structure damage counters on a permanent (MT 8.2). */
export function structureDamage(state: GameState, id: ObjectId): number {
  return state.objects[id]?.counters[STRUCTURE_COUNTER] ?? 0;
}
