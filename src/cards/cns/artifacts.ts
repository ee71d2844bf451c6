/**
 * Colorless cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';

/** The colorless CNS cards the engine implements. */
export const cnsColorless: readonly CardDefinition[] = [
  card('Peace Strider', {
    triggered: [{
      text: 'When Peace Strider enters the battlefield, you gain 3 life.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'gainLife', amount: 3, who: 'you' }],
    }],
  }),
];
