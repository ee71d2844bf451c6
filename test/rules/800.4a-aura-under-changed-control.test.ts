/**
 * CR 800.4a with an Aura another player owns: the effect that gave the leaving player control of it
 * ends, so it goes back to its owner's control and stays attached where it is (CR 301.5, 303.4:
 * a change of control doesn't move an Aura); nothing they control is left to exile. Played through
 * Expropriate's money vote (its ruling: "You can vote money to gain control of a permanent you own,
 * no matter who controls it" — here the voter's Pariah on a third player's creature).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../src/index.js';
import { cast, castAndResolve, chooseObject, events, nextTurn, permanent, resolveTop, setup } from '../cards/helpers.js';
import { castVotes } from '../cards/voting.js';

/**
 * Four players, player 1's turn: player 1 casts Pariah on player 2's Bronze Sable; then in player 0's
 * turn player 0 casts Expropriate and the players vote time, money (player 1), time, time: player 0
 * gains control of player 1's Pariah and is to take two extra turns.
 */
function pariahTaken(): { s: ReadonlyGameState; pariah: number; sable: number } {
  const { state, ids } = setup({
    active: 1,
    players: [
      { hand: ['Expropriate'], battlefield: ['Island', 'Island', ...Array<string>(7).fill('Wastes')] },
      { hand: ['Pariah'], battlefield: ['Plains', 'Plains', 'Plains'] },
      { battlefield: ['Bronze Sable'] },
      {},
    ],
  });
  const sable = permanent(state, 'Bronze Sable');
  let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: sable }]);
  const pariah = permanent(s, 'Pariah');
  for (let i = 0; i < 3; i++) s = nextTurn(s);
  expect(s.turn.active).toBe(0);
  s = resolveTop(cast(s, 0, ids.hand[0]![0]!));
  s = castVotes(s, ['time', 'money', 'time', 'time']);
  s = chooseObject(s, pariah);
  expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
  return { s, pariah, sable };
}

describe('800.4a: the player who gained control of another player\'s Aura leaves the game', () => {
  it('the Aura goes back to its owner, still attached to the creature it enchants; it is not exiled', () => {
    const { s: taken, pariah, sable } = pariahTaken();
    expect(characteristics(taken, pariah).controller).toBe(0);
    const s = apply(taken, { type: 'concede', player: 0 });
    expect(s.battlefield).toContain(pariah);
    expect(characteristics(s, pariah).controller).toBe(1);
    expect(s.objects[pariah]!.attachedTo).toEqual({ object: sable });
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual([]);
    expect(events(s, 'gainControl').at(-1)).toMatchObject({ player: 1, object: pariah, rule: '613.1b' });
  });

  it('800.4k: the extra turns its caster was to take are lost; the next turn is player 1\'s', () => {
    const { s: taken } = pariahTaken();
    const s = nextTurn(apply(taken, { type: 'concede', player: 0 }));
    expect(s.turn.active).toBe(1);
    expect(events(s, 'extraTurnsLost')).toEqual([expect.objectContaining({ player: 0, rule: '800.4k' })]);
  });
});
