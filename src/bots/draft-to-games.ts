/**
 * The whole Conspiracy Draft path for bots, from one seed: a draft by heuristic drafters, decks built
 * automatically, tables of 3 to 5 with random seating, and each table's Conspiracy game played to
 * the end by the heuristic game bot.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import type { BuiltDeck } from '../draft/deck.js';
import { createDraft } from '../draft/create.js';
import { cardPool } from '../draft/record.js';
import { checkTableCount, startTableGames, type TableGame } from '../draft/tables.js';
import type { BoosterSource, ReadonlyDraftState } from '../draft/types.js';
import { seedRng, type Seed } from '../state/rng.js';
import type { ReadonlyGameState } from '../state/types.js';
import { autoBuildDeck } from './auto-deck.js';
import { heuristicBot } from './heuristic.js';
import { heuristicDrafter } from './heuristic-drafter.js';
import { playGame } from './random.js';
import { runDraft } from './run-draft.js';

/** Options of {@link playConspiracyDraft}. */
export interface ConspiracyDraftOptions {
  /** The drafters' names (or how many), in draft seat order. */
  drafters: number | readonly string[];
  /** The seed of everything: boosters, bot choices, seating and games. */
  seed: Seed;
  /** The boosters; CN2 by default. */
  boosters?: BoosterSource | readonly BoosterSource[];
  /** Play the games through the in-place path (faster, same rules). */
  inPlace?: boolean;
}

/** The outcome of {@link playConspiracyDraft}. */
export interface ConspiracyDraftOutcome {
  /** The completed draft. */
  draft: ReadonlyDraftState;
  /** Each drafter's deck, by draft seat. */
  decks: BuiltDeck[];
  /** The tables and their games as they started. */
  tables: TableGame[];
  /** Each table's finished game and the number of decisions taken. */
  games: { state: ReadonlyGameState; actions: number }[];
}

/**
 * Runs the whole path: draft, decks, tables, games to the end. Throws a {@link RulesError} before
 * drafting when there are fewer than three drafters: a Conspiracy Draft game has more than two
 * players (905.3, 100.1b); and `malformed` for options that are no object.
 */
export function playConspiracyDraft(options: ConspiracyDraftOptions): ConspiracyDraftOutcome {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RulesError('malformed', `playConspiracyDraft: options are an object { drafters, seed, boosters?, inPlace? }, not ${shown(options)}`);
  }
  const { seed } = options;
  if (typeof options.drafters === 'number') checkTableCount(options.drafters);
  else if (Array.isArray(options.drafters)) checkTableCount(options.drafters.length);
  const start = createDraft({ drafters: options.drafters, seed, boosters: options.boosters ?? 'CN2' });
  const { state: draft } = runDraft(start, heuristicDrafter(), { seed, inPlace: true, handOver: true });
  const decks = draft.drafters.map((d) => autoBuildDeck(cardPool(draft, d.seat)));
  const tables = startTableGames(draft, decks, { seed });
  const games = tables.map((t, i) => playGame(t.game, heuristicBot, seedRng(`${String(seed)}/table ${i + 1}`), { inPlace: options.inPlace ?? false }));
  return { draft, decks, tables, games };
}
