/**
 * Determinism (DESIGN principle 2): the same seed and the same actions give deep-equal states; and
 * the in-place playout path (DESIGN "Performance architecture") gives the same states as `apply`.
 * What the engine remembers belongs to each playout (issue 16, item 5): in every format, playouts
 * and lines of `apply` from the same states, each drawing its actions with `sampleAction` and its
 * own PRNG, run interleaved at random play the same games as each run alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createGame, createPlayout, legalActions, sampleAction, type Action, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { canonical, deepFreeze, gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';

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

/** Most actions a line of play of the interleaving property takes. */
const LINE_ACTIONS = 150;

/** A line of play drawing each action with `sampleAction` and its own PRNG: in place or through `apply`. */
interface Line {
  done(): boolean;
  step(): void;
  /** The state reached and the actions drawn, as text. */
  result(): string;
}

function sampledLine(start: ReadonlyGameState, seed: number, inPlace: boolean): Line {
  const rng = seedRng(seed);
  const drawn: Action[] = [];
  const playout = inPlace ? createPlayout(start) : null;
  let s = start;
  const state = (): ReadonlyGameState => playout?.state ?? s;
  return {
    done: () => state().result !== null || drawn.length >= LINE_ACTIONS,
    step() {
      const a = playout ? playout.sampleAction(rng) : sampleAction(s, rng);
      ok(a !== null, 'nothing to draw in a game that goes on');
      drawn.push(a);
      if (playout) playout.apply(a);
      else s = apply(s, a);
    },
    result: () => canonical([state(), drawn]),
  };
}

describe('determinism with playouts interleaved', () => {
  it.each(FORMATS)('%s: playouts and lines of apply from the same states, interleaved at random, play the games each plays alone', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), (seed, players, scheduleSeed) => {
        const first = newGame(format, seed, players);
        const second = newGame(format, seed + 1, players);
        // two lines of each kind from one state (the same object ids, different games), one from another
        const lines = (): Line[] => [sampledLine(first, 1, true), sampledLine(first, 2, true), sampledLine(first, 1, false), sampledLine(first, 3, false), sampledLine(second, 1, true), sampledLine(second, 4, false)];
        const alone = lines().map((line) => {
          while (!line.done()) line.step();
          return line.result();
        });
        // in place and through apply, the same draws give the same game
        ok(alone[0] === alone[2], `${format}: the same draws in place and through apply give different games`);
        const rng = seedRng(scheduleSeed);
        const together = lines();
        for (let open = together.filter((l) => !l.done()); open.length > 0; open = together.filter((l) => !l.done())) (open[randomInt(rng, open.length)] as Line).step();
        together.forEach((line, i) => ok(line.result() === alone[i], `${format}: line ${i} plays another game interleaved than alone`));
      }),
      { numRuns: format === 'mental-magic' ? 1 : 2, endOnFailure: true },
    );
  });
});

/** Replays actions on the in-place path and returns the live state. */
function replayInPlace(initial: ReadonlyGameState, actions: Action[]): ReadonlyGameState {
  const p = createPlayout(initial);
  for (const a of actions) p.apply(a);
  return p.state;
}
