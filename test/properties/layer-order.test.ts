/**
 * The order of effects within one layer (CR 613.7–613.8), on random sets of power changes, some of
 * which apply only to a creature with power in a range (so that they depend on each other): the
 * order given does not matter, only the timestamps; effects that depend on nothing apply in
 * timestamp order; and each effect applies at most once, and only when its condition held at that
 * point.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyInLayerOrder, type LayerCandidate, type LayerOps } from '../../src/engine/dependency.js';

interface Power {
  power: number;
  /** The labels of the effects applied, in order. */
  applied: number[];
}

interface Change {
  label: number;
  amount: number;
}

interface Spec {
  amount: number;
  /** Applies only while the power is in [low, high]; null for always. */
  range: [number, number] | null;
}

const OPS: LayerOps<Power, Change> = {
  apply: (c, x) => {
    c.power += x.amount;
    c.applied.push(x.label);
  },
  clone: (c) => ({ power: c.power, applied: [...c.applied] }),
  same: (a, b) => (a === null ? b === null : b !== null && a.label === b.label && a.amount === b.amount),
};

function candidates(specs: readonly Spec[]): LayerCandidate<Power, Change>[] {
  return specs.map((s, i) => ({
    timestamp: i,
    effect: (c: Power) => (s.range === null || (c.power >= s.range[0] && c.power <= s.range[1]) ? { label: i, amount: s.amount } : null),
  }));
}

function run(start: number, list: readonly LayerCandidate<Power, Change>[]): Power {
  const c: Power = { power: start, applied: [] };
  applyInLayerOrder(c, list, OPS);
  return c;
}

const specArb: fc.Arbitrary<Spec> = fc.record({
  amount: fc.integer({ min: -3, max: 3 }),
  range: fc.option(fc.tuple(fc.integer({ min: -2, max: 4 }), fc.integer({ min: 0, max: 3 })).map(([low, width]): [number, number] => [low, low + width]), { nil: null }),
});

describe('CR 613.7–613.8 order within a layer', () => {
  it('depends only on the timestamps, not on the order the effects are listed in', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 4 }), fc.array(specArb, { maxLength: 6 }), fc.infiniteStream(fc.nat()), (start, specs, keys) => {
        const list = candidates(specs);
        const next = keys[Symbol.iterator]();
        const shuffled = list.map((e) => ({ e, k: next.next().value as number })).sort((a, b) => a.k - b.k).map((x) => x.e);
        expect(run(start, shuffled)).toEqual(run(start, list));
      }),
    );
  });

  it('applies effects that depend on nothing in timestamp order', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 4 }), fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 6 }), (start, amounts) => {
        const c = run(start, candidates(amounts.map((amount) => ({ amount, range: null }))));
        expect(c.applied).toEqual(amounts.map((_, i) => i));
        expect(c.power).toBe(start + amounts.reduce((a, b) => a + b, 0));
      }),
    );
  });

  it('applies each effect at most once, and each only while its condition holds; an effect with no condition always', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 4 }), fc.array(specArb, { maxLength: 6 }), (start, specs) => {
        const c = run(start, candidates(specs));
        expect(new Set(c.applied).size).toBe(c.applied.length);
        let power = start;
        for (const label of c.applied) {
          const s = specs[label] as Spec;
          if (s.range) expect(power >= s.range[0] && power <= s.range[1]).toBe(true);
          power += s.amount;
        }
        expect(power).toBe(c.power);
        specs.forEach((s, i) => {
          if (s.range === null) expect(c.applied).toContain(i);
        });
      }),
    );
  });

  it('an effect whose condition a later effect makes true waits for it (CR 613.8b)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 2 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: -3, max: 3 }), (start, boost, amount) => {
        // "power at least start + boost" (earlier) and an unconditional +boost (later)
        const c = run(start, candidates([{ amount, range: [start + boost, start + boost] }, { amount: boost, range: null }]));
        expect(c.applied).toEqual([1, 0]);
        expect(c.power).toBe(start + boost + amount);
      }),
    );
  });
});
