/**
 * Runs a draft to its end with bots. Picks are simultaneous; the runner lets every drafter with
 * something to do act once per pass, in a random order each pass (905.2a: draft actions taken at the
 * same time happen in a random order).
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { applyDraft, createDraftPlayout, stepDraft } from '../draft/apply.js';
import { forgetPicks, picksOf } from '../draft/kept-picks.js';
import type { DraftAction, DraftState, ReadonlyDraftState, Seat } from '../draft/types.js';
import { seedRng, shuffleInPlace, type Seed } from '../state/rng.js';
import { draftBotInput, type DraftBot } from './draft-bot.js';

/** Options of {@link runDraft}. */
export interface RunDraftOptions {
  /** Apply actions in place on a private copy (fast) instead of through `applyDraft`. */
  inPlace?: boolean;
  /**
   * With `inPlace`: the caller hands the state over (nothing else holds it), so it is changed in place
   * without a copy. For benchmarks and one-shot runs.
   */
  handOver?: boolean;
  /** The seed of the runner's random order (905.2a) and of the bots' choices. */
  seed?: Seed;
  /** Called with each action before it is applied. */
  onAction?: (state: ReadonlyDraftState, action: DraftAction) => void;
}

/**
 * Runs a draft until it is complete; one bot per seat, or one for all. Returns the final state and the
 * number of actions. Throws a RulesError for a list of bots that is not one per seat, or options
 * that are no object (a PRNG state among them: runDraft takes a `seed`, not an rng as `playGame` does).
 */
export function runDraft(state: ReadonlyDraftState, bots: DraftBot | readonly DraftBot[], options: RunDraftOptions = {}): { state: ReadonlyDraftState; actions: number } {
  if (typeof bots !== 'function' && (bots.length !== state.drafters.length || bots.some((b) => typeof b !== 'function'))) {
    throw new RulesError('malformed', `runDraft: one draft bot per seat, ${state.drafters.length} of them, not ${bots.length} (or one for every seat)`);
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    // a PRNG state given as playGame takes one would otherwise draft with the default seed, unseen
    const given = Array.isArray(options) ? 'a list (a PRNG state? give runDraft its seed: { seed })' : shown(options);
    throw new RulesError('malformed', `runDraft: options are an object { seed?, inPlace?, handOver?, onAction? }, not ${given}`);
  }
  const rng = seedRng(options.seed ?? 'draft-bots');
  const botOf = (seat: Seat): DraftBot => (typeof bots === 'function' ? bots : (bots[seat] as DraftBot));
  // a state handed over is the runner's to change in place (see RunDraftOptions.handOver)
  const owned = state as DraftState;
  // changed in place from now on: a list kept for it would go stale
  if (options.inPlace && options.handOver) forgetPicks(owned);
  const playout = options.inPlace ? (options.handOver ? { state: owned, apply: (a: DraftAction) => stepDraft(owned, a) } : createDraftPlayout(state)) : null;
  let current = playout ? playout.state : state;
  const seats = current.drafters.map((d) => d.seat);
  let count = 0;
  for (;;) {
    if (current.phase === 'complete') break;
    shuffleInPlace(rng, seats);
    let acted = false;
    for (const seat of seats) {
      // a state applyDraft returned keeps its list, which applyDraft's check of the action reads
      // again; one changed in place (a playout's copy, a state handed over) keeps none and is listed
      // anew (it only reads the draft)
      const actions = picksOf(current as DraftState, seat);
      if (actions.length === 0) continue;
      const action = botOf(seat)(draftBotInput(current, seat, actions, rng));
      options.onAction?.(current, action);
      if (playout) playout.apply(action);
      else current = applyDraft(current, action);
      count++;
      acted = true;
    }
    if (!acted) throw new Error('the draft is stuck: nobody can act and it is not complete');
  }
  return { state: current, actions: count };
}
