/**
 * Colorless cards of Conspiracy: Take the Crown (CN2): artifacts and lands.
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { tapForMana, targetCreature } from '../common.js';
import { addEffect } from '../../engine/game-actions.js';
import { onBattlefield } from '../../zones/zones.js';
import { colorALandAnOpponentControlsCouldProduce } from '../could-produce.js';

/** The colorless CN2 cards the engine implements. */
export const cn2Colorless: readonly CardDefinition[] = [
  card('Bronze Sable'),
  card('Dread Statuary', {
    activated: [
      tapForMana('C'),
      {
        text: "{4}: Dread Statuary becomes a 4/2 Golem artifact creature until end of turn. It's still a land.",
        cost: { mana: '{4}' },
        effects: [{
          do: 'custom',
          text: 'becomes a 4/2 Golem artifact creature until end of turn',
          run: ({ state, source, controller }) => {
            if (!onBattlefield(state, source)) return;
            const duration = { until: 'endOfTurn' } as const;
            // CR 613.1d: the types are added in layer 4, keeping its land type; CR 613.4b: its power and toughness set in layer 7b
            addEffect(state, { affected: [source], change: { kind: 'addTypes', types: ['Artifact', 'Creature'], subtypes: ['Golem'] }, duration, source, controller });
            addEffect(state, { affected: [source], change: { kind: 'setPT', power: 4, toughness: 2 }, duration, source, controller });
          },
        }],
      },
    ],
  }),
  card('Evolving Wilds', {
    activated: [{
      text: '{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
      cost: { tap: true, sacrificeSelf: true },
      effects: [{ do: 'search', who: 'you', filter: { types: ['Land'], basic: true }, to: 'battlefield', tapped: true, amount: 1 }],
    }],
  }),
  card('Exotic Orchard', {
    activated: [{
      text: '{T}: Add one mana of any color that a land an opponent controls could produce.',
      cost: { tap: true },
      // A mana ability (CR 605.1a) making a color a land could produce (CR 106.7).
      effects: [{ do: 'addMana', mana: colorALandAnOpponentControlsCouldProduce, amount: 1 }],
      mana: true,
    }],
  }),
  card('Hexplate Golem'),
  card('Horn of Greed', {
    triggered: [{
      text: 'Whenever a player plays a land, that player draws a card.',
      // Playing a land triggers it; putting one onto the battlefield doesn't (CR 305.1, 305.4).
      when: { event: 'playsLand', who: 'any' },
      effects: [{ do: 'draw', amount: 1, who: 'eventPlayer' }],
    }],
  }),
  card('Platinum Angel', {
    keywords: ['flying'],
    statics: [{ kind: 'cantLoseGame', text: "You can't lose the game and your opponents can't win the game." }],
  }),
  card('Opaline Unicorn', {
    // A mana ability (CR 605.1a).
    activated: [tapForMana('anyColor')],
  }),
  card('Psychosis Crawler', {
    statics: [{
      // A characteristic-defining ability (CR 604.3), applied in layer 7a (CR 613.4a).
      kind: 'characteristicPT',
      text: "Psychosis Crawler's power and toughness are each equal to the number of cards in your hand.",
      value: (state, controller) => state.players[controller]?.hand.length ?? 0,
    }],
    triggered: [{
      text: 'Whenever you draw a card, each opponent loses 1 life.',
      // Each card is drawn separately and triggers it (CR 121.2).
      when: { event: 'draws' },
      effects: [{ do: 'loseLife', amount: 1, who: 'eachOpponent' }],
    }],
  }),
  card('Runed Servitor', {
    triggered: [{
      // A dies trigger looks back in time (CR 700.4, 603.10a); the active player draws first (CR 121.2c).
      text: 'When Runed Servitor dies, each player draws a card.',
      when: { event: 'dies', subject: 'self' },
      effects: [{ do: 'draw', amount: 1, who: 'eachPlayer' }],
    }],
  }),
  card('Shimmering Grotto', {
    activated: [
      tapForMana('C'),
      {
        // A mana ability (CR 605.1a).
        text: '{1}, {T}: Add one mana of any color.',
        cost: { mana: '{1}', tap: true },
        effects: [{ do: 'addMana', mana: 'anyColor', amount: 1 }],
        mana: true,
      },
    ],
  }),
  card("Rogue's Passage", {
    activated: [
      tapForMana('C'),
      {
        // A blocking restriction (CR 509.1b).
        text: "{4}, {T}: Target creature can't be blocked this turn.",
        cost: { mana: '{4}', tap: true },
        targets: [targetCreature],
        effects: [{ do: 'cantBeBlocked', what: { target: 0 }, until: 'endOfTurn' }],
      },
    ],
  }),
];
