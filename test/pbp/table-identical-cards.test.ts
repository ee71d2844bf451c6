/**
 * `!act TEXT` among identical cards of a hidden zone: four Forests in hand each read "play Forest",
 * and nobody can tell them apart (CR 401.2, 402.3), so the command takes the first in hand order
 * rather than refusing it as ambiguous. A card something marks — known to the other players
 * (revealed, CR 701.20), counters (122) — keeps the refusal, which lists how to tell the actions apart.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editState } from '../../src/testing/edit-state.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import type { ReadonlyGameState } from '../../src/state/types.js';
import { setup } from '../cards/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

/** A Conspiracy session of three seats playing `game`. */
function sessionOf(game: ReadonlyGameState): TableSession {
  let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
  for (const u of USERS) s = handleTable(s, u, '!join').session;
  return { ...s, game };
}

/** Ann's game in her first main phase with these cards in hand, a Forest in play and Forests in her library. */
function withHand(hand: string[]): ReadonlyGameState {
  return setup({ format: 'conspiracy', players: [{ hand, battlefield: ['Forest'], library: Array<string>(6).fill('Forest') }, {}, {}] }).state;
}

describe('!act among identical cards of a hidden zone', () => {
  it('plays one of four Forests in hand: the first in hand order, as everyone reads "a Forest" was played', () => {
    const game = withHand(['Forest', 'Forest', 'Forest', 'Forest']);
    const hand = [...game.players[0]!.hand];
    const r = handleTable(sessionOf(game), 'Ann', '!act play Forest');
    expect(r.ok).toBe(true);
    expect(r.session.game!.players[0]!.hand).toEqual(hand.slice(1));
    expect(r.session.game!.objects[hand[0]!]!.zone).toBe('hand');
    expect(r.session.game!.objects[hand[0]!]!.movedTo).not.toBeNull();
    expect(r.session.game!.battlefield.filter((id) => r.session.game!.objects[id]!.card === 'Forest')).toHaveLength(2);
  });

  it('property: with any hand, "!act play NAME" plays the first card of that name in hand order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Forest', 'Swamp', 'Bronze Sable'), { minLength: 1, maxLength: 7 }), fc.constantFrom('Forest', 'Swamp'), (cards, land) => {
        const game = withHand([...cards, land]);
        const hand = game.players[0]!.hand;
        const first = hand.find((id) => game.objects[id]!.card === land)!;
        const r = handleTable(sessionOf(game), 'Ann', `!act play ${land}`);
        expect(r.ok).toBe(true);
        expect(r.session.game!.players[0]!.hand).toEqual(hand.filter((id) => id !== first));
      }),
      { numRuns: 25 },
    );
  });

  it('a search among identical cards of the library takes the first: "!act search: Forest" (CR 701.23)', () => {
    let s = sessionOf(withHand(['Lay of the Land']));
    s = handleTable(s, 'Ann', '!act cast Lay of the Land').session;
    for (const u of USERS) s = handleTable(s, u, '!pass').session;
    const library = [...s.game!.players[0]!.library];
    const r = handleTable(s, 'Ann', '!act search: Forest');
    expect(r.ok).toBe(true);
    expect(r.session.game!.objects[library[0]!]!.movedTo).toBe(r.session.game!.players[0]!.hand[0]);
  });

  it('a Forest the others saw go to the hand (revealed by a search, CR 701.20) is told apart: refused, with how, to the seat only', () => {
    let s = sessionOf(withHand(['Lay of the Land', 'Forest', 'Forest']));
    s = handleTable(s, 'Ann', '!act cast Lay of the Land').session;
    for (const u of USERS) s = handleTable(s, u, '!pass').session;
    s = handleTable(s, 'Ann', '!act search: Forest').session;
    expect(s.game!.players[0]!.hand.map((id) => s.game!.objects[id]!.card)).toEqual(['Forest', 'Forest', 'Forest']);
    const r = handleTable(s, 'Ann', '!act play Forest');
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]!.readers).toEqual({ everyone: false, seat: 0, users: ['Ann'] });
    const listed = handleTable(s, 'Ann', '!actions').replies[0]!.data.actions!.filter((a) => a.text === 'play Forest').map((a) => a.n);
    expect(listed).toHaveLength(3);
    expect(r.replies[0]!.text).toBe(`3 actions read "play Forest", and they differ: !${listed[0]} play Forest; !${listed[1]} play Forest; !${listed[2]} play Forest (known to other players); take one by its number`);
    // the numbers it gives take the one asked for
    const known = handleTable(s, 'Ann', `!${listed[2]}`);
    expect(known.ok).toBe(true);
    expect(known.session.game!.objects[s.game!.players[0]!.hand[2]!]!.movedTo).not.toBeNull();
  });

  it('property: Forests in hand with counters are interchangeable exactly when their counters are the same (CR 122)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 2 }), { minLength: 2, maxLength: 4 }), (counts) => {
        const plain = withHand(counts.map(() => 'Forest'));
        const hand = plain.players[0]!.hand;
        const game = editState(plain, (d) => {
          hand.forEach((id, i) => {
            d.objects[id] = { ...d.objects[id]!, counters: counts[i]! > 0 ? { '+1/+1': counts[i]! } : {} };
          });
        });
        const r = handleTable(sessionOf(game), 'Ann', '!act play Forest');
        expect(r.ok).toBe(counts.every((n) => n === counts[0]));
        if (!r.ok) {
          for (const n of counts) if (n > 0) expect(r.replies[0]!.text).toContain(`(${n} +1/+1 counter${n === 1 ? '' : 's'})`);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('actions that differ in more than their cards stay refused, each by its own text', () => {
    const r = handleTable(sessionOf(withHand(['Forest', 'Swamp'])), 'Ann', '!act play');
    expect(r.ok).toBe(false);
    expect(r.replies[0]!.text).toMatch(/^2 actions read "play", and they differ: !\d+ play Forest; !\d+ play Swamp; take one by its number$/);
  });
});
