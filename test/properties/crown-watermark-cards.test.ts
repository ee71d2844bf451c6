/**
 * Random Conspiracy Draft games with the CN2 crown cards (Arcane Savant, Volatile Chimera, Caller of
 * the Untamed) in the decks and instants, sorceries and creatures in the sideboards: a random player
 * choosing only from `legalActions` — which cards to reveal before the shuffle and what to exile with
 * them, then every play, free casts of copies included — never meets a RulesError, every revealed
 * card gets its cards, and every state checked keeps the invariants and loads back. A second
 * property starts from boards with the game halves ready (and Aether Searcher), exiled and noted
 * cards drawn at random from every instant, sorcery and creature the engine plays.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { cards, createGame, deserialize, logOf, serialize } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { checkInvariants, ok, recordGame } from './helpers.js';

const CROWN = ['Arcane Savant', 'Volatile Chimera', 'Caller of the Untamed'];
const LANDS = ['Island', 'Mountain', 'Forest'];
const all = cards.list().filter((c) => !c.printed.types.includes('Conspiracy') && !c.printed.types.includes('Land'));
const SPELLS = all.filter((c) => c.printed.types.includes('Instant') || c.printed.types.includes('Sorcery')).map((c) => c.name);
const CREATURES = all.filter((c) => c.printed.types.includes('Creature')).map((c) => c.name);

/** A 40-card deck of crown cards and lands, and a sideboard of random spells and creatures. */
function player(seed: number): { deck: string[]; sideboard: string[] } {
  const rng = seedRng(seed);
  const some = (from: readonly string[], n: number) => Array.from({ length: n }, () => from[randomInt(rng, from.length)] as string);
  const deck = [...CROWN.flatMap((c) => Array<string>(4).fill(c)), ...Array.from({ length: 20 }, (_, i) => LANDS[i % 3] as string), ...some(CREATURES, 8)];
  return { deck, sideboard: [...some(SPELLS, randomInt(rng, 4)), ...some(CREATURES, randomInt(rng, 10))] };
}

describe('Conspiracy Draft games with crown cards', () => {
  it('a random player choosing from legalActions reveals, exiles and plays whole games; each revealed card gets its cards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 4 }), fc.integer(), fc.integer(), fc.integer({ min: 5, max: 40 }), (players, seed, botSeed, checkEvery) => {
        const initial = createGame({ format: 'conspiracy', seed, settings: { turnLimit: 10 }, players: Array.from({ length: players }, (_, p) => player(seed + p)) });
        let checkedStart = false;
        const { final } = recordGame(initial, botSeed, (live, n) => {
          if (!checkedStart && live.startOfGame === undefined) {
            checkedStart = true;
            // a player who conceded before finishing left the game with their cards (CR 800.4a)
            for (const r of (live.conspiracyDraft?.revealedBeforeShuffle ?? []).filter((x) => live.players[x.player]!.inGame)) {
              const min = r.name === 'Volatile Chimera' ? 3 : 1;
              ok(r.exiled.length >= min && (min === 3 || r.exiled.length === 1), `${r.name} began the game with ${r.exiled.length} cards exiled`);
            }
          }
          if (n % checkEvery !== 0) return;
          checkInvariants(live);
          ok(serialize(deserialize(serialize(live))) === serialize(live), `state after action ${n} does not load back`);
        });
        checkInvariants(final);
        ok(serialize(deserialize(serialize(final))) === serialize(final), 'the final state does not load back');
      }),
      { numRuns: 15, endOnFailure: true },
    );
  });

  it('free casts of random spells and copies of random creatures, chosen from legalActions, never meet a RulesError', () => {
    let freeCasts = 0;
    let copies = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (seed, botSeed) => {
        const rng = seedRng(seed);
        const some = (from: readonly string[], n: number) => Array.from({ length: n }, () => from[randomInt(rng, from.length)] as string);
        const board = () => {
          const library = [...some(SPELLS, 6), ...Array<string>(14).fill('Island')];
          return {
            hand: ['Arcane Savant', 'Aether Searcher'],
            battlefield: ['Volatile Chimera', 'Caller of the Untamed', ...Array<string>(5).fill('Island'), ...Array<string>(4).fill('Mountain'), ...Array<string>(4).fill('Forest'), 'Wastes', 'Wastes', 'Wastes'],
            library,
            exiledWith: { 'Arcane Savant': some(SPELLS, 1 + randomInt(rng, 2)), 'Volatile Chimera': some(CREATURES, 3), 'Caller of the Untamed': some(CREATURES, 1 + randomInt(rng, 2)) },
            draft: { seat: 0, notes: some(library, 2).map((name) => ({ card: 'Aether Searcher', name })), removed: [] } as never,
          };
        };
        const { state } = scenario({ players: [board(), board()], seed, settings: { turnLimit: 6 } });
        const { final } = recordGame(state, botSeed, (live, n) => {
          if (n % 25 === 0) checkInvariants(live);
        });
        checkInvariants(final);
        ok(serialize(deserialize(serialize(final))) === serialize(final), 'the final state does not load back');
        const types = logOf(final).map((e) => e.type);
        freeCasts += types.filter((t) => t === 'castWithoutPaying').length;
        copies += types.filter((t) => t === 'becomeCopy').length;
      }),
      // seeded: a free cast comes up in about one run in five, so fifteen runs of a random seed
      // missed it about one time in thirty and failed the check below for no fault of the engine
      { numRuns: 15, seed: 20261128, endOnFailure: true },
    );
    // the runs reach what they are meant to test
    ok(freeCasts > 0 && copies > 0, `free casts ${freeCasts}, copies ${copies}`);
  });
});
