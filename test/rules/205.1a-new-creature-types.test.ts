/**
 * CR 205.1a, 613.1d: an effect that makes a permanent a new creature type replaces its creature
 * types only; its land (and artifact and enchantment) types stay, and with a basic land type its
 * intrinsic mana ability (CR 305.6).
 */
import { describe, expect, it } from 'vitest';
import { characteristics } from '../../src/index.js';
import { activate, castAndResolve, permanent, resolveStack, setup } from '../cards/helpers.js';

describe('CR 205.1a new creature types', () => {
  it('Boldwyr Intimidator makes a Forest animated by Guardian Zendikon a Coward: no longer a Wall, still a Forest that taps for {G}', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Mountain', 'Forest', 'Boldwyr Intimidator'], hand: ['Guardian Zendikon'] }, {}] });
    const forest = permanent(state, 'Forest');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: forest }]);
    expect(characteristics(s, forest).subtypes).toEqual(['Forest', 'Wall']);
    s = resolveStack(activate(s, 0, permanent(s, 'Boldwyr Intimidator'), 0, [{ object: forest }]));
    const c = characteristics(s, forest);
    expect(c.types).toEqual(['Land', 'Creature']);
    expect(c.subtypes).toEqual(['Forest', 'Coward']);
    s = activate(s, 0, forest, 0);
    expect(s.players[0]!.pool.G).toBe(1);
  });
});
