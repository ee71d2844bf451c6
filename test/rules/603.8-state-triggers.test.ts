import { describe, expect, it } from 'vitest';
import { activate, cast, names, pass, permanent, putTrigger, resolveStack, resolveTop, setup } from '../cards/helpers.js';

describe('603.8 state triggers', () => {
  it('603.8: a state-triggered ability that is countered triggers again at once while its state still holds (Stifle on Deadly Designs)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', { card: 'Deadly Designs', counters: { plot: 4 } }] },
        { battlefield: ['Island', 'Wild Griffin'], hand: ['Stifle'] },
      ],
    });
    const designs = permanent(state, 'Deadly Designs');
    let s = resolveStack(activate(state, 0, designs, 0));
    const griffin = permanent(s, 'Wild Griffin');
    s = putTrigger(s, [{ object: griffin }]);
    const first = s.stack[0]!;
    // player 1 counters the ability: it has left the stack, and there are still five plot counters
    s = cast(pass(s), 1, ids.hand[1]![0]!, [{ object: first }]);
    s = resolveTop(s);
    expect(s.stack).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Stifle']);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ object: griffin }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Deadly Designs']);
    expect(names(s, 1, 'graveyard')).toEqual(['Stifle', 'Wild Griffin']);
  });
});
