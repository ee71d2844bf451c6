/**
 * CR 400.2, 401.2, 402.3 (DESIGN principle 9): whether a player has a decision to make tells the
 * other players nothing about the cards of a hidden zone. A "you may put a … card from your hand"
 * is asked whenever the hand holds a card, not only when it holds one that fits: another player who
 * sees the decision come, or not, would learn what the hand holds.
 */
import { describe, expect, it } from 'vitest';
import { apply, view, type ReadonlyGameState } from '../../src/index.js';
import { choose, names, permanents, resolveStack, setup } from '../cards/helpers.js';

/** What `viewer` sees of the decision and whose turn it is: all another player may tell apart. */
function seen(s: ReadonlyGameState, viewer: number): unknown {
  return view(s, viewer).decision;
}

describe('a "you may put a card from your hand onto the battlefield" is asked whatever the hand holds', () => {
  /** Player 1 plays a land; player 0's Burgeoning triggers and resolves with `hand` in player 0's hand. */
  const burgeoning = (hand: string[]): ReadonlyGameState => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Burgeoning'], hand }, { hand: ['Mountain'] }] });
    return resolveStack(apply(state, { type: 'playLand', player: 1, card: ids.hand[1]![0]! }));
  };

  it('Burgeoning: its controller with no land card in hand is asked too, and the other player sees the same decision', () => {
    const withLand = burgeoning(['Forest']);
    const without = burgeoning(['Murder']);
    expect(seen(without, 1)).toEqual(seen(withLand, 1));
    expect(without.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [], min: 0, max: 0 } });
    const after = resolveStack(choose(without, []));
    expect(names(after, 0, 'hand')).toEqual(['Murder']);
    expect(permanents(after, 'Murder')).toEqual([]);
  });

  it('Burgeoning: an empty hand, which every player sees, asks nothing', () => {
    expect(burgeoning([]).decision).toMatchObject({ kind: 'priority' });
  });
});
