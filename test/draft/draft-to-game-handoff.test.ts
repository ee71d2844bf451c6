import { describe, expect, it } from 'vitest';
import { checkDeck, isConspiracy, minimumDeckSize, RulesError, startTableGames, type BuiltDeck, type ReadonlyDraftState } from '../../src/index.js';
import { finish, fixedDraft, pick, pileNames } from './helpers.js';

/**
 * The handoff from deck building to the game (CR 905.1d, 905.4): a deck is checked against the pool
 * with its names read as `createGame` and deck lists read them.
 */
describe('CR 905.1d: a deck built from the pool, names written as a player writes them', () => {
  /** Three drafters; seat 0 drafts Advantageous Proclamation first. */
  function draftWithProclamation(): ReadonlyDraftState {
    const packs = [['Advantageous Proclamation', 'Ogre Sentry', 'Kiln Fiend'], ['Ogre Sentry', 'Kiln Fiend', 'Flame Slash'], ['Ogre Sentry', 'Kiln Fiend', 'Flame Slash']];
    return finish(pick(fixedDraft([packs]), 0, 'Advantageous Proclamation'));
  }

  it('"forest" is a basic land card and "advantageous proclamation" a conspiracy: a 35-card deck is accepted and the game starts with it', () => {
    const draft = draftWithProclamation();
    const lower = (names: readonly string[]) => names.map((n) => n.toLowerCase());
    const decks = [0, 1, 2].map((seat) => {
      const pool = pileNames(draft, seat);
      const spells = pool.filter((n) => n !== 'Advantageous Proclamation');
      const size = seat === 0 ? 35 : 40;
      return { deck: lower([...spells, ...Array<string>(size - spells.length).fill('Forest')]), sideboard: lower(pool.filter((n) => !spells.includes(n))) };
    });
    expect(() => checkDeck(pileNames(draft, 0), decks[0]!)).not.toThrow();
    const [table] = startTableGames(draft, decks, { seed: 1 });
    const seat = table!.seats.indexOf(0);
    const player = table!.game.players[seat]!;
    expect(player.library).toHaveLength(35);
    expect(player.sideboard.map((id) => table!.game.objects[id]!.card)).toEqual(['Advantageous Proclamation']);
  });

  it('a name of no card is refused as such, with the nearest names, not as a card missing from the pool', () => {
    const draft = draftWithProclamation();
    const pool = pileNames(draft, 1);
    const deck = { deck: [...pool, ...Array<string>(40 - pool.length).fill('Forrest')], sideboard: [] };
    expect(() => checkDeck(pool, deck)).toThrow(/"Forrest" is not the name of a card; did you mean Forest/);
  });

  /** Every drafter's deck: their pool's cards but conspiracies, and Forests up to 40. */
  function decksOf(draft: ReadonlyDraftState): BuiltDeck[] {
    return draft.drafters.map((d) => {
      const pool = pileNames(draft, d.seat);
      const spells = pool.filter((n) => n !== 'Advantageous Proclamation');
      return { deck: [...spells, ...Array<string>(40 - spells.length).fill('Forest')], sideboard: pool.filter((n) => !spells.includes(n)) };
    });
  }

  it('a deck entry that is no text is malformed, not an unknown card', () => {
    const draft = draftWithProclamation();
    const decks: unknown[] = decksOf(draft);
    decks[1] = { ...(decks[1] as BuiltDeck), deck: [...(decks[1] as BuiltDeck).deck.slice(1), 7] };
    expect(() => startTableGames(draft, decks as BuiltDeck[], { seed: 1 })).toThrow(expect.objectContaining({ code: 'malformed', message: 'drafter 1 ("Drafter 2"): a card name must be text, not 7' }));
    expect(() => isConspiracy(7 as never)).toThrow(expect.objectContaining({ code: 'malformed', message: 'a card name must be text, not 7' }));
  });

  it('startTableGames names the drafter whose deck it refuses, with the rule', () => {
    const draft = draftWithProclamation();
    const decks = decksOf(draft);
    decks[2] = { ...decks[2]!, deck: decks[2]!.deck.slice(0, 39) };
    expect(() => startTableGames(draft, decks, { seed: 1 })).toThrow(/^drafter 2 \("Drafter 3"\): a deck has at least 40 cards, not 39 \(CR 100\.2b\)$/);
  });

  it('a deck that is not two lists of names is a RulesError naming the drafter, not a TypeError', () => {
    const draft = draftWithProclamation();
    const decks: unknown[] = decksOf(draft);
    decks[1] = { deck: (decks[1] as BuiltDeck).deck };
    let thrown: unknown;
    try {
      startTableGames(draft, decks as BuiltDeck[], { seed: 1 });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(RulesError);
    expect(thrown).toMatchObject({ code: 'malformed', message: expect.stringMatching(/^drafter 1 \("Drafter 2"\): a built deck is \{ deck, sideboard \}/) });
  });

  it('the tables need a seed: one left out is refused, not quietly the same known seed for every draft\'s shuffles', () => {
    const draft = draftWithProclamation();
    for (const options of [{}, { seed: null }, undefined]) {
      expect(() => startTableGames(draft, decksOf(draft), options as never)).toThrow(RulesError);
    }
    expect(() => startTableGames(draft, decksOf(draft), {} as never)).toThrow(/the tables need a seed/);
  });
});

describe('CR 905.4, 100.2b: isConspiracy and minimumDeckSize read names as createGame does', () => {
  it('"advantageous proclamation" typed by hand is a conspiracy that takes 5 off the minimum deck size', () => {
    expect(isConspiracy('advantageous proclamation')).toBe(true);
    expect(isConspiracy('  Advantageous   PROCLAMATION ')).toBe(true);
    expect(isConspiracy('ogre sentry')).toBe(false);
    expect(minimumDeckSize(['advantageous proclamation'])).toBe(35);
    expect(minimumDeckSize(['advantageous proclamation', 'ogre sentry'])).toBe(35);
  });

  it('a curly quote and an accent are read as the card\'s name', () => {
    expect(isConspiracy('Grenzo’s Cutthroat')).toBe(false);
    expect(isConspiracy('Sentinel Dispatch')).toBe(true);
    expect(isConspiracy('séntinel dispatch')).toBe(true);
  });

  it('a name of no card is refused as such, with the nearest names, not taken for a card that is no conspiracy', () => {
    expect(() => isConspiracy('Advantageous Proclomation')).toThrow(/"Advantageous Proclomation" is not the name of a card; did you mean Advantageous Proclamation/);
    expect(() => minimumDeckSize(['Advantageous Proclomation'])).toThrow(RulesError);
    expect(() => minimumDeckSize('Advantageous Proclamation' as never)).toThrow(RulesError);
  });
});
