/**
 * Runs a draft to its end with bots. Picks are simultaneous; the runner lets every drafter with
 * something to do act once per pass, in a random order each pass (905.2a: draft actions taken at the
 * same time happen in a random order).
 *
 * @module
 */
import { checkRng } from '../engine/arguments.js';
import { checkDraftState } from '../draft/arguments.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { applyDraft, createDraftPlayout, playInPlace, validate } from '../draft/apply.js';
import { drawPickOf, picksOf } from '../draft/kept-picks.js';
import type { DraftAction, DraftState, ReadonlyDraftState, Seat } from '../draft/types.js';
import { isSeed, seedRng, shuffleInPlace, type Seed } from '../state/rng.js';
import type { RngState } from '../state/types.js';
import { draftBotInput, type DraftBot } from './draft-bot.js';
import { randomDrafter } from './random-drafter.js';

/** Options of {@link runDraft}. */
export interface RunDraftOptions {
  /** Apply actions in place on a private copy (fast) instead of through `applyDraft`. */
  inPlace?: boolean;
  /**
   * With `inPlace`: the caller hands the state over (nothing else holds it), so it is changed in place
   * without a copy. For benchmarks and one-shot runs.
   */
  handOver?: boolean;
  /**
   * The seed of the runner's random order (905.2a) and of the bots' choices; `'draft-bots'` when
   * left out. To give a PRNG state instead, as to `playGame`, pass it before the options.
   */
  seed?: Seed;
  /** Called with each action before it is applied. */
  onAction?: (state: ReadonlyDraftState, action: DraftAction) => void;
}

/** What {@link runDraft} returns: the final state and the number of actions. */
export interface RunDraftResult {
  /** The completed draft. */
  state: ReadonlyDraftState;
  /** The draft actions taken. */
  actions: number;
}

/**
 * Runs a draft until it is complete; one bot per seat, or one for all. Returns the final state and the
 * number of actions. The runner's random order and the bots' choices are drawn from one PRNG, made
 * from `options.seed` (`'draft-bots'` when left out): the same seed, the same draft. A seat drafted
 * by {@link randomDrafter} draws its action with `samplePick` (uniform among the legal actions,
 * without building their list where none is kept). A bot's action is checked as `applyDraft` checks
 * it, in place too. Throws a RulesError `malformed` for a `state` that is no draft state, bots that
 * are not one function per seat (or one for all), options that are no object or a seed that is no seed.
 */
export function runDraft(state: ReadonlyDraftState, bots: DraftBot | readonly DraftBot[], options?: RunDraftOptions): RunDraftResult;
/**
 * Runs a draft as above, its random order and the bots' choices drawn from `rng`, a PRNG state
 * advanced in place, as `playGame` takes one: `runDraft(state, bots, seedRng(seed), options)` drafts
 * as `runDraft(state, bots, { ...options, seed })`. Throws a RulesError `malformed` for an `rng` that
 * is no PRNG state, or options that also give a seed.
 */
export function runDraft(state: ReadonlyDraftState, bots: DraftBot | readonly DraftBot[], rng: RngState, options?: Omit<RunDraftOptions, 'seed'>): RunDraftResult;
export function runDraft(state: ReadonlyDraftState, bots: DraftBot | readonly DraftBot[], rngOrOptions: RngState | RunDraftOptions = {}, rngOptions?: Omit<RunDraftOptions, 'seed'>): RunDraftResult {
  checkDraftState(state, 'runDraft');
  checkBots(bots, state.drafters.length);
  const { rng, options } = runnerRng(rngOrOptions, rngOptions);
  const botOf = (seat: Seat): DraftBot => (typeof bots === 'function' ? bots : (bots[seat] as DraftBot));
  // a state handed over is the runner's to change in place (see RunDraftOptions.handOver); the
  // in-place path keeps each drafter's list from one action to the next, as applyDraft's states do
  const playout = options.inPlace ? (options.handOver ? playInPlace(state as DraftState) : createDraftPlayout(state)) : null;
  let current = playout ? playout.state : state;
  const seats = current.drafters.map((d) => d.seat);
  let count = 0;
  for (;;) {
    if (current.phase === 'complete') break;
    shuffleInPlace(rng, seats);
    let acted = false;
    for (const seat of seats) {
      const action = chosenAction(current as DraftState, seat, botOf(seat), rng);
      if (action === null) continue;
      options.onAction?.(current, action);
      // the in-place path takes only legal actions: a bot's is checked as applyDraft checks it
      if (playout && botOf(seat) !== randomDrafter) validate(current as DraftState, action);
      if (playout) playout.apply(action);
      else current = applyDraft(current, action);
      count++;
      acted = true;
    }
    if (!acted) throw new Error('the draft is stuck: nobody can act and it is not complete');
  }
  return { state: current, actions: count };
}

/**
 * The action `bot` chooses for the drafter at `seat`, or null when they have nothing to do. The
 * random drafter draws it as `samplePick` does, the same distribution, without the list being built
 * where the state keeps none; any other bot is given the drafter's list, which a state applyDraft
 * returned or a playout keeps, so that applyDraft's check of the action reads it again (it only
 * reads the draft).
 */
function chosenAction(state: DraftState, seat: Seat, bot: DraftBot, rng: RngState): DraftAction | null {
  if (bot === randomDrafter) return drawPickOf(state, seat, rng);
  const actions = picksOf(state, seat);
  return actions.length === 0 ? null : bot(draftBotInput(state, seat, actions, rng));
}

/** Throws RulesError `malformed` unless `bots` is one draft bot (a function) or a list of one per seat. */
function checkBots(bots: unknown, seats: number): void {
  if (typeof bots === 'function') return;
  const why = !Array.isArray(bots) ? shown(bots) : bots.length !== seats ? String(bots.length) : null;
  if (why !== null) throw new RulesError('malformed', `runDraft: one draft bot per seat, ${seats} of them, not ${why} (or one for every seat)`);
  const seat = (bots as unknown[]).findIndex((b) => typeof b !== 'function');
  if (seat >= 0) throw new RulesError('malformed', `runDraft: one draft bot per seat, a function: seat ${seat}'s is ${shown((bots as unknown[])[seat])}`);
}

/** The runner's PRNG and options, from a PRNG state and options or from options with a seed; refuses what is neither. */
function runnerRng(rngOrOptions: unknown, rngOptions: unknown): { rng: RngState; options: RunDraftOptions } {
  if (Array.isArray(rngOrOptions)) {
    checkRng(rngOrOptions, 'runDraft');
    const options = checkedOptions(rngOptions ?? {});
    if (options.seed !== undefined) throw new RulesError('malformed', 'runDraft: a PRNG state or a seed, not both: drop the seed from the options, or give them alone');
    return { rng: rngOrOptions as RngState, options };
  }
  const options = checkedOptions(rngOrOptions);
  if (rngOptions !== undefined) throw new RulesError('malformed', `runDraft: options come once, after the PRNG state if one is given, not after options (${shown(rngOptions)})`);
  if (options.seed !== undefined && !isSeed(options.seed)) throw new RulesError('malformed', `runDraft: options.seed must be a seed (a finite number, a text, or four whole numbers from 0 to 2^32 - 1), not ${shown(options.seed)}`);
  return { rng: seedRng(options.seed ?? 'draft-bots'), options };
}

function checkedOptions(options: unknown): RunDraftOptions {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RulesError('malformed', `runDraft: options are an object { seed?, inPlace?, handOver?, onAction? }, not ${shown(options)}`);
  }
  return options as RunDraftOptions;
}
