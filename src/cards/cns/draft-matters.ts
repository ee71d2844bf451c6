/**
 * The game halves of the CNS draft-matters cards (CR 905.2). Their draft halves are in `src/draft/`;
 * what they noted reaches the game through `PlayerSetup.draft` and is read with `src/draft/game-info.ts`.
 *
 * @module
 */
import { characteristics } from '../../engine/characteristics.js';
import { hasAnyName } from '../../engine/names.js';
import { card, type CardDefinition } from '../definition.js';
import { highestNotedNumber, notedColors, notedNames, notedSeats, playerAtDraftSeat, removedCount } from '../../draft/game-info.js';

/** The CNS draft-matters cards the engine plays. */
export const cnsDraftMatters: readonly CardDefinition[] = [
  card('Aether Searcher', {
    triggered: [{
      text: 'When Aether Searcher enters the battlefield, you may search your hand and/or library for a card with a name noted as you drafted cards named Aether Searcher. You may cast it without paying its mana cost. If you searched your library this way, shuffle.',
      when: { event: 'entersBattlefield', subject: 'self' },
      // the names noted by the ability's controller, not by the card's owner (ruling); no source needed once triggered
      effects: [{
        do: 'castWithoutPaying',
        from: { search: 'handAndOrLibrary', match: (ctx, id) => hasAnyName(ctx.state, id, notedNames(ctx.state, ctx.controller, 'Aether Searcher')) },
      }],
    }],
  }),
  card('Agent of Acquisitions'),
  card('Canal Dredger', {
    activated: [{
      text: '{T}: Put target card from your graveyard on the bottom of your library.',
      cost: { tap: true },
      targets: [{ kind: 'object', zone: 'graveyard', filter: { controller: 'you' }, text: 'target card from your graveyard' }],
      effects: [{ do: 'toLibrary', what: { target: 0 }, position: 'bottom' }],
    }],
  }),
  card('Cogwork Grinder', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Cogwork Grinder enters with X +1/+1 counters on it, where X is the number of cards you removed from the draft with cards named Cogwork Grinder.',
      counter: '+1/+1',
      amount: (state, id) => removedCount(state, state.objects[id]?.controller ?? 0, 'Cogwork Grinder'),
    }],
  }),
  card('Cogwork Librarian'),
  card('Cogwork Spy', { keywords: ['flying'] }),
  card('Cogwork Tracker', {
    statics: [
      { kind: 'attacksEachCombat', text: 'Cogwork Tracker attacks each combat if able.', affects: 'self' },
      {
        kind: 'attacksOneOfIfAble',
        text: 'Cogwork Tracker attacks a player you noted for cards named Cogwork Tracker each combat if able.',
        // "you": its controller now, who may have gained control of another player's Tracker (CR 613.1b)
        players: (state, id) => notedSeats(state, characteristics(state, id).controller, 'Cogwork Tracker').flatMap((seat) => playerAtDraftSeat(state, seat) ?? []),
      },
    ],
  }),
  card('Deal Broker', {
    activated: [{
      text: '{T}: Draw a card, then discard a card.',
      cost: { tap: true },
      effects: [{ do: 'draw', amount: 1, who: 'you' }, { do: 'discard', amount: 1, who: 'you' }],
    }],
  }),
  card('Lore Seeker'),
  card('Lurking Automaton', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Lurking Automaton enters with X +1/+1 counters on it, where X is the highest number you noted for cards named Lurking Automaton.',
      counter: '+1/+1',
      amount: (state, id) => highestNotedNumber(state, state.objects[id]?.controller ?? 0, 'Lurking Automaton'),
    }],
  }),
  card('Whispergear Sneak'),
  card('Paliano, the High City', {
    activated: [{
      text: '{T}: Add one mana of any color chosen as you drafted cards named Paliano, the High City.',
      cost: { tap: true },
      effects: [{ do: 'addMana', mana: (state, _source, controller) => notedColors(state, controller, 'Paliano, the High City'), amount: 1 }],
      mana: true,
    }],
  }),
];
