/**
 * A game's chance can be kept secret (DESIGN principles 2 and 9): every shuffle and draw follows from
 * the seed, so a seed a player can guess tells them every hidden card. `createGame` refuses a game
 * without a seed (it played every such game with the same shuffles); a seed of four 32-bit words
 * keeps all 128 bits (the seeds the hosting adapters draw), so no player can try every seed.
 */
import { describe, expect, it } from 'vitest';
import { autoBuildDeck, cardPool, createDraft, createGame, heuristicDrafter, runDraft, RulesError, startTableGames, type CreateGameOptions } from '../../src/index.js';
import { secretSeed } from '../../src/adapters/secret-seed.js';
import { nextUint32, seedRng } from '../../src/state/rng.js';

const deck = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];

describe('secret seeds', () => {
  it('createGame refuses a game without a seed, or with a seed of no kind it takes', () => {
    for (const seed of [undefined, null, Number.NaN, {}, [1, 2, 3], [1, 2, 3, -1], [1, 2, 3, 2 ** 32], [1, 2, 3, 0.5]]) {
      const options = { players: [{ deck }, { deck }], seed } as unknown as CreateGameOptions;
      expect(() => createGame(options), JSON.stringify(seed)).toThrow(RulesError);
    }
    // four words are a seed: the same game each time, another game for other words
    const game = (seed: number[]) => createGame({ players: [{ deck }, { deck }], seed });
    expect(game([1, 2, 3, 4]).rng).toEqual(game([1, 2, 3, 4]).rng);
    expect(game([1, 2, 3, 4]).rng).not.toEqual(game([1, 2, 3, 5]).rng);
  });

  it('a seed of four 32-bit words keeps its 128 bits: 300,000 such seeds give 300,000 different PRNG states', () => {
    const words = seedRng(1);
    const states = new Set<string>();
    for (let i = 0; i < 300_000; i++) states.add(seedRng([nextUint32(words), nextUint32(words), nextUint32(words), nextUint32(words)]).join(','));
    expect(states.size).toBe(300_000);
  });

  it('the seeds the adapters draw for a game without one are such seeds: 300,000 draws, 300,000 PRNG states', () => {
    const states = new Set<string>();
    for (let i = 0; i < 300_000; i++) states.add(seedRng(secretSeed()).join(','));
    expect(states.size).toBe(300_000);
  });

  it("a table's games after a draft keep the draft seed's entropy: seeds differing in their last word give different games", () => {
    const drafters = ['Ana', 'Ben', 'Cy'];
    const games = [1, 2].map((last) => {
      const seed = [7, 8, 9, last];
      const { state: draft } = runDraft(createDraft({ drafters, seed, boosters: 'CN2' }), heuristicDrafter(), { seed, inPlace: true });
      return startTableGames(draft, draft.drafters.map((d) => autoBuildDeck(cardPool(draft, d.seat))), { seed })[0]!;
    });
    expect(games[0]!.options.seed).not.toEqual(games[1]!.options.seed);
    expect(seedRng(games[0]!.options.seed)).not.toEqual(seedRng(games[1]!.options.seed));
  });
});
