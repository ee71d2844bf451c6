/**
 * The permanent state-based checks look again only at what changed since the last check that found
 * nothing (remembered on the characteristics memo a playout's copy and the states `apply` returns
 * keep from one action to the next). On every state of random games, down both paths, what they
 * find with that memo equals what checking every permanent afresh finds, with nothing remembered.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, createGame } from '../../src/index.js';
import { gameOptions, gameSpecArb, recordGame } from './helpers.js';
import { checkStateBased } from './memo-checks.js';

describe('permanent state-based checks', () => {
  it('what they find looking only at changed permanents equals checking them all afresh, in place and through apply', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 18 }), (spec) => {
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        const { actions } = recordGame(initial, spec.botSeed, (s, n) => checkStateBased(s, `in place, action ${n}`));
        let s = initial;
        actions.forEach((a, n) => {
          s = apply(s, a);
          checkStateBased(s, `through apply, action ${n + 1}`);
        });
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });
});
