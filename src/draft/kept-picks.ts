/**
 * The legal actions of the draft states the engine hands out, kept: `legalPicks`, `countPicks`,
 * `samplePick` and `applyDraft`'s check of an action list each drafter of such a state once (issue
 * 16: a decision is listed once), and every caller reads the same frozen list. A draft playout's
 * copy keeps its drafters' lists so too, from one of its actions to the next.
 *
 * @module
 */
import { checkDraftSeat, checkDraftState } from './arguments.js';
import { checkRng } from '../engine/arguments.js';
import { deepFreeze } from '../state/deep-freeze.js';
import { plainState } from '../state/plain-state.js';
import type { RngState } from '../state/types.js';
import { drawFromList, listPicksOf, PickList, PickReservoir } from './legal.js';
import type { DraftAction, DraftState, ReadonlyDraftState, Seat } from './types.js';

/** A drafter's legal actions as listed, with the runs they came in (see `PickList`). */
interface ListedPicks {
  readonly actions: readonly DraftAction[];
  readonly runs: readonly number[];
}

/** What is kept for a registered draft state: each drafter's listing, by seat, once listed. */
interface KeptPicks {
  /**
   * Whether counting and drawing list the drafter and keep the list too: so for a state the engine
   * handed out, whose action `applyDraft` checks against that list next; a playout's copy counts and
   * draws a drafter not listed yet in one pass without the list, as a game's playout does.
   */
  readonly listsToDraw: boolean;
  readonly seats: (ListedPicks | undefined)[];
}

/**
 * The listed actions of each drafter of the draft states the engine handed out and never changes
 * (returned by `createDraft`, `applyDraft` or `deserializeDraft`), and of a playout's copy until its
 * next action, by identity: a seat is listed on its first request. A state not registered (one a
 * caller built or changed) is listed anew at every request.
 */
const kept = new WeakMap<DraftState, KeptPicks>();

/**
 * Registers a new draft state the engine hands out and never changes again, so that each drafter's
 * actions are listed once (see `kept`).
 */
export function keepPicks(state: DraftState): void {
  if (!kept.has(state)) kept.set(state, { listsToDraw: true, seats: [] });
}

/**
 * Registers a playout's copy as its last action left it, so that each drafter's actions are listed
 * once until the next action (see `kept`); whatever was kept for it before is dropped.
 */
export function keepPlayoutPicks(state: DraftState): void {
  kept.set(state, { listsToDraw: false, seats: [] });
}

/**
 * Forgets the lists kept for a state about to be changed in place (a playout's copy about to take an
 * action, a state handed over to a runner, see `RunDraftOptions.handOver`): it is listed anew until
 * registered again.
 */
export function forgetPicks(state: DraftState): void {
  kept.delete(state);
}

/** The listing of one drafter of a registered state, listed and frozen on its first request; null for a state not registered. */
function keptListing(state: DraftState, seat: Seat): ListedPicks | null {
  const entry = kept.get(state);
  if (!entry) return null;
  let listed = entry.seats[seat];
  if (!listed) {
    const list = new PickList();
    listPicksOf(state, seat, list);
    listed = deepFreeze({ actions: list.actions, runs: list.runs });
    entry.seats[seat] = listed;
  }
  return listed;
}

/** The listing kept for one drafter to count or draw from: listed now when the state lists to draw, else only if already listed. */
function listingToDraw(state: DraftState, seat: Seat): ListedPicks | null {
  const entry = kept.get(state);
  if (!entry) return null;
  return entry.listsToDraw ? keptListing(state, seat) : (entry.seats[seat] ?? null);
}

/**
 * The legal actions of one drafter: the list kept for a registered state, else listed anew. Read it
 * only (the kept list is frozen). Checks nothing: for the engine's own callers.
 */
export function picksOf(state: DraftState, seat: Seat): readonly DraftAction[] {
  const listed = keptListing(state, seat);
  if (listed) return listed.actions;
  const list = new PickList();
  listPicksOf(state, seat, list);
  return list.actions;
}

/**
 * Every legal action of every drafter, in seat order. Empty once the draft is complete. A pick
 * taking no option is `{ type, seat, card }`; a pick taking one or more options carries every
 * option field, those not taken `undefined` (they are left out of JSON).
 *
 * Spire Phantasm's guess (`guess`) may name any card (CR 201.4). The listing holds the guesses that
 * can be right: the names of the cards that can be drafted next from the pack for a drafter who sees
 * it, and every card name the engine knows for one who can't look at it (Archdemon of Paliano), as
 * the listing must not tell them what the pack holds. `applyDraft` also takes a listed pick with its
 * guess replaced by any other card name the engine knows (a guess that is wrong, but legal).
 *
 * The list is frozen. For a state `createDraft`, `applyDraft` or `deserializeDraft` returned, each
 * drafter's actions are listed once and kept, frozen too, the same list for every caller (and for
 * `countPicks`, `samplePick` and `applyDraft`'s check); so is a draft playout's `state` from one of
 * its actions to the next (`countPicks` and `samplePick` read the list once it is made); a state a
 * caller built or changed is listed anew at every call. Copy the list to sort or filter it in place.
 * A `seat` that is no drafter's seat is a RulesError `malformed`.
 */
export function legalPicks(given: ReadonlyDraftState, seat?: Seat): readonly DraftAction[] {
  checkDraftState(given, 'legalPicks');
  if (seat !== undefined) checkDraftSeat(given, seat, 'legalPicks');
  // read only
  const state = plainState(given as DraftState);
  if (seat !== undefined) return Object.freeze(picksOf(state, seat));
  const all: DraftAction[] = [];
  for (const d of state.drafters) for (const a of picksOf(state, d.seat)) all.push(a);
  return Object.freeze(all);
}

/**
 * The number of legal actions of the drafter at `seat`, `legalPicks(state, seat).length`: the kept
 * list's length when the state keeps it (a playout's `state` once listed), else counted without
 * building the list. A `state` that is no draft state, or a `seat` that is no drafter's seat, is a
 * RulesError `malformed`.
 */
export function countPicks(given: ReadonlyDraftState, seat: Seat): number {
  checkDraftState(given, 'countPicks');
  checkDraftSeat(given, seat, 'countPicks');
  const state = plainState(given as DraftState);
  const listed = listingToDraw(state, seat);
  if (listed) return listed.actions.length;
  const sink = new PickReservoir(null);
  listPicksOf(state, seat, sink); // it only reads the draft
  return sink.count;
}

/**
 * One legal action of the drafter at `seat` drawn uniformly at random with `rng` (a PRNG state,
 * advanced in place), from the kept list when the state keeps it (a playout's `state` once listed),
 * else in one pass over the
 * drafter's options without building the list (both ways draw alike, see `drawFromList`); null when
 * they have nothing to do (the draft is complete, or they wait for a pack). Each action
 * {@link legalPicks} lists for the seat is drawn with the same probability. Throws a RulesError
 * `malformed`, changing nothing, for a `state` that is no draft state, a `seat` that is no drafter's
 * seat, or an `rng` that is no PRNG state (see `checkRng`).
 */
export function samplePick(given: ReadonlyDraftState, seat: Seat, rng: RngState): DraftAction | null {
  checkDraftState(given, 'samplePick');
  checkDraftSeat(given, seat, 'samplePick');
  checkRng(rng, 'samplePick');
  return drawPickOf(plainState(given as DraftState), seat, rng);
}

/**
 * {@link samplePick} without its checks, for the engine's own callers: one legal action of the drafter
 * drawn with `rng`, from the kept list when there is one to draw from, else in one pass without it.
 */
export function drawPickOf(state: DraftState, seat: Seat, rng: RngState): DraftAction | null {
  const listed = listingToDraw(state, seat);
  if (listed) return drawFromList(listed.actions, listed.runs, rng);
  const sink = new PickReservoir(rng);
  listPicksOf(state, seat, sink); // it only reads the draft
  return sink.drawn;
}
