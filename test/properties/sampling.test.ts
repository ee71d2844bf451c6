/**
 * Sampling without listing: `sampleAction` draws one legal action uniformly at random and
 * `countActions` counts them, without building the list. On states of random games (in place, and
 * states `apply` returned, whose actions may be kept): every sampled action is one `legalActions`
 * lists, the count is the list's length, and over many draws from a state with several actions each
 * is drawn about as often as the others (a chi-square test at a fixed seed). A finished game has
 * nothing to list, count or sample on any path; a state `apply` returned is listed once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, countActions, createGame, createPlayout, deserialize, legalActions, randomDeck, sampleAction, serialize, type Action, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { canonical, gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';

const key = (a: Action): string => JSON.stringify(a);

/**
 * The chi-square statistic of `draws` draws spread over `k` equally likely outcomes with these counts.
 */
function chiSquare(counts: readonly number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, c) => sum + ((c - expected) ** 2) / expected, 0);
}

/** The 99.9% quantile of the chi-square distribution with `df` degrees of freedom (Wilson–Hilferty). */
function chiSquareQuantile999(df: number): number {
  const z = 3.0902;
  const h = 2 / (9 * df);
  return df * (1 - h + z * Math.sqrt(h)) ** 3;
}

describe('sampling without listing', () => {
  it('a sampled action is always one legalActions lists, and countActions is their number, in place and through apply', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16 }), fc.integer(), (spec, drawSeed) => {
        const rng = seedRng(drawSeed);
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        const check = (s: ReadonlyGameState, sample: () => Action | null, count: () => number): void => {
          const listed = legalActions(s).map(key);
          ok(count() === listed.length, `countActions ${count()} but ${listed.length} listed`);
          const a = sample();
          if (listed.length === 0) ok(a === null, 'an action sampled where none is legal');
          else ok(a !== null && listed.includes(key(a)), `sampled ${JSON.stringify(a)}, which is not listed`);
        };
        const { actions } = recordGame(initial, spec.botSeed, (s) => check(s, () => sampleAction(s, rng), () => countActions(s)));
        // the states apply returns: the actions listed as auto-pass settled them are kept and sampled from
        let s = initial;
        for (const a of actions.slice(0, 150)) {
          s = apply(s, a);
          check(s, () => sampleAction(s, rng), () => countActions(s));
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
  });

  it('over many draws every listed action is drawn, about equally often (chi-square, p = 0.001, fixed seed)', () => {
    const initial = createGame({ ...gameOptions({ players: 4, deckSize: 20, startingLife: 20, handSize: 7, gameSeed: 5, deckSeed: 5, botSeed: 5 }, 200) });
    // states with several legal actions from a random game, tested in a fresh playout each (no kept list: one pass over the listers)
    const states: ReadonlyGameState[] = [];
    recordGame(initial, 5, (s) => {
      if (states.length < 6 && legalActions(s).length >= 4 && legalActions(s).length <= 40) states.push(structuredClone(s));
    });
    expect(states.length).toBeGreaterThan(0);
    const rng = seedRng(42);
    for (const s of states) {
      const playout = createPlayout(s);
      const listed = legalActions(s).map(key);
      const counts = new Map(listed.map((k) => [k, 0]));
      const draws = 200 * listed.length;
      for (let i = 0; i < draws; i++) {
        const a = playout.sampleAction(rng);
        const k = key(a as Action);
        counts.set(k, (counts.get(k) ?? Number.NaN) + 1);
      }
      const observed = [...counts.values()];
      expect(observed.every((c) => c > 0)).toBe(true);
      expect(observed).toHaveLength(listed.length);
      expect(chiSquare(observed, draws)).toBeLessThan(chiSquareQuantile999(listed.length - 1));
    }
  });
});

describe('sampling is a function of the state and the rng', () => {
  it.each(FORMATS)('%s: deep-equal states draw the same action and leave the rng alike, whether their actions were listed or not (DESIGN principle 2)', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 4 }), fc.integer(), (seed, players, botSeed) => {
        const rng = seedRng(botSeed);
        let s = newGame(format, seed, players);
        const playout = createPlayout(s);
        for (let n = 0; n < 80 && !s.result; n++) {
          // the same state: as apply returned it and listed, loaded from its save (nothing listed),
          // in place where auto-pass may have listed it, and in a fresh playout (nothing listed)
          if (n > 0) legalActions(s);
          const rngs = [0, 1, 2, 3].map(() => seedRng(botSeed + n));
          const drawn = [sampleAction(s, rngs[0]!), sampleAction(deserialize(serialize(s)), rngs[1]!), playout.sampleAction(rngs[2]!), createPlayout(s).sampleAction(rngs[3]!)].map(canonical);
          ok(drawn.every((d) => d === drawn[0]), `${format}, action ${n}: the same state drew ${drawn.join(' / ')}`);
          ok(rngs.every((r) => canonical(r) === canonical(rngs[0])), `${format}, action ${n}: the rng was left in different states`);
          const actions = legalActions(s);
          const a = actions[randomInt(rng, actions.length)]!;
          playout.apply(a);
          s = apply(s, a);
        }
      }),
      { numRuns: 2, endOnFailure: true },
    );
  });
});

describe('sampling and counting where there is nothing to decide', () => {
  it('a finished game (by concession, by the turn limit) lists, counts and samples nothing, through apply, in place and once loaded (CR 104.1)', () => {
    const players = [0, 1, 2].map((i) => ({ deck: randomDeck(`finished:${i}`) }));
    const start = createGame({ players, seed: 4, settings: { turnLimit: 2 } });
    const rng = seedRng(1);
    // the turn limit: random actions to the end
    let drawn = start;
    while (!drawn.result) drawn = apply(drawn, sampleAction(drawn, rng)!);
    // concessions: two of three players concede, in place
    const playout = createPlayout(start);
    playout.apply({ type: 'concede', player: 0 });
    expect(playout.state.result).toBeNull();
    playout.apply({ type: 'concede', player: 2 });
    const conceded = apply(apply(start, { type: 'concede', player: 0 }), { type: 'concede', player: 2 });
    for (const s of [drawn, conceded, playout.state, deserialize(serialize(conceded)), structuredClone(drawn)]) {
      expect(s.result).not.toBeNull();
      expect(legalActions(s)).toEqual([]);
      expect(countActions(s)).toBe(0);
      expect(sampleAction(s, rng)).toBeNull();
    }
    expect(playout.legalActions()).toEqual([]);
    expect(playout.countActions()).toBe(0);
    expect(playout.sampleAction(rng)).toBeNull();
  });

  it('the legal actions of a state apply returned are listed once: every call answers with the same list, which counting and sampling agree with', () => {
    const players = [0, 1].map((i) => ({ deck: randomDeck(`once:${i}`) }));
    const start = createGame({ players, seed: 6 });
    let s = apply(start, legalActions(start)[0]!);
    const rng = seedRng(2);
    for (let n = 0; n < 60 && !s.result; n++) {
      const listed = legalActions(s);
      expect(legalActions(s)).toBe(listed);
      expect(countActions(s)).toBe(listed.length);
      expect(listed).toContain(sampleAction(s, rng));
      s = apply(s, listed[n % listed.length]!);
    }
    const playout = createPlayout(s);
    expect(playout.legalActions()).toBe(playout.legalActions());
  });
});
