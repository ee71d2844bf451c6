/**
 * `!act reveal NAME` / `!act offer NAME` for a Deal Broker exchange among cards of one name in a
 * drafter's pool: two Ogre Sentries drafted face down each read "reveal Ogre Sentry from your pool
 * (Deal Broker)", and only their drafter has seen them (CR 905.1a, 905.2c), so the command takes the
 * first in pool order rather than refusing it as ambiguous. A card something marks — revealed as it
 * was drafted (Noble Banneret), so other drafters know it; information noted for it (905.2b); a foil —
 * keeps the refusal, whispered to the seat with how to tell the cards apart.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, type PickOptions, type ReadonlyDraftState } from '../../src/index.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { fixedDraft, pick } from '../draft/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

/** A draft session of three seats, taken by {@link USERS} in order, at the draft state `draft`. */
function sessionAt(draft: ReadonlyDraftState): TableSession {
  let s = createTableSession({ kind: 'draft', seed: 1, seats: 3 });
  for (const u of USERS) s = handleTable(s, u, '!join').session;
  s = handleTable(s, USERS[0]!, '!start').session;
  return { ...s, draft };
}

/** One pick: the seat, the name of the card it drafts from the pack in hand, the pick's options. */
type Step = readonly [seat: number, name: string, options?: PickOptions];

/**
 * A one-round draft of three four-card packs (seat 0's, 1's, 2's), drafted by these picks in order,
 * which leave it at its Deal Broker exchange.
 */
function draftedToBroker(packs: readonly (readonly string[])[], steps: readonly Step[]): ReadonlyDraftState {
  let d = fixedDraft([packs], 1, [...USERS]);
  for (const [seat, name, options] of steps) d = pick(d, seat, name, options);
  expect(d.phase).toBe('dealBroker');
  return d;
}

/**
 * Packs whose picks give Ann (seat 0) a Deal Broker and two Ogre Sentries, the one from Cy's pack
 * drafted with `sentryOptions`, and Bo two Kiln Fiends; Ann's first pick is `annFirst` (from her pack).
 */
function brokerDraft(annFirst: string, sentryOptions: PickOptions = {}): ReadonlyDraftState {
  return draftedToBroker([
    [annFirst, 'Deal Broker', 'Kiln Fiend', 'Flame Slash'],
    ['Kiln Fiend', 'Ogre Sentry', 'Hurly-Burly', 'Trumpet Blast'],
    ['Ogre Sentry', 'Trumpet Blast', 'Goblin Balloon Brigade', 'Coordinated Assault'],
  ], [
    [0, annFirst], [1, 'Kiln Fiend'], [2, 'Trumpet Blast'],
    [0, 'Ogre Sentry', sentryOptions], [1, 'Kiln Fiend'], [2, 'Hurly-Burly'],
    [0, 'Ogre Sentry'], [1, 'Goblin Balloon Brigade'], [2, 'Flame Slash'],
    [0, 'Deal Broker'], [1, 'Trumpet Blast'], [2, 'Coordinated Assault'],
  ]);
}

/** The ids of the cards named `name` in `seat`'s pool, in pool order. */
function poolIds(draft: ReadonlyDraftState, seat: number, name: string): number[] {
  return draft.drafters[seat]!.pile.map((p) => p.card).filter((c) => draft.cards[c]!.name === name);
}

/** The numbers `!actions` gives the seat's actions whose text is `text`. */
function listed(s: TableSession, user: string, text: string): number[] {
  return handleTable(s, user, '!actions').replies[0]!.data.actions!.filter((a) => a.text === text).map((a) => a.n);
}

describe('!act naming a card of the pool for Deal Broker, among cards of one name', () => {
  it('the broker reveals the first of two Ogre Sentries nobody else has seen, in pool order', () => {
    const d = brokerDraft('Flame Slash');
    const [first] = poolIds(d, 0, 'Ogre Sentry');
    const r = handleTable(sessionAt(d), 'Ann', '!act reveal Ogre Sentry');
    expect(r.ok).toBe(true);
    expect(r.session.draft!.deals[0]!.revealed).toBe(first);
  });

  it('a drafter offers the first of two Kiln Fiends, in pool order', () => {
    let d = brokerDraft('Flame Slash');
    d = applyDraft(d, { type: 'brokerReveal', seat: 0, card: poolIds(d, 0, 'Deal Broker')[0]! });
    const [first] = poolIds(d, 1, 'Kiln Fiend');
    const r = handleTable(sessionAt(d), 'Bo', '!act offer Kiln Fiend');
    expect(r.ok).toBe(true);
    expect(r.session.draft!.deals[0]!.offers[1]).toBe(first);
  });

  it('two Noble Bannerets drafted face up, neither noting anything, are known alike: the first is revealed (CR 905.2c)', () => {
    const d = draftedToBroker([
      ['Noble Banneret', 'Deal Broker', 'Kiln Fiend', 'Flame Slash'],
      ['Noble Banneret', 'Kiln Fiend', 'Hurly-Burly', 'Trumpet Blast'],
      ['Ogre Sentry', 'Trumpet Blast', 'Goblin Balloon Brigade', 'Coordinated Assault'],
    ], [
      [0, 'Noble Banneret'], [1, 'Kiln Fiend'], [2, 'Trumpet Blast'],
      [0, 'Ogre Sentry'], [1, 'Kiln Fiend'], [2, 'Hurly-Burly'],
      [0, 'Noble Banneret'], [1, 'Goblin Balloon Brigade'], [2, 'Flame Slash'],
      [0, 'Deal Broker'], [1, 'Trumpet Blast'], [2, 'Coordinated Assault'],
    ]);
    const [first] = poolIds(d, 0, 'Noble Banneret');
    const r = handleTable(sessionAt(d), 'Ann', '!act reveal Noble Banneret');
    expect(r.ok).toBe(true);
    expect(r.session.draft!.deals[0]!.revealed).toBe(first);
  });

  it('an Ogre Sentry revealed as it was drafted (Noble Banneret) is told apart from one nobody else saw: refused, with how', () => {
    const d = brokerDraft('Noble Banneret', { note: 'Noble Banneret' });
    const s = sessionAt(d);
    const [revealed, hidden] = poolIds(d, 0, 'Ogre Sentry');
    const r = handleTable(s, 'Ann', '!act reveal Ogre Sentry');
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(r.replies[0]!.readers).toEqual({ everyone: false, seat: 0, users: ['Ann'] });
    const text = 'reveal Ogre Sentry from your pool (Deal Broker)';
    const [n1, n2] = listed(s, 'Ann', text);
    expect(r.replies[0]!.text).toBe(`2 actions read "reveal Ogre Sentry", and they differ: !${n1} ${text} (known to seat 2 (Bo), seat 3 (Cy)); !${n2} ${text}; take one by its number`);
    const taken = handleTable(s, 'Ann', `!${n2}`);
    expect(taken.ok).toBe(true);
    expect(taken.session.draft!.deals[0]!.revealed).toBe(hidden);
    expect(revealed).not.toBe(hidden);
  });

  it('a Noble Banneret with a name noted for it is told apart from one with none (CR 905.2b): refused, with the note', () => {
    const d = draftedToBroker([
      ['Noble Banneret', 'Deal Broker', 'Kiln Fiend', 'Flame Slash'],
      ['Noble Banneret', 'Kiln Fiend', 'Hurly-Burly', 'Trumpet Blast'],
      ['Ogre Sentry', 'Trumpet Blast', 'Goblin Balloon Brigade', 'Coordinated Assault'],
    ], [
      [0, 'Noble Banneret'], [1, 'Kiln Fiend'], [2, 'Trumpet Blast'],
      [0, 'Ogre Sentry', { note: 'Noble Banneret' }], [1, 'Kiln Fiend'], [2, 'Hurly-Burly'],
      [0, 'Noble Banneret'], [1, 'Goblin Balloon Brigade'], [2, 'Flame Slash'],
      [0, 'Deal Broker'], [1, 'Trumpet Blast'], [2, 'Coordinated Assault'],
    ]);
    const [noted, plain] = poolIds(d, 0, 'Noble Banneret');
    expect(d.notes.map((n) => n.card)).toEqual([noted]);
    const s = sessionAt(d);
    const r = handleTable(s, 'Ann', '!act reveal Noble Banneret');
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    const text = 'reveal Noble Banneret from your pool (Deal Broker)';
    const [n1, n2] = listed(s, 'Ann', text);
    const known = 'known to seat 2 (Bo), seat 3 (Cy)';
    expect(r.replies[0]!.text).toBe(`2 actions read "reveal Noble Banneret", and they differ: !${n1} ${text} (noted Noble Banneret (seat 1): the name Ogre Sentry, ${known}); !${n2} ${text} (${known}); take one by its number`);
    const taken = handleTable(s, 'Ann', `!${n2}`);
    expect(taken.ok).toBe(true);
    expect(taken.session.draft!.deals[0]!.revealed).toBe(plain);
  });

  it('a foil Kiln Fiend is told apart from the plain one: the offer is refused, with how', () => {
    let d = brokerDraft('Flame Slash');
    d = applyDraft(d, { type: 'brokerReveal', seat: 0, card: poolIds(d, 0, 'Deal Broker')[0]! });
    const [, foiled] = poolIds(d, 1, 'Kiln Fiend');
    const s = sessionAt({ ...d, cards: d.cards.map((c) => (c.id === foiled ? { ...c, foil: true } : c)) });
    const r = handleTable(s, 'Bo', '!act offer Kiln Fiend');
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(r.replies[0]!.readers).toEqual({ everyone: false, seat: 1, users: ['Bo'] });
    const text = 'offer Kiln Fiend from your pool (Deal Broker)';
    const [n1, n2] = listed(s, 'Bo', text);
    expect(r.replies[0]!.text).toBe(`2 actions read "offer Kiln Fiend", and they differ: !${n1} ${text}; !${n2} ${text} (foil); take one by its number`);
  });
});
