import { describe, expect, it } from 'vitest';
import { autoBuildDeck, cardPool, checkDeck, createDraft, heuristicDrafter, runDraft, splitIntoTables } from '../../src/index.js';

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

  it('seating is random: different seeds seat differently', () => {
    const seatings = new Set(Array.from({ length: 10 }, (_, i) => JSON.stringify(splitIntoTables(8, i))));
    expect(seatings.size).toBeGreaterThan(1);
  });
});
