/**
 * CR 800.4a, 800.4c, 702.26k, 702.26n over random four-player boards where permanents phase in and
 * out (phasing, CR 702.26a), some entered under the control of a player who doesn't own them, some
 * held by control-changing effects (CR 613.1b), while players concede now and then over several
 * turns: at every step the invariants hold — every card is in one zone or left the game with its
 * owner, and no permanent, on the battlefield or phased out, is controlled by a player who has left
 * the game (checkInvariants).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, legalActions, type Action, type ReadonlyGameState } from '../../src/index.js';
import type { PermanentSpec } from '../../src/testing/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { setup, withKeywords } from '../cards/helpers.js';
import { withControl } from '../rules/helpers.js';
import { checkInvariants, ok } from './helpers.js';

/** Actions one random game takes. */
const STEPS = 300;

/** A board of four players, each with two creatures, some under another player's control, in a random player's turn. */
function board(seed: number): ReadonlyGameState {
  const rng = seedRng(seed);
  const creature = (card: string): PermanentSpec => (randomInt(rng, 3) === 0 ? { card, controller: randomInt(rng, 4) } : { card });
  const players = [0, 1, 2, 3].map(() => ({ battlefield: [creature('Bronze Sable'), creature('Pillarfield Ox')] }));
  let s = setup({ active: randomInt(rng, 4), players }).state;
  for (const id of [...s.battlefield]) {
    if (randomInt(rng, 2) === 0) s = withKeywords(s, id, ['phasing'], 'forever');
    if (randomInt(rng, 3) === 0) s = withControl(s, id, randomInt(rng, 4));
  }
  return s;
}

describe('leaving the game with phased-out permanents (CR 800.4a, 800.4c, 702.26k, 702.26n)', () => {
  it('no permanent, on the battlefield or phased out, is left under the control of a player who left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), (seed) => {
        const rng = seedRng(seed + 1);
        let s = board(seed);
        for (let n = 0; n < STEPS && !s.result; n++) {
          let a: Action;
          if (randomInt(rng, 40) === 0) {
            const inGame = s.players.filter((p) => p.inGame);
            a = { type: 'concede', player: inGame[randomInt(rng, inGame.length)]!.id };
          } else {
            // turns go by: each decision is passed or confirmed empty, else answered at random
            const actions = legalActions(s).filter((x) => x.type !== 'concede');
            ok(actions.length > 0, `no legal action for ${JSON.stringify(s.decision)}`);
            a = actions.find((x) => x.type === 'pass' || x.type === 'confirmAttackers' || x.type === 'confirmBlockers') ?? actions[randomInt(rng, actions.length)]!;
          }
          s = apply(s, a);
          try {
            checkInvariants(s);
          } catch (e) {
            throw new Error(`seed ${seed}, action ${n} (${JSON.stringify(a)}): ${(e as Error).message}`, { cause: e });
          }
        }
      }),
      { numRuns: 60 },
    );
  });
});
