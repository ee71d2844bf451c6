/**
 * "That player discards two cards unless they discard a land card" (Compulsive Research): the player
 * discards either one card matching the filter or N cards of any kind (two lands, or a land and
 * another card, are fine too). Asked one card at a time, then discarded together (CR 701.9).
 *
 * @module
 */
import type { ObjectFilter } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { discard } from './game-actions.js';
import type { ResolutionIo } from './resolution-io.js';
import { matchesFilter } from './targets.js';

/**
 * `player` discards `n` cards unless they discard one card matching `unless`: they pick a first card;
 * after a matching one they may stop ('discardMore', none chosen), otherwise they pick until `n`.
 * Returns false while a choice is pending.
 */
export function discardUnless(state: GameState, player: PlayerId, n: number, unless: ObjectFilter, source: ObjectId, key: string, io: ResolutionIo): boolean {
  if (io.done(key)) return true;
  const hand = [...(state.players[player]?.hand ?? [])];
  const picked: ObjectId[] = [];
  let enough = false;
  while (picked.length < Math.min(n, hand.length) && !enough) {
    const rest = hand.filter((id) => !picked.includes(id));
    const satisfied = picked.some((id) => matchesFilter(state, id, unless, player, source));
    const answer = io.ask(`${key}:${picked.length}`, player, {
      prompt: satisfied ? 'discardMore' : 'discard', options: rest.map((object) => ({ object })), min: satisfied ? 0 : 1, max: 1, rule: '701.9',
    });
    if (!answer) return false;
    if (answer.length === 0) enough = true;
    else picked.push(rest[answer[0] as number] as ObjectId);
  }
  for (const id of picked) discard(state, player, id);
  io.markDone(key);
  return true;
}
