/**
 * Bots: a random legal-action player, and a runner that plays a game to the end.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { apply, cachedLegalActions, createPlayout, sampleLegalAction } from '../engine/game.js';
import { randomInt } from '../state/rng.js';
import type { GameState, RngState } from '../state/types.js';

/** A bot picks one of the legal actions of the state. */
export type Bot = (state: GameState, actions: readonly Action[], rng: RngState) => Action;

/** Picks uniformly among the legal actions, with the given PRNG state (advanced in place). */
export const randomBot: Bot = (_state, actions, rng) => {
  const a = actions[randomInt(rng, actions.length)];
  if (!a) throw new Error('no legal action to choose from');
  return a;
};

/**
 * Plays a game to its end with one bot per seat (or one bot for all), through `apply` or, with
 * `inPlace`, through the in-place playout path. Returns the final state and the number of actions.
 * A seat played by {@link randomBot} draws its action with `sampleAction` (uniform among the legal
 * actions, without building their list).
 */
export function playGame(state: GameState, bots: Bot | readonly Bot[], rng: RngState, options: { inPlace?: boolean; maxActions?: number } = {}): { state: GameState; actions: number } {
  const pick = (s: GameState, actions: readonly Action[]): Action => {
    const player = s.decision?.player ?? 0;
    const bot = typeof bots === 'function' ? bots : (bots[player] as Bot);
    return bot(s, actions, rng);
  };
  const max = options.maxActions ?? 1_000_000;
  // the random bot draws its action without the list being built (the same distribution)
  const sampled = (s: GameState): boolean => (typeof bots === 'function' ? bots : bots[s.decision?.player ?? 0]) === randomBot;
  const drawn = (a: Action | null): Action => {
    if (!a) throw new Error('no legal action to choose from');
    return a;
  };
  let n = 0;
  if (options.inPlace) {
    const playout = createPlayout(state);
    while (!playout.state.result && n < max) {
      playout.apply(sampled(playout.state) ? drawn(playout.sampleAction(rng)) : pick(playout.state, playout.legalActions()));
      n++;
    }
    return { state: playout.state, actions: n };
  }
  let s = state;
  while (!s.result && n < max) {
    s = apply(s, sampled(s) ? drawn(sampleLegalAction(s, rng)) : pick(s, cachedLegalActions(s)));
    n++;
  }
  return { state: s, actions: n };
}
