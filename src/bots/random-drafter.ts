/**
 * The random drafter: picks uniformly among a drafter's legal draft actions.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { randomInt } from '../state/rng.js';
import type { DraftBot } from './draft-bot.js';

/**
 * Picks uniformly among the legal draft actions, with the input's PRNG (advanced in place). `runDraft`
 * draws a seat it drafts with `samplePick` instead, without being handed the list: the same
 * distribution, by other draws of the PRNG.
 */
export const randomDrafter: DraftBot = ({ actions, rng }) => {
  const a = actions[randomInt(rng, actions.length)];
  if (!a) throw new RulesError('malformed', 'randomDrafter: actions must be the legal draft actions of the drafter, not an empty list');
  return a;
};
