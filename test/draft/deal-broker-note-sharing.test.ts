/**
 * Deal Broker's rulings on noted information (CR 905.2b): "If a player exchanges a card that has
 * multiple pieces of information noted for it, all of the information is shared during the exchange
 * … The other player will not remove a noted player from their remaining Cogwork Tracker." What a
 * drafter noted for a card they removed from the draft (Cogwork Grinder) is theirs too — "You still
 * draft the card that you remove" (Cogwork Grinder's ruling) — so it is shared with a card of that
 * name they exchange, and they keep what was noted for the card they give. A card received in the
 * exchange is no card of the receiver's own drafting: "If either card involved in the exchange has
 * any information noted for it, that information stays with the exchanged card, not the player who
 * initially drafted it".
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, draftRecord } from '../../src/index.js';
import { fixedDraft, pack, pick } from './helpers.js';

describe('Deal Broker: an exchanged card shares what its giver noted for a card of its name removed from the draft', () => {
  it('Lurking Automaton: the giver removed one (noting 3) and gives the other (noting 4); both drafters have 3 and 4 noted', () => {
    let s = fixedDraft([[pack(['Deal Broker', 'Lurking Automaton'], 4), pack(['Cogwork Grinder', 'Lurking Automaton'], 4)]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 0, 'Lurking Automaton', { remove: 'Cogwork Grinder' }); // the third card this round: notes 3
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Lurking Automaton'); // the fourth: notes 4
    s = pick(s, 1, 'Ogre Sentry');
    expect(s.phase).toBe('dealBroker');
    const numbers = (seat: number) => draftRecord(s, seat).notes.filter((n) => n.card === 'Lurking Automaton').map((n) => n.number).sort();
    expect(s.notes.filter((n) => n.cardName === 'Lurking Automaton').map((n) => n.number)).toEqual([3, 4]);
    const given = s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Lurking Automaton')!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: given });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: s.drafters[1]!.pile[0]!.card });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(s.phase).toBe('complete');
    // the receiver gets everything noted for cards named Lurking Automaton by the giver, who keeps it all
    expect(numbers(1)).toEqual([3, 4]);
    expect(numbers(0)).toEqual([3, 4]);
  });
});

describe('Deal Broker: two cards of one name exchanged', () => {
  it('Lurking Automaton for Lurking Automaton: each drafter has what was noted for the card they receive, not for the one they gave', () => {
    let s = fixedDraft([[pack(['Deal Broker', 'Ogre Sentry', 'Lurking Automaton'], 3), pack(['Lurking Automaton', 'Kiln Fiend', 'Hurly-Burly'], 3)]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Lurking Automaton'); // seat 1's first card this round: notes 1
    s = pick(s, 0, 'Kiln Fiend');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Lurking Automaton'); // seat 0's third: notes 3
    s = pick(s, 1, 'Hurly-Burly');
    expect(s.phase).toBe('dealBroker');
    const automaton = (seat: number) => s.drafters[seat]!.pile.find((p) => s.cards[p.card]!.name === 'Lurking Automaton')!.card;
    const numbers = (seat: number) => draftRecord(s, seat).notes.filter((n) => n.card === 'Lurking Automaton').map((n) => n.number).sort();
    expect(s.notes.filter((n) => n.cardName === 'Lurking Automaton').map((n) => [n.seat, n.number])).toEqual([[1, 1], [0, 3]]);
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: automaton(0) });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: automaton(1) });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(s.phase).toBe('complete');
    // each Lurking Automaton enters with as many counters as its new owner's record says: the number noted for it
    expect([numbers(0), numbers(1)]).toEqual([[1], [3]]);
  });
});
