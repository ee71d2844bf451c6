/**
 * CNS cards about attacking and blocking that issue 17 added: a creature that must block, and
 * Basandra's combat rules.
 *
 * @module
 */
import { targetCreature } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/** The CNS combat cards of issue 17. */
export const cnsCombat: readonly CardDefinition[] = [
  card('Basandra, Battle Seraph', {
    keywords: ['flying'],
    statics: [{ kind: 'noSpellsDuringCombat', text: "Players can't cast spells during combat." }],
    activated: [{
      text: '{R}: Target creature attacks this turn if able.',
      cost: { mana: '{R}' },
      targets: [targetCreature],
      // CR 508.1d: a requirement its controller obeys as far as restrictions and costs allow
      effects: [{ do: 'attacksIfAble', what: { target: 0 }, until: 'endOfTurn' }],
    }],
  }),
  card('Provoke', {
    spell: {
      targets: [{ kind: 'object', filter: { types: ['Creature'], controller: 'opponent' }, text: "target creature you don't control" }],
      effects: [
        { do: 'untap', what: { target: 0 } },
        // CR 509.1c: a blocking requirement on the creature
        { do: 'blocksIfAble', what: { target: 0 }, until: 'endOfTurn' },
        { do: 'draw', amount: 1, who: 'you' },
      ],
    },
  }),
];
