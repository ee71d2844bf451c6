import { describe, expect, it } from 'vitest';
import { autoBuildDeck, cardPool, checkDeck, createDraft, heuristicDrafter, playConspiracyDraft, RulesError, runDraft, splitIntoTables, startTableGames } from '../../src/index.js';

const pool = ['Flame Slash', 'Ogre Sentry', 'Kiln Fiend', 'Hymn of the Wilds'];

describe('deck building (905.1d, 100.2b)', () => {
  it('a deck is built from the pool plus any number of basic lands, at least 40 cards', () => {
    const deck = ['Flame Slash', 'Ogre Sentry', ...Array<string>(38).fill('Mountain')];
    expect(() => checkDeck(pool, { deck, sideboard: ['Kiln Fiend', 'Hymn of the Wilds'] })).not.toThrow();
    expect(() => checkDeck(pool, { deck: deck.slice(1), sideboard: ['Flame Slash', 'Kiln Fiend', 'Hymn of the Wilds'] })).toThrow(/at least 40/);
  });

  it('a card not in the pool is refused (905.1d)', () => {
    const deck = ['Flame Slash', 'Flame Slash', ...Array<string>(38).fill('Mountain')];
    expect(() => checkDeck(pool, { deck, sideboard: ['Ogre Sentry', 'Kiln Fiend', 'Hymn of the Wilds'] })).toThrow(/905.1d/);
  });

  it('conspiracies never go in the deck (905.4)', () => {
    const deck = ['Hymn of the Wilds', ...Array<string>(39).fill('Mountain')];
    expect(() => checkDeck(pool, { deck, sideboard: ['Flame Slash', 'Ogre Sentry', 'Kiln Fiend'] })).toThrow(/905.4/);
  });

  it('the sideboard holds the rest of the pool: nothing is lost (100.4b)', () => {
    const deck = Array<string>(40).fill('Mountain');
    expect(() => checkDeck(pool, { deck, sideboard: ['Flame Slash'] })).toThrow(/100.4b/);
  });

  it('Advantageous Proclamation: the minimum deck size is five less', () => {
    const p = ['Advantageous Proclamation'];
    expect(() => checkDeck(p, { deck: Array<string>(35).fill('Plains'), sideboard: p })).not.toThrow();
    expect(() => checkDeck([], { deck: Array<string>(35).fill('Plains'), sideboard: [] })).toThrow(/at least 40/);
  });

  it('bots build a legal deck from any drafted pool', () => {
    const r = runDraft(createDraft({ drafters: 4, seed: 9 }), heuristicDrafter(), { seed: 9, inPlace: true });
    for (const d of r.state.drafters) {
      const p = cardPool(r.state, d.seat);
      const built = autoBuildDeck(p);
      expect(() => checkDeck(p, built)).not.toThrow();
      expect(built.deck).toHaveLength(40);
      expect(built.sideboard.filter((n) => n === 'Hymn of the Wilds').length).toBe(p.filter((n) => n === 'Hymn of the Wilds').length);
    }
  });

  it('a pool written by hand is read as createGame reads names; a name of no card or a pool that is no list is refused, not built around', () => {
    const pool = [...Array<string>(23).fill('bronze sable'), 'grenzo’s ruffians'];
    const built = autoBuildDeck(pool);
    expect(built.deck.filter((n) => n === 'Bronze Sable').length).toBeGreaterThanOrEqual(22);
    expect([...built.deck, ...built.sideboard].filter((n) => n === 'Bronze Sable' || n === "Grenzo's Ruffians")).toHaveLength(24);
    expect(() => checkDeck(pool, built)).not.toThrow();
    expect(() => autoBuildDeck([...pool, 'Lightning Bolt'])).toThrow(expect.objectContaining({ code: 'unknownCard', message: 'autoBuildDeck: "Lightning Bolt" is not the name of a card' }));
    expect(() => autoBuildDeck('Bronze Sable' as never)).toThrow(expect.objectContaining({ code: 'malformed', message: 'autoBuildDeck takes a card pool, a list of card names, not "Bronze Sable"' }));
  });
});

describe('tables of 3 to 5 with random seating (905.3)', () => {
  it('splits drafters into tables of 3 to 5, every drafter at exactly one', () => {
    for (let n = 3; n <= 24; n++) {
      const tables = splitIntoTables(n, n);
      expect(tables.every((t) => t.length >= 3 && t.length <= 5), `n=${n}`).toBe(true);
      expect(tables.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
    }
    expect(splitIntoTables(8, 1).map((t) => t.length)).toEqual([4, 4]);
  });

  it('two drafters may draft, but a Conspiracy Draft game is multiplayer, more than two players (905.3, 100.1b): no table of two', () => {
    const rulesError = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      throw new Error('no error');
    };
    for (const n of [1, 2]) {
      const e = rulesError(() => splitIntoTables(n, 1));
      expect(e).toBeInstanceOf(RulesError);
      expect((e as RulesError).code).toBe('illegal');
      expect((e as RulesError).rule).toBe('905.3');
    }
    const r = runDraft(createDraft({ drafters: 2, seed: 4, rounds: 1 }), heuristicDrafter(), { seed: 4, inPlace: true });
    expect(r.state.phase).toBe('complete');
    const decks = r.state.drafters.map((d) => autoBuildDeck(cardPool(r.state, d.seat)));
    expect((rulesError(() => startTableGames(r.state, decks, { seed: 4 })) as RulesError).rule).toBe('905.3');
    // the whole path refuses before drafting
    expect((rulesError(() => playConspiracyDraft({ drafters: ['Ada', 'Bo'], seed: 4 })) as RulesError).rule).toBe('905.3');
    // options that are no object are refused as such, not a TypeError
    for (const bad of [null, undefined, 3]) {
      const e = rulesError(() => playConspiracyDraft(bad as never)) as RulesError;
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/^playConspiracyDraft: options are an object/);
    }
    expect(splitIntoTables(3, 1).map((t) => t.length)).toEqual([3]);
  });

  it('seating is random: different seeds seat differently', () => {
    const seatings = new Set(Array.from({ length: 10 }, (_, i) => JSON.stringify(splitIntoTables(8, i))));
    expect(seatings.size).toBeGreaterThan(1);
  });
});

describe('each table starts a conspiracy game (905.3, 905.4)', () => {
  it('an 8-player draft gives two 4-player Conspiracy games whose first decisions are the 905.4 conspiracy choices, played to the end by bots', async () => {
    const { startTableGames, legalActions, playGame, heuristicBot, deserialize, serialize } = await import('../../src/index.js');
    const { seedRng } = await import('../../src/state/rng.js');
    const r = runDraft(createDraft({ drafters: 8, seed: 21 }), heuristicDrafter(), { seed: 21, inPlace: true });
    const decks = r.state.drafters.map((d) => autoBuildDeck(cardPool(r.state, d.seat)));
    const tables = startTableGames(r.state, decks, { seed: 21 });
    expect(tables.map((t) => t.seats.length)).toEqual([4, 4]);
    for (const table of tables) {
      expect(table.game.format).toBe('conspiracy');
      const first = legalActions(table.game);
      expect(first.length).toBeGreaterThan(0);
      // with the reveals of crown cards in the deck before the shuffle (Arcane Savant and the like)
      expect(first.every((a) => a.type === 'putConspiracy' || a.type === 'finishConspiracies' || a.type === 'revealFromDeck')).toBe(true);
      expect(first.some((a) => a.type === 'finishConspiracies')).toBe(true);
      // the draft record of each player is stored in the game, and survives serialization (905.2b)
      table.seats.forEach((seat, i) => expect(table.game.players[i]?.draft?.seat).toBe(seat));
      expect(deserialize(serialize(table.game)).players.map((p) => p.draft)).toEqual(table.game.players.map((p) => p.draft));
      const end = playGame(table.game, heuristicBot, seedRng(1), { inPlace: true });
      expect(end.state.result).not.toBeNull();
    }
  });

  it('each table keeps the options its game was created with: they start the same game, and with the actions played make its replay record', async () => {
    const { createGame, heuristicBot, playGame, replay, replayRecord } = await import('../../src/index.js');
    const { seedRng } = await import('../../src/state/rng.js');
    const r = runDraft(createDraft({ drafters: 4, seed: 8 }), heuristicDrafter(), { seed: 8, inPlace: true });
    const decks = r.state.drafters.map((d) => autoBuildDeck(cardPool(r.state, d.seat)));
    const [table] = startTableGames(r.state, decks, { seed: 8 });
    expect(table!.options).toMatchObject({ format: 'conspiracy', seed: '8/table 1' });
    expect(createGame(table!.options)).toEqual(table!.game);
    const played = playGame(table!.options, heuristicBot, seedRng(8));
    expect(played.state.result).not.toBeNull();
    const record = replayRecord(table!.options, JSON.parse(JSON.stringify(played.replay!.actions)));
    let last = table!.game;
    for (const state of replay(JSON.parse(JSON.stringify(record)))) last = state;
    expect(last.result).toEqual(played.state.result);
    expect(last.log).toEqual(played.state.log);
  });

  it('leaves out no draft-matters or before-the-game card: every one of both sets is played by the engine', async () => {
    const { cards } = await import('../../src/index.js');
    const { readFileSync } = await import('node:fs');
    const timed = ['cns', 'cn2'].flatMap((set) => (JSON.parse(readFileSync(new URL(`../../src/cards/data/${set}.json`, import.meta.url), 'utf8')) as { cards: { name: string; draftPhaseTimings: string[] }[] }).cards
      .filter((c) => c.draftPhaseTimings.length > 0).map((c) => c.name));
    expect(timed).toEqual(expect.arrayContaining(['Aether Searcher', 'Arcane Savant', 'Volatile Chimera', 'Caller of the Untamed']));
    expect(timed.filter((name) => !cards.has(name))).toEqual([]);
  });

  it('refuses to start games before the draft is complete, or with a deck not built from the pool', () => {
    const s = createDraft({ drafters: 3, seed: 1 });
    expect(() => startTableGames(s, [], { seed: 1 })).toThrow(/905.1d/);
    const r = runDraft(s, heuristicDrafter(), { seed: 1, inPlace: true });
    const decks = r.state.drafters.map(() => ({ deck: Array<string>(40).fill('Mountain'), sideboard: [] }));
    expect(() => startTableGames(r.state, decks, { seed: 1 })).toThrow(/100.4b/);
  });
});
