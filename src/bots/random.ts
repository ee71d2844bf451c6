/**
 * Bots: a random legal-action player, and a runner that plays a game to the end.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { apply, cachedLegalActions, createGame, createPlayout, sampleLegalAction, type CreateGameOptions } from '../engine/game.js';
import { checkGameState, checkRng } from '../engine/arguments.js';
import { RulesError } from '../engine/errors.js';
import { replayRecord, type GameReplay } from '../state/replay.js';
import { randomInt } from '../state/rng.js';
import type { ReadonlyGameState, RngState } from '../state/types.js';
import { botInput, type Bot, type BotInput } from './bot.js';

/** Picks uniformly among the legal actions, with the bot's PRNG (advanced in place). */
export const randomBot: Bot = ({ actions, rng }) => {
  const a = actions[randomInt(rng, actions.length)];
  if (!a) throw new RulesError('malformed', 'randomBot: actions must be the legal actions of the decision, not an empty list');
  return a;
};

/**
 * Plays a game to its end with one bot per seat (or one bot for all), through `apply` or, with
 * `inPlace`, through the in-place playout path. Each bot decides from its player's information only
 * ({@link BotInput}). Starts from a state, or from the options of `createGame`, and then also
 * returns the game's replay record (see `replay`). Returns the final state and the number of actions.
 * A seat played by {@link randomBot} draws its action with `sampleAction` (uniform among the legal
 * actions, without building their list). Throws a RulesError for a list of bots that is not one per
 * seat, or a `maxActions` that is not a whole number of at least 0, and `malformed` for an `rng`
 * that is no PRNG state or a `start` that is a view or another value with a `schema` but no game state.
 */
export function playGame(start: ReadonlyGameState | CreateGameOptions, bots: Bot | readonly Bot[], rng: RngState, options: { inPlace?: boolean; maxActions?: number } = {}): { state: ReadonlyGameState; actions: number; replay?: GameReplay } {
  checkRng(rng, 'playGame');
  // a view, a draft or another value with a schema is a wrong state, not options of createGame
  if (typeof start === 'object' && start !== null && ('schema' in start || 'viewer' in start)) {
    checkGameState(start, 'playGame', 'start');
    return playFrom(start as ReadonlyGameState, bots, rng, options, null);
  }
  const played: Action[] = [];
  const outcome = playFrom(createGame(start as CreateGameOptions), bots, rng, options, played);
  return { ...outcome, replay: replayRecord(start as CreateGameOptions, played) };
}

/** {@link playGame} from a state, the actions kept in `played` unless it is null. */
function playFrom(state: ReadonlyGameState, bots: Bot | readonly Bot[], rng: RngState, options: { inPlace?: boolean; maxActions?: number }, played: Action[] | null): { state: ReadonlyGameState; actions: number } {
  if (typeof bots !== 'function' && (bots.length !== state.players.length || bots.some((b) => typeof b !== 'function'))) {
    throw new RulesError('malformed', `playGame: one bot per seat, ${state.players.length} of them, not ${bots.length} (or one bot for every seat)`);
  }
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
  const drawn = (a: Action | null): Action => {
    if (!a) throw new Error('no legal action to choose from');
    return a;
  };
  let n = 0;
  if (options.inPlace) {
    const playout = createPlayout(state);
    while (!playout.state.result && n < max) {
      const action = sampled(playout.state) ? drawn(playout.sampleAction(rng)) : pick(playout.state, playout.legalActions());
      played?.push(action);
      playout.apply(action);
      n++;
    }
    return { state: playout.state, actions: n };
  }
  let s = state;
  while (!s.result && n < max) {
    const action = sampled(s) ? drawn(sampleLegalAction(s, rng)) : pick(s, cachedLegalActions(s));
    played?.push(action);
    s = apply(s, action);
    n++;
  }
  return { state: s, actions: n };
}
