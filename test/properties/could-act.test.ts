/**
 * What the engine keeps to find out cheaply whether the deciding player could do anything but pass
 * (each lister's quick `mayOffer` test, mana and ability sources kept per objects generation, the
 * objects found by a feature of their card kept per zone contents, the list auto-pass made as it
 * settled the state) against a fresh computation, on every state of random games of every format
 * (free-for-all, two-player, Conspiracy Draft, Magic Tech, Mental Magic), in place and through
 * `apply` in step:
 *
 * - the legal actions the engine offers equal those of every lister run on a copy of the state with
 *   nothing remembered, so whether the player could act other than by passing is the fresh answer,
 *   and the engine never stops at a priority that auto-pass may pass where the fresh answer is
 *   "only pass";
 * - `countActions` is their number, and a sampled action is always one of them;
 * - over many draws from a state with several legal actions, every one is drawn about equally often
 *   (a chi-square test at a fixed seed), in each format (Mental Magic restricts what the other rules
 *   allow, so its draws go through the format's restrictions).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, countActions, createPlayout, legalActions, sampleAction, type Action, type ReadonlyGameState } from '../../src/index.js';
import { legalActionsRunningEveryLister, mayAutoPass } from '../../src/engine/legal.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { canonical, ok } from './helpers.js';
import { asEngineState, mutableCopy } from '../helpers/mutable-copy.js';

/** Most actions a game of the property plays. */
const ACTIONS = 250;

/** Fails unless what the engine offers for `s` (`offered`, `count`, `sample`) agrees with a fresh listing by every lister. */
function agreesWithFresh(s: ReadonlyGameState, offered: readonly Action[], count: number, sample: () => Action | null, where: string): void {
  const fresh = legalActionsRunningEveryLister(mutableCopy(s));
  ok(canonical(offered) === canonical(fresh), `${where}, turn ${s.turn.number} ${s.turn.step}: offered ${canonical(offered)}, afresh ${canonical(fresh)}`);
  ok(count === fresh.length, `${where}: countActions ${count}, ${fresh.length} afresh`);
  const drawn = sample();
  if (fresh.length === 0) ok(drawn === null, `${where}: an action sampled where none is legal`);
  else ok(drawn !== null && fresh.some((a) => canonical(a) === canonical(drawn)), `${where}: sampled ${JSON.stringify(drawn)}, not a legal action`);
  if (mayAutoPass(asEngineState(s))) ok(fresh.some((a) => a.type !== 'pass'), `${where}: the engine stopped at a priority player ${s.decision?.player} can only pass`);
}

const chiSquare = (counts: readonly number[], draws: number): number => counts.reduce((sum, c) => sum + (c - draws / counts.length) ** 2 / (draws / counts.length), 0);

/** The 99.9% quantile of the chi-square distribution with `df` degrees of freedom (Wilson–Hilferty). */
function chiSquareQuantile999(df: number): number {
  const h = 2 / (9 * df);
  return df * (1 - h + 3.0902 * Math.sqrt(h)) ** 3;
}

describe('could act: what is kept equals a fresh computation, in every format', () => {
  it.each(FORMATS)('%s: on every state, in place and through apply, the actions offered, counted and sampled are those every lister finds afresh', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), (seed, players, botSeed) => {
        const start = newGame(format, seed, players);
        const rng = seedRng(botSeed);
        const drawRng = seedRng(botSeed + 1);
        const playout = createPlayout(start);
        let s = start;
        for (let n = 0; n < ACTIONS && !s.result; n++) {
          agreesWithFresh(playout.state, playout.legalActions(), playout.countActions(), () => playout.sampleAction(drawRng), `${format} in place, action ${n}`);
          agreesWithFresh(s, legalActions(s), countActions(s), () => sampleAction(s, drawRng), `${format} through apply, action ${n}`);
          const actions = legalActions(s);
          const a = actions[randomInt(rng, actions.length)] as Action;
          playout.apply(a);
          s = apply(s, a);
          ok(canonical(playout.state) === canonical(s), `${format}: in place and through apply differ after ${JSON.stringify(a)}`);
        }
      }),
      { numRuns: format === 'mental-magic' ? 2 : 5, endOnFailure: true },
    );
  });

  it.each(FORMATS)('%s: over many draws every legal action is drawn, about equally often (chi-square, p = 0.001, fixed seed)', (format) => {
    const rng = seedRng(7);
    const states: ReadonlyGameState[] = [];
    for (let seed = 1; seed < 40 && states.length < 3; seed++) {
      const playout = createPlayout(newGame(format, seed, 4));
      for (let n = 0; n < 400 && !playout.state.result && states.length < 3; n++) {
        const actions = playout.legalActions();
        if (actions.length >= 3 && actions.length <= 20 && randomInt(rng, 8) === 0) states.push(mutableCopy(playout.state));
        playout.apply(actions[randomInt(rng, actions.length)] as Action);
      }
    }
    expect(states.length).toBeGreaterThan(0);
    const drawRng = seedRng(42);
    for (const s of states) {
      // a fresh playout keeps no list: each draw is one pass over the listers
      const playout = createPlayout(s);
      const listed = legalActions(s).map((a) => canonical(a));
      const counts = new Map(listed.map((k) => [k, 0]));
      const draws = 100 * listed.length;
      for (let i = 0; i < draws; i++) {
        const k = canonical(playout.sampleAction(drawRng));
        ok(counts.has(k), `${format}: drew ${k}, not listed`);
        counts.set(k, (counts.get(k) as number) + 1);
      }
      const observed = [...counts.values()];
      expect(observed.every((c) => c > 0)).toBe(true);
      expect(chiSquare(observed, draws)).toBeLessThan(chiSquareQuantile999(listed.length - 1));
    }
  });
});
