/**
 * The land types that exist in a game (CR 205.3i), with those its format adds (`RuleModule.landTypes`:
 * Async Mental Magic's Utopia).
 *
 * @module
 */
import { LAND_TYPES } from '../cards/land-types.js';
import { formatById } from './format.js';

const byFormat = new Map<string, readonly string[]>();

/**
 * The land types of a game of the format `formatId`: those of CR 205.3i, then those its rule modules
 * add, each once. What "choose a land type" offers (Traveler's Cloak's ruling: "The chosen type must
 * be an existing land type") and the land types landwalk may name (CR 702.14a).
 */
export function landTypesOf(formatId: string): readonly string[] {
  let types = byFormat.get(formatId);
  if (!types) {
    const added = formatById(formatId)?.modules.flatMap((m) => m.landTypes ?? []) ?? [];
    types = Object.freeze([...new Set([...LAND_TYPES, ...added])]);
    byFormat.set(formatId, types);
  }
  return types;
}
