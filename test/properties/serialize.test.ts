/**
 * Saved games (DESIGN principle 10): `deserialize(serialize(s))` is deep-equal to `s` at random
 * points of random games; and a saved game with a random field corrupted either loads as a sound
 * state — one that keeps every invariant, shows every player a view, and plays on through its legal
 * actions — or is refused with a RulesError of code `badState`. Never a broken state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, createPlayout, deserialize, RulesError, serialize, type ReadonlyGameState } from '../../src/index.js';
import { gameOptions, gameSpecArb, recordGame, snapshot } from './helpers.js';
import { checkSound, corrupt } from './tamper.js';

describe('serialize and deserialize', () => {
  it('round-trip, and refuse a corrupted saved game or load it as a sound state', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), fc.gen(), (spec, cuts, g) => {
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        const { actions, final } = recordGame(initial, spec.botSeed);
        const at = new Set(cuts.map((c) => c % actions.length));
        const check = (s: ReadonlyGameState): void => {
          const json = serialize(s);
          expect(deserialize(json)).toStrictEqual(s);
          for (let i = 0; i < 25; i++) {
            const root = JSON.parse(json) as Record<string, unknown>;
            const what = corrupt(g, root, s);
            let loaded: ReadonlyGameState;
            try {
              loaded = deserialize(JSON.stringify(root));
            } catch (e) {
              if (!(e instanceof RulesError) || e.code !== 'badState') throw new Error(`a corrupted saved game (${what}) threw ${String(e)}`, { cause: e });
              continue;
            }
            checkSound(loaded, i, what);
          }
        };
        check(initial);
        const playout = createPlayout(initial);
        actions.forEach((a, i) => {
          if (at.has(i)) check(snapshot(playout.state));
          playout.apply(a);
        });
        check(final);
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });
});
