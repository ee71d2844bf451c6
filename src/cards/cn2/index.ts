/**
 * Conspiracy: Take the Crown (CN2) card definitions.
 *
 * @module
 */
import type { CardDefinition } from '../definition.js';

/** Every implemented CN2 card. */
export const cn2Cards: readonly CardDefinition[] = [];
