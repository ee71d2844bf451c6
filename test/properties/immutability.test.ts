/**
 * `apply` never changes the state it is given (DESIGN principle 1) and shares what the action left
 * unchanged (DESIGN "Performance architecture"). Checked with freezing off, as clients run it: the
 * input is deep-compared with a copy taken before the action.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, createGame, setFreeze, type ReadonlyGameState } from '../../src/index.js';
import { gameOptions, gameSpecArb, recordGame } from './helpers.js';

describe('apply and its input', () => {
  beforeAll(() => setFreeze(false));
  afterAll(() => setFreeze(true));

  it('leaves the input deep-equal to what it was, and shares every object the action did not change', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxPlayers: 4, maxDeck: 14 }), (spec) => {
        const options = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const { actions } = recordGame(createGame(options), spec.botSeed);
        let s: ReadonlyGameState = createGame(options);
        for (const a of actions) {
          const before = structuredClone(s);
          const next = apply(s, a);
          expect(s).toStrictEqual(before);
          s.objects.forEach((o, id) => {
            const now = next.objects[id];
            if (now !== o) expect(now).not.toStrictEqual(o);
          });
          // the log's full chunks are shared too
          for (let i = 0; i < s.log.length - 1; i++) expect(next.log[i]).toBe(s.log[i]);
          s = next;
        }
      }),
      { numRuns: 5, endOnFailure: true },
    );
  });
});
