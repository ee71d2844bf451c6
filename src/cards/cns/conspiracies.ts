/**
 * The conspiracies of Conspiracy (CNS): cards that start the game in the command zone (CR 315),
 * face down with a secretly chosen name when they have hidden agenda (CR 702.106).
 *
 * @module
 */
import { poolStartedInGame } from '../../rules/905-conspiracy-draft.js';
import { tapForMana } from '../common.js';
import { card, type CardDefinition } from '../definition.js';
import type { ObjectFilter } from '../types.js';

/** "a creature you control with the chosen name" (CR 702.106d). */
const yourCreatureWithTheChosenName: ObjectFilter = { types: ['Creature'], controller: 'you', chosenName: true };

/** "any number of cards": more than a library holds. */
const ANY_NUMBER = 1000;

/** The CNS conspiracies the engine implements. */
export const cnsConspiracies: readonly CardDefinition[] = [
  card('Advantageous Proclamation', { conspiracy: { minimumDeckSize: -5 } }),
  card('Backup Plan', { conspiracy: { additionalHands: 1 } }),
  card("Brago's Favor", {
    conspiracy: { agenda: 1 },
    statics: [{ kind: 'spellCostReduction', text: 'Spells with the chosen name you cast cost {1} less to cast.', spells: { chosenName: true }, amount: 1 }],
  }),
  card('Power Play', { conspiracy: { startingPlayer: true } }),
  card('Double Stroke', {
    conspiracy: { agenda: 1 },
    triggered: [{
      text: 'Whenever you cast an instant or sorcery spell with the chosen name, you may copy it. You may choose new targets for the copy.',
      when: { event: 'castSpell', who: 'you', filter: { types: ['Instant', 'Sorcery'], chosenName: true } },
      effects: [{ do: 'may', prompt: 'copy the spell', then: [{ do: 'copySpell', what: 'eventObject' }] }],
    }],
  }),
  card('Immediate Action', {
    conspiracy: { agenda: 1 },
    statics: [{ kind: 'grantKeywords', text: 'Creatures you control with the chosen name have haste.', affects: yourCreatureWithTheChosenName, keywords: ['haste'] }],
  }),
  card('Iterative Analysis', {
    conspiracy: { agenda: 1 },
    triggered: [{
      text: 'Whenever you cast an instant or sorcery spell with the chosen name, you may draw a card.',
      when: { event: 'castSpell', who: 'you', filter: { types: ['Instant', 'Sorcery'], chosenName: true } },
      effects: [{ do: 'may', prompt: 'draw a card', then: [{ do: 'draw', amount: 1, who: 'you' }] }],
    }],
  }),
  card("Muzzio's Preparations", {
    conspiracy: { agenda: 1 },
    statics: [{
      kind: 'othersEnterWithCounters',
      text: 'Each creature you control with the chosen name enters the battlefield with an additional +1/+1 counter on it.',
      affects: yourCreatureWithTheChosenName,
      counter: '+1/+1',
      amount: 1,
    }],
  }),
  card('Secret Summoning', {
    conspiracy: { agenda: 1 },
    triggered: [{
      text: 'Whenever a creature with the chosen name enters the battlefield under your control, you may search your library for any number of cards with that name, reveal them, put them into your hand, then shuffle.',
      when: { event: 'entersBattlefield', subject: yourCreatureWithTheChosenName },
      effects: [{
        do: 'may',
        prompt: 'search your library',
        then: [{ do: 'search', who: 'you', filter: { chosenName: true }, to: 'hand', reveal: true, amount: ANY_NUMBER }],
      }],
    }],
  }),
  card('Unexpected Potential', {
    conspiracy: { agenda: 1 },
    statics: [{ kind: 'spendManaAsAnyColor', text: 'You may spend mana as though it were mana of any color to cast spells with the chosen name.', spells: { chosenName: true } }],
  }),
  card('Secrets of Paradise', {
    conspiracy: { agenda: 1 },
    statics: [{
      kind: 'grantAbilities',
      text: 'Creatures you control with the chosen name have "{T}: Add one mana of any color."',
      affects: yourCreatureWithTheChosenName,
      activated: [tapForMana('anyColor')],
    }],
  }),
  card('Worldknit', {
    statics: [{
      kind: 'grantAbilities',
      text: 'As long as every card in your card pool started the game in your library or in the command zone, lands you control have "{T}: Add one mana of any color."',
      affects: { types: ['Land'], controller: 'you' },
      activated: [tapForMana('anyColor')],
      condition: (state, source) => poolStartedInGame(state, state.objects[source]!.controller),
    }],
  }),
  card('Sentinel Dispatch', {
    triggered: [{
      text: 'At the beginning of the first upkeep, create a 1/1 colorless Construct artifact creature token with defender.',
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'each' },
      // "the first upkeep" is the first upkeep of the game, in the first turn
      condition: (ctx) => ctx.state.turn.number === 1,
      effects: [{ do: 'token', token: 'token:construct-1-1-defender', amount: 1, who: 'you' }],
    }],
  }),
];
