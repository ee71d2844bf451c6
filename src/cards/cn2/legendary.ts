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
      // The turn's normal draw comes first; this trigger goes on the stack as the player then gets priority (CR 504.1, 504.2).
      when: { event: 'beginningOfStep', step: 'draw', whose: 'each' },
      effects: [{ do: 'draw', amount: 1, who: 'eventPlayer' }],
    },
  ],
});

/** CN2 legendary creatures. */
export const cn2Legendary: readonly CardDefinition[] = [kamiOfTheCrescentMoon];
