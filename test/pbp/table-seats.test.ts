/**
 * Taking and leaving seats before the start (`!join`, `!leave`): a seat past the last, a full table,
 * a team on one seat, and leaving once the draft has begun.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';

function threeSeats(): TableSession {
  return createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
}

describe('!join', () => {
  it('a seat past the last is refused, the session unchanged', () => {
    const s = threeSeats();
    expect(handleTable(s, 'A', '!join 3').session.seats[2]!.users).toEqual(['A']);
    const past = handleTable(s, 'A', '!join 4');
    expect(past).toMatchObject({ ok: false, session: s });
    expect(past.replies.map((r) => r.text)).toEqual(['there are 3 seats']);
  });

  it('with every seat taken, !join without a number is refused and says how to join a team; !join N joins that seat\'s team', () => {
    let s = threeSeats();
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    const full = handleTable(s, 'D', '!join');
    expect(full).toMatchObject({ ok: false, session: s });
    expect(full.replies.map((r) => r.text)).toEqual(["every seat is taken: !join N joins seat N's team"]);
    const team = handleTable(s, 'D', '!join 2');
    expect(team.session.seats.map((x) => x.users)).toEqual([['A'], ['B', 'D'], ['C']]);
    expect(team.replies.map((r) => r.text)).toEqual(['D sits at seat 2 (its team: B, D).']);
    expect(handleTable(s, 'D', '!join').ok).toBe(false);
  });

  it('a user alone on a seat is told no team', () => {
    expect(handleTable(threeSeats(), 'A', '!join 2').replies.map((r) => r.text)).toEqual(['A sits at seat 2.']);
  });
});

describe('!leave', () => {
  it('is refused once a draft has begun: the drafter keeps the seat', () => {
    let s = createTableSession({ kind: 'draft', seed: 1, seats: 3 });
    for (const u of ['A', 'B', 'C']) s = handleTable(s, u, '!join').session;
    s = handleTable(s, 'A', '!start').session;
    const left = handleTable(s, 'B', '!leave');
    expect(left).toMatchObject({ ok: false, session: s });
    expect(left.replies.map((r) => r.text)).toEqual(['the session has started: !concede leaves a game']);
  });
});
