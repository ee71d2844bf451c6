import { describe, expect, it } from 'vitest';
import { characteristics } from '../../../src/index.js';
import { activate, permanent, resolveStack, setup } from '../helpers.js';

describe('Favorable Winds', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Favorable Winds', 'Wild Griffin', 'Bronze Sable', 'Goblin Balloon Brigade', 'Mountain'] },
      { battlefield: ['Courier Hawk'] },
    ],
  });
  const pt = (s: ReturnType<typeof board>['state'], id: number) => {
    const c = characteristics(s, id);
    return [c.power, c.toughness];
  };

  it('Creatures you control with flying get +1/+1 — not creatures without flying, not an opponent\'s fliers', () => {
    const { state } = board();
    expect(pt(state, permanent(state, 'Wild Griffin'))).toEqual([3, 3]);
    expect(pt(state, permanent(state, 'Bronze Sable'))).toEqual([2, 1]);
    expect(pt(state, permanent(state, 'Courier Hawk'))).toEqual([1, 2]);
  });

  it('CR 613.1: a creature that gains flying (layer 6) then gets the bonus (layer 7c)', () => {
    const { state } = board();
    const brigade = permanent(state, 'Goblin Balloon Brigade');
    expect(pt(state, brigade)).toEqual([1, 1]);
    const s = resolveStack(activate(state, 0, brigade, 0));
    expect(characteristics(s, brigade).keywords).toContain('flying');
    expect(pt(s, brigade)).toEqual([2, 2]);
  });
});
