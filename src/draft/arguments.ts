/**
 * The checks of the arguments of the draft's public functions (DESIGN principle 10): a value that is
 * no draft state, or no seat of the draft, is a RulesError `malformed` naming the function, never a
 * TypeError from deep in the draft's rules nor an answer for a seat that is not there. One property
 * read for the state, its `schema`; not a validation (a saved draft is validated by `deserializeDraft`).
 *
 * @module
 */
import { checkSchema } from '../engine/arguments.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import type { ReadonlyDraftState, Seat } from './types.js';

/** Throws RulesError `malformed` unless `state` is a draft state (its `schema` is `paliano/draft`); `where` names the function. */
export function checkDraftState(state: unknown, where: string): void {
  checkSchema(state, 'paliano/draft', where, 'state', 'a draft state', 'createDraft, applyDraft and deserializeDraft make one');
}

/**
 * Throws RulesError `malformed` unless `seat` is a seat of the draft: a whole number from 0 to one
 * less than the number of drafters (a text such as `"0"`, or a name of an array's property such as
 * `"length"`, is none); `where` names the function.
 */
export function checkDraftSeat(state: ReadonlyDraftState, seat: unknown, where: string): asserts seat is Seat {
  const n = state.drafters.length;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= n) {
    throw new RulesError('malformed', `${where}: no drafter at seat ${shown(seat)}: a seat is a whole number from 0 to ${n - 1}`);
  }
}
