/**
 * Multicolored cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';

/** The multicolored CN2 cards the engine implements. */
export const cn2Multicolor: readonly CardDefinition[] = [
  card('Akroan Hoplite', {
    triggered: [{
      text: 'Whenever Akroan Hoplite attacks, it gets +X/+0 until end of turn, where X is the number of attacking creatures you control.',
      when: { event: 'attacks', subject: 'self' },
      effects: [{ do: 'pump', what: 'self', power: { count: { types: ['Creature'], attacking: true, controller: 'you' } }, toughness: 0 }],
    }],
  }),
  card('Ascended Lawmage', { keywords: ['flying', 'hexproof'] }),
  card('Juniper Order Ranger', {
    triggered: [{
      text: 'Whenever another creature enters the battlefield under your control, put a +1/+1 counter on that creature and a +1/+1 counter on Juniper Order Ranger.',
      when: { event: 'entersBattlefield', subject: { types: ['Creature'], other: true, controller: 'you' } },
      effects: [
        { do: 'counters', what: 'eventObject', counter: '+1/+1', amount: 1 },
        { do: 'counters', what: 'self', counter: '+1/+1', amount: 1 },
      ],
    }],
  }),
];
