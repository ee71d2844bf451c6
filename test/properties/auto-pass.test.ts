/**
 * The auto-pass test (`hasNonPassOption`) stops listing at the first option it finds; it must say
 * exactly what the full listing says. On random states of random games (with auto-pass on, and off
 * so that states where passing is the only option come up too), including Mental Magic games, whose
 * format restricts actions: `hasNonPassOption(s)` is `legalActions(s).some(a => a.type !== 'pass')`.
 * With auto-pass on, the engine never stops at a priority decision where passing is all one can do.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions as publicLegalActions, type GameState } from '../../src/index.js';
import { hasNonPassOption, legalActions } from '../../src/engine/legal.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { createMentalMagicGame, settle } from '../../src/variants/mental-magic/control.js';
import { gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';

/** Checks the agreement on one state; returns whether the deciding player had an option other than passing. */
function agrees(s: GameState): boolean {
  const listed = legalActions(s).some((a) => a.type !== 'pass');
  ok(hasNonPassOption(s) === listed, `hasNonPassOption says ${!listed} but legalActions says ${listed} (turn ${s.turn.number}, ${s.turn.step}, decision ${s.decision?.kind})`);
  return listed;
}

describe('auto-pass', () => {
  it('hasNonPassOption agrees with legalActions on random states; auto-pass never leaves a priority decision with passing as the only option', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), fc.constantFrom('whenOnlyPass' as const, 'never' as const), (spec, autoPass) => {
        const options = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const seen = { only: 0, more: 0, priority: 0 };
        recordGame(createGame({ ...options, settings: { ...options.settings, autoPass } }), spec.botSeed, (s) => {
          if (s.result) return;
          if (s.decision?.kind === 'priority') seen.priority++;
          const more = agrees(s);
          if (more) seen.more++;
          else seen.only++;
          if (autoPass === 'whenOnlyPass' && s.decision?.kind === 'priority') ok(more, `the engine stopped at priority that player ${s.decision.player} can only pass`);
        });
        // the property looked at both kinds of state, where the game allowed them (a random concession
        // may end it before anyone had priority)
        if (autoPass === 'never' && seen.priority > 0) expect(seen.only).toBeGreaterThan(0);
        expect(seen.more).toBeGreaterThan(0);
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });

  it('in Mental Magic, whose format forbids actions the other rules allow (AMM 7), hasNonPassOption agrees with legalActions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 0, max: 2 ** 31 }), (seed, botSeed) => {
        const rng = seedRng(botSeed);
        let s: GameState = createMentalMagicGame({ seed });
        for (let i = 0; i < 80 && !s.result; i++) {
          agrees(s);
          const actions = publicLegalActions(s);
          s = settle(apply(s, actions[randomInt(rng, actions.length)]!));
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });
});
