/**
 * Determinization and the log: a sample holds the log as the player's view shows it, never the
 * real one, which names the cards another player drew (CR 400.2, 121.2: a draw is from a hidden
 * zone to a hidden zone) and so would tell a search what that player holds.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, determinize, legalActions, logOf, view, type Action, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';

const deck = ['Murder', 'Divination', 'Wild Griffin', 'Bronze Sable', 'Repulse', ...Array<string>(15).fill('Island')];

/** Passes (or keeps a hand) until player 1 has drawn a card in their draw step. */
function untilPlayerOneDraws(s: ReadonlyGameState): ReadonlyGameState {
  for (let i = 0; i < 200 && !logOf(s).some((e) => e.type === 'draw' && e.player === 1); i++) {
    const actions = legalActions(s);
    s = apply(s, (actions.find((a) => a.type === 'pass' || a.type === 'keep') ?? actions[0]) as Action);
  }
  return s;
}

describe('determinize: the log of a sample', () => {
  it("names no card another player drew: it is the player's redacted log (CR 400.2, 121.2)", () => {
    const s = untilPlayerOneDraws(createGame({ players: [{ deck }, { deck }], seed: 3 }));
    const real = logOf(s).filter((e) => e.type === 'draw' && e.player === 1);
    expect(real.length).toBeGreaterThan(0);
    expect(real.every((e) => e.card !== undefined)).toBe(true);
    for (let k = 0; k < 5; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(logOf(sample).filter((e) => e.type === 'draw' && e.player === 1).every((e) => e.card === undefined && e.object === undefined)).toBe(true);
      expect(logOf(sample)).toEqual(view(s, 0).log);
    }
  });
});
