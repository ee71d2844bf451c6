/**
 * Colorless cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { tapForMana, target } from '../common.js';
import { typeALandYouControlCouldProduce } from '../could-produce.js';

/** The colorless CNS cards the engine implements. */
export const cnsColorless: readonly CardDefinition[] = [
  card('Reito Lantern', {
    activated: [{
      text: "{3}: Put target card from a graveyard on the bottom of its owner's library.",
      cost: { mana: '{3}' },
      targets: [{ kind: 'object', filter: {}, zone: 'graveyard', text: 'target card from a graveyard' }],
      // its owner's library, whoever controls Reito Lantern (CR 400.3)
      effects: [{ do: 'toLibrary', what: { target: 0 }, position: 'bottom' }],
    }],
  }),
  card('Peace Strider', {
    triggered: [{
      text: 'When Peace Strider enters the battlefield, you gain 3 life.',
      // an enters-the-battlefield trigger (CR 603.6a)
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
  card("Mirrodin's Core", {
    activated: [
      tapForMana('C'),
      {
        text: "{T}: Put a charge counter on Mirrodin's Core.",
        cost: { tap: true },
        // a counter is a marker, not an object (CR 122.1)
        effects: [{ do: 'counters', what: 'self', counter: 'charge', amount: 1 }],
      },
      {
        text: "{T}, Remove a charge counter from Mirrodin's Core: Add one mana of any color.",
        cost: { tap: true, removeCounters: { counter: 'charge', amount: 1 } },
        effects: [{ do: 'addMana', mana: 'anyColor', amount: 1 }],
        // no target and it adds mana: a mana ability (CR 605.1a)
        mana: true,
      },
    ],
  }),
  card('Galvanic Juggernaut', {
    statics: [
      // a requirement checked as attackers are declared (CR 508.1d)
      { kind: 'attacksEachCombat', text: 'Galvanic Juggernaut attacks each combat if able.', affects: 'self' },
      // it stays tapped in its controller's untap step (CR 502.3)
      { kind: 'doesntUntap', text: "Galvanic Juggernaut doesn't untap during your untap step.", affects: 'self' },
    ],
    triggered: [{
      text: 'Whenever another creature dies, untap Galvanic Juggernaut.',
      // dies: put into a graveyard from the battlefield (CR 700.4), a leaves-the-battlefield trigger (CR 603.6c)
      when: { event: 'dies', subject: { types: ['Creature'], other: true } },
      effects: [{ do: 'untap', what: 'self' }],
    }],
  }),
  card('Silent Arbiter', {
    statics: [
      // restrictions on the declaration of attackers (CR 508.1c) and of blockers (CR 509.1b)
      { kind: 'combatLimit', text: 'No more than one creature can attack each combat.', role: 'attack', count: 1 },
      { kind: 'combatLimit', text: 'No more than one creature can block each combat.', role: 'block', count: 1 },
    ],
  }),
  card('Vedalken Orrery', { statics: [{ kind: 'castAsThoughFlash', text: 'You may cast spells as though they had flash.' }] }),
  card('Reflecting Pool', {
    activated: [{
      text: '{T}: Add one mana of any type that a land you control could produce.',
      cost: { tap: true },
      // the types of mana a land could produce (CR 106.7); no target, so a mana ability (CR 605.1a)
      effects: [{ do: 'addMana', mana: typeALandYouControlCouldProduce, amount: 1 }],
      mana: true,
    }],
  }),
  card('Quicksand', {
    activated: [
      tapForMana('C'),
      {
        text: '{T}, Sacrifice Quicksand: Target attacking creature without flying gets -1/-2 until end of turn.',
        cost: { tap: true, sacrificeSelf: true },
        targets: [target('target attacking creature without flying', { types: ['Creature'], attacking: true, withoutKeyword: 'flying' })],
        effects: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -2 }],
      },
    ],
  }),
  card('Spectral Searchlight', {
    activated: [{
      text: '{T}: Choose a player. That player adds one mana of any color they choose.',
      cost: { tap: true },
      // it chooses a player rather than targeting one, so it is a mana ability (CR 605.1a)
      effects: [{ do: 'addMana', mana: 'anyColor', amount: 1, byChosenPlayer: true }],
      mana: true,
    }],
  }),
];
