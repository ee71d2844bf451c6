/**
 * Black cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { cardsInGraveyards, enteringFrom, morbid, target, targetCreature } from '../common.js';
import type { TargetSpec } from '../types.js';
import { sacrificedThisWay } from '../../engine/resolve.js';

/** "target nonblack creature". */
const nonblackCreature = target('target nonblack creature', { types: ['Creature'], notColors: ['B'] });

/** "target creature card in your graveyard". */
const creatureCardInYourGraveyard: TargetSpec = {
  kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you' }, text: 'target creature card in your graveyard',
};

/** The black CNS cards the engine implements. */
export const cnsBlack: readonly CardDefinition[] = [
  card('Assassinate', {
    spell: { targets: [target('target tapped creature', { types: ['Creature'], tapped: true })], effects: [{ do: 'destroy', what: { target: 0 } }] },
  }),
  card('Morkrut Banshee', {
    triggered: [{
      text: 'Morbid — When Morkrut Banshee enters the battlefield, if a creature died this turn, target creature gets -4/-4 until end of turn.',
      when: { event: 'entersBattlefield', subject: 'self' },
      condition: morbid,
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -4, toughness: -4 }],
    }],
  }),
  card('Reckless Spite', {
    spell: {
      targets: [nonblackCreature, nonblackCreature],
      effects: [{ do: 'destroy', what: { target: 0 } }, { do: 'destroy', what: { target: 1 } }, { do: 'loseLife', amount: 5, who: 'you' }],
    },
  }),
  card('Syphon Soul', {
    spell: {
      effects: [
        { do: 'damage', amount: 2, to: 'eachOpponent' },
        { do: 'gainLife', amount: { dealtThisWay: true }, who: 'you' },
      ],
    },
  }),
  card('Tragic Slip', {
    spell: {
      targets: [targetCreature],
      effects: [{
        do: 'conditional',
        text: 'Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.',
        condition: morbid,
        then: [{ do: 'pump', what: { target: 0 }, power: -13, toughness: -13 }],
        otherwise: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -1 }],
      }],
    },
  }),
  card('Typhoid Rats', { keywords: ['deathtouch'] }),
  card('Vampire Hexmage', {
    keywords: ['first strike'],
    activated: [{
      text: 'Sacrifice Vampire Hexmage: Remove all counters from target permanent.',
      cost: { sacrificeSelf: true },
      targets: [target('target permanent', {})],
      effects: [{ do: 'removeCounters', what: { target: 0 } }],
    }],
  }),
  card('Wakedancer', {
    triggered: [{
      text: 'Morbid — When Wakedancer enters the battlefield, if a creature died this turn, create a 2/2 black Zombie creature token.',
      when: { event: 'entersBattlefield', subject: 'self' },
      condition: morbid,
      effects: [{ do: 'token', token: 'token:zombie-2-2', amount: 1, who: 'you' }],
    }],
  }),
  card('Zombie Goliath'),
  card('Drakestown Forgotten', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Drakestown Forgotten enters the battlefield with X +1/+1 counters on it, where X is the number of creature cards in all graveyards.',
      counter: '+1/+1',
      // ruling: entering from a graveyard, it counts itself (the count is of the cards as it enters)
      amount: (state, id) => cardsInGraveyards(state, (types) => types.includes('Creature')) + (enteringFrom(state, id) === 'graveyard' ? 1 : 0),
    }],
    activated: [{
      text: '{2}{B}, Remove a +1/+1 counter from Drakestown Forgotten: Target creature gets -1/-1 until end of turn.',
      cost: { mana: '{2}{B}', removeCounters: { counter: '+1/+1', amount: 1 } },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -1 }],
    }],
  }),
  card('Plagued Rusalka', {
    activated: [{
      text: '{B}, Sacrifice a creature: Target creature gets -1/-1 until end of turn.',
      cost: { mana: '{B}', sacrifice: { types: ['Creature'] } },
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: -1, toughness: -1 }],
    }],
  }),
  card('Victimize', {
    spell: {
      // two targets of one word "target": two different cards, both required (ruling)
      targets: [creatureCardInYourGraveyard, creatureCardInYourGraveyard],
      effects: [
        { do: 'sacrifice', who: 'you', filter: { types: ['Creature'] }, amount: 1 },
        {
          do: 'conditional',
          text: 'If you do, return the chosen cards to the battlefield tapped.',
          condition: ({ state }) => sacrificedThisWay(state) > 0,
          then: [{ do: 'putOntoBattlefield', what: [{ target: 0 }, { target: 1 }], tapped: true }],
        },
      ],
    },
  }),
];
