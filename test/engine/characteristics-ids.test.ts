/**
 * `characteristics` through the public API takes an object id of the state: anything else is a
 * RulesError `malformed` (issue 21: bad input gives a RulesError), never the characteristics of no
 * object — `length` named the objects list's own field and got an empty card's.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, createGame, RulesError } from '../../src/index.js';

describe('characteristics of an id that is no object', () => {
  it('is a RulesError malformed for a list key, a negative, fractional or absent id, and a BigInt', () => {
    const s = createGame({ players: [{ deck: Array(40).fill('Forest') }, { deck: Array(40).fill('Forest') }], seed: 1 });
    for (const id of ['length', '__proto__', 'constructor', -1, 0.5, s.objects.length, 1n]) {
      expect(() => characteristics(s, id as never)).toThrow(RulesError);
      expect(() => characteristics(s, id as never)).toThrow(expect.objectContaining({ code: 'malformed' }));
    }
    expect(characteristics(s, s.players[0]!.library[0]!).name).toBe('Forest');
  });
});
