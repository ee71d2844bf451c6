/**
 * CN2 cards about attacking and blocking that issue 17 added: blocks that cost life, creatures
 * that must be blocked, attackers that gain menace, damage divided among attackers.
 *
 * @module
 */
import { targetCreature } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/** The CN2 combat cards of issue 17. */
export const cn2Combat: readonly CardDefinition[] = [
  card('Carnage Gladiator', {
    triggered: [{
      text: "Whenever a creature blocks, that creature's controller loses 1 life.",
      // CR 509.1: once for each creature that blocks, whoever controls it and however many it blocks
      when: { event: 'blocks', subject: { types: ['Creature'] } },
      effects: [{ do: 'loseLife', amount: 1, who: 'eventObjectController' }],
    }],
    activated: [{ text: '{1}{B}{R}: Regenerate Carnage Gladiator.', cost: { mana: '{1}{B}{R}' }, effects: [{ do: 'regenerate', what: 'self' }] }],
  }),
  card('Gruul War Chant', {
    statics: [
      // CR 611.3a, 613.4c, 613.1f: whether a creature is attacking is judged continuously
      { kind: 'modifyPT', text: 'Attacking creatures you control get +1/+0.', affects: { types: ['Creature'], controller: 'you', attacking: true }, power: 1, toughness: 0 },
      { kind: 'grantKeywords', text: 'Attacking creatures you control have menace.', affects: { types: ['Creature'], controller: 'you', attacking: true }, keywords: ['menace'] },
    ],
  }),
  card('Irresistible Prey', {
    spell: {
      targets: [targetCreature],
      // CR 509.1c: a blocking requirement on the creature, whoever controls it and whether or not it attacks
      effects: [{ do: 'mustBeBlocked', what: { target: 0 }, until: 'endOfTurn' }, { do: 'draw', amount: 1, who: 'you' }],
    },
  }),
];
