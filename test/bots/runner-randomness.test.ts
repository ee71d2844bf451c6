/**
 * Where the bot runners draw from, and how the random bots draw. `runDraft` and `playGame` each take
 * either a seed (in their options) or a PRNG state advanced in place (before the options), and one
 * drafts or plays as the other: `runDraft(s, bots, seedRng(x))` as `runDraft(s, bots, { seed: x })`,
 * `playGame(g, bots, { seed: x })` as `playGame(g, bots, seedRng(x))`. A seat `runDraft` runs with
 * the random drafter draws its action with `samplePick`, as `playGame` draws the random bot's with
 * `sampleAction`: in place, no list is built; the same seed gives the same draft.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDraft, createGame, heuristicDrafter, legalPicks, playGame, randomBot, randomDeck, randomDrafter, runDraft, seedRng, serialize, serializeDraft,
  type DraftAction, type DraftBot, type ReadonlyDraftState,
} from '../../src/index.js';
import * as listing from '../../src/draft/legal.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const start = (): ReadonlyDraftState => createDraft({ drafters: 3, seed: 4, rounds: 1, boosters: 'CNS' });

/** The seats whose list the draft listing built while `f` ran (a seat each time), and how many passes over the rules it made. */
function listsBuilt(f: () => unknown): { built: number[]; passes: number } {
  const spy = vi.spyOn(listing, 'listPicksOf');
  f();
  const built = spy.mock.calls.flatMap(([, seat, sink]) => (sink instanceof listing.PickList ? [seat] : []));
  const passes = spy.mock.calls.length;
  spy.mockRestore();
  return { built, passes };
}

describe('runDraft draws the random drafter\'s picks with samplePick', () => {
  it('in place, a draft the random drafter drafts alone builds no list: every pass over a drafter\'s options draws', () => {
    let end: ReadonlyDraftState = start();
    const { built, passes } = listsBuilt(() => { end = runDraft(start(), randomDrafter, { seed: 9, inPlace: true }).state; });
    expect(end.phase).toBe('complete');
    expect(passes).toBeGreaterThan(0);
    expect(built).toEqual([]);
  });

  it('the same seed gives the same draft, in place and through applyDraft alike, and every pick is one legalPicks lists', () => {
    const picked: DraftAction[][] = [[], [], []];
    const run = (i: number, inPlace: boolean) => serializeDraft(runDraft(start(), randomDrafter, {
      seed: 9,
      inPlace,
      onAction: (s, action) => {
        expect(legalPicks({ ...s }, action.seat)).toContainEqual(action);
        picked[i]!.push(action);
      },
    }).state);
    const [through, inPlace, again] = [run(0, false), run(1, true), run(2, true)];
    expect(through).toBe(inPlace);
    expect(again).toBe(inPlace);
    expect(picked[0]).toEqual(picked[1]);
    expect(picked[0]!.length).toBeGreaterThan(0);
  });

  it('a seat with another bot is handed its list; the random drafter\'s seats still draw without one', () => {
    const handed: number[] = [];
    const other: DraftBot = (input) => {
      handed.push(input.seat);
      return input.actions[0]!;
    };
    const { built } = listsBuilt(() => runDraft(start(), [randomDrafter, other, randomDrafter], { seed: 2, inPlace: true }));
    expect(handed.length).toBeGreaterThan(0);
    expect(new Set(handed)).toEqual(new Set([1]));
    expect(new Set(built)).toEqual(new Set([1]));
  });
});

describe('runDraft takes a PRNG state as playGame does, and playGame a seed as runDraft does', () => {
  it('runDraft(state, bots, seedRng(x), options) drafts as runDraft(state, bots, { ...options, seed: x }), advancing the PRNG state given', () => {
    for (const [bot, inPlace] of [[randomDrafter, true], [heuristicDrafter(), false]] as const) {
      const rng = seedRng('draft x');
      const byRng = runDraft(start(), bot, rng, { inPlace });
      const bySeed = runDraft(start(), bot, { seed: 'draft x', inPlace });
      expect(serializeDraft(byRng.state)).toBe(serializeDraft(bySeed.state));
      expect(byRng.actions).toBe(bySeed.actions);
      expect(rng).not.toEqual(seedRng('draft x'));
    }
    expect(runDraft(start(), randomDrafter, seedRng(1)).state.phase).toBe('complete');
  });

  it('playGame(start, bots, { seed: x, ...options }) plays as playGame(start, bots, seedRng(x), options), from a state and from options', () => {
    const players = [{ deck: randomDeck(1) }, { deck: randomDeck(2) }];
    const game = createGame({ players, seed: 3 });
    const bySeed = playGame(game, randomBot, { seed: 'game x', inPlace: true, maxActions: 200 });
    const byRng = playGame(game, randomBot, seedRng('game x'), { inPlace: true, maxActions: 200 });
    expect(serialize(bySeed.state)).toBe(serialize(byRng.state));
    expect(bySeed.actions).toBe(byRng.actions);
    const fromOptions = playGame({ players, seed: 3 }, randomBot, { seed: [1, 2, 3, 4], maxActions: 100 });
    expect(fromOptions.replay).toEqual(playGame({ players, seed: 3 }, randomBot, seedRng([1, 2, 3, 4]), { maxActions: 100 }).replay);
  });

  it('refuses a PRNG state that is none, both a PRNG state and a seed, options given twice and a seed that is none, as malformed', () => {
    const game = createGame({ players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 3 });
    const refusals: [() => unknown, RegExp][] = [
      [() => runDraft(start(), randomDrafter, [1, 2, 3] as never), /^runDraft: rng must be a PRNG state/],
      [() => runDraft(start(), randomDrafter, seedRng(1), { seed: 1 } as never), /^runDraft: a PRNG state or a seed, not both/],
      [() => runDraft(start(), randomDrafter, { seed: 1 } as never, { inPlace: true }), /^runDraft: options come once/],
      [() => runDraft(start(), randomDrafter, seedRng(1), 5 as never), /^runDraft: options are an object/],
      [() => playGame(game, randomBot, { seed: Number.NaN }), /^playGame: options.seed must be a seed/],
      [() => playGame(game, randomBot, { seed: 1 } as never, { maxActions: 3 }), /^playGame: options come once/],
      [() => playGame(game, randomBot, { inPlace: true } as never), /^playGame: rng must be a PRNG state/],
    ];
    for (const [call, message] of refusals) expect(call).toThrow(expect.objectContaining({ code: 'malformed', message: expect.stringMatching(message) }));
  });
});
