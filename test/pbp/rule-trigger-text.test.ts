/**
 * The text of a rule's own triggered ability in a seat's numbered actions: the monarch's (CR 725.2)
 * read as the rule words them, each with the creature it is about, not as "the ability of rule 725"
 * twice — the order they go on the stack decides who is the monarch after them.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable } from '../../src/pbp/table-session.js';
import { attack, passUntil, permanent, setup } from '../cards/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

describe("a rule's triggered ability by post", () => {
  it('CR 725.2: two creatures dealing combat damage to the monarch give two triggers, listed by their text and creature', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}, {}] });
    let game = attack(state, [[permanent(state, 'Bronze Sable'), 1], [permanent(state, 'Wild Griffin'), 1]]);
    game = passUntil(game, (x) => x.decision?.kind === 'putTrigger');
    expect(game.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    for (const u of USERS) s = handleTable(s, u, '!join').session;
    const listed = handleTable({ ...s, game }, 'Bo', '!actions').replies[0]!.data.actions!.map((a) => a.text);
    const text = 'put on the stack: Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.';
    expect(listed.sort()).toEqual([`${text} (Bronze Sable (seat 1's))`, `${text} (Wild Griffin (seat 1's))`]);
  });
});
