/**
 * The board a play-by-post table prints (`gameViewLines`) names a copy by its name now, with the
 * card it is (CR 707.2): Dack's Duplicate copying Lizard Warrior is "Lizard Warrior (Dack's Duplicate)".
 */
import { describe, expect, it } from 'vitest';
import { apply, view } from '../../src/index.js';
import { gameViewLines } from '../../src/pbp/table-text.js';
import { cast, passUntil, permanent, resolveStack, setup } from '../cards/helpers.js';

describe('the play-by-post board', () => {
  it("names a copy by the copied name, then the card it is (CR 707.2)", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Mountain', 'Wastes', 'Wastes'], hand: ["Dack's Duplicate"] }, { battlefield: ['Lizard Warrior'] }] });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error('expected the copy choice');
    const warrior = permanent(state, 'Lizard Warrior');
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === warrior)] }));
    const seat1 = gameViewLines(view(s, 1)).find((l) => l.startsWith('Seat 1 '));
    expect(seat1).toContain("Lizard Warrior (Dack's Duplicate) 4/2");
    // the original is shown by its own name alone
    expect(gameViewLines(view(s, 1)).find((l) => l.startsWith('Seat 2 '))).toMatch(/Lizard Warrior 4\/2(?! \()/);
  });
});
