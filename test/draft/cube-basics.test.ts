/**
 * A cube with basic land cards (CR 905.1d: a deck may add any number of basic lands): the decks
 * `autoBuildDeck` builds from such pools are ones `startTableGames` accepts, and a deck that uses a
 * basic land drafted from the pool instead of adding one is legal too (nothing of the pool is lost).
 */
import { describe, expect, it } from 'vitest';
import { autoBuildDeck, cardPool, checkDeck, createDraft, heuristicDrafter, randomDrafter, runDraft, startTableGames } from '../../src/index.js';

const SPELLS = ['Ogre Sentry', 'Flame Slash', 'Wild Griffin', 'Pillarfield Ox', 'Bronze Sable', 'Murder', 'Divination', 'Assassinate'];
const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

describe('a cube draft with basic lands', () => {
  it('autoBuildDeck builds decks startTableGames accepts, for heuristic and random drafters', () => {
    for (const [seed, drafter] of [[1, heuristicDrafter()], [2, randomDrafter], [3, heuristicDrafter()]] as const) {
      // a third of the cube is basic land cards
      const cube = Array.from({ length: 4 * 3 * 15 }, (_, i) => (i % 3 === 0 ? BASICS[i % 5]! : SPELLS[i % SPELLS.length]!));
      const r = runDraft(createDraft({ drafters: 4, seed, boosters: { cube, packSize: 15 } }), drafter, { seed, inPlace: true });
      expect(r.state.phase).toBe('complete');
      const pools = r.state.drafters.map((d) => cardPool(r.state, d.seat));
      expect(pools.some((p) => p.some((name) => BASICS.includes(name)))).toBe(true);
      const decks = pools.map((p) => autoBuildDeck(p));
      for (const d of decks) expect(d.deck.length).toBeGreaterThanOrEqual(40);
      const tables = startTableGames(r.state, decks, { seed });
      expect(tables).toHaveLength(1);
      expect(tables[0]!.game.players).toHaveLength(4);
    }
  });

  it('905.1d: a deck may hold the pool\'s basic land card itself, or an added one, with the pool\'s copy in the sideboard', () => {
    const pool = ['Forest', 'Forest', 'Assassinate'];
    const forty = (extra: string[]) => [...extra, ...Array.from({ length: 40 - extra.length }, () => 'Forest')];
    // the pool's Forests in the deck: the sideboard lacks them, nothing is lost
    expect(() => checkDeck(pool, { deck: forty(['Assassinate']), sideboard: [] })).not.toThrow();
    expect(() => checkDeck(pool, { deck: forty(['Assassinate']), sideboard: ['Forest'] })).not.toThrow();
    expect(() => checkDeck(pool, { deck: forty(['Assassinate']), sideboard: ['Forest', 'Forest'] })).not.toThrow();
    // but no more basics in the sideboard than the pool has, and a pool Forest not in the deck is in the sideboard
    expect(() => checkDeck(pool, { deck: forty(['Assassinate']), sideboard: ['Forest', 'Forest', 'Forest'] })).toThrow(/sideboard/);
    expect(() => checkDeck(['Forest', 'Assassinate'], { deck: [...Array.from({ length: 39 }, () => 'Island'), 'Assassinate'], sideboard: [] })).toThrow(/sideboard/);
  });
});
