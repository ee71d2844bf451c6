// Random games to the end, as the benchmark plays them: free-for-all with a random deck per seat
// (the build's own `randomDeck`), the build's default settings, and a bot that picks uniformly
// among the legal actions with the bench's PRNG. Only the package's public API is used, the part
// every build since 7a8bfd3 has, so that a baseline build runs the same code.
import type * as Paliano from '../src/index.js';
import type { Action, GameSettings, GameState } from '../src/index.js';
import { seedPrng, uniformBelow } from './prng.js';
import type { DecisionTimes } from './decision-times.js';

/** The part of a build's API the benchmark uses. */
export type Engine = Pick<typeof Paliano, 'apply' | 'createGame' | 'createPlayout' | 'legalActions' | 'randomDeck'>;

/** In place (`createPlayout`) or through `apply`, one immutable state after another. */
export type Path = 'place' | 'apply';

/** How a game went. */
export interface Played {
  /** Actions the bot chose: one `apply` (or `Playout.apply`) each. */
  decisions: number;
  /** Stopped at the cap of decisions before its end (taken as looping). */
  capped: boolean;
  /** The result and turn it ended in (to check that a replay is the same game). */
  end: string;
}

/** One deck per seat for a game of `players` and a seed: `randomDeck("seed:seat")`. */
export function decksFor(engine: Engine, players: number, seed: number): string[][] {
  return Array.from({ length: players }, (_, seat) => engine.randomDeck(`${seed}:${seat}`));
}

/** A new free-for-all game with these decks, the build's default settings but for `settings`. */
export function newGame(engine: Engine, decks: readonly (readonly string[])[], seed: number, settings: Partial<GameSettings> = {}): GameState {
  return engine.createGame({ players: decks.map((deck) => ({ deck })), seed, settings });
}

/** The bot's PRNG for a game's seed (apart from the game's own PRNG, which the seed also sets). */
const botSeed = (seed: number): number => Math.imul(seed, 0x2545f491) ^ 0x5bd1e995;

const endOf = (state: GameState): string => `${JSON.stringify(state.result)} turn ${state.turn.number}`;

/**
 * Plays a game to its end (or `cap` decisions) in place. With `times`, the time of every decision
 * is added to it: listing the legal actions, the bot's pick and applying it.
 */
export function playInPlace(engine: Engine, start: GameState, seed: number, cap: number, times?: DecisionTimes): Played {
  const rng = seedPrng(botSeed(seed));
  const p = engine.createPlayout(start);
  let n = 0;
  times?.start();
  while (!p.state.result && n < cap) {
    const actions = p.legalActions();
    p.apply(actions[uniformBelow(rng, actions.length)] as Action);
    n++;
    times?.lap();
  }
  return { decisions: n, capped: !p.state.result, end: endOf(p.state) };
}

/**
 * Plays a game to its end (or `cap` decisions) through `apply` and `legalActions`, keeping only the
 * current state, or every state in `kept`. `times` as for {@link playInPlace}.
 */
export function playThroughApply(engine: Engine, start: GameState, seed: number, cap: number, times?: DecisionTimes, kept?: GameState[]): Played {
  const rng = seedPrng(botSeed(seed));
  let s = start;
  let n = 0;
  times?.start();
  while (!s.result && n < cap) {
    const actions = engine.legalActions(s);
    s = engine.apply(s, actions[uniformBelow(rng, actions.length)] as Action);
    n++;
    if (kept) kept.push(s);
    times?.lap();
  }
  return { decisions: n, capped: !s.result, end: endOf(s) };
}

/** Plays a game to its end either way. */
export function play(engine: Engine, path: Path, start: GameState, seed: number, cap: number, times?: DecisionTimes): Played {
  return path === 'place' ? playInPlace(engine, start, seed, cap, times) : playThroughApply(engine, start, seed, cap, times);
}

/**
 * The actions the engine performs in a game: the same game replayed in place with `autoPass:
 * 'never'`, where each pass the default auto-pass makes for a player who can only pass is a
 * decision with that one choice (which draws nothing from the bot's PRNG, so the other picks are
 * unchanged). Returns the count of actions and how the replay ended, to check that it is the same game.
 */
export function actionsPerformed(engine: Engine, decks: readonly (readonly string[])[], seed: number, cap: number): { actions: number; end: string } {
  const replay = playInPlace(engine, newGame(engine, decks, seed, { autoPass: 'never' }), seed, cap);
  return { actions: replay.decisions, end: replay.end };
}

/**
 * The heap that keeping every state of a game through `apply` takes, per state kept: the growth of
 * the used heap between forced collections before and after the game (what the engine remembers
 * about each kept state, such as its legal actions, included). Needs `--expose-gc`.
 */
export function bytesPerKeptState(engine: Engine, start: GameState, seed: number, cap: number): number {
  const gc = globalThis.gc;
  if (!gc) throw new Error('bytesPerKeptState needs node --expose-gc');
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: GameState[] = [];
  playThroughApply(engine, start, seed, cap, undefined, kept);
  gc();
  const after = process.memoryUsage().heapUsed;
  return (after - before) / kept.length;
}
