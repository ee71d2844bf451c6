/**
 * Random games of every format for the property tests: free-for-all, two-player, Conspiracy Draft,
 * Magic Tech and Async Mental Magic.
 */
import { cards, createGame, randomDeck, type CreateGameOptions, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { createMentalMagicGame } from '../../src/variants/mental-magic/control.js';
import { gameOptions, randomDecks } from './helpers.js';

/** The formats of the engine, each covered by the properties that take a format. */
export const FORMATS = ['free-for-all', 'two-player', 'conspiracy', 'magic-tech', 'mental-magic'] as const;
/** The id of one of {@link FORMATS}. */
export type FormatId = (typeof FORMATS)[number];

const CONSPIRACIES = cards.list().filter((c) => c.printed.types.includes('Conspiracy')).map((c) => c.name);
const BASICS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/**
 * A new random game of a format: 2–5 players where the format allows (3 or more in conspiracy, with
 * random conspiracies in the sideboards), small random decks; Mental Magic with mana abilities automatic.
 */
export function newGame(format: FormatId, seed: number, players: number): ReadonlyGameState {
  if (format === 'mental-magic') return createMentalMagicGame({ seed, manaAbilities: 'automatic' });
  const spec = { players: format === 'magic-tech' || format === 'two-player' ? 2 : format === 'conspiracy' ? Math.max(3, players) : players, deckSize: 14, startingLife: 8, handSize: 5, gameSeed: seed, deckSeed: seed + 1, botSeed: seed + 2 };
  if (format === 'conspiracy') {
    const rng = seedRng(seed);
    const options: CreateGameOptions = {
      format,
      seed,
      settings: { turnLimit: 10 },
      players: Array.from({ length: spec.players }, (_, p) => {
        const sideboard = CONSPIRACIES.filter(() => randomInt(rng, 6) === 0);
        const deck = randomDeck(seed + p);
        return { deck: sideboard.includes("Sovereign's Realm") ? deck.map((n) => (BASICS.has(n) ? 'Bronze Sable' : n)) : deck, sideboard };
      }),
    };
    return createGame(options);
  }
  const base = gameOptions(spec, spec.players * 14);
  if (format === 'magic-tech') {
    return createGame({ format, seed, players: randomDecks({ ...spec, deckSize: 16 }).map((d) => ({ deck: d.deck })), settings: { startingHandSize: 5, turnLimit: 40 } });
  }
  return createGame({ ...base, format });
}
