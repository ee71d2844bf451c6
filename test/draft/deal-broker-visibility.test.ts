import { describe, expect, it } from 'vitest';
import { applyDraft, draftView, legalPicks, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, pick } from './helpers.js';

/**
 * Deal Broker: "Immediately after the draft, you may reveal a card in your card pool. Each other player
 * may offer you one card in their card pool in exchange. You may accept any one offer." Its rulings:
 * "after you reveal your card, each other player chooses up to one card from their card pool, then all
 * those chosen cards are revealed simultaneously." CR 905.2c: a card drafted face up "remains face up
 * until the draft is complete".
 */
describe('Deal Broker: what is face up and what is revealed during and after the exchange', () => {
  /**
   * Three drafters, one round. Seat 0 drafts Deal Broker and Cogwork Librarian face up, seat 1 drafts
   * Canal Dredger face up; the draft ends and seat 0's exchange begins.
   */
  function atTheExchange(): ReadonlyDraftState {
    let s = fixedDraft([[
      ['Deal Broker', 'Ogre Sentry', 'Kiln Fiend'],
      ['Canal Dredger', 'Flame Slash', 'Hurly-Burly'],
      ['Cogwork Librarian', 'Trumpet Blast', 'Goblin Balloon Brigade'],
    ]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Canal Dredger');
    s = pick(s, 2, 'Trumpet Blast');
    s = pick(s, 0, 'Cogwork Librarian');
    while (s.phase === 'drafting') s = applyDraft(s, legalPicks(s).find((a) => a.type === 'pick' && Object.keys(a).length === 3)!);
    expect(s.phase).toBe('dealBroker');
    return s;
  }

  it('the exchange comes after the draft is complete: no card is face up any more (905.2c), and the broker may still trade', () => {
    const s = atTheExchange();
    expect(s.drafters.flatMap((d) => d.pile.filter((p) => p.faceUp))).toEqual([]);
    for (const seat of [1, 2]) expect(draftView(s, seat).others.flatMap((o) => o.faceUp)).toEqual([]);
    expect(draftView(s, 'spectator').others.flatMap((o) => o.faceUp)).toEqual([]);
    expect(legalPicks(s, 0).filter((a) => a.type === 'brokerReveal')).toHaveLength(s.drafters[0]!.pile.length + 1);
  });

  it('the offers, revealed together, stay public after the exchange; none is shown before every player answered', () => {
    let s = atTheExchange();
    const broker = s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Deal Broker')!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: broker });
    const dredger = s.drafters[1]!.pile.find((p) => s.cards[p.card]!.name === 'Canal Dredger')!.card;
    const blast = s.drafters[2]!.pile.find((p) => s.cards[p.card]!.name === 'Trumpet Blast')!.card;
    const before = s.log.length;
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: dredger });
    for (const seat of [0, 2] as const) expect(draftView(s, seat, { since: before }).log.some((e) => e.card === dredger)).toBe(false);
    s = applyDraft(s, { type: 'brokerOffer', seat: 2, card: blast });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(s.phase).toBe('complete');
    // the offer not accepted was revealed to every player: the log keeps it, for every viewer
    const revealed = (seat: number | 'spectator') => draftView(s, seat).log.filter((e) => e.type === 'reveal' && e.rule === 'Deal Broker').map((e) => [e.seat, e.card]);
    for (const seat of [0, 1, 2, 'spectator'] as const) expect(revealed(seat)).toEqual([[0, broker], [1, dredger], [2, blast]]);
    // the cards exchanged are in their new pools face down
    expect(s.drafters[0]!.pile.find((p) => p.card === dredger)).toEqual({ card: dredger, faceUp: false });
    expect(s.drafters[1]!.pile.find((p) => p.card === broker)).toEqual({ card: broker, faceUp: false });
  });

  it("a drafter sees their own pending offer (they chose it); nobody else sees it, nor whether it is a card or none, until every offer is revealed", () => {
    let s = atTheExchange();
    const broker = s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Deal Broker')!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: broker });
    const dredger = s.drafters[1]!.pile.find((p) => s.cards[p.card]!.name === 'Canal Dredger')!.card;
    const before = s;
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: dredger });
    expect(draftView(s, 1).deal).toEqual({ broker: 0, revealed: { id: broker, name: 'Deal Broker', foil: false }, offers: null, ownOffer: { id: dredger, name: 'Canal Dredger', foil: false } });
    // the broker, the drafter yet to answer and a spectator see the same deal as before the offer
    for (const seat of [0, 2, 'spectator'] as const) {
      expect(draftView(s, seat).deal).toEqual(draftView(before, seat).deal);
      expect(draftView(s, seat).deal).not.toHaveProperty('ownOffer');
      expect(JSON.stringify(draftView(s, seat, { since: before.log.length }))).not.toContain(`"id":${dredger},`);
    }
    // no offer is an answer too, seen by its drafter alone
    const declined = applyDraft(before, { type: 'brokerOffer', seat: 2, card: null });
    expect(draftView(declined, 2).deal?.ownOffer).toBeNull();
    for (const seat of [0, 1, 'spectator'] as const) expect(draftView(declined, seat).deal).toEqual(draftView(before, seat).deal);
    // once every offer is in, they are revealed together: everyone sees them all
    s = applyDraft(s, { type: 'brokerOffer', seat: 2, card: null });
    for (const seat of [0, 1, 2, 'spectator'] as const) expect(draftView(s, seat).deal?.offers).toEqual({ 1: { id: dredger, name: 'Canal Dredger', foil: false }, 2: null });
  });
});

/**
 * Deal Broker ruling: "You may reveal Deal Broker itself for its second ability. If you do, and you
 * accept another player's offer, that player won't be able to use the second ability to offer another
 * exchange." Likewise a drafter whose Deal Broker went to the broker in an earlier exchange has no Deal
 * Broker left to use.
 */
describe('Deal Broker: several brokers, one of them traded away', () => {
  it('"Immediately after the draft, you may reveal a card in your card pool" is the ability of a Deal Broker in the pool: a drafter who gave theirs away in the first exchange has no exchange of their own', () => {
    let s = fixedDraft([[['Deal Broker', 'Ogre Sentry'], ['Deal Broker', 'Kiln Fiend']]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Deal Broker');
    s = pick(s, 0, 'Kiln Fiend');
    s = pick(s, 1, 'Ogre Sentry');
    expect(s.phase).toBe('dealBroker');
    expect(s.deals.map((d) => d.seat).sort()).toEqual([0, 1]);
    // the first broker reveals a card that is no Deal Broker; the other offers their Deal Broker, accepted
    const first = s.deals[0]!.seat;
    const other = 1 - first;
    const brokerOf = (seat: number) => s.drafters[seat]!.pile.find((p) => s.cards[p.card]?.name === 'Deal Broker')!.card;
    const plainOf = (seat: number) => s.drafters[seat]!.pile.find((p) => s.cards[p.card]?.name !== 'Deal Broker')!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: first, card: plainOf(first) });
    s = applyDraft(s, { type: 'brokerOffer', seat: other, card: brokerOf(other) });
    s = applyDraft(s, { type: 'brokerAccept', seat: first, from: other });
    expect(s.drafters[other]!.pile.map((p) => s.cards[p.card]?.name)).not.toContain('Deal Broker');
    expect(s.phase).toBe('complete');
    expect(legalPicks(s, other)).toEqual([]);
  });
});
