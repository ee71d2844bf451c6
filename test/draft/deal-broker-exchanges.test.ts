/**
 * Deal Broker (CNS): "Immediately after the draft, you may reveal a card in your card pool. Each other
 * player may offer you one card in their card pool in exchange. You may accept any one offer." Its
 * rulings: the exchanges of several brokers happen "in a random order" (905.2a); "If a player exchanges
 * a card that has multiple pieces of information noted for it, all of the information is shared during
 * the exchange"; CR 905.2c: a card drafted face up remains face up "until the draft is complete".
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, draftRecord, draftView, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, pick } from './helpers.js';

const cardNamed = (s: ReadonlyDraftState, seat: number, name: string): number => s.drafters[seat]!.pile.find((p) => s.cards[p.card]!.name === name)!.card;

describe('Deal Broker: one broker, one exchange', () => {
  it('CR 905.2a: a single Deal Broker has no random order of exchanges to log', () => {
    let s = fixedDraft([[['Deal Broker', 'Ogre Sentry'], ['Kiln Fiend', 'Flame Slash']]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Flame Slash');
    s = pick(s, 1, 'Ogre Sentry');
    expect(s.phase).toBe('dealBroker');
    expect(s.log.some((e) => e.rule === '905.2a')).toBe(false);
  });
});

describe('Deal Broker: two brokers, two exchanges', () => {
  it('CR 905.2c: the card a first exchange gives is face down in its new pool while the second exchange waits', () => {
    let s = fixedDraft([[['Deal Broker', 'Ogre Sentry'], ['Deal Broker', 'Kiln Fiend']]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Deal Broker');
    s = pick(s, 0, 'Kiln Fiend');
    s = pick(s, 1, 'Ogre Sentry');
    expect(s.phase).toBe('dealBroker');
    const first = s.deals[0]!.seat;
    const other = 1 - first;
    const plain = (seat: number) => s.drafters[seat]!.pile.find((p) => s.cards[p.card]!.name !== 'Deal Broker')!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: first, card: plain(first) });
    s = applyDraft(s, { type: 'brokerOffer', seat: other, card: plain(other) });
    s = applyDraft(s, { type: 'brokerAccept', seat: first, from: other });
    // the second exchange waits: nothing is face up, for anyone to see
    expect(s.phase).toBe('dealBroker');
    expect(s.deals[0]!.seat).toBe(other);
    expect(s.drafters.flatMap((d) => d.pile.filter((p) => p.faceUp))).toEqual([]);
    expect(draftView(s, 'spectator').others.flatMap((o) => o.faceUp)).toEqual([]);
  });
});

describe('Deal Broker: a card exchanged while its giver keeps another of its name', () => {
  /**
   * Seat 1 drafts two Smuggler Captains; one of them notes Kiln Fiend and is turned face down, the
   * other notes nothing. Seat 0's Deal Broker exchange is about to begin.
   */
  function twoCaptains(): ReadonlyDraftState {
    let s = fixedDraft([[['Deal Broker', 'Smuggler Captain', 'Hurly-Burly', 'Trumpet Blast'], ['Smuggler Captain', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash']]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Smuggler Captain');
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Smuggler Captain');
    s = pick(s, 0, 'Hurly-Burly');
    s = pick(s, 1, 'Kiln Fiend', { note: 'Smuggler Captain' });
    s = pick(s, 0, 'Flame Slash');
    s = pick(s, 1, 'Trumpet Blast');
    expect(s.phase).toBe('dealBroker');
    expect(s.notes.filter((n) => n.cardName === 'Smuggler Captain').map((n) => n.name)).toEqual(['Kiln Fiend']);
    return s;
  }
  const captainNames = (s: ReadonlyDraftState, seat: number) => draftRecord(s, seat).notes.filter((n) => n.card === 'Smuggler Captain').map((n) => n.name);

  for (const given of ['the one noting nothing', 'the one noting Kiln Fiend'] as const) {
    it(`ruling "all of the information is shared during the exchange": seat 1 gives ${given}; both drafters have Kiln Fiend noted for Smuggler Captain`, () => {
      let s = twoCaptains();
      const noted = s.notes.find((n) => n.cardName === 'Smuggler Captain')!.card;
      const captains = s.drafters[1]!.pile.filter((p) => s.cards[p.card]!.name === 'Smuggler Captain').map((p) => p.card);
      const offered = given === 'the one noting nothing' ? captains.find((c) => c !== noted)! : noted;
      s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: cardNamed(s, 0, 'Ogre Sentry') });
      s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: offered });
      s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
      expect(s.phase).toBe('complete');
      expect(captainNames(s, 0)).toEqual(['Kiln Fiend']);
      expect(captainNames(s, 1)).toEqual(['Kiln Fiend']);
    });
  }
});
