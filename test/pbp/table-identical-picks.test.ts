/**
 * `!act pick NAME` among cards of one name in the pack a drafter holds: two Ogre Sentries each read
 * "pick Ogre Sentry", and only their drafter sees the pack (CR 905.1c), so the command drafts the
 * first in pack order rather than refusing it as ambiguous. A card something marks — a foil, a Cogwork
 * Librarian drafted face up (905.2c) and put back into the pack — keeps the refusal, which lists how
 * to tell the picks apart; and picks with different options (Lore Seeker adding a booster or not)
 * are never taken for one another.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDraft, type ReadonlyDraftState } from '../../src/index.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { cardInHand, fixedDraft, pack, pick } from '../draft/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

/** A pack holding two Ogre Sentries and four cards of other names. */
const TWO_SENTRIES = ['Ogre Sentry', 'Kiln Fiend', 'Ogre Sentry', 'Hurly-Burly', 'Flame Slash', 'Trumpet Blast'];

/** A draft session of three seats, taken by {@link USERS} in order, at the draft state `draft`. */
function sessionAt(draft: ReadonlyDraftState): TableSession {
  let s = createTableSession({ kind: 'draft', seed: 1, seats: 3 });
  for (const u of USERS) s = handleTable(s, u, '!join').session;
  s = handleTable(s, USERS[0]!, '!start').session;
  return { ...s, draft };
}

/** A one-round draft with these packs for seats 0, 1 and 2, drafters named as {@link USERS}. */
function draftOf(packs: readonly (readonly string[])[]): ReadonlyDraftState {
  return fixedDraft([packs], 1, [...USERS]);
}

/** The ids of the cards named `name` in the pack `seat` holds, in pack order. */
function idsIn(draft: ReadonlyDraftState, seat: number, name: string): number[] {
  return draft.packs[draft.drafters[seat]!.queue[0]!]!.cards.filter((c) => draft.cards[c]!.name === name);
}

/** The numbers `!actions` gives the seat's actions whose text is `text`. */
function listed(s: TableSession, user: string, text: string): number[] {
  return handleTable(s, user, '!actions').replies[0]!.data.actions!.filter((a) => a.text === text).map((a) => a.n);
}

describe('!act pick among cards of one name in the pack in hand', () => {
  it('drafts the first of two Ogre Sentries in pack order', () => {
    const s = sessionAt(draftOf([TWO_SENTRIES, pack([]), pack([])]));
    const [first, second] = idsIn(s.draft!, 0, 'Ogre Sentry');
    const r = handleTable(s, 'Ann', '!act pick Ogre Sentry');
    expect(r.ok).toBe(true);
    expect(r.session.draft!.drafters[0]!.pile).toEqual([{ card: first, faceUp: false }]);
    expect(r.session.draft!.packs[0]!.cards).toContain(second);
  });

  it('refuses a text that reads as picks of cards of different names, marking none of the twins', () => {
    const s = sessionAt(draftOf([TWO_SENTRIES, pack([]), pack([])]));
    const r = handleTable(s, 'Ann', '!act pick');
    expect(r.ok).toBe(false);
    expect(r.replies[0]!.text).toBe('6 actions read "pick", and they differ: !1 pick Ogre Sentry; !2 pick Kiln Fiend; !3 pick Ogre Sentry; !4 pick Hurly-Burly; !5 pick Flame Slash; !6 pick Trumpet Blast; take one by its number');
  });

  it('property: with any pack, "!act pick NAME" drafts the first card of that name in pack order', () => {
    const names = ['Ogre Sentry', 'Kiln Fiend', 'Flame Slash'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...names), { minLength: 5, maxLength: 5 }), fc.constantFrom(...names), (cards, name) => {
        const s = sessionAt(draftOf([[...cards, name], pack([]), pack([])]));
        const first = idsIn(s.draft!, 0, name)[0];
        const r = handleTable(s, 'Ann', `!act pick ${name}`);
        expect(r.ok).toBe(true);
        expect(r.session.draft!.drafters[0]!.pile.map((p) => p.card)).toEqual([first]);
      }),
      { numRuns: 25 },
    );
  });

  it('keeps picks with different options apart: Lore Seeker with or without adding a booster', () => {
    const s = sessionAt(draftOf([pack([]), pack([]), pack(['Lore Seeker', 'Hurly-Burly', 'Lore Seeker'])]));
    const [first] = idsIn(s.draft!, 2, 'Lore Seeker');
    const packs = s.draft!.packs.length;
    const plain = handleTable(s, 'Cy', '!act pick Lore Seeker');
    expect(plain.ok).toBe(true);
    expect(plain.session.draft!.drafters[2]!.pile.map((p) => p.card)).toEqual([first]);
    expect(plain.session.draft!.packs).toHaveLength(packs);
    const adding = handleTable(s, 'Cy', '!act pick Lore Seeker and add a booster');
    expect(adding.ok).toBe(true);
    expect(adding.session.draft!.drafters[2]!.pile.map((p) => p.card)).toEqual([first]);
    expect(adding.session.draft!.packs).toHaveLength(packs + 1);
    // "pick Lore" reads as four picks, two ways of drafting each card: the options are a real choice
    const vague = handleTable(s, 'Cy', '!act pick Lore');
    expect(vague.ok).toBe(false);
    expect(vague.session).toBe(s);
    expect(vague.replies[0]!.readers).toEqual({ everyone: false, seat: 2, users: ['Cy'] });
    expect(vague.replies[0]!.text).toMatch(/^4 actions read "pick Lore", and they differ: .*; take one by its number$/);
  });

  it('a foil is told apart from the plain card of its name: refused, with how', () => {
    const plain = draftOf([TWO_SENTRIES, pack([]), pack([])]);
    const [, foiled] = idsIn(plain, 0, 'Ogre Sentry');
    const draft = { ...plain, cards: plain.cards.map((c) => (c.id === foiled ? { ...c, foil: true } : c)) };
    const s = sessionAt(draft);
    const r = handleTable(s, 'Ann', '!act pick Ogre Sentry');
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    const [n1, n2] = listed(s, 'Ann', 'pick Ogre Sentry');
    expect(r.replies[0]!.text).toBe(`2 actions read "pick Ogre Sentry", and they differ: !${n1} pick Ogre Sentry; !${n2} pick Ogre Sentry (foil); take one by its number`);
    const taken = handleTable(s, 'Ann', `!${n2}`);
    expect(taken.ok).toBe(true);
    expect(taken.session.draft!.drafters[0]!.pile.map((p) => p.card)).toEqual([foiled]);
  });

  it('a Cogwork Librarian drafted face up and put back into the pack is told apart from one nobody else knows (CR 905.2c)', () => {
    let d = draftOf([pack(['Cogwork Librarian']), pack([]), pack(['Hurly-Burly', 'Cogwork Librarian'])]);
    d = pick(d, 0, 'Cogwork Librarian');
    d = pick(d, 1, 'Ogre Sentry');
    d = pick(d, 2, 'Hurly-Burly');
    // Ann drafts two cards from Cy's pack with her face-up Librarian, and puts it into that pack
    const returned = d.drafters[0]!.pile[0]!.card;
    d = applyDraft(d, { type: 'pick', seat: 0, card: cardInHand(d, 0, 'Ogre Sentry'), extra: 'Cogwork Librarian' });
    d = pick(d, 0, 'Kiln Fiend');
    d = pick(d, 1, 'Hurly-Burly');
    const s = sessionAt(d);
    const [kept, put] = idsIn(d, 1, 'Cogwork Librarian');
    expect(put).toBe(returned);
    const r = handleTable(s, 'Bo', '!act pick Cogwork Librarian');
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(r.replies[0]!.readers).toEqual({ everyone: false, seat: 1, users: ['Bo'] });
    const [n1, n2] = listed(s, 'Bo', 'pick Cogwork Librarian');
    expect(r.replies[0]!.text).toBe(`2 actions read "pick Cogwork Librarian", and they differ: !${n1} pick Cogwork Librarian; !${n2} pick Cogwork Librarian (known to seat 1 (Ann), seat 3 (Cy)); take one by its number`);
    const taken = handleTable(s, 'Bo', `!${n1}`);
    expect(taken.ok).toBe(true);
    expect(taken.session.draft!.drafters[1]!.pile.map((p) => p.card)).toContain(kept);
  });
});
