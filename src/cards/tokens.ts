/**
 * Token definitions: the tokens CN2 and CNS cards create, with their behaviour.
 *
 * @module
 */
import { allTokens } from './printed.js';
import { token, type CardDefinition } from './definition.js';
import type { CardBehaviour } from './types.js';

/** The behaviour of tokens whose rules text is more than keywords, by token id. */
const behaviours: Readonly<Record<string, CardBehaviour>> = {
  'goblin-1-1': { statics: [{ kind: 'cantBlock', text: "This creature can't block." }] },
};

/** Every creature token of both sets (emblems are defined with the card that makes them). */
export const tokenDefinitions: readonly CardDefinition[] = allTokens()
  .filter((t) => t.kind === 'token')
  .map((t) => token(t.id, behaviours[t.id]));
