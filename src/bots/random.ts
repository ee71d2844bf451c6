/**
 * Bots: a random legal-action player, and a runner that plays a game to the end.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { checkActionShape } from '../engine/action-shape.js';
import { apply, cachedLegalActions, createGame, createPlayout, sampleLegalAction, type CreateGameOptions } from '../engine/game.js';
import { checkGameState, checkRng } from '../engine/arguments.js';
import { formatOf } from '../engine/format.js';
import { RulesError } from '../engine/errors.js';
import { replayRecord, type GameReplay } from '../state/replay.js';
import { isSeed, randomInt, seedRng, type Seed } from '../state/rng.js';
import { shown } from '../engine/json-schema.js';
import type { GameState, ReadonlyGameState, RngState } from '../state/types.js';
import { botInput, type Bot, type BotInput } from './bot.js';

/** Picks uniformly among the legal actions, with the bot's PRNG (advanced in place). */
export const randomBot: Bot = ({ actions, rng }) => {
  const a = actions[randomInt(rng, actions.length)];
  if (!a) throw new RulesError('malformed', 'randomBot: actions must be the legal actions of the decision, not an empty list');
  return a;
};

/** Options of {@link playGame}. */
export interface PlayGameOptions {
  /** Apply actions in place on a private copy (the playout path, fast) instead of through `apply`. */
  inPlace?: boolean;
  /** Stop after this many actions (a whole number of at least 0; 1,000,000 when left out). */
  maxActions?: number;
}

/** What {@link playGame} returns: the final state, the number of actions, and the replay record of a game it started from options. */
export interface PlayGameResult {
  /** The state the game stopped in: over, or at `maxActions`. */
  state: ReadonlyGameState;
  /** The actions taken, a driver's own among them (AMM 9: turning over control after a peek). */
  actions: number;
  /** The game's replay record, for a game started from the options of `createGame`. */
  replay?: GameReplay;
}

/**
 * Plays a game to its end with one bot per seat (or one bot for all), through `apply` or, with
 * `inPlace`, through the in-place playout path. Each bot decides from its player's information only
 * ({@link BotInput}). Starts from a state, or from the options of `createGame`, and then also
 * returns the game's replay record (see `replay`). Returns the final state and the number of actions.
 * A game of Async Mental Magic is played as the variant runs (AMM 7–9, as `settleMentalMagic` runs
 * it): the bots decide only for the player holding control, and a player held by their peek turns
 * over control (AMM 9), which counts as an action.
 * The bots' choices are drawn from `rng`, a PRNG state advanced in place. A seat played by
 * {@link randomBot} draws its action with `sampleAction` (uniform among the legal actions, without
 * building their list). A bot's action is checked as `apply` checks it, in place too (the same
 * refusal both ways). Throws a RulesError for bots that are not one function per seat (or one for
 * all), a `maxActions` that is not a whole number of at least 0 or options that are no object, and
 * `malformed` for an `rng` that is no PRNG state or a `start` that is a view or another value with a
 * `schema` but no game state.
 */
export function playGame(start: ReadonlyGameState | CreateGameOptions, bots: Bot | readonly Bot[], rng: RngState, options?: PlayGameOptions): PlayGameResult;
/**
 * Plays a game as above, the bots' choices drawn from a PRNG made from `options.seed`, as `runDraft`
 * takes its seed: `playGame(start, bots, { ...options, seed })` plays as
 * `playGame(start, bots, seedRng(seed), options)`. The seed is required here (a seed of four words
 * goes in these options, where it can't be taken for a PRNG state).
 */
export function playGame(start: ReadonlyGameState | CreateGameOptions, bots: Bot | readonly Bot[], options: PlayGameOptions & { seed: Seed }): PlayGameResult;
export function playGame(start: ReadonlyGameState | CreateGameOptions, bots: Bot | readonly Bot[], rngOrOptions: RngState | (PlayGameOptions & { seed: Seed }), rngOptions?: PlayGameOptions): PlayGameResult {
  const { rng, options } = playerRng(rngOrOptions, rngOptions);
  // a view, a draft or another value with a schema is a wrong state, not options of createGame
  if (typeof start === 'object' && start !== null && ('schema' in start || 'viewer' in start)) {
    checkGameState(start, 'playGame', 'start');
    return playFrom(start as ReadonlyGameState, bots, rng, options, null);
  }
  const played: Action[] = [];
  const outcome = playFrom(createGame(start as CreateGameOptions), bots, rng, options, played);
  return { ...outcome, replay: replayRecord(start as CreateGameOptions, played) };
}

/**
 * The bots' PRNG and the options, from a PRNG state and options or from options with a seed (an
 * object with a `seed` and no `schema`); anything else is refused as no PRNG state.
 */
function playerRng(rngOrOptions: unknown, rngOptions: PlayGameOptions | undefined): { rng: RngState; options: PlayGameOptions } {
  const given = rngOrOptions as { seed?: unknown; schema?: unknown } | null;
  if (typeof given === 'object' && given !== null && !Array.isArray(given) && !('schema' in given) && given.seed !== undefined) {
    if (!isSeed(given.seed)) throw new RulesError('malformed', `playGame: options.seed must be a seed (a finite number, a text, or four whole numbers from 0 to 2^32 - 1), not ${shown(given.seed)}`);
    if (rngOptions !== undefined) throw new RulesError('malformed', `playGame: options come once, after the PRNG state if one is given, not after options with a seed (${shown(rngOptions)})`);
    return { rng: seedRng(given.seed), options: given as PlayGameOptions };
  }
  checkRng(rngOrOptions, 'playGame');
  if (rngOptions !== undefined && (typeof rngOptions !== 'object' || rngOptions === null || Array.isArray(rngOptions))) {
    throw new RulesError('malformed', `playGame: options are an object { inPlace?, maxActions? }, not ${shown(rngOptions)}`);
  }
  return { rng: rngOrOptions as RngState, options: rngOptions ?? {} };
}

/** Throws RulesError `malformed` unless `bots` is one bot (a function) or a list of one per seat. */
function checkBots(bots: unknown, seats: number): void {
  if (typeof bots === 'function') return;
  const why = !Array.isArray(bots) ? shown(bots) : bots.length !== seats ? String(bots.length) : null;
  if (why !== null) throw new RulesError('malformed', `playGame: one bot per seat, ${seats} of them, not ${why} (or one bot for every seat)`);
  const seat = (bots as unknown[]).findIndex((b) => typeof b !== 'function');
  if (seat >= 0) throw new RulesError('malformed', `playGame: one bot per seat, a function: seat ${seat}'s is ${shown((bots as unknown[])[seat])}`);
}

/**
 * {@link playGame} from a state, the actions kept in `played` unless it is null. A game of a format
 * with a driver (Async Mental Magic) is run on as its driver runs it, as it starts and after each
 * action (AMM 7, 8: the variant makes every decision no player controls, `settleMentalMagic`), and a
 * player the engine lists no action for takes the one the driver leaves them (AMM 9: turning over
 * control after a peek), as the hosts play the variant.
 */
function playFrom(state: ReadonlyGameState, bots: Bot | readonly Bot[], rng: RngState, options: PlayGameOptions, played: Action[] | null): { state: ReadonlyGameState; actions: number } {
  checkBots(bots, state.players.length);
  const limit = options.maxActions;
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) throw new RulesError('malformed', `playGame: maxActions must be a whole number of at least 0, not ${String(limit)}`);
  const pick = (s: ReadonlyGameState, actions: readonly Action[]): Action => {
    const player = s.decision?.player ?? 0;
    const bot = typeof bots === 'function' ? bots : (bots[player] as Bot);
    return bot(botInput(s, actions, rng));
  };
  const max = options.maxActions ?? 1_000_000;
  // the random bot draws its action without the list being built (the same distribution)
  const sampled = (s: ReadonlyGameState): boolean => (typeof bots === 'function' ? bots : bots[s.decision?.player ?? 0]) === randomBot;
  const driver = formatOf(state as GameState).driver;
  const runOn = (s: ReadonlyGameState): ReadonlyGameState => (driver ? driver.afterAction(s) : s);
  // the format's own action left to a player with no engine action (AMM 9), performed by its driver;
  // looked for only in a format that has such actions, so that other games list nothing more
  const ownActions = driver?.ownActionsLeft !== undefined && driver.perform !== undefined;
  const ownActionLeft = (s: ReadonlyGameState): ReadonlyGameState | null => {
    const own = driver?.ownActionsLeft?.(s)[0];
    return own === undefined || !driver?.perform ? null : driver.perform(s, own);
  };
  const drawn = (a: Action | null): Action => {
    if (!a) throw new Error('no legal action to choose from');
    return a;
  };
  let n = 0;
  if (options.inPlace) {
    let playout = createPlayout(runOn(state));
    while (!playout.state.result && n < max) {
      const own = ownActions && playout.countActions() === 0 ? ownActionLeft(playout.state) : null;
      if (own !== null) {
        playout = createPlayout(own);
      } else {
        const bySample = sampled(playout.state);
        const action = bySample ? drawn(playout.sampleAction(rng)) : pick(playout.state, playout.legalActions());
        // the in-place path reads no action's shape: a bot's is checked as apply checks it
        if (!bySample) checkActionShape(playout.state as GameState, action);
        played?.push(action);
        playout.apply(action);
        // running on goes through apply on the playout's state; the playout goes on from a copy of what it made
        const settled = runOn(playout.state);
        if (settled !== playout.state) playout = createPlayout(settled);
      }
      n++;
    }
    return { state: playout.state, actions: n };
  }
  let s = runOn(state);
  while (!s.result && n < max) {
    const own = ownActions && cachedLegalActions(s).length === 0 ? ownActionLeft(s) : null;
    if (own !== null) {
      s = own;
    } else {
      const action = sampled(s) ? drawn(sampleLegalAction(s, rng)) : pick(s, cachedLegalActions(s));
      played?.push(action);
      s = runOn(apply(s, action));
    }
    n++;
  }
  return { state: s, actions: n };
}
