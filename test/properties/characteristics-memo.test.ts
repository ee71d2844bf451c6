/**
 * Remembered characteristics are never stale: the memo of a playout's copy and of the states
 * `apply` returns is kept from one action to the next and recomputes an object only when it, a
 * static source or the effects changed. On every state of random games, down both paths, what the
 * kept memo says of every permanent, spell and command-zone object equals characteristics computed afresh with nothing remembered,
 * and the legal actions listed with what is kept beside it (mana sources, each player's ability sources) are those listed afresh.
 * Each player's mana sources, kept from one action to the next while no candidate permanent changed,
 * are those found afresh. The objects found by a feature of their card, kept while the battlefield
 * and the command zone hold the same cards, are those a fresh scan finds.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, createGame, createPlayout, legalActions, type Action, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { gameOptions, gameSpecArb, recordGame } from './helpers.js';
import { FORMATS, newGame } from './format-games.js';
import { checkFeatures, checkListing, checkManaSources, checkMemo } from './memo-checks.js';

/** Runs `check` on every state of random games, down the in-place path of a recording and then through `apply`. */
function everyStateBothPaths(check: (s: ReadonlyGameState) => void, numRuns: number): void {
  fc.assert(
    fc.property(gameSpecArb({ maxDeck: 18 }), (spec) => {
      const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
      const { actions } = recordGame(initial, spec.botSeed, check);
      let s = initial;
      for (const a of actions) {
        s = apply(s, a);
        check(s);
      }
    }),
    { numRuns, endOnFailure: true },
  );
}

describe('characteristics memo', () => {
  it('what is remembered from action to action equals characteristics computed afresh, in place and through apply', () => {
    everyStateBothPaths(checkMemo, 8);
  });

  it('the legal actions listed with what is remembered equal those listed afresh, in place and through apply', () => {
    everyStateBothPaths(checkListing, 6);
  });

  it('each player\'s mana sources kept from action to action equal those found afresh, in place and through apply', () => {
    everyStateBothPaths((s) => checkManaSources(s, 'free-for-all'), 8);
  });

  it('the objects found by a feature of their card with what is kept equal those a fresh scan finds, in place and through apply', () => {
    everyStateBothPaths(checkFeatures, 8);
  });
});

describe('characteristics memo, in every format', () => {
  // every format's own ways of changing the battlefield and the command zone (conspiracies, Magic
  // Tech's deployment, Mental Magic's naming) must leave nothing remembered stale
  it.each(FORMATS)('%s: what is remembered from action to action equals characteristics computed afresh, in place and through apply', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), (seed, players, botSeed) => {
        const start = newGame(format, seed, players);
        const rng = seedRng(botSeed);
        const playout = createPlayout(start);
        let s = start;
        for (let n = 0; n < 250 && !s.result; n++) {
          checkMemo(playout.state);
          checkMemo(s);
          checkManaSources(playout.state, `${format} in place, action ${n}`);
          checkManaSources(s, `${format} through apply, action ${n}`);
          const actions = legalActions(s);
          const a = actions[randomInt(rng, actions.length)] as Action;
          playout.apply(a);
          s = apply(s, a);
        }
      }),
      { numRuns: format === 'mental-magic' ? 2 : 4, endOnFailure: true },
    );
  });
});
