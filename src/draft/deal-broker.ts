/**
 * Deal Broker (CNS): immediately after the draft, a drafter with a face-up Deal Broker may reveal a
 * card of their pool; each other drafter may offer one card of theirs; the broker may accept one
 * offer and the two cards change pools, with any noted information (its rulings). Several brokers
 * trade in a random order (905.2a).
 *
 * @module
 */
import { check } from '../engine/errors.js';
import { shuffleInPlace } from '../state/rng.js';
import { faceUpNamed, nameOf } from './piles.js';
import { completeDraft } from './rounds.js';
import type { BrokerDeal, Drafter, DraftState, Seat } from './types.js';

/** Queues one exchange per face-up Deal Broker, in a random order (905.2a). */
export function startDeals(state: DraftState): void {
  const deals: BrokerDeal[] = [];
  for (const d of state.drafters) {
    for (const broker of faceUpNamed(state, d, 'Deal Broker')) deals.push({ seat: d.seat, broker: broker.card, revealed: undefined, offers: {} });
  }
  shuffleInPlace(state.rng, deals);
  state.deals = deals;
  if (deals.length > 1) state.log.push({ type: 'exchange', rule: '905.2a', text: 'several Deal Brokers: their exchanges happen in a random order' });
}

function inPool(drafter: Drafter, card: number): boolean {
  return drafter.pile.some((p) => p.card === card);
}

/** Ends the current exchange; an exchange whose Deal Broker has left its drafter's pool is dropped. */
function finishDeal(state: DraftState): void {
  state.deals.shift();
  state.deals = state.deals.filter((d) => inPool(state.drafters[d.seat] as Drafter, d.broker));
  if (state.deals.length === 0) completeDraft(state);
}

/** The current exchange, if it waits for this action. */
export function currentDeal(state: DraftState): BrokerDeal | undefined {
  return state.phase === 'dealBroker' ? state.deals[0] : undefined;
}

/** The broker reveals a card of their pool (or declines, with null). */
export function brokerReveal(state: DraftState, seat: Seat, card: number | null): void {
  const deal = currentDeal(state);
  check(deal && deal.seat === seat && deal.revealed === undefined, 'notYourDecision', 'no Deal Broker waits for this drafter to reveal a card', 'Deal Broker');
  const drafter = state.drafters[seat] as Drafter;
  if (card === null) {
    state.log.push({ type: 'exchange', rule: 'Deal Broker', seat, text: `${drafter.name} does not use Deal Broker` });
    finishDeal(state);
    return;
  }
  check(Number.isInteger(card) && inPool(drafter, card), 'illegal', 'the revealed card must be in the broker\'s card pool', 'Deal Broker');
  deal.revealed = card;
  state.log.push({ type: 'reveal', rule: 'Deal Broker', seat, card, text: `${drafter.name} reveals ${nameOf(state, card)} for Deal Broker` });
}

/** Another drafter offers a card of their pool in exchange (or nothing, with null). */
export function brokerOffer(state: DraftState, seat: Seat, card: number | null): void {
  const deal = currentDeal(state);
  check(deal && typeof deal.revealed === 'number' && seat !== deal.seat && !(seat in deal.offers), 'notYourDecision', 'no Deal Broker waits for an offer from this drafter', 'Deal Broker');
  const drafter = state.drafters[seat] as Drafter;
  check(card === null || (Number.isInteger(card) && inPool(drafter, card)), 'illegal', 'an offer is a card of the offering drafter\'s pool', 'Deal Broker');
  deal.offers[seat] = card;
}

/** Whether every other drafter has answered the current exchange (offers are revealed together). */
export function offersComplete(state: DraftState, deal: BrokerDeal): boolean {
  return state.drafters.every((d) => d.seat === deal.seat || d.seat in deal.offers);
}

/** The broker accepts one offer (or none, with null); the two cards change pools. */
export function brokerAccept(state: DraftState, seat: Seat, from: Seat | null): void {
  const deal = currentDeal(state);
  check(deal && deal.seat === seat && typeof deal.revealed === 'number' && offersComplete(state, deal), 'notYourDecision', 'no offers wait for this drafter', 'Deal Broker');
  const broker = state.drafters[seat] as Drafter;
  if (from === null) {
    state.log.push({ type: 'exchange', rule: 'Deal Broker', seat, text: `${broker.name} accepts no offer` });
    finishDeal(state);
    return;
  }
  const offered = deal.offers[from];
  check(typeof offered === 'number', 'illegal', `drafter ${from} made no offer`, 'Deal Broker');
  const other = state.drafters[from] as Drafter;
  const mine = broker.pile.findIndex((p) => p.card === deal.revealed);
  const theirs = other.pile.findIndex((p) => p.card === offered);
  const [given] = broker.pile.splice(mine, 1);
  const [taken] = other.pile.splice(theirs, 1);
  if (given) other.pile.push({ card: given.card, faceUp: false });
  if (taken) broker.pile.push({ card: taken.card, faceUp: false });
  state.log.push({ type: 'exchange', rule: 'Deal Broker', seat, to: from, card: offered, text: `${broker.name} trades ${nameOf(state, deal.revealed as number)} for ${other.name}'s ${nameOf(state, offered)}` });
  finishDeal(state);
}
