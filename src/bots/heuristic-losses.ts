/**
 * Which things the heuristic bot chooses to be lost when an effect asks it to choose them: the
 * permanents sacrificed (CR 701.21) and the cards discarded (CR 701.9), as many as it must. Of its
 * own, those worth least to it — a permanent by `permanentValue`, a card in its hand by how much
 * it wants it (`cardWant`); of another player's, those worth most.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { cardWant } from './heuristic-cards.js';
import { hostile, permanentValue } from './heuristic-targets.js';

/** The prompts of choices of things to lose: a sacrifice (CR 701.21) and a discard (CR 701.9). */
const LOSSES: ReadonlySet<string> = new Set(['sacrifice', 'discard']);

/** How much losing an object costs the bot: what it is worth to it if it is its own, less what it is worth to another player. */
function lossCost(state: GameState, me: PlayerId, id: ObjectId): number {
  if (hostile(state, me, { object: id })) return -permanentValue(state, id);
  return state.players[me]?.hand.includes(id) ? cardWant(state, me, id) : permanentValue(state, id);
}

/**
 * The bot's answer to a choice of things to sacrifice or discard that it must choose (as many at
 * least as at most): the ones whose loss costs it least (see the module's description), the first
 * of those alike; undefined for another choice.
 */
export function lossAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const d = state.decision;
  if (d?.kind !== 'choose' || !LOSSES.has(d.choice.prompt) || d.choice.min !== d.choice.max) return undefined;
  const options = d.choice.options;
  if (options.some((o) => !('object' in o))) return undefined;
  const cost = options.map((o) => lossCost(state, me, (o as { object: ObjectId }).object));
  let best: Action | undefined;
  let least = Infinity;
  for (const a of actions) {
    if (a.type !== 'choose') continue;
    const total = a.choice.reduce((n, i) => n + (cost[i] ?? 0), 0);
    if (total < least) [best, least] = [a, total];
  }
  return best;
}
