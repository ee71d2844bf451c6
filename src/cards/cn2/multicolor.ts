/**
 * Multicolored cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { characteristics } from '../../engine/characteristics.js';
import { loseLife, putOntoBattlefield } from '../../engine/game-actions.js';
import { fittingNames, nameAsAnswered, nameChoice } from '../../engine/naming.js';
import { apnap } from '../../engine/players.js';
import { moveObject, obj, revealCards, topOfLibrary } from '../../zones/zones.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';

/** The top card of a player's library, if any (an empty inexhaustible library gets one, AMM 2). */
function topCard(state: GameState, player: PlayerId): ObjectId | undefined {
  return state.players[player] ? topOfLibrary(state, player) : undefined;
}

/** The multicolored CN2 cards the engine implements. */
export const cn2Multicolor: readonly CardDefinition[] = [
  card('Akroan Hoplite', {
    triggered: [{
      text: 'Whenever Akroan Hoplite attacks, it gets +X/+0 until end of turn, where X is the number of attacking creatures you control.',
      when: { event: 'attacks', subject: 'self' },
      // An attack trigger (CR 508.3a); X is counted once, as it resolves (CR 608.2h).
      effects: [{ do: 'pump', what: 'self', power: { count: { types: ['Creature'], attacking: true, controller: 'you' } }, toughness: 0 }],
    }],
  }),
  card('Ascended Lawmage', { keywords: ['flying', 'hexproof'] }),
  card('Juniper Order Ranger', {
    triggered: [{
      text: 'Whenever another creature enters the battlefield under your control, put a +1/+1 counter on that creature and a +1/+1 counter on Juniper Order Ranger.',
      // An enters-the-battlefield trigger (CR 603.6a).
      when: { event: 'entersBattlefield', subject: { types: ['Creature'], other: true, controller: 'you' } },
      effects: [
        { do: 'counters', what: 'eventObject', counter: '+1/+1', amount: 1 },
        { do: 'counters', what: 'self', counter: '+1/+1', amount: 1 },
      ],
    }],
  }),
  card("Pharika's Mender", {
    triggered: [{
      text: "When Pharika's Mender enters the battlefield, you may return target creature or enchantment card from your graveyard to your hand.",
      when: { event: 'entersBattlefield', subject: 'self' },
      // An enters-the-battlefield trigger (CR 603.6a) targeting a card in a graveyard (CR 115.2).
      targets: [{ kind: 'object', zone: 'graveyard', filter: { types: ['Creature', 'Enchantment'], controller: 'you' }, text: 'target creature or enchantment card from your graveyard' }],
      effects: [{ do: 'may', prompt: 'return the card to your hand', then: [{ do: 'bounce', what: { target: 0 } }] }],
    }],
  }),
  card('Coiling Oracle', {
    triggered: [{
      text: "When Coiling Oracle enters the battlefield, reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{
        do: 'customAsking',
        text: "reveal the top card of your library; a land goes onto the battlefield, any other card into your hand",
        run: ({ state, controller }, io) => {
          const top = topCard(state, controller);
          if (top === undefined) return true;
          if (!io.done('revealed')) {
            revealCards(state, controller, [top]);
            io.markDone('revealed');
          }
          const isLand = (s: GameState): boolean => characteristics(s, top).types.includes('Land');
          if (isLand(state)) {
            putOntoBattlefield(state, top, controller, '608.2c');
            return true;
          }
          // a card without a name may be named as a land as it would go onto the battlefield (a variant's naming, engine/naming.ts)
          const fitting = fittingNames(state, controller, top, isLand);
          if (fitting) {
            const named = io.ask('name', controller, nameChoice(fitting));
            if (!named) return false;
            if (nameAsAnswered(state, controller, top, fitting, named)) {
              putOntoBattlefield(state, top, controller, '608.2c');
              return true;
            }
          }
          moveObject(state, top, 'hand', { rule: '608.2c' });
          return true;
        },
      }],
    }],
  }),
  card('Dragonlair Spider', {
    keywords: ['reach'],
    triggered: [{
      text: 'Whenever an opponent casts a spell, create a 1/1 green Insect creature token.',
      when: { event: 'castSpell', who: 'opponent' },
      effects: [{ do: 'token', token: 'token:insect-1-1', amount: 1, who: 'you' }],
    }],
  }),
  card('Duskmantle Seer', {
    keywords: ['flying'],
    triggered: [{
      text: "At the beginning of your upkeep, each player reveals the top card of their library, loses life equal to that card's mana value, then puts it into their hand.",
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      effects: [{
        do: 'custom',
        text: "each player reveals the top card of their library, loses life equal to its mana value, then puts it into their hand",
        run: ({ state }) => {
          // the ruling: the losses happen at the same time, before state-based actions are checked (CR 704.3)
          for (const p of apnap(state)) {
            const top = topCard(state, p);
            if (top === undefined) continue;
            revealCards(state, p, [top]);
            loseLife(state, p, characteristics(state, top).manaValue);
            // put into the hand, not drawn (the ruling); a card the loss of life moved is a new
            // object the effect no longer finds (CR 400.7: Magic Tech's life is the library, MT 9.1)
            if (obj(state, top).movedTo === null) moveObject(state, top, 'hand', { rule: '608.2c' });
          }
        },
      }],
    }],
  }),
  card('Shipwreck Singer', {
    keywords: ['flying'],
    activated: [
      {
        text: '{1}{U}: Target creature an opponent controls attacks this turn if able.',
        cost: { mana: '{1}{U}' },
        targets: [{ kind: 'object', filter: { types: ['Creature'], controller: 'opponent' }, text: 'target creature an opponent controls' }],
        effects: [{ do: 'attacksIfAble', what: { target: 0 }, until: 'endOfTurn' }],
      },
      {
        text: '{1}{B}, {T}: Attacking creatures get -1/-1 until end of turn.',
        cost: { mana: '{1}{B}', tap: true },
        // the ruling: only the creatures already attacking as it resolves
        effects: [{ do: 'pump', what: { all: { types: ['Creature'], attacking: true } }, power: -1, toughness: -1 }],
      },
    ],
  }),
  card('Stormchaser Chimera', {
    keywords: ['flying'],
    activated: [{
      text: '{2}{U}{R}: Scry 1, then reveal the top card of your library. Stormchaser Chimera gets +X/+0 until end of turn, where X is that card\'s mana value.',
      cost: { mana: '{2}{U}{R}' },
      effects: [
        { do: 'scry', who: 'you', amount: 1 },
        {
          do: 'custom',
          text: 'reveal the top card of your library',
          run: ({ state, controller }) => {
            const top = topCard(state, controller);
            if (top !== undefined) revealCards(state, controller, [top]);
          },
        },
        {
          do: 'pump',
          what: 'self',
          // an empty library reveals nothing: X is 0; an {X} in the card's cost counts 0 off the stack (CR 202.3e)
          power: { computed: ({ state, controller }) => { const top = state.players[controller]?.library[0]; return top === undefined ? 0 : characteristics(state, top).manaValue; } },
          toughness: 0,
        },
      ],
    }],
  }),
  card('Leovold, Emissary of Trest', {
    // Applies to individual card draws (CR 121.2b).
    statics: [{ kind: 'opponentsDrawLimit', text: "Each opponent can't draw more than one card each turn.", count: 1 }],
    triggered: [{
      text: 'Whenever you or a permanent you control becomes the target of a spell or ability an opponent controls, you may draw a card.',
      // Triggers as the targets are chosen (CR 601.2c, 602.2b).
      when: { event: 'youOrYourPermanentTargetedByOpponent' },
      effects: [{ do: 'may', prompt: 'draw a card', then: [{ do: 'draw', amount: 1, who: 'you' }] }],
    }],
  }),
];
