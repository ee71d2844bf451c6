/**
 * The decks a Conspiracy game session takes, by `!deck` or given at its creation: the minimum deck
 * size is 40 less what the sideboard's conspiracies take off (CR 100.2b, Advantageous Proclamation:
 * "Your minimum deck size is reduced by five"), and a deck given at creation is checked there, so
 * that `!start` never fails on another seat's deck and tells the speaker what is in it.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableSession } from '../../src/index.js';
import { refusal } from '../helpers/refusal.js';

function seated(s: TableSession): TableSession {
  for (const u of ['Ana', 'Ben', 'Cy']) s = handleTable(s, u, '!join').session;
  return s;
}


describe('Conspiracy game sessions: decks', () => {
  it('take a 35-card deck with Advantageous Proclamation in the sideboard, not 34, and not 35 without it; the game starts', () => {
    let s = seated(createTableSession({ kind: 'conspiracy', seed: 4, seats: 3 }));
    const short = handleTable(s, 'Ana', '!deck 34 Forest; Sideboard; 1 Advantageous Proclamation');
    expect(short.ok).toBe(false);
    expect(short.replies[0]!.text).toContain('at least 35 cards, not 34');
    expect(short.replies[0]!.readers).toMatchObject({ everyone: false, seat: 0 });
    expect(handleTable(s, 'Ana', '!deck 35 Forest').ok).toBe(false);
    const proclaimed = handleTable(s, 'Ana', '!deck 35 Forest; Sideboard; 1 Advantageous Proclamation');
    expect(proclaimed.ok).toBe(true);
    s = proclaimed.session;
    expect(s.seats[0]!.deck).toEqual({ deck: Array(35).fill('Forest'), sideboard: ['Advantageous Proclamation'] });
    for (const u of ['Ben', 'Cy']) s = handleTable(s, u, '!deck 40 Island').session;
    const started = handleTable(s, 'Ben', '!start');
    expect(started.ok).toBe(true);
    // conspiracies are put into the command zone before the shuffle and the opening hands (CR 905.4)
    expect(started.session.game?.players[0]!.library).toHaveLength(35);
  });

  it("a deck given with !deck goes when the seat's last user leaves: the next user at the seat neither reads it nor plays it", () => {
    let s = seated(createTableSession({ kind: 'conspiracy', seed: 4, seats: 3 }));
    s = handleTable(s, 'Ana', '!deck 40 Forest; Sideboard; 1 Double Stroke').session;
    // a teammate leaving keeps the team's deck
    s = handleTable(s, 'Dee', '!join 1').session;
    s = handleTable(s, 'Dee', '!leave').session;
    expect(s.seats[0]!.deck).toEqual({ deck: Array(40).fill('Forest'), sideboard: ['Double Stroke'] });
    s = handleTable(s, 'Ana', '!leave').session;
    expect(s.seats[0]!.deck).toBeNull();
    s = handleTable(s, 'Eve', '!join 1').session;
    const view = handleTable(s, 'Eve', '!view');
    expect(view.replies.map((r) => r.text).join('\n')).not.toContain('Double Stroke');
    expect(view.replies[0]!.text).toContain('You have no deck yet');
    for (const u of ['Ben', 'Cy']) s = handleTable(s, u, '!deck 40 Island').session;
    const start = handleTable(s, 'Ben', '!start');
    expect(start.ok).toBe(false);
    expect(start.replies[0]!.text).toContain('no deck yet for seat 1');
  });

  it('a seat whose last user leaves takes back the deck given at creation, whatever its users gave since', () => {
    const given = { deck: Array(40).fill('Plains'), sideboard: [] };
    let s = seated(createTableSession({ kind: 'conspiracy', seed: 4, seats: 3, decks: [given] }));
    s = handleTable(s, 'Ana', '!deck 40 Forest; Sideboard; 1 Double Stroke').session;
    s = handleTable(s, 'Ana', '!leave').session;
    expect(s.seats[0]!.deck).toEqual(given);
    s = handleTable(s, 'Eve', '!join 1').session;
    expect(handleTable(s, 'Eve', '!view').replies[0]!.text).toContain('Your deck: 40 cards; sideboard: none');
  });

  it('check the decks given at creation: shapes, names, conspiracies and sizes, as clear errors', () => {
    const make = (decks: unknown[]) => () => createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: decks as never });
    expect(refusal(make(['x'])).code).toBe('malformed');
    expect(refusal(make([{ deck: 'Forest', sideboard: [] }])).message).toContain('decks[0] must be { deck: [card names], sideboard?: [card names] }');
    expect(refusal(make([null, { deck: [...Array(39).fill('Forest'), 'Secret Card X'], sideboard: [] }])).message).toBe('decks[1]: the engine does not implement "Secret Card X"');
    expect(refusal(make([{ deck: Array(39).fill('Forest'), sideboard: [] }])).message).toContain('at least 40 cards, not 39');
    expect(refusal(make([{ deck: [...Array(40).fill('Forest'), 'Double Stroke'], sideboard: [] }])).code).toBe('illegal');
    // a deck without a sideboard has an empty one
    expect(createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: [{ deck: Array(40).fill('Forest') } as never] }).seats[0]!.deck).toEqual({ deck: Array(40).fill('Forest'), sideboard: [] });
  });
});
