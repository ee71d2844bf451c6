/**
 * Token definitions: the tokens CN2 and CNS cards create, with their behaviour.
 *
 * @module
 */
import { allTokens } from './printed.js';
import { token, type CardDefinition } from './definition.js';

/** Every creature token of both sets (emblems are defined with the card that makes them). */
export const tokenDefinitions: readonly CardDefinition[] = allTokens()
  .filter((t) => t.kind === 'token')
  .map((t) => token(t.id));
