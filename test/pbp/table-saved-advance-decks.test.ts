/**
 * Sessions saved before every seat had `advanceDeck` (the deck given at the session's creation,
 * which a seat takes back when its last user leaves): loading one fills in the deck given at creation
 * where it can be told, and elsewhere reads the file as the version that wrote it did.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, loadTableSession, saveSession, type TableSession } from '../../src/index.js';

const GIVEN = { deck: Array(40).fill('Plains'), sideboard: [] };
const OWN = '!deck 40 Forest; Sideboard; 1 Double Stroke';

function seated(s: TableSession, users: readonly string[] = ['Ana', 'Ben', 'Cy']): TableSession {
  for (const u of users) s = handleTable(s, u, '!join').session;
  return s;
}

/** The session as it was saved before seats had `advanceDeck` (the field left out of each seat, or of those given). */
function savedBefore(s: TableSession, seats: 'all' | 'unset' = 'all'): string {
  const json = JSON.parse(saveSession(s)) as { seats: Record<string, unknown>[] };
  for (const seat of json.seats) if (seats === 'all' || seat.advanceDeck === null) delete seat.advanceDeck;
  return JSON.stringify(json);
}

describe('sessions saved before every seat had advanceDeck', () => {
  it('a new session writes advanceDeck on every seat, null for a seat given none, so that one without it is told apart', () => {
    const s = createTableSession({ kind: 'conspiracy', seed: 4, seats: 3, decks: [GIVEN] });
    expect(s.seats.map((x) => x.advanceDeck)).toEqual([GIVEN, null, null]);
    expect(loadTableSession(saveSession(s))).toStrictEqual(JSON.parse(saveSession(s)));
  });

  it('a draft not yet started: a seat\'s deck can only be the one given at creation, which the seat takes back when emptied', () => {
    const s = seated(createTableSession({ kind: 'draft', seed: 4, seats: 3, decks: [GIVEN] }));
    let loaded = loadTableSession(savedBefore(s));
    expect(loaded.seats[0]!.advanceDeck).toEqual(GIVEN);
    loaded = handleTable(loaded, 'Ana', '!leave').session;
    expect(loaded.seats[0]!.deck).toEqual(GIVEN);
  });

  it('a seat without the field beside one with it was given none at creation: its !deck goes with its last user', () => {
    let s = seated(createTableSession({ kind: 'conspiracy', seed: 4, seats: 3, decks: [GIVEN] }));
    s = handleTable(s, 'Ben', OWN).session;
    let loaded = loadTableSession(savedBefore(s, 'unset'));
    expect(loaded.seats.map((x) => x.advanceDeck)).toEqual([GIVEN, null, null]);
    loaded = handleTable(handleTable(loaded, 'Ben', '!leave').session, 'Ana', '!leave').session;
    expect(loaded.seats.map((x) => x.deck)).toEqual([GIVEN, null, null]);
  });

  it('a session that has started: its seats no longer empty, so no deck is taken back (null)', () => {
    let s = seated(createTableSession({ kind: 'conspiracy', seed: 4, seats: 3, decks: [GIVEN, GIVEN, GIVEN] }));
    s = handleTable(s, 'Ana', '!start').session;
    expect(s.game).not.toBeNull();
    expect(loadTableSession(savedBefore(s)).seats.map((x) => x.advanceDeck)).toEqual([null, null, null]);
  });

  it('a Conspiracy game not yet started with no deck on any seat: none was given', () => {
    const s = seated(createTableSession({ kind: 'conspiracy', seed: 4, seats: 3 }));
    expect(loadTableSession(savedBefore(s)).seats.map((x) => x.advanceDeck)).toEqual([null, null, null]);
  });

  it('a Conspiracy game not yet started whose seats lack the field reads as the version that wrote it did: a seat takes back no deck, so a !deck goes with its last user', () => {
    let s = seated(createTableSession({ kind: 'conspiracy', seed: 4, seats: 4 }));
    s = handleTable(s, 'Cy', OWN).session;
    let loaded = loadTableSession(savedBefore(s));
    expect(loaded.seats.map((x) => x.advanceDeck)).toEqual([null, null, null, null]);
    expect(loaded.seats[2]!.deck).not.toBeNull();
    loaded = handleTable(loaded, 'Cy', '!leave').session;
    expect(loaded.seats[2]!.deck).toBeNull();
  });
});
