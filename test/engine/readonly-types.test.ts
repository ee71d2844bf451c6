/**
 * The read-only public types: a client that keeps states, views and actions in an immutable store
 * (typed `ReadonlyGameState`, `ReadonlyGameView`, `ReadonlyAction`) passes them to every function
 * that only reads them, and the compiler refuses a write through them. The `@ts-expect-error` lines
 * make `tsc` (CI's type-check) fail if a read-only type ever let the write through.
 */
import { describe, expect, it } from 'vitest';
import { apply, applyViewDelta, countActions, createGame, describeAction, describeEvent, legalActions, logOf, randomDeck, sampleAction, seedRng, serialize, tryApply, view, type ReadonlyAction, type ReadonlyGameState, type ReadonlyGameView } from '../../src/index.js';

describe('read-only public types', () => {
  it('a read-only state, view and action go wherever they are only read', () => {
    const state: ReadonlyGameState = createGame({ players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 3 });
    const action: ReadonlyAction = legalActions(state)[0]!;
    const held: ReadonlyGameView = view(state, 0);
    const next = apply(state, action);
    expect(tryApply(state, action)).toEqual({ ok: true, state: next });
    expect(countActions(state)).toBe(legalActions(state).length);
    expect(sampleAction(state, seedRng(1))).not.toBeNull();
    expect(serialize(state)).toBe(serialize(createGame({ players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 3 })));
    expect(describeAction(held, action)).toMatch(/keeps their hand|takes a mulligan/);
    expect(logOf(next).map((e) => describeEvent(held, e)).length).toBeGreaterThan(0);
    expect(held.log.map((e) => describeEvent(held, e))).toEqual(view(state, 0).log.map((e) => describeEvent(view(state, 0), e)));
    // the delta pattern of a store holding read-only views (README, "For game clients")
    const caughtUp: ReadonlyGameView = applyViewDelta(held, view(next, 0, { since: held.log.length }));
    expect(caughtUp).toEqual(view(next, 0));

    const write = (): void => {
      // @ts-expect-error a read-only state's players are not written to
      state.players[0]!.life = 99;
      // @ts-expect-error nor its lists
      state.battlefield.push(0);
      // @ts-expect-error a read-only view's log is not written to
      held.log.length = 0;
      // @ts-expect-error nor a read-only action's fields
      action.player = 1;
      // @ts-expect-error nor a view rebuilt from read-only ones
      caughtUp.players.length = 0;
    };
    expect(write).toBeTypeOf('function');
  });
});
