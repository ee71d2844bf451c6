// Random games to the end, as the benchmark plays them: free-for-all with a random deck per seat
// (the bench's own, from the cards every build measured implements: bench/decks.ts), the build's default settings, and a bot that picks uniformly
// among the legal actions with the bench's PRNG. Only the package's public API is used: the part
// every build since 7a8bfd3 has, and `sampleAction` where a build offers it, so that a baseline
// build runs the same code.
import type * as Paliano from '../src/index.js';
import type { Action, GameSettings, ReadonlyGameState } from '../src/index.js';
import { seedPrng, uniformBelow, type Prng } from './prng.js';
import type { DecisionTimes } from './decision-times.js';
import { benchDeck, type PoolCard } from './decks.js';

/**
 * The part of a build's API the benchmark uses. `sampleAction(state, rng)` (and the playout's
 * `sampleAction(rng)`), in builds after 7a8bfd3, draws one legal action uniformly without listing
 * them all, with a PRNG state of the same kind as the bench's: the bot uses it when present.
 */
export type Engine = Pick<typeof Paliano, 'apply' | 'cards' | 'createGame' | 'createPlayout' | 'legalActions'> & {
  sampleAction?: (state: ReadonlyGameState, rng: Prng) => Action | null;
};

/** A playout of a build that offers sampling. */
interface SamplingPlayout {
  sampleAction(rng: Prng): Action | null;
}

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

/** One deck per seat for a game of `players` and a seed, from the common pool (see bench/decks.ts). */
export function decksFor(pool: readonly PoolCard[], players: number, seed: number): string[][] {
  return Array.from({ length: players }, (_, seat) => benchDeck(pool, seed, seat));
}

/** A new free-for-all game with these decks, the build's default settings but for `settings`. */
export function newGame(engine: Engine, decks: readonly (readonly string[])[], seed: number, settings: Partial<GameSettings> = {}): ReadonlyGameState {
  return engine.createGame({ players: decks.map((deck) => ({ deck })), seed, settings });
}

/** The bot's PRNG for a game's seed (apart from the game's own PRNG, which the seed also sets). */
const botSeed = (seed: number): number => Math.imul(seed, 0x2545f491) ^ 0x5bd1e995;

const endOf = (state: ReadonlyGameState): string => `${JSON.stringify(state.result)} turn ${state.turn.number}`;

/** The bot in a playout: one legal action drawn uniformly, sampled where the build offers it, else from the list. */
function drawInPlace(engine: Engine, p: ReturnType<Engine['createPlayout']>, rng: Prng): () => Action {
  if (engine.sampleAction) {
    const sampler = p as unknown as SamplingPlayout;
    return () => sampler.sampleAction(rng) as Action;
  }
  return () => {
    const actions = p.legalActions();
    return actions[uniformBelow(rng, actions.length)] as Action;
  };
}

/** The bot through `apply`: as {@link drawInPlace}, from `sampleAction` or `legalActions`. */
function drawFromState(engine: Engine, rng: Prng): (state: ReadonlyGameState) => Action {
  const sample = engine.sampleAction;
  if (sample) return (state) => sample(state, rng) as Action;
  return (state) => {
    const actions = engine.legalActions(state);
    return actions[uniformBelow(rng, actions.length)] as Action;
  };
}

/**
 * Plays a game to its end (or `cap` decisions) in place. With `times`, the time of every decision
 * is added to it: the bot's draw (listing the legal actions, or sampling one) and applying it.
 * With `recorded`, the bot's actions are added to it.
 */
export function playInPlace(engine: Engine, start: ReadonlyGameState, seed: number, cap: number, times?: DecisionTimes, recorded?: Action[]): Played {
  const p = engine.createPlayout(start);
  const draw = drawInPlace(engine, p, seedPrng(botSeed(seed)));
  let n = 0;
  times?.start();
  while (!p.state.result && n < cap) {
    const action = draw();
    p.apply(action);
    n++;
    recorded?.push(action);
    times?.lap();
  }
  return { decisions: n, capped: !p.state.result, end: endOf(p.state) };
}

/**
 * Plays a game to its end (or `cap` decisions) through `apply`, keeping only the current state, or
 * every state in `kept`. `times` as for {@link playInPlace}.
 */
export function playThroughApply(engine: Engine, start: ReadonlyGameState, seed: number, cap: number, times?: DecisionTimes, kept?: ReadonlyGameState[]): Played {
  const draw = drawFromState(engine, seedPrng(botSeed(seed)));
  let s = start;
  let n = 0;
  times?.start();
  while (!s.result && n < cap) {
    s = engine.apply(s, draw(s));
    n++;
    kept?.push(s);
    times?.lap();
  }
  return { decisions: n, capped: !s.result, end: endOf(s) };
}

/** Plays a game to its end either way. */
export function play(engine: Engine, path: Path, start: ReadonlyGameState, seed: number, cap: number, times?: DecisionTimes): Played {
  return path === 'place' ? playInPlace(engine, start, seed, cap, times) : playThroughApply(engine, start, seed, cap, times);
}

/**
 * The actions the engine performs in a game whose bot chose `recorded`: replayed in place with
 * `autoPass: 'never'`, with a pass wherever the player at priority can only pass (as the default
 * auto-pass gives). Returns them, in order, and how the replay ended (see `Played.end`), or null
 * for the end if a recorded action was refused.
 */
export function withEveryPass(engine: Engine, decks: readonly (readonly string[])[], seed: number, recorded: readonly Action[]): { actions: Action[]; end: string | null } {
  const p = engine.createPlayout(newGame(engine, decks, seed, { autoPass: 'never' }));
  const actions: Action[] = [];
  const passWhileOnlyPass = (): void => {
    while (!p.state.result && p.state.decision?.kind === 'priority') {
      const legal = p.legalActions();
      if (legal.some((a) => a.type !== 'pass')) return;
      actions.push(legal[0] as Action);
      p.apply(legal[0] as Action);
    }
  };
  try {
    for (const action of recorded) {
      passWhileOnlyPass();
      actions.push(action);
      p.apply(action);
    }
    passWhileOnlyPass();
  } catch {
    return { actions, end: null };
  }
  return { actions, end: endOf(p.state) };
}

/**
 * The number of actions the engine performs in a game: the bot's decisions, recorded in place, then
 * replayed with every pass (see {@link withEveryPass}). Returns the count and whether the replay was
 * the same game (it ended with the same result on the same turn, no recorded action refused).
 */
export function actionsPerformed(engine: Engine, decks: readonly (readonly string[])[], seed: number, cap: number): { actions: number; same: boolean } {
  const recorded: Action[] = [];
  const played = playInPlace(engine, newGame(engine, decks, seed), seed, cap, undefined, recorded);
  const replay = withEveryPass(engine, decks, seed, recorded);
  return { actions: replay.actions.length, same: replay.end === played.end };
}

/**
 * The heap that keeping every state of a game through `apply` takes, per state kept: the used heap,
 * after a forced collection, with every state of the game kept, less the same once they are let go
 * (what the engine remembers about each kept state, such as its legal actions, included). Measured
 * against the heap with the states let go, not against the heap before the game: that one still
 * holds what earlier games left to collect, which made the figure negative at times. Needs
 * `--expose-gc`.
 */
export function bytesPerKeptState(engine: Engine, start: ReadonlyGameState, seed: number, cap: number): number {
  const gc = globalThis.gc;
  if (!gc) throw new Error('bytesPerKeptState needs node --expose-gc');
  const kept: ReadonlyGameState[] = [];
  playThroughApply(engine, start, seed, cap, undefined, kept);
  const count = kept.length;
  gc();
  const withStates = process.memoryUsage().heapUsed;
  kept.length = 0;
  gc();
  const without = process.memoryUsage().heapUsed;
  return (withStates - without) / count;
}
