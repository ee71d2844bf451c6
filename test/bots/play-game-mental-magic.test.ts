/**
 * `playGame` on a game of Async Mental Magic plays it as the variant runs (AMM 7–9), as the hosts
 * do: the engine makes every decision no player controls, so a bot is asked only for the decisions
 * of the player holding control, and a player who peeked (AMM 9) turns over control, the one thing
 * left to them, instead of the run stopping with no action to choose.
 */
import { describe, expect, it } from 'vitest';
import { apply, createMentalMagicGame, legalActions, logOf, peek, playGame, randomBot, settleMentalMagic, type Bot, type ReadonlyGameState } from '../../src/index.js';

/** A bot drawing at random that counts the decisions it was asked whose player does not hold control of the turn (AMM 7). */
function countingBot(): { bot: Bot; asked: () => number; uncontrolled: () => number } {
  let asked = 0;
  let uncontrolled = 0;
  const bot: Bot = (input) => {
    asked++;
    const control = (input.view.formatData as { mentalMagic?: { control?: number } } | undefined)?.mentalMagic?.control;
    if (control !== input.player) uncontrolled++;
    return randomBot(input);
  };
  return { bot, asked: () => asked, uncontrolled: () => uncontrolled };
}

/** A game of seed `seed` at the first priority of turn 1's active player, who holds control. */
function firstTurn(seed: number): ReadonlyGameState {
  let g = settleMentalMagic(createMentalMagicGame({ seed }));
  while (g.turn.number < 1 || g.decision?.player !== g.turn.active) g = settleMentalMagic(apply(g, legalActions(g)[0]!));
  return g;
}

describe('playGame runs Async Mental Magic as the variant does (AMM 7–9)', () => {
  it.each([false, true])('asks the bots only for decisions a player controls (AMM 7, 8), through apply and in place (%s), and ends the games', (inPlace) => {
    const counting = countingBot();
    for (let seed = 1; seed <= 2; seed++) {
      const r = playGame(createMentalMagicGame({ seed }), counting.bot, { seed, maxActions: 5000, inPlace });
      expect(r.state.result, `seed ${seed}`).not.toBeNull();
    }
    expect(counting.asked()).toBeGreaterThan(50);
    expect(counting.uncontrolled()).toBe(0);
  });

  it('a player held by their peek turns over control (AMM 9), and the game plays on to its end the same way in place', () => {
    const g = firstTurn(9);
    const peeked = peek(g, g.turn.active).state;
    expect(legalActions(peeked)).toEqual([]);
    const through = playGame(peeked, randomBot, { seed: 1, maxActions: 5000 });
    const inPlace = playGame(peeked, randomBot, { seed: 1, maxActions: 5000, inPlace: true });
    expect(through.state.result).not.toBeNull();
    // the game's first step is turning over control (AMM 7): it goes to the other player
    const after = logOf(through.state).slice(logOf(peeked).length);
    expect(after[0]).toMatchObject({ type: 'control', rule: 'AMM 7', player: 1 - g.turn.active, detail: 'turned over' });
    expect(inPlace.state.result).toEqual(through.state.result);
    expect(inPlace.actions).toBe(through.actions);
  });
});
