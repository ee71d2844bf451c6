/**
 * `!pass` where a seat chooses whom to pass a pack to: the last card of a pack held by a Canal
 * Dredger drafter who drafts no more this round goes to the Canal Dredger drafter they choose (Canal
 * Dredger ruling: "each player chooses which of those players to pass the last card to"). The table
 * lists each way to pass, as it does for a card that can be drafted several ways, and passes none on
 * its own.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, legalPicks, type ReadonlyDraftState } from '../../src/index.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { cardInHand, pick, threeDredgersOneTakingAPack } from '../draft/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy', 'Di'];

/** Seat 0 holds the last card of a pack, to pass to seat 1 or seat 2, the Canal Dredger drafters who can draft it. */
function dredgerChoice(): ReadonlyDraftState {
  let s = threeDredgersOneTakingAPack();
  while (s.drafters[0]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 0)[0]!);
  s = pick(s, 1, 'Coordinated Assault');
  s = pick(s, 2, 'Kiln Fiend');
  s = pick(s, 3, 'Kiln Fiend');
  return applyDraft(s, { type: 'pick', seat: 2, card: cardInHand(s, 2, 'Burn Away'), dredger: 0 });
}

/** A draft session of four seats, taken by {@link USERS} in order, at the draft state `draft`. */
function sessionAt(draft: ReadonlyDraftState): TableSession {
  let s = createTableSession({ kind: 'draft', seed: 1, seats: 4 });
  for (const u of USERS) s = handleTable(s, u, '!join').session;
  s = handleTable(s, USERS[0]!, '!start').session;
  expect(s.seats.map((seat) => seat.users)).toEqual(USERS.map((u) => [u]));
  return { ...s, draft };
}

describe('!pass with a choice of whom to pass to', () => {
  it('lists each Canal Dredger drafter the pack can go to, and passes it only as the seat chooses', () => {
    const s = sessionAt(dredgerChoice());
    expect(legalPicks(s.draft!, 0)).toEqual([{ type: 'passPack', seat: 0, dredger: 1 }, { type: 'passPack', seat: 0, dredger: 2 }]);
    const asked = handleTable(s, 'Ann', '!pass');
    expect(asked.ok).toBe(true);
    // nothing passed yet: the same draft, and a whisper to seat 0 listing both ways
    expect(asked.session.draft).toBe(s.draft);
    const reply = asked.replies[0]!;
    expect(reply.readers).toMatchObject({ everyone: false, seat: 0 });
    expect(reply.data?.actions?.map((o) => o.action)).toEqual([{ type: 'passPack', seat: 0, dredger: 1 }, { type: 'passPack', seat: 0, dredger: 2 }]);
    const toSeat2 = reply.data!.actions!.find((o) => (o.action as { dredger?: number }).dredger === 2)!;
    const passed = handleTable(asked.session, 'Ann', `!${toSeat2.n}`);
    expect(passed.ok).toBe(true);
    expect(passed.session.draft!.log.at(-1)).toMatchObject({ type: 'pass', rule: 'Canal Dredger', seat: 0, to: 2 });
  });
});
