/**
 * The Conspiracy draft (CR 905.1–905.2) as a pure reducer: the public surface.
 *
 * @module
 */
export { createDraft } from './create.js';
export type { CreateDraftOptions } from './create.js';
export { applyDraft, tryApplyDraft, createDraftPlayout, draftCardName } from './apply.js';
export type { DraftPlayout, TryApplyDraftResult } from './apply.js';
export { countPicks, legalPicks, samplePick } from './kept-picks.js';
export { draftView, redactDraftEvent, applyDraftViewDelta } from './view.js';
export type { ColorChoiceView, DealView, DraftCardView, DraftView, DraftViewOptions, OtherDrafterView } from './view.js';
export { serializeDraft, deserializeDraft, validateDraftState } from './serialize.js';
export { describeDraftEvent } from './describe.js';
export type { DescribeDraftOptions, DraftDescribeSource } from './describe.js';
export { openSetBooster } from './boosters.js';
export type { OpenedCard } from './boosters.js';
export { checkDeck, minimumDeckSize, isConspiracy, BASIC_LANDS } from './deck.js';
export type { BuiltDeck } from './deck.js';
export { leftOf, rightOf, passDirection } from './seating.js';
export type * from './types.js';
export { DRAFT_ACTION_TYPES, DRAFT_EVENT_TYPES } from './types.js';
export { cardPool, draftRecord } from './record.js';
export { splitIntoTables, startTableGames } from './tables.js';
export type { StartTablesOptions, TableGame } from './tables.js';
export {
  guessedRight, highestNotedNumber, notedColors, notedNames, notedSeats, notedTypes, playerAtDraftSeat, removedCount, removedCreatureWith,
} from './game-info.js';
export type { DraftRecord, DraftRecordNote } from '../state/draft-record.js';
