/**
 * The legal actions of a state the engine hands out and never changes are listed once: for a state
 * `apply` returns, and as well for the states `createGame` and `deserialize` return. Every caller
 * gets the same frozen list; a state a caller made (a spread copy) is listed anew at every request.
 */
import { describe, expect, it } from 'vitest';
import { apply, countActions, createGame, deserialize, legalActions, sampleAction, seedRng, serialize, type ReadonlyGameState } from '../../src/index.js';

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
});
