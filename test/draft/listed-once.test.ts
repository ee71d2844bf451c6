/**
 * Issue 16, item 4: a decision is listed once, in the draft as in the game. A draft state the engine
 * hands out (`createDraft`, `applyDraft`, `deserializeDraft`) keeps each drafter's legal actions
 * once listed: `legalPicks`, `countPicks`, `samplePick` and `applyDraft`'s check of an action read
 * the same frozen list, so a bot listing a drafter's picks and `applyDraft` checking the one chosen
 * list that drafter once. A state a caller made (a spread copy) is listed anew at every request,
 * and a state handed over to `runDraft` to change in place forgets its lists. A draft playout's
 * state keeps its drafters' lists so too, from one action to the next.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyDraft, countPicks, createDraft, createDraftPlayout, deserializeDraft, legalPicks, randomDrafter, randomInt, runDraft, samplePick, seedRng,
  serializeDraft, tryApplyDraft, type BoosterSource, type DraftAction, type ReadonlyDraftState,
} from '../../src/index.js';
import * as listing from '../../src/draft/legal.js';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The drafters listed (one pass over the rules each, for listing, counting or drawing) while `f` ran, as [state, seat] pairs. */
function listed(f: () => unknown): [unknown, number][] {
  const spy = vi.spyOn(listing, 'listPicksOf');
  f();
  const calls = spy.mock.calls.map(([state, seat]) => [state, seat] as [unknown, number]);
  spy.mockRestore();
  return calls;
}

/** The [state, seat] pairs listed more than once. */
function listedTwice(calls: readonly [unknown, number][]): [unknown, number][] {
  const seen = new Map<unknown, Set<number>>();
  return calls.filter(([state, seat]) => {
    const seats = seen.get(state) ?? new Set<number>();
    seen.set(state, seats);
    if (seats.has(seat)) return true;
    seats.add(seat);
    return false;
  });
}

/** Cards whose picks come in runs (Spire Phantasm's guess, Lore Seeker's booster) and face-up cards that multiply them. */
const MANY_OPTIONS = ['Spire Phantasm', 'Lore Seeker', 'Cogwork Grinder', 'Smuggler Captain', 'Cogwork Librarian', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash'];
const CUBE: BoosterSource = { cube: Array.from({ length: 120 }, (_, i) => MANY_OPTIONS[i % MANY_OPTIONS.length]!), packSize: 8 };

describe('a draft state the engine hands out lists each drafter once', () => {
  it('a bot listing a drafter\'s picks and applyDraft checking the pick chosen list that drafter once (runDraft through applyDraft)', () => {
    const start = createDraft({ drafters: 4, seed: 3, rounds: 1 });
    let end: ReadonlyDraftState = start;
    const calls = listed(() => { end = runDraft(start, randomDrafter, { seed: 3 }).state; });
    expect(end.phase).toBe('complete');
    expect(calls.length).toBeGreaterThan(0);
    expect(listedTwice(calls)).toEqual([]);
  });

  it('listing, counting and drawing a drafter\'s picks and then applying one lists the drafter once, at every state of a draft', () => {
    let s = createDraft({ drafters: 3, seed: 8, rounds: 1, boosters: CUBE });
    for (let n = 0; s.phase !== 'complete'; n++) {
      const seat = s.drafters.find((d) => countPicks({ ...s }, d.seat) > 0)!.seat;
      let picks: readonly DraftAction[] = [];
      const calls = listed(() => {
        picks = legalPicks(s, seat);
        countPicks(s, seat);
        samplePick(s, seat, seedRng(n));
        s = applyDraft(s, picks[n % picks.length]!);
      });
      expect(calls).toHaveLength(1);
    }
  });

  it('the kept list is frozen, with its actions, and the same for every caller; a copy of the state is listed anew', () => {
    const s = createDraft({ drafters: 2, seed: 5, boosters: CUBE });
    const first = legalPicks(s, 0);
    expect(legalPicks(s, 0)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(first.every((a) => Object.isFrozen(a))).toBe(true);
    expect(() => (first as DraftAction[]).pop()).toThrow(TypeError);
    expect(() => { (first[0] as { card?: number }).card = -1; }).toThrow(TypeError);
    expect(countPicks(s, 0)).toBe(first.length);
    const copy = { ...s };
    expect(legalPicks(copy, 0)).not.toBe(legalPicks(copy, 0));
    expect(legalPicks(copy, 0)).toEqual(first);
  });

  it('a loaded draft keeps the listing deserializeDraft checked it with: loading and listing the drafter lists once', () => {
    let s = createDraft({ drafters: 3, seed: 2, rounds: 1 });
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    const text = serializeDraft(s);
    // seat 0 picked and waits for a pack; seat 1 has picks, and the check finds them
    let loaded: ReadonlyDraftState = s;
    let picks: readonly DraftAction[] = [];
    const calls = listed(() => {
      loaded = deserializeDraft(text);
      picks = legalPicks(loaded, 1);
      applyDraft(loaded, picks[0]!);
    });
    expect(listedTwice(calls)).toEqual([]);
    expect(picks).toEqual(legalPicks({ ...loaded }, 1));
  });

  it('a state handed over to runDraft to change in place forgets the lists it kept: the finished draft lists nothing', () => {
    const start = createDraft({ drafters: 2, seed: 4, rounds: 1 });
    expect(legalPicks(start, 0).length).toBeGreaterThan(0);
    const { state } = runDraft(start, randomDrafter, { seed: 4, inPlace: true, handOver: true });
    expect(state).toBe(start);
    expect(state.phase).toBe('complete');
    expect(legalPicks(state, 0)).toEqual([]);
    expect(countPicks(state, 0)).toBe(0);
  });

  it('applyDraft refuses an illegal action on a state keeping its list as on a copy of it (same error)', () => {
    const s = createDraft({ drafters: 2, seed: 6, rounds: 1 });
    legalPicks(s, 0);
    const inPack = new Set(legalPicks(s, 0).flatMap((a) => (a.type === 'pick' ? [a.card] : [])));
    const card = s.cards.findIndex((_c, id) => !inPack.has(id));
    for (const bad of [{ type: 'pick', seat: 0, card }, { type: 'chooseColor', seat: 0, color: 'W' }, { type: 'takePack', seat: 1 }] as DraftAction[]) {
      const kept = tryApplyDraft(s, bad);
      const fresh = tryApplyDraft({ ...s }, bad);
      expect(kept.ok).toBe(false);
      expect(fresh.ok).toBe(false);
      if (!kept.ok && !fresh.ok) expect([kept.error.code, kept.error.message, kept.error.rule]).toEqual([fresh.error.code, fresh.error.message, fresh.error.rule]);
    }
  });

  it('samplePick draws from the kept list as from the rules: the same action, the PRNG left alike, over random drafts with many options', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.integer(), (drafters, seed, drawSeed) => {
        const start = createDraft({ drafters, seed, rounds: 1, boosters: CUBE });
        runDraft(start, randomDrafter, {
          seed,
          onAction: (s, action) => {
            legalPicks(s, action.seat);
            const a = seedRng(drawSeed), b = seedRng(drawSeed);
            expect(samplePick(s, action.seat, a)).toEqual(samplePick({ ...s }, action.seat, b));
            expect(a).toEqual(b);
          },
        });
      }),
      { numRuns: 15 },
    );
  });
});

describe('a draft playout lists each drafter once per decision, and lists them anew after each action', () => {
  it('listing, counting and drawing every drafter\'s picks between two actions lists each drafter once, at every state of a draft', () => {
    const playout = createDraftPlayout(createDraft({ drafters: 3, seed: 8, rounds: 1, boosters: CUBE }));
    const seats = playout.state.drafters.map((d) => d.seat);
    for (let n = 0; playout.state.phase !== 'complete'; n++) {
      let acting: DraftAction[] = [];
      const calls = listed(() => {
        for (const seat of seats) {
          const picks = legalPicks(playout.state, seat);
          expect(legalPicks(playout.state, seat)).toEqual(picks);
          expect(countPicks(playout.state, seat)).toBe(picks.length);
          samplePick(playout.state, seat, seedRng(n));
          if (picks.length > 0) acting.push(picks[n % picks.length]!);
        }
      });
      expect(calls.map(([, seat]) => seat)).toEqual(seats);
      playout.apply(acting[n % acting.length]!);
      acting = [];
    }
  });

  it('counting and drawing a drafter not listed yet on a playout builds no list: one pass each, as a game\'s playout draws', () => {
    const playout = createDraftPlayout(createDraft({ drafters: 2, seed: 3, rounds: 1, boosters: CUBE }));
    const spy = vi.spyOn(listing, 'listPicksOf');
    const drawn = samplePick(playout.state, 0, seedRng(1));
    const counted = countPicks(playout.state, 0);
    expect(spy.mock.calls.map(([, , sink]) => sink instanceof listing.PickList)).toEqual([false, false]);
    spy.mockRestore();
    // the same as a fresh listing draws and counts
    expect(drawn).toEqual(samplePick({ ...playout.state }, 0, seedRng(1)));
    expect(counted).toBe(legalPicks({ ...playout.state }, 0).length);
  });

  it('the kept list is always the fresh listing, counted and drawn alike, on every state of random drafts through a playout (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.boolean(), (drafters, seed, drawFirst) => {
        const playout = createDraftPlayout(createDraft({ drafters, seed, rounds: 1, boosters: CUBE }));
        const rng = seedRng(seed);
        const seats = playout.state.drafters.map((d) => d.seat);
        while (playout.state.phase !== 'complete') {
          const fresh = { ...playout.state };
          for (const seat of seats) {
            // drawn before listing (one pass without the list) or after (from the kept list): both as the fresh state draws
            const kept = seedRng([seat, seed >>> 0, 1, 2]), anew = seedRng([seat, seed >>> 0, 1, 2]);
            if (drawFirst) expect(samplePick(playout.state, seat, kept)).toEqual(samplePick(fresh, seat, anew));
            expect(legalPicks(playout.state, seat)).toEqual(legalPicks(fresh, seat));
            expect(countPicks(playout.state, seat)).toBe(countPicks(fresh, seat));
            if (!drawFirst) expect(samplePick(playout.state, seat, kept)).toEqual(samplePick(fresh, seat, anew));
            expect(kept).toEqual(anew);
          }
          const acting = seats.filter((seat) => legalPicks(playout.state, seat).length > 0);
          const seat = acting[randomInt(rng, acting.length)]!;
          playout.apply(samplePick(playout.state, seat, rng)!);
        }
      }),
      { numRuns: 20 },
    );
  });
});
