/**
 * The options of `createMentalMagicGame`: options of the wrong kind are refused by the function and
 * by `mentalMagicOptionsProblem`; a field the function does not take is left alone by the function
 * (as `createGame` leaves such fields: its callers from before the check pass them) and refused by
 * `mentalMagicOptionsProblem`, the check of options from outside.
 */
import { describe, expect, it } from 'vitest';
import { createMentalMagicGame, mentalMagicOptionsProblem, RulesError, serialize, type MentalMagicGameOptions } from '../../../src/index.js';

describe('createMentalMagicGame options', () => {
  it('leaves a field it does not take alone: the game is the one made without it', () => {
    const plain = createMentalMagicGame({ seed: 5, names: ['Ana', 'Ben'] });
    const extra = createMentalMagicGame({ seed: 5, names: ['Ana', 'Ben'], table: 'north' } as MentalMagicGameOptions);
    expect(serialize(extra)).toBe(serialize(plain));
  });

  it('refuses an option of the wrong kind, naming it', () => {
    expect(() => createMentalMagicGame({ seed: 5, startingPlayer: 2 } as unknown as MentalMagicGameOptions)).toThrow(RulesError);
    expect(() => createMentalMagicGame({ seed: 5, startingPlayer: 2 } as unknown as MentalMagicGameOptions)).toThrow(/startingPlayer must be seat 0 or 1/);
  });

  it('mentalMagicOptionsProblem also names a field the function does not take', () => {
    expect(mentalMagicOptionsProblem({ seed: 5, table: 'north' })).toMatch(/table is not an option of createMentalMagicGame/);
    expect(mentalMagicOptionsProblem({ seed: 5, names: ['Ana', 'Ben'] })).toBeNull();
  });
});
