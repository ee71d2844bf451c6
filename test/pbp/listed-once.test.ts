/**
 * Issue 16, item 4: a decision is listed once. A play-by-post session is loaded from its file for
 * each command: the game it holds is read as `deserialize` reads a save, keeping the list its check
 * made, so that the command asking for the decision's actions lists nothing again. A draft session's
 * draft is read as `deserializeDraft` reads a save: each drafter its check listed is listed once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession, loadTableSession, saveSession } from '../../src/pbp/saved.js';
import { createSession, handle } from '../../src/pbp/session.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import * as draftListing from '../../src/draft/legal.js';
import { after } from './helpers.js';
import { listings } from '../helpers/listings.js';

afterEach(() => {
  vi.restoreAllMocks();
});


const DECK = { deck: [...Array(17).fill('Mountain'), ...Array(23).fill("Grenzo's Ruffians")], sideboard: ['Double Stroke'] };

describe('play-by-post: a loaded session lists its decision once', () => {
  it('Async Mental Magic: loading the session and asking !actions lists the decision once', () => {
    const text = saveSession(after(createSession({ seed: 4 }), ['alice: !dibs', 'alice: !', 'alice: !u 00']));
    let reply = '';
    expect(listings(() => { reply = handle(loadSession(text), 'alice', '!actions').reply.text; })).toBe(1);
    expect(reply).toMatch(/^Seat \d may:\n1\. /);
  });

  it('a Conspiracy game: loading the session and asking !actions lists the decision once', () => {
    let s: TableSession = createTableSession({ kind: 'conspiracy', seed: 6, seats: 3, decks: [DECK, DECK, DECK] });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'C', '!start').session;
    const decider = ['A', 'B', 'C'][s.game!.decision!.player]!;
    const text = saveSession(s);
    let reply = '';
    expect(listings(() => { reply = handleTable(loadTableSession(text), decider, '!actions').replies.map((r) => r.text).join('\n'); })).toBe(1);
    expect(reply).toMatch(/1\. /);
  });
});

/** The drafters listed (as [state, seat]) more than once while `f` ran. */
function draftersListedTwice(f: () => unknown): [unknown, number][] {
  const spy = vi.spyOn(draftListing, 'listPicksOf');
  f();
  const seen = new Map<unknown, Set<number>>();
  const twice = spy.mock.calls.filter(([state, seat]) => {
    const seats = seen.get(state) ?? new Set<number>();
    seen.set(state, seats);
    if (seats.has(seat)) return true;
    seats.add(seat);
    return false;
  }).map(([state, seat]) => [state, seat] as [unknown, number]);
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
  return twice;
}

describe('play-by-post: a loaded draft session lists each drafter once', () => {
  it('loading the session, asking !actions and picking lists each drafter of each draft state once', () => {
    let s: TableSession = createTableSession({ kind: 'draft', seed: 3, seats: 3 });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'A', '!start').session;
    s = handleTable(s, 'B', '!1').session;
    const text = saveSession(s);
    let replies = '';
    expect(draftersListedTwice(() => {
      const loaded = loadTableSession(text);
      replies = handleTable(loaded, 'A', '!actions').replies.map((r) => r.text).join('\n');
      handleTable(loaded, 'A', '!1');
    })).toEqual([]);
    expect(replies).toMatch(/1\. /);
  });
});
