/**
 * `applyDraft`: the draft's pure reducer. It checks an action against the rules, applies it to a
 * working copy (see `beginDraftCopy`) and moves the draft on; the input state is never changed and
 * the parts the action left unchanged are shared. The in-place path (`createDraftPlayout`) runs the
 * same step on a private copy, for bots running many drafts.
 *
 * @module
 */
import { checkDraftState } from './arguments.js';
import { DRAFT_ACTION_SCHEMAS } from './action-schemas.js';
import { RulesError } from '../engine/errors.js';
import { compileSchema, shown, type CompiledCheck } from '../engine/json-schema.js';
import { freezesStates } from '../engine/game.js';
import { deepFreeze } from '../state/deep-freeze.js';
import { listedNote } from './abilities.js';
import { brokerAccept, brokerOffer, brokerReveal, startDeals } from './deal-broker.js';
import { forgetPicks, keepPicks, keepPlayoutPicks, picksOf } from './kept-picks.js';
import { isGuessableName, offersPickOptions } from './legal.js';
import { plainState } from '../state/plain-state.js';
import { nameOf } from './piles.js';
import { chooseColor, draftAtRandom, draftCard, draftsAtRandom, drawAtRandom, holdRandomPick, lookAtPack, packInHand, skipPack, takeWholePack, watchDrafter } from './picks.js';
import { advanceDraft, passOn } from './rounds.js';
import { DRAFT_ACTION_TYPES, type DraftAction, type Drafter, type DraftState, type NotingCard, type ReadonlyDraftState } from './types.js';
import { beginDraftCopy, finishDraftCopy } from './working-copy.js';
import { refusalOf } from './refusals.js';
import { quoted } from '../engine/quote.js';

/** Whether an option's value means the option is not taken (absent, undefined or false). */
const notTaken = (v: unknown): boolean => v === undefined || v === false;

/** Whether two values are lists of the same values in the same order (a pick's several noting cards). */
function sameList(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Whether an action from outside is the legal action `legal`: the same fields, options not taken left aside. */
function sameAction(action: Record<string, unknown>, legal: DraftAction): boolean {
  const l = legal as Record<string, unknown>;
  for (const k of Object.keys(action)) {
    const v = action[k];
    if (v !== l[k] && !(notTaken(v) && notTaken(l[k])) && !sameList(v, l[k])) return false;
  }
  for (const k in l) if (!Object.hasOwn(action, k) && !notTaken(l[k])) return false;
  return true;
}

/** A draft action has no amount to pay. */
const noAmount = (): number => 0;

/** The compiled check of each draft action type's schema. */
const DRAFT_CHECKS = new Map<string, CompiledCheck>(DRAFT_ACTION_TYPES.map((t) => [t, compileSchema(DRAFT_ACTION_SCHEMAS[t])]));

/**
 * Checks an action from outside: its shape, whose turn it is to act, and that the rules allow it; a
 * RulesError otherwise, as {@link applyDraft} refuses it (the runner checks a bot's action so on the
 * in-place path too, whose `apply` takes only legal actions).
 */
export function validate(state: DraftState, action: unknown): asserts action is DraftAction {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) throw new RulesError('malformed', 'a draft action must be an object');
  const type = Object.hasOwn(action, 'type') ? (action as { type: unknown }).type : undefined;
  const shape = typeof type === 'string' ? DRAFT_CHECKS.get(type) : undefined;
  if (!shape) throw new RulesError('malformed', `unknown draft action type ${shown(type)}`);
  const why = shape(action, { seats: state.drafters.length, payable: noAmount }, 'action');
  if (why) throw new RulesError('malformed', why);
  const a = action as { type: string; seat: number; card?: unknown };
  if (state.phase === 'complete') throw new RulesError('gameOver', 'the draft is complete', '905.1d');
  // the drafter's list kept with a state the engine handed out, read by whoever asks next (issue 16)
  const legal = picksOf(state, a.seat as number);
  // several noting cards may be named in any order; the listing names them in one (see `listedNote`)
  const note = (action as { note?: unknown }).note;
  const asListed = (Array.isArray(note) ? { ...action, note: listedNote(note as NotingCard[]) } : action) as Record<string, unknown>;
  if (legal.some((l) => sameAction(asListed, l))) return;
  // Spire Phantasm's guess names any card (CR 201.4): the listing holds only the guesses that can be right
  const guess = (action as { guess?: unknown }).guess;
  if (typeof guess === 'string' && legal.some((l) => (l.type === 'pick' || l.type === 'pickOptions') && l.guess !== undefined && sameAction({ ...asListed, guess: l.guess }, l))) {
    if (isGuessableName(guess)) return;
    throw new RulesError('illegal', `${quoted(guess)} is not the name of a card: Spire Phantasm's guess names a card`, '201.4');
  }
  const drafter = state.drafters[a.seat as number] as Drafter;
  if (a.type === 'pick') {
    const pack = packInHand(state, drafter);
    if (!pack) throw new RulesError('notYourDecision', `${drafter.name} has no booster pack in hand`, '905.1a');
    if (!pack.cards.includes(a.card as number)) throw new RulesError('illegal', `card ${quoted(a.card)} is not in the pack ${drafter.name} is drafting from`, '905.1c');
    if (legal.some((l) => l.type === 'pickOptions')) throw new RulesError('illegal', `${drafter.name} is drafting the card drawn at random: choose its options (pickOptions)`, 'Archdemon of Paliano');
    if (legal.some((l) => l.type === 'pickRandom')) throw new RulesError('illegal', 'a face-up Archdemon of Paliano makes this drafter draft at random', 'Archdemon of Paliano');
    if (drafter.doneForRound) throw new RulesError('illegal', `Agent of Acquisitions: ${drafter.name} can't draft cards for the rest of this draft round`, 'Agent of Acquisitions');
    if (legal.some((l) => l.type === 'passPack')) throw new RulesError('illegal', "Leovold's Operative: this pack is passed without drafting", "Leovold's Operative");
  }
  if (a.type === 'lookAtPack' && draftsAtRandom(state, drafter)) throw new RulesError('illegal', "a face-up Archdemon of Paliano: its drafter can't look at booster packs (CR 101.2)", 'Archdemon of Paliano');
  if (a.type === 'chooseColor' && !legal.some((l) => l.type === 'chooseColor')) throw new RulesError('notYourDecision', `${drafter.name} has no colour to choose`, '905.2b');
  // the card whose ability the action asks for, or the ruling it breaks
  const refusal = refusalOf(state, drafter, action as DraftAction, legal);
  if (refusal) throw refusal;
  if (legal.length === 0) throw new RulesError('notYourDecision', `${drafter.name} has nothing to do now`, '905.1a');
  throw new RulesError('illegal', `not a legal draft action now: ${quoted(action)}`, '905.2');
}

/** Performs a legal action on a mutable draft state and moves the draft on. */
export function stepDraft(state: DraftState, action: DraftAction): void {
  const drafter = state.drafters[action.seat] as Drafter;
  switch (action.type) {
    case 'pick':
      draftCard(state, drafter, action.card, action, 'pick');
      break;
    case 'pickRandom': {
      const card = drawAtRandom(state, drafter);
      if (offersPickOptions(state, drafter, card)) holdRandomPick(state, drafter, card, action.dredger);
      else draftAtRandom(state, drafter, card, action.dredger === undefined ? {} : { dredger: action.dredger });
      break;
    }
    case 'pickOptions':
      draftAtRandom(state, drafter, drafter.randomPick as number, action);
      break;
    case 'takePack':
      takeWholePack(state, drafter);
      break;
    case 'passPack':
      // a drafter who drafts no more this round passes on the last card of a pack they hold to the
      // Canal Dredger drafter they choose (see `choosesDredger`)
      if (drafter.doneForRound) passOn(state, drafter.seat, action.dredger);
      else skipPack(state, drafter, action.dredger);
      break;
    case 'chooseColor':
      chooseColor(state, action.seat, action.color);
      break;
    case 'lookAtPack':
      lookAtPack(state, drafter, action.pack);
      break;
    case 'watch':
      watchDrafter(state, drafter, action.target);
      break;
    case 'brokerReveal':
      brokerReveal(state, action.seat, action.card);
      break;
    case 'brokerOffer':
      brokerOffer(state, action.seat, action.card);
      break;
    case 'brokerAccept':
      brokerAccept(state, action.seat, action.from);
      break;
  }
  advanceDraft(state, startDeals);
}

/**
 * Applies a draft action and returns the new state; the input is never changed. Throws a
 * {@link RulesError} for a malformed action or one the rules do not allow now. The state returned
 * keeps its drafters' legal actions once listed (see `legalPicks`), and the check of an action on
 * such a state reads the acting drafter's kept list.
 */
export function applyDraft(given: ReadonlyDraftState, read: DraftAction): ReadonlyDraftState {
  // an immer draft is read into a plain state first: the state returned shares parts of its input;
  // the input is only read (the step code changes the working copy)
  checkDraftState(given, 'applyDraft');
  const state = plainState(given as DraftState);
  const action = plainState(read);
  validate(state, action);
  const freezing = freezesStates(); // on in tests, so that step code changing a shared part throws
  if (freezing) deepFreeze(state);
  const work = beginDraftCopy(state);
  stepDraft(work, action);
  const next = finishDraftCopy(state, work);
  if (freezing) deepFreeze(next);
  keepPicks(next);
  return next;
}

/** The result of {@link tryApplyDraft}. */
export type TryApplyDraftResult = { ok: true; state: ReadonlyDraftState } | { ok: false; error: RulesError };

/** Like {@link applyDraft}, but returns the error instead of throwing it. */
export function tryApplyDraft(state: ReadonlyDraftState, action: DraftAction): TryApplyDraftResult {
  try {
    return { ok: true, state: applyDraft(state, action) };
  } catch (e) {
    if (e instanceof RulesError) return { ok: false, error: e };
    throw e;
  }
}

/**
 * The in-place path: a private copy of a draft that legal actions change in place, for bots running
 * many drafts. Give it only actions from `legalPicks`. Between two actions its `state` keeps each
 * drafter's legal actions once listed, as a state `applyDraft` returns does (see `legalPicks`): each
 * action drops them.
 */
export interface DraftPlayout {
  /** The private copy: read it; it changes only through {@link DraftPlayout.apply}. */
  readonly state: ReadonlyDraftState;
  /** Applies a legal action in place. */
  apply(action: DraftAction): void;
}

/** Starts an in-place draft from a copy of `state`. */
export function createDraftPlayout(state: ReadonlyDraftState): DraftPlayout {
  checkDraftState(state, 'createDraftPlayout');
  return playInPlace(structuredClone(plainState(state)) as DraftState);
}

/**
 * The in-place path on `state` itself, which nothing else may hold (a playout's copy, a state handed
 * over to a runner): the lists kept for it are dropped as each action changes it, and kept again for
 * the state it leaves (issue 16: a decision is listed once).
 */
export function playInPlace(state: DraftState): DraftPlayout {
  keepPlayoutPicks(state);
  return {
    state,
    apply: (action) => {
      // forgotten first, so that an action the rules refuse midway leaves no stale list
      forgetPicks(state);
      stepDraft(state, action);
      keepPlayoutPicks(state);
    },
  };
}

/** The name of a draft card by id (for readers of views and logs). */
export function draftCardName(state: ReadonlyDraftState, card: number): string {
  checkDraftState(state, 'draftCardName');
  if (!Number.isInteger(card) || card < 0 || card >= state.cards.length) throw new RulesError('malformed', `no draft card ${card}`);
  return nameOf(state, card);
}

