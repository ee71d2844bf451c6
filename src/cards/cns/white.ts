/**
 * White cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { target, targetCreature } from '../common.js';

/** The white CNS cards the engine implements. */
export const cnsWhite: readonly CardDefinition[] = [
  card("Ajani's Sunstriker", { keywords: ['lifelink'] }),
  card('Courier Hawk', { keywords: ['flying', 'vigilance'] }),
  card('Moment of Heroism', {
    spell: { targets: [targetCreature], effects: [{ do: 'pump', what: { target: 0 }, power: 2, toughness: 2, keywords: ['lifelink'] }] },
  }),
  card('Pillarfield Ox'),
  card('Pride Guardian', {
    keywords: ['defender'],
    triggered: [{
      text: 'Whenever Pride Guardian blocks, you gain 3 life.',
      when: { event: 'blocks', subject: 'self' },
      effects: [{ do: 'gainLife', amount: 3, who: 'you' }],
    }],
  }),
  card('Silverchase Fox', {
    activated: [{
      text: '{1}{W}, Sacrifice Silverchase Fox: Exile target enchantment.',
      cost: { mana: '{1}{W}', sacrificeSelf: true },
      targets: [target('target enchantment', { types: ['Enchantment'] })],
      effects: [{ do: 'exile', what: { target: 0 } }],
    }],
  }),
  card('Soulcatcher', {
    keywords: ['flying'],
    triggered: [{
      text: 'Whenever a creature with flying dies, put a +1/+1 counter on Soulcatcher.',
      when: { event: 'dies', subject: { types: ['Creature'], keyword: 'flying' } },
      effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    }],
  }),
  card('Swords to Plowshares', {
    spell: {
      targets: [targetCreature],
      effects: [
        { do: 'exile', what: { target: 0 } },
        { do: 'gainLife', amount: { powerOf: { target: 0 } }, who: { controllerOfTarget: 0 } },
      ],
    },
  }),
];
