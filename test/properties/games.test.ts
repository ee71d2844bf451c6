/**
 * Properties of whole random games: every action `legalActions` offers applies (DESIGN principle 4),
 * cards are conserved through every zone change (CR 400.7), and every game ends (CR 104) — by
 * itself nearly always, well before the turn limit. Games run on the fast in-place path, which
 * determinism.test.ts shows gives the same states as `apply`; offered actions are tried with
 * `tryApply` on frozen snapshots, as a client would.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, tryApply, type ReadonlyGameState } from '../../src/index.js';
import { checkConservation, checkInvariants, gameOptions, gameSpecArb, recordGame, snapshot, startingCards } from './helpers.js';

/** Every offered action is tried at every n-th decision. */
const TRY_EVERY = 10;
/** At most this many offered actions are tried at once. */
const TRY_CAP = 12;

/** Tries every offered action (up to the cap) on a frozen copy of the state. */
function tryOffered(live: ReadonlyGameState): void {
  const s = snapshot(live);
  for (const a of legalActions(s).slice(0, TRY_CAP)) {
    const r = tryApply(s, a);
    if (!r.ok) throw new Error(`offered action refused: ${JSON.stringify(a)}: ${r.error.message}`);
    checkInvariants(r.state);
  }
}

describe('random games', () => {
  it('every offered action applies, cards are conserved, and every game ends', () => {
    let games = 0;
    let natural = 0;
    fc.assert(
      fc.property(gameSpecArb(), (spec) => {
        const turnLimit = spec.players * (spec.deckSize + 3);
        const initial = createGame(gameOptions(spec, turnLimit));
        const start = startingCards(initial);
        checkInvariants(initial);
        checkConservation(start, initial);
        tryOffered(initial);
        const { final } = recordGame(initial, spec.botSeed, (s, n) => {
          checkInvariants(s);
          checkConservation(start, s);
          if (n % TRY_EVERY === 0 && !s.result) tryOffered(s);
        });
        expect(final.result).not.toBeNull();
        expect(legalActions(final)).toEqual([]);
        expect(final.result!.turn).toBeLessThanOrEqual(turnLimit + 1);
        games++;
        if (final.result!.rule !== '104.4') natural++;
      }),
      { numRuns: 40, endOnFailure: true },
    );
    // the turn limit is a safety net: with small decks, games end by themselves (CR 104.2a, 704.5b)
    expect(natural).toBeGreaterThanOrEqual(Math.ceil(games * 0.9));
  });
});
