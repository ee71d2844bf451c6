// The benchmark's pure helpers: the summaries it prints and the bot's PRNG, whose forced choices
// must draw nothing (the count of actions replays a game with every pass a forced choice).
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { median, percentile } from '../../bench/stats.js';
import { nextUint32, seedPrng, uniformBelow } from '../../bench/prng.js';
import { actionRates, printReport, type Figures, type RoundResult } from '../../bench/report.js';

describe('bench summaries', () => {
  it('median: the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('percentile: nearest rank of sorted values', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(sorted, 1)).toBe(100);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('percentile: at least a share q of the values lie at or below it, and fewer below it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 50 }), { minLength: 1 }), fc.double({ min: 0.01, max: 1, noNaN: true }), (values, q) => {
        const sorted = [...values].sort((a, b) => a - b);
        const p = percentile(sorted, q);
        expect(sorted.filter((v) => v <= p).length).toBeGreaterThanOrEqual(q * sorted.length - 1e-9);
        expect(sorted.filter((v) => v < p).length).toBeLessThan(q * sorted.length);
      }),
    );
  });
});

describe('bench PRNG', () => {
  it('is the same sequence for the same seed, and another for another seed', () => {
    const a = seedPrng(42);
    const b = seedPrng(42);
    const c = seedPrng(43);
    const draws = (p: ReturnType<typeof seedPrng>): number[] => Array.from({ length: 8 }, () => nextUint32(p));
    const fromA = draws(a);
    expect(draws(b)).toEqual(fromA);
    expect(draws(c)).not.toEqual(fromA);
  });

  it('a choice among one (or none) draws nothing; among n it is in [0, n)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 1000 }), (seed, n) => {
        const p = seedPrng(seed);
        const untouched = seedPrng(seed);
        expect(uniformBelow(p, 1)).toBe(0);
        expect(uniformBelow(p, 0)).toBe(0);
        expect(p).toEqual(untouched);
        const k = uniformBelow(p, n);
        expect(k).toBeGreaterThanOrEqual(0);
        expect(k).toBeLessThan(n);
        expect(p).not.toEqual(untouched);
      }),
    );
  });

  it('is about uniform', () => {
    const p = seedPrng(7);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30_000; i++) counts[uniformBelow(p, 3)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });
});

describe('bench report: actions per second (issue 2)', () => {
  /** Two rounds of two games each, the second round taking twice the CPU time. */
  const rounds: RoundResult[] = [
    { games: 2, cpuMs: 100, decisions: [10, 10], capped: 0 },
    { games: 2, cpuMs: 200, decisions: [10, 10], capped: 0 },
  ];

  it('actionRates: the actions of each round\'s own games over its CPU time', () => {
    expect(actionRates(rounds, [1000, 3000, 500, 500])).toEqual([40_000, 5_000]);
    expect(actionRates(rounds, undefined)).toEqual([]);
  });

  it('the report prints the actions per CPU-second of 4-player games through apply and in place, with their ratio and the targets', () => {
    const times = { count: 40, p50: 10, p99: 50 };
    const figures: Figures = {
      builds: ['tree'],
      configs: [
        { players: 4, path: 'place', builds: [{ rounds, times, actions: { actions: [1000, 3000, 500, 500], diverged: 0 } }] },
        { players: 4, path: 'apply', builds: [{ rounds: rounds.map((r) => ({ ...r, cpuMs: r.cpuMs * 4 })), times, bytes: [2000] }] },
      ],
    };
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    try {
      printReport(figures);
    } finally {
      log.mockRestore();
    }
    const text = printed.join('\n');
    expect(text).toContain('actions/CPU-s');
    // the median of the rounds' 40,000 and 5,000 actions per CPU-second in place; a quarter through apply
    expect(text).toContain('4-player actions per CPU-second, the passes auto-pass makes counted: through apply 5,625, in place 22,500, through apply / in place 0.25');
  });
});
