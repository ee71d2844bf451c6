/**
 * The seeded PRNG every shuffle and random choice draws from (DESIGN principle 2): its sequence is
 * fixed across builds, so a replay record an earlier build stored replays to the same game; a seed is
 * taken exactly when it is one (four words, each from 0 to 2^32 − 1, nothing more or less); draws are
 * uniform (CR 701.24a: a shuffle randomizes); and each table of a draft gets a seed of its own.
 */
import { describe, expect, it } from 'vitest';
import { autoBuildDeck, cardPool, createDraft, createGame, randomDrafter, randomInt, RulesError, runDraft, seedRng, startTableGames } from '../../src/index.js';

const deck = Array.from({ length: 40 }, () => 'Forest');

describe('the PRNG', () => {
  it('gives the sequence earlier builds gave for a text seed and a seed of four words: a stored replay record replays the same game (CR 701.24a)', () => {
    const text = seedRng('paliano');
    expect(text).toEqual([-1111845281, -1963669864, -1609995426, 13]);
    expect(Array.from({ length: 4 }, () => randomInt(text, 1000))).toEqual([164, 127, 285, 512]);
    const words = seedRng([1, 2, 3, 4]);
    expect(words).toEqual([336714513, 567158860, 1295948717, 20]);
    expect(Array.from({ length: 4 }, () => randomInt(words, 1000))).toEqual([393, 82, 939, 588]);
  });

  it('takes four words from 0 to 2^32 - 1, the least and the greatest, as seeds of different games; refuses five words', () => {
    const least = [0, 0, 0, 0];
    const greatest = [2 ** 32 - 1, 2 ** 32 - 1, 2 ** 32 - 1, 2 ** 32 - 1];
    expect(seedRng(least)).not.toEqual(seedRng(greatest));
    const games = [least, greatest].map((seed) => createGame({ players: [{ deck }, { deck }], seed }));
    expect(games[0]!.rng).not.toEqual(games[1]!.rng);
    const e = (() => {
      try {
        seedRng([1, 2, 3, 4, 5]);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(RulesError);
    expect((e as RulesError).code).toBe('malformed');
    expect(() => createGame({ players: [{ deck }, { deck }], seed: [1, 2, 3, 4, 5] })).toThrow(RulesError);
  });

  it('randomInt draws nothing for n = 1, and takes n = 2^32', () => {
    const rng = seedRng(5);
    expect(randomInt(rng, 1)).toBe(0);
    expect(rng).toEqual(seedRng(5));
    const v = randomInt(rng, 2 ** 32);
    expect(Number.isInteger(v) && v >= 0 && v < 2 ** 32).toBe(true);
    expect(rng).not.toEqual(seedRng(5));
  });

  it('randomInt is uniform for an n that does not divide 2^32: a third of the draws below 2^30 for n = 3 * 2^30 (CR 701.24a)', () => {
    const rng = seedRng(1);
    const n = 3 * 2 ** 30;
    let low = 0;
    for (let i = 0; i < 3000; i++) if (randomInt(rng, n) < 2 ** 30) low++;
    // 1000 expected (standard deviation 26); drawing without rejection gives 1500
    expect(low).toBeGreaterThan(900);
    expect(low).toBeLessThan(1100);
  });

  it('the tables of one draft get seeds of their own from a seed of four words, so their games are shuffled apart', () => {
    const seed = [7, 8, 9, 1];
    const { state: draft } = runDraft(createDraft({ drafters: 6, seed, rounds: 1 }), randomDrafter, { seed, inPlace: true });
    const tables = startTableGames(draft, draft.drafters.map((d) => autoBuildDeck(cardPool(draft, d.seat))), { seed });
    expect(tables).toHaveLength(2);
    // each keeps 128 bits: four words, not a text of 32
    for (const t of tables) expect(t.options.seed).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(tables[0]!.options.seed).not.toEqual(tables[1]!.options.seed);
    expect(seedRng(tables[0]!.options.seed)).not.toEqual(seedRng(tables[1]!.options.seed));
  });
});
