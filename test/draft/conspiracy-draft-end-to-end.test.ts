import { describe, expect, it } from 'vitest';
import {
  autoBuildDeck, createDraft, cardPool, deserialize, deserializeDraft, draftRecord, heuristicBot, highestNotedNumber, notedNames, notedSeats, notedTypes, playGame, seedRng,
  serialize, serializeDraft, startTableGames, view, type ReadonlyDraftState,
} from '../../src/index.js';
import { finish, fixedDraft, pack, pick } from './helpers.js';

/**
 * A whole Conspiracy Draft as a client runs it (CR 905): a draft of CNS and CN2 boosters, saved and
 * loaded at each boundary, decks from the pools, one free-for-all game per table (905.3) played to
 * its end. What the drafters noted (905.2b) reaches the game of each, wherever they sit.
 */
describe('CR 905: from a mixed-set draft to the games, through saves', () => {
  /** Four drafters: round 1 of fixed packs with draft-matters cards, then a CN2 and a CNS booster. */
  function draft(): ReadonlyDraftState {
    const round1 = [
      pack(['Noble Banneret'], 4), pack(['Lurking Automaton'], 4), pack(['Ogre Sentry', 'Cogwork Tracker'], 4), pack(['Paliano Vanguard'], 4),
    ];
    const boosters = fixedDraft([round1]).settings.boosters;
    let s = createDraft({ drafters: 4, seed: 905, boosters: [boosters[0]!, 'CN2', 'CNS'] });
    s = pick(s, 0, 'Noble Banneret'); // drafted face up
    s = pick(s, 1, 'Lurking Automaton'); // notes 1: the first card this round
    s = pick(s, 2, 'Ogre Sentry');
    s = pick(s, 3, 'Paliano Vanguard'); // drafted face up
    s = pick(s, 0, 'Ogre Sentry', { note: 'Noble Banneret' }); // passed by seat 3
    s = pick(s, 3, 'Cogwork Tracker', { note: 'Paliano Vanguard' }); // passed by seat 2
    return finish(deserializeDraft(serializeDraft(s)));
  }

  it('every table starts with each player\'s draft record, which each player and a spectator see, and is played to its end', () => {
    const done = deserializeDraft(serializeDraft(draft()));
    expect(done.phase).toBe('complete');
    const decks = done.drafters.map((d) => autoBuildDeck(cardPool(done, d.seat)));
    const tables = startTableGames(done, decks, { seed: 905 });
    expect(tables.flatMap((t) => t.seats).sort()).toEqual([0, 1, 2, 3]);
    for (const table of tables) {
      const game = deserialize(serialize(table.game));
      table.seats.forEach((seat, player) => {
        expect(game.players[player]!.draft).toEqual(draftRecord(done, seat));
        for (const viewer of [...table.seats.keys(), 'spectator' as const]) expect(view(game, viewer).players[player]!.draft?.notes).toEqual(draftRecord(done, seat).notes);
        if (seat === 0) expect(notedNames(game, player, 'Noble Banneret')).toEqual(['Ogre Sentry']);
        if (seat === 1) expect(highestNotedNumber(game, player, 'Lurking Automaton')).toBe(1);
        if (seat === 3) {
          expect(notedSeats(game, player, 'Cogwork Tracker')).toEqual([2]);
          expect([...notedTypes(game, player, 'Paliano Vanguard')].sort()).toEqual(['Construct', 'Dog']); // Cogwork Tracker's creature types
        }
      });
      const { state } = playGame(game, heuristicBot, seedRng(905));
      expect(state.result).not.toBeNull();
      expect(serialize(deserialize(serialize(state)))).toBe(serialize(state));
    }
  });
});
