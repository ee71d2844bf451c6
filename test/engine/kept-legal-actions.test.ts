/**
 * The legal actions of a state the engine hands out and never changes are listed once: for a state
 * `apply` returns, and as well for the states `createGame` and `deserialize` return. Every caller
 * gets the same frozen list; a state a caller made (a spread copy) is listed anew at every request.
 * The deciding player's `view` holds a copy of that list, not a listing of its own (issue 16: each
 * decision listed once, where a host sends every client its view).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply, countActions, createGame, deserialize, legalActions, sampleAction, seedRng, serialize, view, type ReadonlyGameState } from '../../src/index.js';
import { timingAndPriority } from '../../src/rules/117-timing-and-priority.js';
import { listings } from '../helpers/listings.js';

const deck = Array<string>(40).fill('Bronze Sable');
const options = { players: [{ name: 'Ana', deck }, { name: 'Ben', deck }], seed: 1 };

/** Whether `state` keeps its list: two requests give the same array, frozen with its actions. */
function keepsItsList(state: ReadonlyGameState): void {
  const first = legalActions(state);
  expect(legalActions(state)).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  expect(first.every((a) => Object.isFrozen(a))).toBe(true);
  expect(countActions(state)).toBe(first.length);
}

describe('a state keeps its legal actions once listed', () => {
  it('the state apply returns', () => {
    const created = createGame(options);
    keepsItsList(apply(created, legalActions(created)[0]!));
  });

  it('the state createGame returns', () => {
    keepsItsList(createGame(options));
  });

  it('the state deserialize returns', () => {
    keepsItsList(deserialize(serialize(createGame(options))));
  });

  it('the kept list draws as the rules do: sampleAction gives the same action from it as from a copy of the state', () => {
    const created = createGame(options);
    const copy = { ...created };
    legalActions(created);
    const a = seedRng(5), b = seedRng(5);
    expect(sampleAction(created, a)).toEqual(sampleAction(copy, b));
    expect(a).toEqual(b);
  });

  it('a state the caller made is listed anew: its list is not kept', () => {
    const copy = { ...createGame(options) };
    expect(legalActions(copy)).not.toBe(legalActions(copy));
    expect(legalActions(copy)).toEqual(legalActions(copy));
  });

  it('the view of the deciding player copies the kept list: a host sending views and actions lists each decision once', () => {
    const created = createGame(options);
    let s = apply(created, legalActions(created)[0]!);
    for (let n = 0; n < 20 && !s.result; n++) {
      const decider = s.decision!.player;
      // CR 117's lister runs at every listing (passing, at priority)
      const listings = vi.spyOn(timingAndPriority, 'list');
      const actions = legalActions(s);
      const seen = view(s, decider);
      const again = view(s, decider);
      expect(listings.mock.calls.length).toBeLessThanOrEqual(1);
      listings.mockRestore();
      expect(seen.legalActions).toEqual(actions);
      // a copy: the client may change it without touching the kept list
      expect(Object.isFrozen(seen.legalActions)).toBe(false);
      expect(again.legalActions).not.toBe(seen.legalActions);
      s = apply(s, actions[n % actions.length]!);
    }
  });
});


describe('a loaded game is listed once: the list deserialize validates it with is the list it keeps', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('over a game saved and loaded at every decision, loading and then listing, counting, drawing and viewing its decision lists once', () => {
    let s = createGame(options);
    for (let n = 0; n < 40 && !s.result; n++) {
      const text = serialize(s);
      let loaded = s;
      let actions: ReturnType<typeof legalActions> = [];
      expect(listings(() => {
        loaded = deserialize(text);
        actions = legalActions(loaded);
        countActions(loaded);
        sampleAction(loaded, seedRng(n));
        view(loaded, loaded.decision!.player);
      })).toBe(1);
      // the list kept is the one a fresh listing gives (a copy of the state is listed anew)
      expect(actions).toEqual(legalActions({ ...loaded }));
      s = apply(loaded, actions[n % actions.length]!);
    }
  });
});
