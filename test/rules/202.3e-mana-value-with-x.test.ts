import { describe, expect, it } from 'vitest';
import { characteristics } from '../../src/index.js';
import { cast, permanent, resolveStack, setup } from '../cards/helpers.js';

describe('202.3e: the mana value of an object with {X} in its mana cost', () => {
  it('counts X as announced while the spell is on the stack, and as 0 in the hand and the graveyard (107.3g)', () => {
    const { state, ids } = setup({ players: [{ hand: ['Death Wind'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'] }, { battlefield: ['Ogre Sentry'] }] });
    const card = ids.hand[0]![0]!;
    expect(characteristics(state, card).manaValue).toBe(1);
    const s = cast(state, 0, card, [{ object: permanent(state, 'Ogre Sentry') }], 3);
    // {X}{B} with X = 3
    expect(characteristics(s, s.stack[0]!).manaValue).toBe(4);
    const done = resolveStack(s);
    const inGraveyard = done.players[0]!.graveyard[0]!;
    expect(done.objects[inGraveyard]!.card).toBe('Death Wind');
    expect(characteristics(done, inGraveyard).manaValue).toBe(1);
  });
});
