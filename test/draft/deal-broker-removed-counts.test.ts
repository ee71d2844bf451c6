/**
 * Deal Broker and the cards removed from the draft (Cogwork Grinder, Animus of Predation): the count
 * is each drafter's, and an exchange moves no removed card. Deal Broker's ruling 5: what is noted
 * for an exchanged card stays with it, and "Any abilities that refer to actions taken as you drafted
 * the card (or similar) now refer to the card's new owner" — the new owner is the "you" of "the
 * number of cards you removed from the draft with cards named Cogwork Grinder". The removals were
 * made as other cards were drafted, counted by name and by player: one X for each of a player's
 * Grinders, whichever removed the cards (Cogwork Grinder ruling 4), and a Grinder under your control
 * counts the cards you removed, not its owner's (ruling 6). Deal Broker's ruling 4: the cards
 * exchanged "aren't drafted". So a Grinder received counts what its new owner removed with Grinders
 * of their own, and its giver's removals stay the giver's; Animus of Predation alike.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, draftRecord, removedCount, removedCreatureWith, type ReadonlyDraftState } from '../../src/index.js';
import { castAndResolve, permanent, pt, setup } from '../cards/helpers.js';
import { fixedDraft, pick, pileNames } from './helpers.js';

/** Seat 0, the broker, exchanges the card of its pool named `name` for seat 1's card named `offered`. */
function exchange(s: ReadonlyDraftState, name: string, offered: string): ReadonlyDraftState {
  const cardOf = (seat: number, n: string) => s.drafters[seat]!.pile.find((p) => s.cards[p.card]!.name === n)!.card;
  expect(s.phase).toBe('dealBroker');
  let t = applyDraft(s, { type: 'brokerReveal', seat: 0, card: cardOf(0, name) });
  t = applyDraft(t, { type: 'brokerOffer', seat: 1, card: cardOf(1, offered) });
  t = applyDraft(t, { type: 'brokerAccept', seat: 0, from: 1 });
  expect(t.phase).toBe('complete');
  return t;
}

describe('Deal Broker ruling 5: a Cogwork Grinder or an Animus of Predation exchanged counts its new owner\'s removals, not its giver\'s', () => {
  it('Cogwork Grinder: the giver removed two cards, the receiver one with a Grinder of their own; the Grinder received enters with one counter', () => {
    let s = fixedDraft([[
      ['Deal Broker', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly', 'Trumpet Blast'],
      ['Cogwork Grinder', 'Cogwork Grinder', 'Sky Spirit', 'Goblin Balloon Brigade', 'Coordinated Assault', 'Ogre Sentry'],
    ]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Cogwork Grinder');
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Ogre Sentry', { remove: 'Cogwork Grinder' });
    s = pick(s, 0, 'Kiln Fiend', { remove: 'Cogwork Grinder' });
    s = pick(s, 1, 'Sky Spirit');
    s = pick(s, 0, 'Goblin Balloon Brigade', { remove: 'Cogwork Grinder' });
    s = pick(s, 1, 'Flame Slash');
    s = pick(s, 0, 'Hurly-Burly');
    s = pick(s, 1, 'Coordinated Assault');
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Trumpet Blast');
    s = exchange(s, 'Cogwork Grinder', 'Sky Spirit');
    expect(pileNames(s, 1).filter((n) => n === 'Cogwork Grinder')).toHaveLength(2);
    expect(pileNames(s, 0)).not.toContain('Cogwork Grinder');
    const giver = draftRecord(s, 0), receiver = draftRecord(s, 1);
    expect(giver.removed).toEqual([{ card: 'Kiln Fiend', by: 'Cogwork Grinder' }, { card: 'Goblin Balloon Brigade', by: 'Cogwork Grinder' }]);
    expect(receiver.removed).toEqual([{ card: 'Ogre Sentry', by: 'Cogwork Grinder' }]);
    // in the game: the receiver's Grinder, the one received among them, enters with the receiver's X
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(6).fill('Wastes'), hand: ['Cogwork Grinder'], draft: receiver }, { draft: giver }] });
    expect([removedCount(state, 0, 'Cogwork Grinder'), removedCount(state, 1, 'Cogwork Grinder')]).toEqual([1, 2]);
    const played = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(played, permanent(played, 'Cogwork Grinder'))).toEqual([1, 1]);
  });

  it('Animus of Predation: the giver removed a creature card with flying; the Animus received has no flying, and the giver\'s removal stays theirs', () => {
    let s = fixedDraft([[
      ['Deal Broker', 'Sky Spirit', 'Kiln Fiend', 'Flame Slash'],
      ['Animus of Predation', 'Ogre Sentry', 'Hurly-Burly', 'Trumpet Blast'],
    ]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Animus of Predation');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Sky Spirit', { remove: 'Animus of Predation' });
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 0, 'Trumpet Blast');
    s = pick(s, 1, 'Flame Slash');
    s = exchange(s, 'Animus of Predation', 'Ogre Sentry');
    expect(pileNames(s, 1)).toContain('Animus of Predation');
    const giver = draftRecord(s, 0), receiver = draftRecord(s, 1);
    expect(giver.removed).toEqual([{ card: 'Sky Spirit', by: 'Animus of Predation' }]);
    expect(receiver.removed).toEqual([]);
    const { state } = setup({ players: [{ draft: receiver }, { draft: giver }] });
    expect([removedCreatureWith(state, 0, 'flying'), removedCreatureWith(state, 1, 'flying')]).toEqual([false, true]);
    expect([removedCount(state, 0, 'Animus of Predation'), removedCount(state, 1, 'Animus of Predation')]).toEqual([0, 1]);
  });
});
