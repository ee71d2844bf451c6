/**
 * From the draft to the games: the drafters are split into tables of 3 to 5 players with random
 * seating (CR 905.3: each table plays a multiplayer game), and each table starts a `conspiracy` game
 * with each player's deck, sideboard (conspiracies included, CR 905.4) and draft record (905.2b).
 *
 * @module
 */
import { checkDraftState } from './arguments.js';
import { cards } from '../cards/registry.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { createGame, type CreateGameOptions } from '../engine/game.js';
import { deriveSeed, isSeed, seedRng, shuffleInPlace, type Seed } from '../state/rng.js';
import type { ReadonlyGameState } from '../state/types.js';
import { checkDeckOf, type BuiltDeck } from './deck.js';
import { cardPool, draftRecord } from './record.js';
import type { ReadonlyDraftState, Seat } from './types.js';

/** The fewest players of a Conspiracy Draft game: it is a multiplayer game (905.3), one that begins with more than two players (100.1b). */
export const MIN_TABLE_PLAYERS = 3;

/** Throws a {@link RulesError} unless `n` drafters can sit down to Conspiracy Draft games: at least three (see {@link splitIntoTables}). */
export function checkTableCount(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RulesError('malformed', `tables need a positive whole number of drafters, not ${n}`);
  if (n < MIN_TABLE_PLAYERS) {
    throw new RulesError('illegal', `a Conspiracy Draft game is a multiplayer game, of more than two players: ${n} drafter${n === 1 ? '' : 's'} cannot make a table`, '905.3');
  }
}

/**
 * Splits `n` drafters into tables of 3 to 5 players, as even as possible, seated at random. A
 * Conspiracy Draft game is a multiplayer game (905.3), and a multiplayer game begins with more
 * than two players (100.1b): so two drafters, who may draft together, cannot sit down to a
 * Conspiracy Draft game, and a {@link RulesError} says so (any split of three or more drafters
 * gives every table at least three).
 */
export function splitIntoTables(n: number, seed: Seed): Seat[][] {
  checkTableCount(n);
  checkTableSeed(seed);
  const seats = Array.from({ length: n }, (_, i) => i);
  shuffleInPlace(seedRng(seed), seats);
  const count = Math.max(1, Math.ceil(n / 5));
  const tables: Seat[][] = [];
  let at = 0;
  for (let t = 0; t < count; t++) {
    const size = Math.floor(n / count) + (t < n % count ? 1 : 0);
    tables.push(seats.slice(at, at + size));
    at += size;
  }
  return tables;
}

/**
 * Throws a {@link RulesError} unless `seed` is a seed: the seating and every table's shuffles come
 * from it, so a seed left out must not quietly become the same known one for every draft.
 */
function checkTableSeed(seed: unknown): void {
  if (!isSeed(seed)) throw new RulesError('malformed', `the tables need a seed (a number, a string, or four whole numbers from 0 to 2^32 - 1), not ${shown(seed)}`);
}

/** One table's game and who plays it. */
export interface TableGame {
  /** The draft seats at the table, in game seat order. */
  readonly seats: readonly Seat[];
  /** The game. */
  readonly game: ReadonlyGameState;
  /** The options the game was created with (`createGame`): what a replay record of it starts from. */
  readonly options: CreateGameOptions;
  /** Pool cards left out of each player's sideboard because the engine does not implement them, by game seat. */
  readonly leftOut: readonly (readonly string[])[];
}

/** Options of {@link startTableGames}. */
export interface StartTablesOptions {
  /** The seed of the seating and of the games. */
  seed: Seed;
  /** The game format; `conspiracy` (CR 905.3–905.6) by default. */
  format?: string;
  /**
   * Card names the players may name for hidden agendas besides the cards the engine knows (CR
   * 702.106a): the games' `settings.nameableCards`.
   */
  nameableCards?: readonly string[];
}

/**
 * Starts one game per table after a completed draft. `decks[seat]` is each drafter's deck, checked
 * against their pool (905.1d). Pool cards the engine does not implement stay out of the game; they
 * are listed in `leftOut`. A draft of two drafters has no table: see {@link splitIntoTables}.
 */
export function startTableGames(draft: ReadonlyDraftState, decks: readonly BuiltDeck[], options: StartTablesOptions): TableGame[] {
  checkDraftState(draft, 'startTableGames');
  if (!Array.isArray(decks)) throw new RulesError('malformed', 'startTableGames takes a list of built decks, one per drafter');
  if (typeof options !== 'object' || options === null) throw new RulesError('malformed', 'startTableGames takes options: { seed, format?, nameableCards? }');
  checkTableSeed(options.seed);
  if (draft.phase !== 'complete') throw new RulesError('illegal', 'the draft is not complete yet', '905.1d');
  if (decks.length !== draft.drafters.length) throw new RulesError('malformed', `one deck per drafter (${draft.drafters.length}), not ${decks.length}`);
  // each refusal names whose deck it is: one drafter's mistake among eight must be found
  const whose = (seat: Seat): string => `drafter ${seat} (${JSON.stringify((draft.drafters[seat] as { name: string }).name)}): `;
  const built = decks.map((deck, seat) => checkDeckOf(cardPool(draft, seat), deck, whose(seat)));
  return splitIntoTables(draft.drafters.length, options.seed).map((seats, t) => {
    const leftOut: string[][] = [];
    const players = seats.map((seat) => {
      const deck = built[seat] as BuiltDeck;
      const known = deck.sideboard.filter((name) => cards.has(name));
      leftOut.push(deck.sideboard.filter((name) => !cards.has(name)));
      return { name: (draft.drafters[seat] as { name: string }).name, deck: deck.deck, sideboard: known, draft: draftRecord(draft, seat) };
    });
    const gameOptions: CreateGameOptions = {
      format: options.format ?? 'conspiracy',
      players,
      seed: deriveSeed(options.seed, `/table ${t + 1}`),
      ...(options.nameableCards ? { settings: { nameableCards: options.nameableCards } } : {}),
    };
    return { seats, game: createGame(gameOptions), options: gameOptions, leftOut };
  });
}
