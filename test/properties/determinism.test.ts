/**
 * Determinism (DESIGN principle 2): the same seed and the same actions give deep-equal states; and
 * the in-place playout path (DESIGN "Performance architecture") gives the same states as `apply`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, createPlayout, legalActions, type Action, type ReadonlyGameState } from '../../src/index.js';
import { deepFreeze, gameOptions, gameSpecArb, recordGame } from './helpers.js';

describe('determinism', () => {
  it('the same seed and actions give deep-equal states, through apply and through the in-place playout', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 14 }), fc.nat(), (spec, cut) => {
        const options = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const first = deepFreeze(createGame(options));
        expect(createGame(options)).toStrictEqual(first);
        const { actions, final } = recordGame(first, spec.botSeed);
        const k = cut % actions.length;

        // the same actions again through apply, from a second game of the same seed
        const states: ReadonlyGameState[] = [];
        let s = createGame(options);
        for (const a of actions) {
          s = apply(s, a);
          states.push(s);
        }
        // apply and the playout agree on the end, and on what could be done along the way
        expect(s).toStrictEqual(final);
        expect(legalActions(states[k]!)).toStrictEqual(legalActions(replayInPlace(first, actions.slice(0, k + 1))));

        // and a third run of the first k+1 actions through apply gives the same state again
        let t = createGame(options);
        for (const a of actions.slice(0, k + 1)) t = apply(t, a);
        expect(t).toStrictEqual(states[k]);
        expect(replayInPlace(first, actions.slice(0, k + 1))).toStrictEqual(t);
      }),
      { numRuns: 20, endOnFailure: true },
    );
  });
});

/** Replays actions on the in-place path and returns the live state. */
function replayInPlace(initial: ReadonlyGameState, actions: Action[]): ReadonlyGameState {
  const p = createPlayout(initial);
  for (const a of actions) p.apply(a);
  return p.state;
}
