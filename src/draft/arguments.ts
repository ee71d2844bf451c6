/**
 * The check of the draft-state argument of the draft's public functions (DESIGN principle 10): a
 * value that is no draft state is a RulesError `malformed` naming the function, never a TypeError
 * from deep in the draft's rules. One property read, its `schema`; not a validation (a saved draft
 * is validated by `deserializeDraft`).
 *
 * @module
 */
import { checkSchema } from '../engine/arguments.js';

/** Throws RulesError `malformed` unless `state` is a draft state (its `schema` is `paliano/draft`); `where` names the function. */
export function checkDraftState(state: unknown, where: string): void {
  checkSchema(state, 'paliano/draft', where, 'state', 'a draft state', 'createDraft, applyDraft and deserializeDraft make one');
}
