/**
 * The working copy `applyDraft` runs the draft's rules on: the same step code as the in-place path,
 * on a copy of the parts of the state that step code changes, so that the input is never changed.
 * Afterwards every part that came out equal to the input's is the input's own again, so successive
 * states share what an action did not change.
 *
 * What is copied and what is shared follows what the step code changes in place: the PRNG, the
 * drafters, the packs, the pending colour choices and Deal Broker exchanges, and the lists of the
 * state. Cards, log events, notes, removed cards, Spire Phantasm guesses and pile entries are never
 * changed once made (a pile entry turned face down is replaced by a new one), so they are shared.
 * The settings never change during a draft.
 *
 * @module
 */
import type { BrokerDeal, ColorChoice, Drafter, DraftPack, DraftState } from './types.js';
import { sameList, shareList, sharedList, sharedRecord } from '../state/share-back.js';

// Copies are written field by field: much faster than a spread on these objects, whose shapes vary
// along a draft, and a field added to the type without being added here fails to compile.

function copyDrafter(d: Drafter): Drafter {
  const copy: Drafter = {
    seat: d.seat,
    name: d.name,
    queue: d.queue.slice(),
    pile: d.pile.slice(),
    removed: d.removed.slice(),
    draftedThisRound: d.draftedThisRound,
    extraPicks: d.extraPicks,
    returning: d.returning.slice(),
    skips: d.skips,
    searchers: d.searchers.slice(),
    takingPack: d.takingPack,
    doneForRound: d.doneForRound,
    archdemonPicks: { ...d.archdemonPicks },
    watching: d.watching.slice(),
    seen: d.seen.slice(),
  };
  // present only while a card drawn at random waits for its options: a draft without one keeps its shape
  if (d.randomPick !== undefined) copy.randomPick = d.randomPick;
  if (d.randomPickDredger !== undefined) copy.randomPickDredger = d.randomPickDredger;
  if (d.boostersAfterPass !== undefined) copy.boostersAfterPass = d.boostersAfterPass;
  return copy;
}

function copyPack(p: DraftPack): DraftPack {
  return {
    id: p.id,
    round: p.round,
    opener: p.opener,
    cards: p.cards.slice(),
    opened: p.opened,
    passedBy: p.passedBy,
    spies: p.spies.slice(),
    guesses: p.guesses.slice(),
  };
}

function copyColorChoice(c: ColorChoice): ColorChoice {
  return { card: c.card, seat: c.seat, choosers: c.choosers.slice(), chosen: c.chosen.slice() };
}

function copyDeal(d: BrokerDeal): BrokerDeal {
  return { seat: d.seat, broker: d.broker, revealed: d.revealed, offers: { ...d.offers } };
}

/** Starts a working copy of `state`: every part step code changes is the copy's own. */
export function beginDraftCopy(state: DraftState): DraftState {
  return {
    schema: state.schema,
    version: state.version,
    settings: state.settings,
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    cards: state.cards.slice(),
    packs: state.packs.map(copyPack),
    drafters: state.drafters.map(copyDrafter),
    round: state.round,
    phase: state.phase,
    notes: state.notes.slice(),
    colorChoices: state.colorChoices.map(copyColorChoice),
    deals: state.deals.map(copyDeal),
    undrafted: state.undrafted.slice(),
    log: state.log.slice(),
  };
}

// The sharers below compare every field by name (a loop over field names is several times slower
// on this path); a test changes each field of a real object in turn to check that none is left out.

/** The input's drafter when the copy holds the same values; otherwise the copy, its unchanged lists shared. */
function shareDrafter(b: Drafter | undefined, n: Drafter): Drafter {
  if (b === undefined) return n;
  n.queue = sharedList(b.queue, n.queue);
  n.pile = sharedList(b.pile, n.pile);
  n.removed = sharedList(b.removed, n.removed);
  n.returning = sharedList(b.returning, n.returning);
  n.searchers = sharedList(b.searchers, n.searchers);
  n.archdemonPicks = sharedRecord(b.archdemonPicks, n.archdemonPicks);
  n.watching = sharedList(b.watching, n.watching);
  n.seen = sharedList(b.seen, n.seen);
  const same = n.seat === b.seat && n.name === b.name && n.queue === b.queue && n.pile === b.pile && n.removed === b.removed
    && n.draftedThisRound === b.draftedThisRound && n.extraPicks === b.extraPicks && n.returning === b.returning && n.skips === b.skips
    && n.searchers === b.searchers && n.takingPack === b.takingPack && n.doneForRound === b.doneForRound
    && n.archdemonPicks === b.archdemonPicks && n.randomPick === b.randomPick && n.randomPickDredger === b.randomPickDredger && n.boostersAfterPass === b.boostersAfterPass && n.watching === b.watching && n.seen === b.seen;
  return same ? b : n;
}

/** The input's pack when the copy holds the same values; otherwise the copy, its unchanged lists shared. */
function sharePack(b: DraftPack | undefined, n: DraftPack): DraftPack {
  if (b === undefined) return n;
  n.cards = sharedList(b.cards, n.cards);
  n.spies = sharedList(b.spies, n.spies);
  n.guesses = sharedList(b.guesses, n.guesses);
  const same = n.id === b.id && n.round === b.round && n.opener === b.opener && n.cards === b.cards && n.opened === b.opened
    && n.passedBy === b.passedBy && n.spies === b.spies && n.guesses === b.guesses;
  return same ? b : n;
}

/** The input's colour choice when the copy holds the same values. */
function shareColorChoice(b: ColorChoice | undefined, n: ColorChoice): ColorChoice {
  if (b === undefined) return n;
  n.choosers = sharedList(b.choosers, n.choosers);
  n.chosen = sharedList(b.chosen, n.chosen);
  return n.card === b.card && n.seat === b.seat && n.choosers === b.choosers && n.chosen === b.chosen ? b : n;
}

/** The input's Deal Broker exchange when the copy holds the same values. */
function shareDeal(b: BrokerDeal | undefined, n: BrokerDeal): BrokerDeal {
  if (b === undefined) return n;
  n.offers = sharedRecord(b.offers, n.offers);
  return n.seat === b.seat && n.broker === b.broker && n.revealed === b.revealed && n.offers === b.offers ? b : n;
}

/**
 * Ends a working copy: the new state, in which every drafter, pack, list, colour choice, Deal
 * Broker exchange and the PRNG holding the same values as the input's is the input's own (the log's
 * events always are).
 */
export function finishDraftCopy(input: DraftState, work: DraftState): DraftState {
  work.drafters = shareList(input.drafters, work.drafters, shareDrafter);
  work.packs = shareList(input.packs, work.packs, sharePack);
  work.colorChoices = shareList(input.colorChoices, work.colorChoices, shareColorChoice);
  work.deals = shareList(input.deals, work.deals, shareDeal);
  work.cards = sharedList(input.cards, work.cards);
  work.notes = sharedList(input.notes, work.notes);
  work.undrafted = sharedList(input.undrafted, work.undrafted);
  work.log = sharedList(input.log, work.log);
  if (sameList(input.rng, work.rng)) work.rng = input.rng;
  return work;
}
