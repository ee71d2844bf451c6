import { describe, expect, it } from 'vitest';
import { createGame, heuristicBot, logOf, playGame, randomBot, randomDeck } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';

function game(seed: number) {
  return createGame({ players: [0, 1, 2, 3].map((i) => ({ deck: randomDeck(`${seed}:${i}`) })), seed });
}

describe('bots', () => {
  it('the heuristic bot plays four-player games to the end, attacking and casting spells', () => {
    for (const seed of [1, 2]) {
      const { state } = playGame(game(seed), heuristicBot, seedRng(seed));
      expect(state.result).not.toBeNull();
      const log = logOf(state);
      expect(log.some((e) => e.type === 'attack')).toBe(true);
      expect(log.some((e) => e.type === 'cast')).toBe(true);
    }
  });

  it('the same seeds give the same game, through apply and in place', () => {
    const a = playGame(game(3), heuristicBot, seedRng(9));
    const b = playGame(game(3), heuristicBot, seedRng(9), { inPlace: true });
    expect(b.state).toEqual(a.state);
    expect(b.actions).toBe(a.actions);
  });

  it('randomDeck builds 40-card two-color decks of implemented cards, the same for the same seed', () => {
    const deck = randomDeck('x');
    expect(deck).toHaveLength(40);
    expect(randomDeck('x')).toEqual(deck);
    expect(deck.filter((c) => ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(c))).toHaveLength(17);
  });

  it('the random bot only picks legal actions: apply never refuses one in 300 decisions', () => {
    const run = () => playGame(game(4), randomBot, seedRng(4), { maxActions: 300 });
    expect(run).not.toThrow();
    const { state, actions } = run();
    expect(actions === 300 || state.result !== null).toBe(true);
    expect(state.turn.number).toBeGreaterThan(1);
  });
});
