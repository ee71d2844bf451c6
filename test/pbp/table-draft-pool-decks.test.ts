/**
 * CR 905.1d: after a draft each player builds their deck from only the cards they drafted and basic
 * lands. A draft session given decks at its creation kept them on the seats through the draft, and
 * `!start` began the game with them: a deck of cards never drafted. `!start` now refuses such a deck,
 * naming the seat, until the seat builds one from its pool.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableSession } from '../../src/index.js';
import { drive, eager } from './table-driver.js';

const USERS = ['Ana', 'Ben', 'Cy'];
const GIVEN = { deck: Array<string>(40).fill('Bronze Sable'), sideboard: [] };

describe('a draft session given decks at creation', () => {
  it('refuses to start the game with a deck not built from the drafted pool (CR 905.1d), and starts once it is', () => {
    let s: TableSession = createTableSession({ kind: 'draft', seed: 7, seats: 3, decks: [GIVEN, null, GIVEN] });
    for (const u of USERS) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'Ana', '!start').session;
    const log = drive(s, [], { choose: eager, seed: 3, limit: 2000, until: (x) => x.draft?.phase === 'complete' });
    s = log[log.length - 1]!.result.session;
    expect(s.draft?.phase).toBe('complete');
    s = handleTable(s, 'Ben', '!deck auto').session;
    const refused = handleTable(s, 'Ben', '!start');
    expect(refused.ok).toBe(false);
    expect(refused.session.game).toBeNull();
    expect(refused.replies[0]!.text).toContain('the deck of seat 1, seat 3 is not built from its drafted pool and basic lands (CR 905.1d)');
    for (const u of ['Ana', 'Cy']) s = handleTable(s, u, '!deck auto').session;
    const started = handleTable(s, 'Ben', '!start');
    expect(started.ok).toBe(true);
    expect(started.session.game).not.toBeNull();
  });
});
