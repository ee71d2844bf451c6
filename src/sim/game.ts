/**
 * One simulated game of `paliano sim`: random decks from a seed, a bot per seat, played to the end
 * on the in-place path; what it gives back is plain JSON (it crosses worker threads).
 *
 * @module
 */
import type { CreateGameOptions } from '../engine/game.js';
import { RulesError } from '../engine/errors.js';
import type { Replay } from '../state/replay.js';
import { seedRng } from '../state/rng.js';
import type { Bot } from '../bots/bot.js';
import { heuristicBot } from '../bots/heuristic.js';
import { ismctsBot } from '../bots/ismcts.js';
import { playGame, randomBot } from '../bots/random.js';
import { randomDeck } from '../bots/random-deck.js';

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
  /** The turn at which a game is called a draw. */
  turnLimit: number;
}

/** What one game of a simulation gave. */
export interface SimGameResult {
  /** The game's number. */
  index: number;
  /** Its seed. */
  seed: string;
  /** The bots by seat. */
  bots: readonly string[];
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
  /** The replay record: `paliano replay` prints its log. */
  replay: Replay;
}

/** The bot a name stands for; a RulesError for an unknown name. */
export function botNamed(name: string): Bot {
  if (name === 'random') return randomBot;
  if (name === 'heuristic') return heuristicBot;
  const m = /^ismcts(?::(\d+))?$/.exec(name);
  if (m) return ismctsBot(m[1] === undefined ? {} : { iterations: Number(m[1]) });
  throw new RulesError('malformed', `no bot "${name}": random, heuristic, ismcts or ismcts:ITERATIONS`);
}

/** Plays one game of a simulation. */
export function simulateGame(spec: SimGameSpec): SimGameResult {
  const bots = spec.bots.map(botNamed);
  const options: CreateGameOptions = {
    format: spec.format,
    players: spec.bots.map((_b, i) => ({ name: `seat ${i}`, deck: randomDeck(`${spec.seed}:deck ${i}`) })),
    seed: spec.seed,
    settings: { turnLimit: spec.turnLimit },
  };
  const started = performance.now();
  const { state, actions, replay } = playGame(options, bots, seedRng(`${spec.seed}:bots`), { inPlace: true });
  const ms = performance.now() - started;
  return {
    index: spec.index,
    seed: spec.seed,
    bots: spec.bots,
    winner: state.result?.winner ?? null,
    rule: state.result?.rule ?? 'unfinished',
    turns: state.turn.number,
    decisions: actions,
    ms,
    replay: replay as Replay,
  };
}
