/**
 * Issue 16, item 4: a decision is listed once. A play-by-post session is loaded from its file for
 * each command: the game it holds is read as `deserialize` reads a save, keeping the list its check
 * made, so that the command asking for the decision's actions lists nothing again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSession, loadTableSession, saveSession } from '../../src/pbp/saved.js';
import { createSession, handle } from '../../src/pbp/session.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { timingAndPriority } from '../../src/rules/117-timing-and-priority.js';
import { after } from './helpers.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** How many times the listers ran (CR 117's lister runs at every listing) while `f` ran. */
function listings(f: () => unknown): number {
  const spy = vi.spyOn(timingAndPriority, 'list');
  f();
  const n = spy.mock.calls.length;
  spy.mockRestore();
  return n;
}

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
