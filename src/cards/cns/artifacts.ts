/**
 * Colorless cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';

/** The colorless CNS cards the engine implements. */
export const cnsColorless: readonly CardDefinition[] = [
  card('Reito Lantern', {
    activated: [{
      text: "{3}: Put target card from a graveyard on the bottom of its owner's library.",
      cost: { mana: '{3}' },
      targets: [{ kind: 'object', filter: {}, zone: 'graveyard', text: 'target card from a graveyard' }],
      effects: [{ do: 'toLibrary', what: { target: 0 }, position: 'bottom' }],
    }],
  }),
  card('Peace Strider', {
    triggered: [{
      text: 'When Peace Strider enters the battlefield, you gain 3 life.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'gainLife', amount: 3, who: 'you' }],
    }],
  }),
  card('Altar of Dementia', {
    activated: [{
      text: "Sacrifice a creature: Target player mills cards equal to the sacrificed creature's power.",
      cost: { sacrifice: { types: ['Creature'] } },
      targets: [{ kind: 'player', text: 'target player' }],
      effects: [{ do: 'mill', who: { target: 0 }, amount: { sacrificedPower: true } }],
    }],
  }),
];
