/**
 * The land types (CR 205.3i) and the landwalk keyword of each (CR 702.14a).
 *
 * @module
 */
import type { LandwalkKeyword } from './types.js';

/** The land types of CR 205.3i; Forest, Island, Mountain, Plains and Swamp are the basic ones. */
export const LAND_TYPES: readonly string[] = [
  'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's",
];

/** The landwalk keyword of a land type (CR 702.14a): "islandwalk", "desertwalk". */
export function landwalkOf(landType: string): LandwalkKeyword {
  return `${landType.toLowerCase()}walk` as LandwalkKeyword;
}
