/**
 * CN2 legendary creatures that need only the core rules.
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';

/** Kami of the Crescent Moon {U}{U}, Legendary Creature — Spirit 1/3. */
export const kamiOfTheCrescentMoon: CardDefinition = card('Kami of the Crescent Moon', {
  triggered: [
    {
      text: "At the beginning of each player's draw step, that player draws an additional card.",
      when: { event: 'beginningOfStep', step: 'draw', whose: 'each' },
      effects: [{ do: 'draw', amount: 1, who: 'eventPlayer' }],
    },
  ],
});

/** CN2 legendary creatures. */
export const cn2Legendary: readonly CardDefinition[] = [kamiOfTheCrescentMoon];
