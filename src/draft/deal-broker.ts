/**
 * Deal Broker (CNS): immediately after the draft, once every card drafted face up is face down again
 * (905.2c), a drafter with a Deal Broker in their pool may reveal a card of it; each other drafter may
 * offer one card of theirs, the offers revealed together; the broker may accept one offer and the two
 * cards change pools, with any noted information (its rulings). Several brokers trade in a random
 * order (905.2a).
 *
 * @module
 */
import { check } from '../engine/errors.js';
import { shuffleInPlace } from '../state/rng.js';
import { nameOf } from './piles.js';
import { completeDraft } from './rounds.js';
import type { BrokerDeal, Drafter, DraftState, Seat } from './types.js';

/**
 * Queues one exchange per Deal Broker in a drafter's pool, in a random order (905.2a). The draft is
 * over, so every card is face down by now (905.2c); each Deal Broker in a pool was drafted by its
 * holder, as only the exchanges move cards between pools.
 */
export function startDeals(state: DraftState): void {
  const deals: BrokerDeal[] = [];
  for (const d of state.drafters) {
    for (const p of d.pile) if (nameOf(state, p.card) === 'Deal Broker') deals.push({ seat: d.seat, broker: p.card, revealed: undefined, offers: {} });
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
  if (!offersComplete(state, deal)) return;
  // ruling: "each other player chooses up to one card from their card pool, then all those chosen cards
  // are revealed simultaneously": public from then on, in the log too
  for (const other of state.drafters) {
    const offered = deal.offers[other.seat];
    if (typeof offered === 'number') state.log.push({ type: 'reveal', rule: 'Deal Broker', seat: other.seat, card: offered, to: deal.seat, text: `${other.name} offers ${nameOf(state, offered)} in exchange` });
  }
}

/** Whether every other drafter has answered the current exchange (offers are revealed together). */
export function offersComplete(state: DraftState, deal: BrokerDeal): boolean {
  return state.drafters.every((d) => d.seat === deal.seat || d.seat in deal.offers);
}

/**
 * Deal Broker ruling: "If a player exchanges a card that has multiple pieces of information noted for
 * it, all of the information is shared during the exchange" — when the giver still holds other cards
 * of the exchanged card's name, the card given carries what the giver noted for those too, and the
 * giver keeps what was noted for the card given ("The other player will not remove a noted player
 * from their remaining Cogwork Tracker"). Notes travel with the card they are noted for (see
 * `draftRecord`), so sharing copies each note onto the card on the other side. The giver's cards of
 * that name include those they removed from the draft (Cogwork Grinder, Animus of Predation), which
 * they still drafted (Cogwork Grinder ruling: "You still draft the card that you remove") and whose
 * notes their draft record keeps, but not the card `received` in the same exchange, whose own notes
 * come with it ("that information stays with the exchanged card, not the player who initially
 * drafted it").
 */
function shareNotes(state: DraftState, card: number, giver: Drafter, received: number): void {
  const name = nameOf(state, card);
  const kept = [...giver.pile.map((p) => p.card), ...giver.removed.map((r) => r.card)].filter((c) => c !== received && nameOf(state, c) === name);
  const keeper = kept[0];
  if (keeper === undefined) return;
  const keptSet = new Set(kept);
  const ofCard = state.notes.filter((n) => n.card === card);
  const ofKept = state.notes.filter((n) => keptSet.has(n.card));
  if (ofCard.length === 0 && ofKept.length === 0) return;
  for (const n of ofKept) state.notes.push({ ...structuredClone(n), card });
  for (const n of ofCard) state.notes.push({ ...structuredClone(n), card: keeper });
  state.log.push({ type: 'exchange', rule: 'Deal Broker', seat: giver.seat, card, text: `the information ${giver.name} noted for cards named ${name} is shared with the exchanged card` });
}

/**
 * The broker accepts one offer (or none, with null); the two cards change pools. The cards each
 * drafter removed from the draft (`Drafter.removed`) stay theirs: Deal Broker ruling 5 makes an
 * ability that refers to actions taken as a card was drafted refer to its new owner, so a Cogwork
 * Grinder or Animus of Predation received counts the cards its new owner removed with cards of its
 * name. Those removals were made as other cards were drafted and are counted by name and by player
 * (Cogwork Grinder rulings 4 and 6), and the cards exchanged "aren't drafted" (Deal Broker ruling 4).
 */
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
  shareNotes(state, deal.revealed as number, broker, offered);
  shareNotes(state, offered, other, deal.revealed as number);
  finishDeal(state);
}
