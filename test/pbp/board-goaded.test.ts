/**
 * The board a play-by-post table prints (`gameViewLines`) marks a goaded creature with the seats
 * that goaded it: a public designation (CR 701.15b) that decides how its controller must attack.
 */
import { describe, expect, it } from 'vitest';
import { view } from '../../src/index.js';
import { gameViewLines } from '../../src/pbp/table-text.js';
import { castAndResolve, permanent, setup } from '../cards/helpers.js';

describe('the play-by-post board', () => {
  it('marks a goaded creature with the seat that goaded it (CR 701.15b)', () => {
    const { state } = setup({ players: [{ hand: ['Besmirch'], battlefield: ['Mountain', 'Mountain', 'Mountain'] }, { battlefield: ['Bronze Sable'] }, {}] });
    expect(gameViewLines(view(state, 1)).join('\n')).not.toContain('goaded');
    const s = castAndResolve(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    // Besmirch's player controls it until end of turn, and goaded it
    const seat1 = gameViewLines(view(s, 2)).find((l) => l.startsWith('Seat 1 '));
    expect(seat1).toContain('Bronze Sable 2/1 (summoning sick, goaded by seat 1)');
  });
});
