/**
 * Answers a caller cannot corrupt: `legalActions` keeps one list per state `apply` returned and
 * hands the same list to every caller, so the list and its actions are frozen; a UI that sorts or
 * filters in place fails loudly instead of changing what the engine answers afterwards.
 */
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, apply, createGame, createPlayout, DRAFT_ACTION_TYPES, legalActions, type Action } from '../../src/index.js';

const deck = Array<string>(20).fill('Forest');
const game = (): ReturnType<typeof createGame> => createGame({ players: [{ deck }, { deck }], seed: 3 });

describe('legalActions', () => {
  it('of a state apply returned is the same frozen list for every caller, its actions frozen', () => {
    // through the game: the lists auto-pass made while settling a state, and those listed on request
    const g = game();
    let s = apply(g, legalActions(g)[0] as Action);
    for (let i = 0; i < 60 && !s.result; i++) {
      const first = legalActions(s);
      expect(first.length).toBeGreaterThan(0);
      const before = JSON.stringify(first);
      expect(Object.isFrozen(first)).toBe(true);
      expect(() => (first as Action[]).push({ type: 'pass', player: 0 })).toThrow(TypeError);
      expect(() => ((first[0] as { player: number }).player = 9)).toThrow(TypeError);
      expect(legalActions(s)).toBe(first);
      expect(JSON.stringify(legalActions(s))).toBe(before);
      // frozen actions are accepted by apply
      s = apply(s, first[first.length - 1] as Action);
    }
  });

  it('of any other state is a frozen list too', () => {
    const s = game();
    const listed = legalActions(s);
    expect(Object.isFrozen(listed)).toBe(true);
    expect(() => (listed as Action[]).push({ type: 'pass', player: 0 })).toThrow(TypeError);
    expect(legalActions(s)).toEqual(listed);
  });

  it('of a playout is frozen, so sampling from it is never skewed', () => {
    const playout = createPlayout(game());
    const listed = playout.legalActions();
    expect(Object.isFrozen(listed)).toBe(true);
    expect(() => (listed as Action[]).sort()).toThrow(TypeError);
  });

  it('the action type lists exported as values are frozen', () => {
    expect(Object.isFrozen(ACTION_TYPES) && ACTION_TYPES.includes('pass')).toBe(true);
    expect(Object.isFrozen(DRAFT_ACTION_TYPES) && DRAFT_ACTION_TYPES.includes('pick')).toBe(true);
  });
});
