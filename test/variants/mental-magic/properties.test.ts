/**
 * Properties of the mental-magic format: a player picking only from `legalActions` (namings
 * included) never meets a RulesError, every state stays a valid saved game, and the name history of
 * a game only grows and never repeats a name (AMM 6).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../../src/index.js';
import { randomInt, seedRng } from '../../../src/state/rng.js';
import { validateState } from '../../../src/state/validate.js';
import { createMentalMagicGame, settle, turnOver } from '../../../src/variants/mental-magic/control.js';
import { mmData, mmDataProblem } from '../../../src/variants/mental-magic/data.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

describe('mental-magic properties', () => {
  it('random players choosing from legalActions (and sometimes !turnover) never meet a RulesError; states stay valid; names never repeat', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2 ** 31 }), (seed, botSeed) => {
        const rng = seedRng(botSeed);
        let s: ReadonlyGameState = createMentalMagicGame({ seed });
        for (let i = 0; i < 120 && !s.result; i++) {
          const before = mmData(s).usedNames;
          const d = s.decision!;
          if (d.kind === 'priority' && randomInt(rng, 8) === 0) s = turnOver(s, d.player);
          else {
            const actions = legalActions(s);
            expect(actions.length).toBeGreaterThan(0);
            // prefer actions that do something, so that games get somewhere
            const doing = actions.filter((a) => a.type !== 'pass' && a.type !== 'activate');
            const from = doing.length > 0 && randomInt(rng, 3) > 0 ? doing : actions;
            s = settle(apply(s, from[randomInt(rng, from.length)]!));
          }
          const names = mmData(s).usedNames;
          expect(names.slice(0, before.length)).toEqual(before);
          expect(new Set(names).size).toBe(names.length);
        }
        validateState(JSON.parse(JSON.stringify(s)));
        expect(mmDataProblem(asEngineState(s))).toBeNull();
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });
});
