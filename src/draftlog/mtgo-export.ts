/**
 * A drafter's draft as MTGO's text draft log: the event and time lines, the players with `-->`
 * before the log's drafter, then each pick as `Pack N pick M:` with the pack's cards, the drafted
 * one after `-->`.
 *
 * @module
 */
import { nameOf } from '../draft/piles.js';
import type { ReadonlyDraftState, Seat } from '../draft/types.js';
import { RulesError } from '../engine/errors.js';
import { checkDraftSeat } from '../draft/arguments.js';
import { loggedDraft } from './picks.js';

/** Options of {@link toMtgoDraftLog}. */
export interface MtgoDraftLogOptions {
  /** The event number written (default `'0'`). */
  readonly event?: string;
  /** The time written after `Time:` (default none: the draft state has no clock). */
  readonly time?: string;
}

/** The set line of a round: the booster source's set code, or `Cube` for a cube or fixed packs. */
function roundHeader(state: ReadonlyDraftState, round: number): string {
  const source = state.settings.boosters[round] ?? state.settings.boosters[0];
  return `------ ${typeof source === 'string' ? source : 'Cube'} ------`;
}

/**
 * Writes the draft of the drafter at `seat` as an MTGO draft log. Pick numbers count the drafter's
 * picks within each round from 1; a Cogwork Librarian's extra pick is a pick of its own.
 *
 * @throws RulesError for a seat with no drafter or a draft that is not complete (CR 905.1d).
 */
export function toMtgoDraftLog(state: ReadonlyDraftState, seat: Seat, options: MtgoDraftLogOptions = {}): string {
  if (state.phase !== 'complete') throw new RulesError('illegal', 'a draft log is written once the draft is complete', '905.1d');
  checkDraftSeat(state, seat, 'toMtgoDraftLog');
  const lines = [`Event #: ${options.event ?? '0'}`, `Time:    ${options.time ?? ''}`.trimEnd(), 'Players:'];
  for (const d of state.drafters) lines.push(`${d.seat === seat ? '--> ' : '    '}${d.name}`);
  lines.push('');
  let round = -1;
  for (const p of loggedDraft(state).picks) {
    if (p.seat !== seat) continue;
    if (p.round !== round) {
      round = p.round;
      lines.push(roundHeader(state, round), '');
    }
    lines.push(`Pack ${p.round + 1} pick ${p.pickInRound + 1}:`);
    for (const card of p.booster) lines.push(`${card === p.card ? '--> ' : '    '}${nameOf(state, card)}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}
