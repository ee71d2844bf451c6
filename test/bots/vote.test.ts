import { describe, expect, it } from 'vitest';
import { createGame, deserialize, heuristicBot, logOf, playGame, randomBot, serialize } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';

/** Every voting card of CN2 and CNS, and the vote changers. */
const VOTING_CARDS = [
  'Ballot Broker', 'Lieutenants of the Guard', 'Expropriate', 'Illusion of Choice', 'Messenger Jays', 'Capital Punishment',
  'Orchard Elemental', "Selvala's Stampede", "Brago's Representative", 'Council Guardian', "Council's Judgment", 'Custodi Squire',
  'Plea for Power', 'Split Decision', 'Bite of the Black Rose', 'Grudge Keeper', "Tyrant's Choice", 'Magister of Worth', 'Coercive Portal',
];

/** A 40-card deck: two copies of each voting card (cut to 23) and 17 basic lands of their colors. */
function votingDeck(offset: number): string[] {
  const spells = [...VOTING_CARDS, ...VOTING_CARDS].slice(offset, offset + 23);
  const lands = ['Plains', 'Island', 'Swamp', 'Forest'];
  return [...spells, ...Array.from({ length: 17 }, (_, i) => lands[i % lands.length] as string)];
}

describe('a random bot with voting decks', () => {
  it('plays four-player games to the end without an error, voting along the way', () => {
    const seen = new Map<string, number>();
    for (const seed of [1, 2, 3]) {
      const state = createGame({
        players: [0, 1, 2, 3].map((i) => ({ deck: votingDeck((i * 5 + seed) % VOTING_CARDS.length) })),
        seed,
        settings: { turnLimit: 60 },
      });
      const { state: end } = playGame(state, randomBot, seedRng(seed), { inPlace: true });
      expect(end.result).not.toBeNull();
      // the final state is a sound saved game
      expect(deserialize(serialize(end))).toEqual(end);
      for (const e of logOf(end)) if (['vote', 'extraTurn', 'copySpell'].includes(e.type)) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
    }
    // the games voted, and took extra turns
    expect(seen.get('vote')).toBeGreaterThan(20);
    expect(seen.get('extraTurn')).toBeGreaterThan(0);
  });
});

describe('the heuristic bot with voting decks', () => {
  it('plays four-player games to the end without an error, choosing its votes (CR 701.38) among the listed ones', () => {
    let votes = 0;
    for (const seed of [1, 2]) {
      const state = createGame({
        players: [0, 1, 2, 3].map((i) => ({ deck: votingDeck((i * 5 + seed) % VOTING_CARDS.length) })),
        seed,
        settings: { turnLimit: 60 },
      });
      const { state: end } = playGame(state, heuristicBot, seedRng(seed), { inPlace: true });
      expect(end.result).not.toBeNull();
      votes += logOf(end).filter((e) => e.type === 'vote').length;
    }
    expect(votes).toBeGreaterThan(20);
  });
});
