import { describe, expect, it } from 'vitest';
import { logOf } from '../../src/index.js';
import { castAndResolve, setup } from '../cards/helpers.js';

describe('CR 603.10a leaves-the-battlefield abilities look back in time', () => {
  it('creatures that die at the same time see each other die: Soulcatcher triggers for itself, Wild Griffin and Courier Hawk', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Soulcatcher', 'Wild Griffin'], hand: ['Infest'] }, { battlefield: ['Courier Hawk'] }],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const died = logOf(s).filter((e) => e.type === 'stateBasedAction' && e.rule === '704.5f').map((e) => e.card);
    expect(died.sort()).toEqual(['Courier Hawk', 'Soulcatcher', 'Wild Griffin']);
    // all three fliers died at once (704.3); Soulcatcher looks back and sees every one of them
    expect(s.pendingTriggers.map((t) => t.card)).toEqual(['Soulcatcher', 'Soulcatcher', 'Soulcatcher']);
    const seen = s.pendingTriggers.map((t) => s.objects[t.context.object!]!.card).sort();
    expect(seen).toEqual(['Courier Hawk', 'Soulcatcher', 'Wild Griffin']);
    // three triggers of one player: they choose the order (CR 603.3b)
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
  });
});
