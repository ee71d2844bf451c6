/**
 * Draft rounds and passing (CR 905.1a–b): opening a round's packs, passing a pack on (to the left or
 * right, or its last card to a Canal Dredger drafter), and moving on only when the round's packs are
 * empty.
 *
 * @module
 */
import { dredgerSeats, hasFaceUp, nameOf } from './piles.js';
import { passTarget } from './seating.js';
import type { Drafter, DraftPack, DraftState, Seat } from './types.js';

/** Starts a round: each drafter opens their pack of that round (905.1a). */
export function startRound(state: DraftState, round: number): void {
  state.round = round;
  state.log.push({ type: 'round', rule: '905.1a', text: `round ${round + 1} begins; packs pass ${round % 2 === 0 ? 'left' : 'right'} (905.1b)` });
  for (const d of state.drafters) {
    d.draftedThisRound = 0;
    d.doneForRound = false;
  }
  for (const pack of state.packs) {
    if (pack.round !== round || pack.opened) continue;
    pack.opened = true;
    const d = state.drafters[pack.opener];
    if (!d) continue;
    d.queue.push(pack.id);
    state.log.push({ type: 'open', rule: '905.1a', seat: d.seat, pack: pack.id });
  }
}

/** The seats with a face-up Canal Dredger who can still draft this round, in seat order. */
export function dredgersWhoCanDraft(state: DraftState): Seat[] {
  return dredgerSeats(state).filter((seat) => !(state.drafters[seat] as Drafter).doneForRound);
}

/**
 * Whether a drafter who drafts no more this round holds a pack to choose who gets its last card: Canal
 * Dredger, "Each player passes the last card from each booster pack to a player who drafted a card
 * named Canal Dredger", and its ruling, "If multiple players have drafted a card named Canal Dredger,
 * each player chooses which of those players to pass the last card to". The choice is among those
 * who can still draft it (CR 905.1a: the round goes on until every card is drafted).
 */
function choosesDredger(state: DraftState, pack: DraftPack): boolean {
  return pack.cards.length === 1 && dredgersWhoCanDraft(state).length > 1;
}

/**
 * Where a drafter who drafts no more this round (Agent of Acquisitions) passes a pack on without
 * choosing: a pack's last card to the one Canal Dredger drafter who can draft it, if one; else, and
 * the rest, to the next drafter in the round's direction (905.1b). A Canal Dredger drafter who can't
 * draft would pass it to themselves forever (Canal Dredger ruling, "you pass the last card from each
 * booster pack to yourself"; CR 101.2, the "can't draft" wins). The pass is logged like any other,
 * whether they looked at the pack or not (Archdemon of Paliano): they are the player who passed it
 * to its next holder (Cogwork Tracker notes them).
 */
function nextHolder(state: DraftState, pack: DraftPack, from: Seat): Seat {
  const dredgers = pack.cards.length === 1 ? dredgersWhoCanDraft(state) : [];
  const dredger = dredgers[0];
  const to = dredger ?? passTarget(from, state.round, state.drafters.length);
  state.log.push({ type: 'pass', rule: dredger === undefined ? '905.1b' : 'Canal Dredger', seat: from, pack: pack.id, to });
  return to;
}

/**
 * Delivers a pack to a seat. A drafter who stopped drafting this round (Agent of Acquisitions) looks
 * at it and passes it on (see `nextHolder`), or holds it while they choose who of several Canal
 * Dredger drafters gets its last card (see {@link choosesDredger}). If nobody at the table can draft
 * it, its cards stay undrafted.
 */
export function deliver(state: DraftState, packId: number, to: Seat): void {
  const pack = state.packs[packId];
  if (!pack || pack.cards.length === 0) return;
  const n = state.drafters.length;
  let seat = to;
  for (let tries = 0; tries < n; tries++) {
    const d = state.drafters[seat] as Drafter;
    if (!d.doneForRound) {
      d.queue.push(packId);
      return;
    }
    lookInPassing(state, d, packId);
    pack.passedBy = seat;
    if (choosesDredger(state, pack)) {
      d.queue.push(packId);
      return;
    }
    seat = nextHolder(state, pack, seat);
  }
  for (const card of pack.cards) {
    state.undrafted.push(card);
    // 905.1c: nothing reveals a card left undrafted; only the drafters who looked at it know it
    const visibleTo = state.drafters.filter((d) => d.seen.includes(card)).map((d) => d.seat);
    state.log.push({ type: 'undrafted', rule: '905.1a', card, pack: packId, visibleTo, text: 'no drafter can draft this card this round' });
  }
  pack.cards = [];
}

/**
 * A drafter who drafts no more this round passes on the packs they hold (Agent of Acquisitions),
 * keeping those whose last card they choose a Canal Dredger drafter for (see {@link choosesDredger}).
 */
export function passOnWhileDone(state: DraftState, drafter: Drafter): void {
  const held: number[] = [];
  for (let id = drafter.queue[0]; id !== undefined; id = drafter.queue[0]) {
    if (choosesDredger(state, state.packs[id] as DraftPack)) held.push(drafter.queue.shift() as number);
    else passOn(state, drafter.seat);
  }
  drafter.queue.push(...held);
}

/**
 * Agent of Acquisitions: "you can't draft cards for the rest of this draft round. (You may look at
 * booster packs passed to you.)" — its drafter looks at a pack passed to them before passing it on,
 * unless a face-up Archdemon of Paliano says they "can't look at booster packs" (CR 101.2).
 */
export function lookInPassing(state: DraftState, drafter: Drafter, packId: number): void {
  if (hasFaceUp(state, drafter, 'Archdemon of Paliano')) return;
  const pack = state.packs[packId] as DraftPack;
  for (const card of pack.cards) if (!drafter.seen.includes(card)) drafter.seen.push(card);
  state.log.push({ type: 'look', rule: 'Agent of Acquisitions', seat: drafter.seat, pack: packId, text: `${drafter.name}, who drafts no more this round, looks at a booster pack passed to them and passes it on` });
}

/**
 * Passes the pack in a drafter's hand on (905.1b). Cogwork Librarians put into it go in first. Its
 * last card goes to a drafter with a face-up Canal Dredger (`dredger` chooses among several).
 */
export function passOn(state: DraftState, seat: Seat, dredger?: Seat): void {
  const d = state.drafters[seat];
  if (!d) return;
  const packId = d.queue.shift();
  if (packId === undefined) return;
  const pack = state.packs[packId];
  if (!pack) return;
  if (d.returning.length > 0) {
    for (const librarian of d.returning) pack.cards.push(librarian);
    d.returning = [];
  }
  d.extraPicks = 0;
  pack.passedBy = seat;
  if (pack.cards.length === 0) return;
  let to = passTarget(seat, state.round, state.drafters.length);
  let rule = '905.1b';
  if (pack.cards.length === 1) {
    // Canal Dredger: to the Canal Dredger drafter chosen, or the only one; a drafter who drafts no
    // more this round passes it to one who can draft it (see `choosesDredger`)
    const dredgers = d.doneForRound ? dredgersWhoCanDraft(state) : dredgerSeats(state);
    const chosen = dredger !== undefined && dredgers.includes(dredger) ? dredger : dredgers[0];
    if (chosen !== undefined) {
      to = chosen;
      rule = 'Canal Dredger';
    }
  }
  state.log.push({ type: 'pass', rule, seat, pack: packId, to });
  deliver(state, packId, to);
}

/** Whether every pack of the current round is empty and no drafter is in the middle of drafting one. */
function roundOver(state: DraftState): boolean {
  // the drafters first: while a round runs, the first of them usually still holds a pack
  for (const d of state.drafters) if (d.queue.length > 0 || d.takingPack !== null) return false;
  for (const pack of state.packs) if (pack.round === state.round && pack.opened && pack.cards.length > 0) return false;
  return true;
}

/**
 * Moves the draft on after an action: the next round starts only when this round's packs are empty
 * (905.1a); after the last round every face-up card is turned face down (905.2c), Deal Broker
 * exchanges happen ("immediately after the draft"), then the piles become card pools (905.1d).
 */
export function advanceDraft(state: DraftState, startDeals: (state: DraftState) => void): void {
  if (state.phase !== 'drafting' || !roundOver(state)) return;
  if (state.round + 1 < state.settings.rounds) {
    startRound(state, state.round + 1);
    return;
  }
  if (state.colorChoices.length > 0) return;
  // the draft is over: what is done "immediately after the draft" (Deal Broker) comes after its face-up
  // cards are turned face down (905.2c: face up "until the draft is complete"; 905.1d)
  turnFaceUpCardsDown(state);
  const brokers = state.drafters.some((d) => d.pile.some((p) => nameOf(state, p.card) === 'Deal Broker'));
  if (brokers) {
    state.phase = 'dealBroker';
    startDeals(state);
    if (state.deals.length > 0) return;
  }
  completeDraft(state);
}

/** The draft is over: every card still face up in a pile is turned face down (905.2c). */
function turnFaceUpCardsDown(state: DraftState): void {
  for (const d of state.drafters) {
    d.pile.forEach((p, i) => {
      if (!p.faceUp) return;
      d.pile[i] = { card: p.card, faceUp: false };
      state.log.push({ type: 'faceDown', rule: '905.2c', seat: d.seat, card: p.card, text: `the draft is over: ${d.name} turns ${nameOf(state, p.card)} face down` });
    });
  }
}

/**
 * Ends the draft: the piles become card pools (905.1d), every card face down (905.2c; a draft saved
 * during a Deal Broker exchange by an earlier version may still hold face-up cards).
 */
export function completeDraft(state: DraftState): void {
  state.phase = 'complete';
  turnFaceUpCardsDown(state);
  state.log.push({ type: 'complete', rule: '905.1d', text: 'the draft is complete; each drafted cards pile becomes a card pool' });
}
