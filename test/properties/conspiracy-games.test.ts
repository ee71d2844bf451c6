/**
 * Random Conspiracy Draft games (CR 905) with random conspiracies of all 25 in the sideboards: a
 * random player choosing only from `legalActions` — which conspiracies to put into the command zone,
 * the names for hidden agenda, opening hands, and every play after — never meets a RulesError, and
 * every state it reaches keeps the invariants and loads back from its saved form.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { cards, createGame, deserialize, randomDeck, serialize } from '../../src/index.js';
import { checkInvariants, ok, recordGame } from './helpers.js';

const CONSPIRACIES = cards.list().filter((c) => c.printed.types.includes('Conspiracy')).map((c) => c.name);

const BASICS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/** A random deck; without basic land cards (Bronze Sables instead) for a sideboard with Sovereign's Realm. */
function deckFor(seed: number, sideboard: readonly string[]): string[] {
  const deck = randomDeck(seed);
  return sideboard.includes("Sovereign's Realm") ? deck.map((name) => (BASICS.has(name) ? 'Bronze Sable' : name)) : deck;
}

describe('Conspiracy Draft games', () => {
  it('has all 25 conspiracies of CNS and CN2', () => {
    ok(CONSPIRACIES.length === 25, `${CONSPIRACIES.length} conspiracies implemented`);
  });

  it('a random player choosing from legalActions plays whole games, and every state checked loads back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 4 }),
        fc.integer(),
        fc.integer(),
        fc.array(fc.subarray(CONSPIRACIES, { maxLength: 6 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 5, max: 40 }),
        (players, seed, botSeed, sideboards, checkEvery) => {
          const initial = createGame({
            format: 'conspiracy',
            seed,
            settings: { turnLimit: 8 },
            // a player who may want Sovereign's Realm gets a deck without basic land cards
            players: Array.from({ length: players }, (_, p) => ({ deck: deckFor(seed + p, sideboards[p]!), sideboard: sideboards[p]! })),
          });
          const { final } = recordGame(initial, botSeed, (live, n) => {
            if (n % checkEvery !== 0) return;
            checkInvariants(live);
            ok(serialize(deserialize(serialize(live))) === serialize(live), `state after action ${n} does not load back`);
          });
          checkInvariants(final);
          ok(serialize(deserialize(serialize(final))) === serialize(final), 'the final state does not load back');
        },
      ),
      { numRuns: 20, endOnFailure: true },
    );
  });
});
