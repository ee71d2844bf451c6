/**
 * CNS cards with {X} in the cost of an activated ability (CR 107.3, 602.2b): the value of X is
 * chosen as the ability is activated and kept by the ability on the stack.
 *
 * @module
 */
import { characteristics } from '../../engine/characteristics.js';
import { destroyAll } from '../../engine/game-actions.js';
import { obj } from '../../zones/zones.js';
import { card, type CardDefinition } from '../definition.js';

/** The CNS cards whose activated abilities have {X} in their costs. */
export const cnsXActivated: readonly CardDefinition[] = [
  card('Pernicious Deed', {
    activated: [{
      text: '{X}, Sacrifice Pernicious Deed: Destroy each artifact, creature, and enchantment with mana value X or less.',
      cost: { mana: '{X}', sacrificeSelf: true },
      effects: [{
        do: 'custom',
        text: 'Destroy each artifact, creature, and enchantment with mana value X or less.',
        run: ({ state, object }) => {
          // CR 107.3: the X of the ability on the stack; CR 202.3: an {X} in a permanent's cost counts as 0
          const x = obj(state, object).x;
          destroyAll(state, state.battlefield.filter((id) => {
            const c = characteristics(state, id);
            return c.types.some((t) => t === 'Artifact' || t === 'Creature' || t === 'Enchantment') && c.manaValue <= x;
          }));
        },
      }],
    }],
  }),
];
