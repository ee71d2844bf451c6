/**
 * Multicolored cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { anyTarget, morbid, target } from '../common.js';

/** The multicolored CNS cards the engine implements. */
export const cnsMulticolor: readonly CardDefinition[] = [
  card('Deathreap Ritual', {
    triggered: [{
      text: 'Morbid — At the beginning of each end step, if a creature died this turn, you may draw a card.',
      when: { event: 'beginningOfStep', step: 'end', whose: 'each' },
      condition: morbid,
      effects: [{ do: 'may', prompt: 'draw a card', then: [{ do: 'draw', amount: 1, who: 'you' }] }],
    }],
  }),
  card('Decimate', {
    spell: {
      targets: [
        { ...target('target artifact', { types: ['Artifact'] }), word: 0 },
        { ...target('target creature', { types: ['Creature'] }), word: 1 },
        { ...target('target enchantment', { types: ['Enchantment'] }), word: 2 },
        { ...target('target land', { types: ['Land'] }), word: 3 },
      ],
      effects: [
        { do: 'destroy', what: { target: 0 } },
        { do: 'destroy', what: { target: 1 } },
        { do: 'destroy', what: { target: 2 } },
        { do: 'destroy', what: { target: 3 } },
      ],
    },
  }),
  card('Mortify', {
    spell: {
      targets: [target('target creature or enchantment', { types: ['Creature', 'Enchantment'] })],
      effects: [{ do: 'destroy', what: { target: 0 } }],
    },
  }),
  card('Sky Spirit', { keywords: ['flying', 'first strike'] }),
  card('Flamewright', {
    activated: [
      {
        text: '{1}, {T}: Create a 1/1 colorless Construct artifact creature token with defender.',
        cost: { mana: '{1}', tap: true },
        effects: [{ do: 'token', token: 'token:construct-1-1-defender', amount: 1, who: 'you' }],
      },
      {
        text: '{T}, Sacrifice a creature with defender: Flamewright deals 1 damage to any target.',
        cost: { tap: true, sacrifice: { types: ['Creature'], keyword: 'defender' } },
        targets: [anyTarget],
        effects: [{ do: 'damage', amount: 1, to: { target: 0 } }],
      },
    ],
  }),
  card('Spontaneous Combustion', {
    spell: {
      additionalCost: { text: 'As an additional cost to cast this spell, sacrifice a creature.', sacrifice: { types: ['Creature'] } },
      effects: [{ do: 'damage', amount: 3, to: { all: { types: ['Creature'] } } }],
    },
  }),
  card('Extract from Darkness', {
    spell: {
      effects: [
        { do: 'mill', who: 'eachPlayer', amount: 2 },
        // ruling: not targeted; any creature card in a graveyard as it resolves, including one just milled
        { do: 'putFromAnyGraveyard', filter: { types: ['Creature'] } },
      ],
    },
  }),
];
