/**
 * AMM 9's order: "After stating specifications and directions and before doing !turnover, you may
 * peek at the top card of your library." A peek is the last thing the active player does while
 * holding control of the turn: once they peeked, until control turns over (their turnOver, or the
 * rules turning it over at the end of the turn or by 7a–7d, `setControl`), every other action of
 * theirs is refused — game actions, specifications, directions, another peek — but conceding, which
 * a player may do at any time (CR 104.3a).
 *
 * @module
 */
import { RulesError } from '../../engine/errors.js';
import type { PlayerId, ReadonlyGameState } from '../../state/types.js';
import { mmData } from './data.js';

/** Why a player who peeked may do nothing but turn over control (AMM 9); the reason the refusals give. */
export const AFTER_PEEK = 'AMM 9: you peeked at the top card of your library, the last thing before turning over control: turn it over now (!turnover)';

/** Whether `player` is the active player holding control of the turn and has peeked while holding it (AMM 9). */
export function peekedBeforeTurnOver(state: ReadonlyGameState, player: PlayerId): boolean {
  const data = mmData(state);
  return data.peeked === true && data.control === player && state.turn.active === player;
}

/** Why `player` may not act now but to turn over control ({@link AFTER_PEEK}), or null if the peek does not hold them. */
export function afterPeekProblem(state: ReadonlyGameState, player: PlayerId): string | null {
  return peekedBeforeTurnOver(state, player) ? AFTER_PEEK : null;
}

/** Throws the RulesError ({@link AFTER_PEEK}) refusing an action of `player` other than turning over control, if they peeked (AMM 9). */
export function refuseAfterPeek(state: ReadonlyGameState, player: PlayerId): void {
  if (peekedBeforeTurnOver(state, player)) throw new RulesError('illegal', AFTER_PEEK, 'AMM 9');
}
