import { describe, expect, it } from 'vitest';
import { apply, deserialize, serialize, view, type ReadonlyGameState } from '../../src/index.js';
import { addExtraTurn } from '../../src/rules/500.7-extra-turns.js';
import { events, nextTurn, setup } from '../cards/helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

/** The active player of each of the next `n` turns, playing on without doing anything. */
function turnOrder(state: ReadonlyGameState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    s = nextTurn(s);
    out.push(s.turn.active);
  }
  return out;
}

/** Four players, player 0 active in their first main phase; `extra` given extra turns in this order. */
function withExtraTurns(extra: number[]): ReadonlyGameState {
  const s = mutableCopy(setup({ players: [{}, {}, {}, {}] }).state);
  for (const p of extra) addExtraTurn(s, p);
  return s;
}

describe('500.7 extra turns', () => {
  it('"adding the turns directly after the specified turn": the regular order goes on after the turn they followed', () => {
    expect(turnOrder(withExtraTurns([2]), 5)).toEqual([2, 1, 2, 3, 0]);
  });

  it('"If multiple players are given extra turns, the extra turns are added one at a time, in APNAP order. The most recently created turn will be taken first."', () => {
    // added for player 2, then player 3: player 3's is taken first
    expect(turnOrder(withExtraTurns([2, 3]), 5)).toEqual([3, 2, 1, 2, 3]);
  });

  it('"If a player is given multiple extra turns, the extra turns are added one at a time": two for one player are two turns', () => {
    expect(turnOrder(withExtraTurns([0, 0]), 4)).toEqual([0, 0, 1, 2]);
    const before = withExtraTurns([0]);
    const s = nextTurn(before);
    expect(events(s, 'extraTurn')).toEqual([expect.objectContaining({ rule: '500.7', player: 0 })]);
    expect(s.turn.number).toBe(before.turn.number + 1);
  });

  it('an extra turn is public: the views of every player list the extra turns to come', () => {
    const s = withExtraTurns([2, 3]);
    expect(view(s, 1).extraTurns).toEqual([3, 2]);
  });

  it('800.4k: a player who left the game begins no turn — their extra turns are lost', () => {
    let s = withExtraTurns([2, 3]);
    s = apply(s, { type: 'concede', player: 3 });
    expect(events(s, 'extraTurnsLost')).toEqual([expect.objectContaining({ rule: '800.4k', player: 3 })]);
    expect(turnOrder(s, 3)).toEqual([2, 1, 2]);
  });

  it('a saved game keeps its extra turns', () => {
    const s = deserialize(serialize(withExtraTurns([1, 2])));
    expect(turnOrder(s, 4)).toEqual([2, 1, 1, 2]);
  });
});
