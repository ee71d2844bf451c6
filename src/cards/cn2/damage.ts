/**
 * CN2 cards that change damage (CR 614) that issue 17 added.
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';

/** The CN2 damage cards of issue 17. */
export const cn2Damage: readonly CardDefinition[] = [
  card('Gratuitous Violence', {
    statics: [{
      // A replacement effect (CR 614.1a).
      kind: 'doubleCreatureDamage',
      text: 'If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
    }],
  }),
];
