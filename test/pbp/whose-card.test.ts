/**
 * Cards of one name told apart in a seat's numbered actions by whose they are: in a multiplayer game
 * a target "Bronze Sable" could be any player's, so another player's permanent reads with its
 * controller's seat (CR 110.2), and the seat's own reads bare.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable } from '../../src/pbp/table-session.js';
import { setup } from '../cards/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

describe("whose card a numbered action names", () => {
  it("CR 110.2: Murder's targets, two Bronze Sables, read as Ann's own and as seat 2's", () => {
    const { state: game } = setup({ players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], hand: ['Murder'] }, { battlefield: ['Bronze Sable'] }, {}] });
    expect(game.decision).toMatchObject({ kind: 'priority', player: 0 });
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    for (const u of USERS) s = handleTable(s, u, '!join').session;
    const listed = handleTable({ ...s, game }, 'Ann', '!actions').replies[0]!.data.actions!.map((a) => a.text).filter((t) => t.startsWith('cast Murder'));
    expect(listed.sort()).toEqual(['cast Murder targeting Bronze Sable', "cast Murder targeting Bronze Sable (seat 2's)"]);
    // each reads as its own text, so !act TEXT takes the one meant
    const taken = handleTable({ ...s, game }, 'Ann', "!act cast Murder targeting Bronze Sable (seat 2's)");
    expect(taken.ok).toBe(true);
  });
});
