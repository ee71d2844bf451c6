/**
 * Pages of `!actions` and the pool `!view` shows once a draft is complete: a page past the last is
 * refused to the seat, and each drafter is whispered its own pool to build its deck from (CR 905.1d).
 */
import { describe, expect, it } from 'vitest';
import { cardPool } from '../../src/draft/record.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { drive, eager } from './table-driver.js';

function conspiracyGame(): TableSession {
  let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3, decks: Array(3).fill({ deck: Array(40).fill('Forest'), sideboard: ["Brago's Favor"] }) });
  for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
  return handleTable(s, 'A', '!start').session;
}

describe('!actions N', () => {
  it('a page past the last is refused, whispered to the seat, saying how many pages there are', () => {
    const s = conspiracyGame();
    const seat = s.game!.decision!.player;
    const user = s.seats[seat]!.users[0]!;
    expect(handleTable(s, user, '!actions 1').replies[0]!.data).toMatchObject({ kind: 'actions', page: 1, pages: 1, total: 2 });
    const past = handleTable(s, user, '!actions 2');
    expect(past).toMatchObject({ ok: false, session: s });
    expect(past.replies).toEqual([{ text: 'there is 1 page of actions', readers: { everyone: false, seat, users: [user] }, data: { kind: 'refused' } }]);
  });
});

describe('CR 905.1d: a complete draft', () => {
  it('!view whispers each drafter its own pool, to build its deck from', () => {
    let s: TableSession = createTableSession({ kind: 'draft', seed: 3, seats: 2 });
    for (const u of ['A', 'B']) s = handleTable(s, u, '!join').session;
    const started = handleTable(s, 'A', '!start');
    const log = drive(started.session, [{ user: 'A', line: '!start', before: s, result: started }], { choose: eager, seed: 3, limit: 400, until: (x) => x.draft?.phase === 'complete' });
    s = log.at(-1)!.result.session;
    expect(s.draft?.phase).toBe('complete');
    ['A', 'B'].forEach((user, seat) => {
      const seen = handleTable(s, user, '!view').replies;
      expect(seen).toHaveLength(1);
      expect(seen[0]!.readers).toEqual({ everyone: false, seat, users: [user] });
      expect(seen[0]!.text.split('\n').at(-1)).toBe(`Your pool: ${cardPool(s.draft!, seat).join(', ')}`);
    });
  });
});
