/**
 * From a completed draft to the games: each drafter's card pool (905.1d) and the draft record a game
 * reads (`PlayerSetup.draft`): the notes of the cards in their pool (notes travel with a card traded
 * by Deal Broker), the notes of the cards they removed from the draft (a removed card is still drafted
 * and its note made first: Cogwork Grinder and Animus of Predation rulings), and those removed cards.
 *
 * @module
 */
import { checkDraftSeat, checkDraftState } from './arguments.js';
import { RulesError } from '../engine/errors.js';
import type { DraftRecord, DraftRecordNote } from '../state/draft-record.js';
import { nameOf } from './piles.js';
import type { ReadonlyDraftState, Seat } from './types.js';

/** The card names of a drafter's pool. */
export function cardPool(state: ReadonlyDraftState, seat: Seat): string[] {
  checkDraftState(state, 'cardPool');
  checkDraftSeat(state, seat, 'cardPool');
  return (state.drafters[seat] as ReadonlyDraftState['drafters'][number]).pile.map((p) => nameOf(state, p.card));
}

/** A drafter's draft record for the game. Throws unless the draft is complete (905.1d). */
export function draftRecord(state: ReadonlyDraftState, seat: Seat): DraftRecord {
  checkDraftState(state, 'draftRecord');
  if (state.phase !== 'complete') throw new RulesError('illegal', 'the draft is not complete yet', '905.1d');
  checkDraftSeat(state, seat, 'draftRecord');
  const d = state.drafters[seat] as ReadonlyDraftState['drafters'][number];
  // a card removed from the draft is in no pool, so nobody else can hold what was noted for it
  const noted = new Set([...d.pile.map((p) => p.card), ...d.removed.map((r) => r.card)]);
  const notes = state.notes.filter((n) => noted.has(n.card)).map((n) => {
    const { card: _id, cardName, seat: _seat, ...info } = n;
    return { card: cardName, ...(structuredClone(info) as Omit<DraftRecordNote, 'card'>) };
  });
  return { seat, notes, removed: d.removed.map((r) => ({ card: nameOf(state, r.card), by: r.by })) };
}
