/**
 * One simulated game of `paliano sim`: random decks from a seed, or a Conspiracy Draft first (a
 * booster draft by draft bots, decks built from the pools, one table), a bot per seat, played to the
 * end on the in-place path; what it gives back is plain JSON (it crosses worker threads).
 *
 * @module
 */
import type { CreateGameOptions } from '../engine/game.js';
import { RulesError } from '../engine/errors.js';
import type { GameReplay } from '../state/replay.js';
import { seedRng } from '../state/rng.js';
import type { Bot } from '../bots/bot.js';
import { heuristicBot } from '../bots/heuristic.js';
import { ismctsBot } from '../bots/ismcts.js';
import { playGame, randomBot } from '../bots/random.js';
import { randomDeck } from '../bots/random-deck.js';
import type { DraftBot } from '../bots/draft-bot.js';
import { heuristicDrafter } from '../bots/heuristic-drafter.js';
import { randomDrafter } from '../bots/random-drafter.js';
import { autoBuildDeck } from '../bots/auto-deck.js';
import { runDraft } from '../bots/run-draft.js';
import { createDraft } from '../draft/create.js';
import { cardPool } from '../draft/record.js';
import { startTableGames } from '../draft/tables.js';
import type { BoosterSource } from '../draft/types.js';
import { quoted } from '../engine/quote.js';

/** What one game of a simulation is: its number, seed, format, bots by seat and turn limit. */
export interface SimGameSpec {
  /** The game's number in the run, from 0. */
  index: number;
  /** The seed of the decks, the game and the bots. */
  seed: string;
  /** The format (`free-for-all`, `conspiracy`, `two-player`, `magic-tech`, …). */
  format: string;
  /** The bot of each seat, by name: `random`, `heuristic`, `ismcts` or `ismcts:ITERATIONS`. */
  bots: readonly string[];
  /** The turns a game is played before it is called a draw, as the next turn begins (`GameSettings.turnLimit`, CR 104.4). */
  turnLimit: number;
  /**
   * Draft first (CR 905): the seats draft three boosters with these draft bots by seat (`heuristic`
   * or `random`), build decks from their pools, and play one Conspiracy game at a table seated at
   * random (3 to 5 seats; `format` must be `conspiracy`).
   */
  draft?: { drafters: readonly string[]; boosters: 'CN2' | 'CNS' };
}

/** What one game of a simulation gave. */
export interface SimGameResult {
  /** The game's number. */
  index: number;
  /** Its seed. */
  seed: string;
  /** The bots by seat of the game (after a draft, the table's random seating decides the order). */
  bots: readonly string[];
  /** After a draft: the draft seat of each seat of the game. */
  draftSeats?: readonly number[];
  /** The winning seat, or null for a draw. */
  winner: number | null;
  /** The rule that ended it. */
  rule: string;
  /** The turn it ended in. */
  turns: number;
  /** Decisions the bots made. */
  decisions: number;
  /** Milliseconds the game took (wall time). */
  ms: number;
  /** After a draft: milliseconds the draft and deck building took (wall time). */
  draftMs?: number;
  /** The replay record: `paliano replay` prints its log. */
  replay: GameReplay;
}

/** The bot a name stands for; a RulesError for an unknown name. */
export function botNamed(name: string): Bot {
  if (name === 'random') return randomBot;
  if (name === 'heuristic') return heuristicBot;
  const m = /^ismcts(?::(\d+))?$/.exec(name);
  if (m?.[1] !== undefined && Number(m[1]) < 1) throw new RulesError('malformed', `bot ${quoted(name)}: ismcts needs at least 1 iteration`);
  if (m) return ismctsBot(m[1] === undefined ? {} : { iterations: Number(m[1]) });
  throw new RulesError('malformed', `no bot ${quoted(name)}: random, heuristic, ismcts or ismcts:ITERATIONS (at least 1)`);
}

/** The draft bot a name stands for; a RulesError for an unknown name. */
export function draftBotNamed(name: string): DraftBot {
  if (name === 'random') return randomDrafter;
  if (name === 'heuristic') return heuristicDrafter();
  throw new RulesError('malformed', `no draft bot ${quoted(name)}: random or heuristic`);
}

/** The game of a spec: random decks by seat, or the table after a draft, with the game seat's bots and draft seats. */
function gameOf(spec: SimGameSpec): { options: CreateGameOptions; bots: readonly string[]; draftSeats?: number[] } {
  if (!spec.draft) {
    return {
      options: {
        format: spec.format,
        players: spec.bots.map((_b, i) => ({ name: `seat ${i}`, deck: randomDeck(`${spec.seed}:deck ${i}`) })),
        seed: spec.seed,
        settings: { turnLimit: spec.turnLimit },
      },
      bots: spec.bots,
    };
  }
  if (spec.format !== 'conspiracy') throw new RulesError('malformed', `a draft is followed by a Conspiracy game (905.3), not ${spec.format}`);
  if (spec.bots.length < 3 || spec.bots.length > 5) throw new RulesError('malformed', `a simulated draft seats one table of 3 to 5 players (905.3), not ${spec.bots.length}`);
  const drafters = spec.draft.drafters.map(draftBotNamed);
  const boosters: BoosterSource = spec.draft.boosters;
  const start = createDraft({ drafters: spec.bots.map((_b, i) => `seat ${i}`), seed: `${spec.seed}:draft`, boosters });
  const { state: draft } = runDraft(start, drafters, { seed: `${spec.seed}:drafters`, inPlace: true, handOver: true });
  const decks = draft.drafters.map((d) => autoBuildDeck(cardPool(draft, d.seat)));
  const [table] = startTableGames(draft, decks, { seed: spec.seed });
  if (!table) throw new Error('a draft of 3 to 5 seats has one table');
  const options = { ...table.options, settings: { ...table.options.settings, turnLimit: spec.turnLimit } };
  return { options, bots: table.seats.map((seat) => spec.bots[seat] as string), draftSeats: [...table.seats] };
}

/** Plays one game of a simulation (after its draft, when it has one). */
export function simulateGame(spec: SimGameSpec): SimGameResult {
  const drafting = performance.now();
  const { options, bots: names, draftSeats } = gameOf(spec);
  const bots = names.map(botNamed);
  const started = performance.now();
  const { state, actions, replay } = playGame(options, bots, seedRng(`${spec.seed}:bots`), { inPlace: true });
  const ms = performance.now() - started;
  return {
    index: spec.index,
    seed: spec.seed,
    bots: names,
    ...(draftSeats ? { draftSeats, draftMs: started - drafting } : {}),
    winner: state.result?.winner ?? null,
    rule: state.result?.rule ?? 'unfinished',
    turns: state.turn.number,
    decisions: actions,
    ms,
    replay: replay as GameReplay,
  };
}
