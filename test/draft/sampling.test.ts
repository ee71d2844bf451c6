/**
 * Drawing a draft action without listing: `samplePick` draws one of a drafter's legal actions
 * uniformly at random and `countPicks` counts them, by the listing behind `legalPicks` without
 * building the list. Over random drafts of both sets and of a cube heavy in draft-matters cards (whose
 * options, Spire Phantasm's guess, Lore Seeker's booster and the noting cards among them, multiply a
 * card's picks): every sampled action is one `legalPicks` lists, the count is the list's length, and
 * over many draws each listed action is drawn about as often as the others (a chi-square test at a
 * fixed seed). Bad arguments are RulesErrors that change nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDraft, countPicks, createDraft, legalPicks, randomDrafter, runDraft, RulesError, samplePick, seedRng,
  type BoosterSource, type DraftAction, type ReadonlyDraftState,
} from '../../src/index.js';
import { thrown } from '../helpers/thrown.js';

const key = (a: DraftAction): string => JSON.stringify(a);

const DRAFT_MATTERS = [
  'Agent of Acquisitions', 'Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian', 'Cogwork Spy', 'Cogwork Tracker', 'Deal Broker',
  'Lore Seeker', 'Whispergear Sneak', 'Paliano, the High City', 'Noble Banneret', 'Paliano Vanguard', 'Illusionary Informant',
  'Spire Phantasm', 'Archdemon of Paliano', 'Smuggler Captain', 'Animus of Predation', "Leovold's Operative", 'Aether Searcher',
];
const FILLER = ['Ogre Sentry', 'Kiln Fiend', 'Flame Slash'];
/** A cube heavy in draft-matters cards, so that the drafters' options multiply their picks. */
const CUBE = Array.from({ length: 200 }, (_, i) => (i % 3 === 2 ? FILLER[i % FILLER.length]! : DRAFT_MATTERS[i % DRAFT_MATTERS.length]!));

const draftArb = fc.record({
  drafters: fc.integer({ min: 2, max: 8 }),
  seed: fc.integer(),
  source: fc.constantFrom<BoosterSource>('CN2', 'CNS', { cube: CUBE, packSize: 8 }),
});

/** Every state of a draft the random drafter plays, handed to `at` before each action. */
function playDraft(spec: { drafters: number; seed: number; source: BoosterSource }, at: (s: ReadonlyDraftState) => void): ReadonlyDraftState {
  const state = createDraft({ drafters: spec.drafters, seed: spec.seed, boosters: spec.source });
  return runDraft(state, randomDrafter, { seed: spec.seed, onAction: (s) => at(s) }).state;
}

/** The chi-square statistic of `draws` draws spread over equally likely outcomes with these counts. */
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

/** Whether a listed action is one of several picks of one card, differing by an option (a run the sampler draws within). */
const withOption = (a: DraftAction): boolean => a.type === 'pick' && (a.guess !== undefined || a.addBooster !== undefined || a.note !== undefined || a.remove !== undefined);

describe('drawing a draft action without listing', () => {
  it('a sampled action is always one legalPicks lists for the seat, and countPicks is their number', () => {
    fc.assert(
      fc.property(draftArb, fc.integer(), (spec, drawSeed) => {
        const rng = seedRng(drawSeed);
        const final = playDraft(spec, (s) => {
          for (const d of s.drafters) {
            const listed = legalPicks(s, d.seat).map(key);
            expect(countPicks(s, d.seat)).toBe(listed.length);
            const a = samplePick(s, d.seat, rng);
            if (listed.length === 0) expect(a).toBeNull();
            else expect(listed).toContain(key(a!));
          }
        });
        // a complete draft: nothing to list, count or draw (CR 905.2)
        expect(final.phase).toBe('complete');
        for (const d of final.drafters) {
          expect(countPicks(final, d.seat)).toBe(0);
          expect(samplePick(final, d.seat, rng)).toBeNull();
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });

  it('over many draws every listed action is drawn, about equally often, picks with options included (chi-square, p = 0.001, fixed seed)', () => {
    // from drafts of both sets and of the cube: a state of each kind with several actions, and states
    // where a card's picks differ by an option (drawn within one run of the listing)
    const chosen: { state: ReadonlyDraftState; seat: number }[] = [];
    let withOptions = 0;
    for (const source of ['CN2', 'CNS', { cube: CUBE, packSize: 8 }] as const) {
      let plain = 0;
      playDraft({ drafters: 4, seed: 7, source }, (s) => {
        for (const d of s.drafters) {
          const listed = legalPicks(s, d.seat);
          if (listed.length < 4 || listed.length > 60) continue;
          const optioned = listed.some(withOption);
          if (optioned ? withOptions >= 4 : plain >= 2) continue;
          if (optioned) withOptions++;
          else plain++;
          chosen.push({ state: structuredClone(s), seat: d.seat });
        }
      });
    }
    expect(withOptions).toBeGreaterThan(0);
    const rng = seedRng(42);
    for (const { state, seat } of chosen) {
      const listed = legalPicks(state, seat).map(key);
      const counts = new Map(listed.map((k) => [k, 0]));
      const draws = 200 * listed.length;
      for (let i = 0; i < draws; i++) {
        const k = key(samplePick(state, seat, rng)!);
        counts.set(k, (counts.get(k) ?? Number.NaN) + 1);
      }
      const observed = [...counts.values()];
      expect(observed).toHaveLength(listed.length);
      expect(observed.every((c) => c > 0)).toBe(true);
      expect(chiSquare(observed, draws)).toBeLessThan(chiSquareQuantile999(listed.length - 1));
    }
  });

  it('the drawn action is applied as any listed one: a draft played with samplePick alone ends complete', () => {
    let s = createDraft({ drafters: 3, seed: 11, boosters: 'CN2' });
    const rng = seedRng(3);
    for (let n = 0; n < 10_000 && s.phase !== 'complete'; n++) {
      const seat = s.drafters.find((d) => countPicks(s, d.seat) > 0)!.seat;
      s = applyDraft(s, samplePick(s, seat, rng)!);
    }
    expect(s.phase).toBe('complete');
  });
});

describe('countPicks and samplePick refuse bad arguments with a RulesError, changing nothing', () => {
  const state = createDraft({ drafters: 3, seed: 1, boosters: 'CNS' });

  it.each([
    ['no draft state', () => countPicks({ schema: 'paliano/game' } as never, 0), /countPicks: state must be a draft state/],
    ['a seat past the drafters', () => countPicks(state, 3), /countPicks: no drafter at seat 3/],
    ['a seat as text', () => samplePick(state, '0' as never, seedRng(1)), /samplePick: no drafter at seat "0"/],
    ['no draft state, to sample', () => samplePick(null as never, 0, seedRng(1)), /samplePick: state must be a draft state/],
  ])('%s', (_, f, message) => {
    const error = thrown(f);
    expect(error).toBeInstanceOf(RulesError);
    expect(error).toMatchObject({ code: 'malformed', message: expect.stringMatching(message) });
  });

  it('an rng that is no PRNG state it may advance: a frozen one, or one of three numbers; the state and the rng are left as they were', () => {
    const before = structuredClone(state);
    for (const rng of [Object.freeze(seedRng(1)), [1, 2, 3], 'seed']) {
      const copy = structuredClone(rng);
      const error = thrown(() => samplePick(state, 0, rng as never));
      expect(error).toBeInstanceOf(RulesError);
      expect(error).toMatchObject({ code: 'malformed', message: expect.stringMatching(/samplePick: rng must be a PRNG state/) });
      expect(rng).toEqual(copy);
    }
    expect(state).toEqual(before);
  });
});
