/**
 * Properties of whole random games played through the public reducer: every action `legalActions`
 * offers applies (DESIGN principle 4), cards are conserved through every zone change (CR 400.7),
 * and every game ends (CR 104) — by itself, nearly always, well before the turn limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGame, legalActions, tryApply, type Action, type GameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { checkConservation, checkInvariants, gameOptions, gameSpecArb, MAX_ACTIONS, pick, startingCards } from './helpers.js';

/** Every offered action is tried at every n-th decision; one more, at random, at every other. */
const TRY_ALL_EVERY = 8;
/** At most this many offered actions are tried at once. */
const TRY_ALL_CAP = 24;

function mustApply(s: GameState, a: Action): GameState {
  const r = tryApply(s, a);
  if (!r.ok) throw new Error(`offered action refused: ${JSON.stringify(a)}: ${r.error.message}`);
  checkInvariants(r.state);
  return r.state;
}

describe('random games through apply', () => {
  it('every offered action applies, cards are conserved, and every game ends', () => {
    let games = 0;
    let natural = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), (spec) => {
        const turnLimit = spec.players * (spec.deckSize + 3);
        let s = createGame(gameOptions(spec, turnLimit));
        const start = startingCards(s);
        checkInvariants(s);
        checkConservation(start, s);
        const rng = seedRng(spec.botSeed);
        for (let n = 0; !s.result; n++) {
          expect(n, 'the game took too many actions').toBeLessThan(MAX_ACTIONS);
          const actions = legalActions(s);
          expect(actions.length, 'a game that is not over offers an action').toBeGreaterThan(0);
          if (n % TRY_ALL_EVERY === 0) for (const a of actions.slice(0, TRY_ALL_CAP)) mustApply(s, a);
          else mustApply(s, pick(actions, rng));
          s = mustApply(s, pick(actions, rng));
          checkConservation(start, s);
        }
        expect(legalActions(s)).toEqual([]);
        expect(s.result!.turn).toBeLessThanOrEqual(turnLimit + 1);
        games++;
        if (s.result!.rule !== '104.4') natural++;
      }),
      { numRuns: 8 },
    );
    // the turn limit is a safety net: with small decks, games end by themselves (CR 104.2a, 704.5b)
    expect(natural).toBeGreaterThanOrEqual(Math.ceil(games * 0.9));
  });
});
