import { describe, expect, it } from 'vitest';
import { characteristics } from '../../../src/index.js';
import { activate, attack, castAndResolve, nextTurn, permanent, resolveStack, setup } from '../helpers.js';

describe('Dack Fayden: gaining control of what you control only for now (CR 613.1b, 613.7a)', () => {
  it('−2 on an artifact creature held with Besmirch until end of turn: a later control effect, indefinitely — it stays once Besmirch\'s ends', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }, 'Mountain', 'Mountain', 'Mountain'], hand: ['Besmirch'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(characteristics(s, sable).controller).toBe(0);
    s = resolveStack(activate(s, 0, permanent(s, 'Dack Fayden'), 1, [{ object: sable }]));
    // goaded and hasty, it attacks; Besmirch's effect ends at the cleanup step (CR 514.2), Dack's, with a
    // later timestamp, lasts indefinitely
    s = nextTurn(attack(s, [[sable, 1]]));
    expect(s.turn.active).toBe(1);
    expect(characteristics(s, sable).controller).toBe(0);
  });
});
