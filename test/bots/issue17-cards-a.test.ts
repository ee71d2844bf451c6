/**
 * The cards of issue 17 that part A added, played by the random and heuristic bots from decks made
 * mostly of them, so that their choices (copy targets, counters moved one at a time, blocking
 * requirements, orders of doubling and redirection, a source chosen) are met far more often than
 * random decks of the whole registry meet them: every game ends, cards are conserved, and every
 * action the bots pick applies.
 */
import { describe, expect, it } from 'vitest';
import { createGame, heuristicBot, logOf, playGame, randomBot, type Bot } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { checkConservation, recordGame, startingCards } from '../properties/helpers.js';

const CARDS = [
  'Carnage Gladiator', 'Splitting Slime', 'Followed Footsteps', 'Forgotten Ancient', 'Irresistible Prey', 'Gruul War Chant', 'Provoke',
  'Gratuitous Violence', 'Kor Chant', 'Stunt Double', 'Dimir Doppelganger', 'Basandra, Battle Seraph',
];
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

/** A 48-card deck: two copies of each card, then basic lands of every color. */
function deck(): string[] {
  const out = CARDS.flatMap((c) => [c, c]);
  for (let i = 0; out.length < 48; i++) out.push(LANDS[i % LANDS.length] as string);
  return out;
}

function game(seed: number, players: number) {
  return createGame({ players: Array.from({ length: players }, () => ({ deck: deck() })), seed, settings: { turnLimit: 80 } });
}

describe("issue 17's cards of part A in bots' games", () => {
  it('random players choosing among the listed actions finish two- and three-player games, cards conserved', () => {
    for (const [seed, players] of [[1, 2], [2, 2], [3, 3]] as const) {
      const initial = game(seed, players);
      const start = startingCards(initial);
      const { final } = recordGame(initial, seed, (s) => checkConservation(start, s));
      expect(final.result).not.toBeNull();
    }
  });

  it('the heuristic and random bots play them to the end', () => {
    for (const [seed, bot] of [[4, heuristicBot], [5, randomBot]] as [number, Bot][]) {
      const { state } = playGame(game(seed, 2), bot, seedRng(seed));
      expect(state.result).not.toBeNull();
      expect(logOf(state).some((e) => e.type === 'cast')).toBe(true);
    }
  });
});
