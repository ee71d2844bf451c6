/**
 * The random drafter: picks uniformly among a drafter's legal draft actions.
 *
 * @module
 */
import type { DraftAction, DraftState, Seat } from '../draft/types.js';
import { randomInt } from '../state/rng.js';
import type { RngState } from '../state/types.js';

/** A draft bot chooses one of a drafter's legal draft actions (never an empty list). */
export type DraftBot = (state: DraftState, seat: Seat, actions: readonly DraftAction[], rng: RngState) => DraftAction;

/** Picks uniformly among the legal draft actions, with the given PRNG state (advanced in place). */
export const randomDrafter: DraftBot = (_state, _seat, actions, rng) => {
  const a = actions[randomInt(rng, actions.length)];
  if (!a) throw new Error('no legal draft action to choose from');
  return a;
};
