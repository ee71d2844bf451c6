/**
 * Conspiracy (CNS) card definitions.
 *
 * @module
 */
import type { CardDefinition } from '../definition.js';

/** Every implemented CNS card. */
export const cnsCards: readonly CardDefinition[] = [];
