/**
 * CR 613.1d: an object has each of its types once; two type-changing effects that add the same card type
 * and subtype give it that type and subtype, not two of them.
 */
import { describe, expect, it } from 'vitest';
import { characteristics } from '../../src/index.js';
import { castAndResolve, permanent, pt, setup } from '../cards/helpers.js';

describe('CR 613.1d types added twice', () => {
  it('a Forest enchanted by two Guardian Zendikons is a Land Creature, a Forest Wall, once each; the later one sets 2/6 again', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Forest'], hand: ['Guardian Zendikon', 'Guardian Zendikon'] }, {}] });
    const forest = permanent(state, 'Forest');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: forest }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: forest }]);
    const c = characteristics(s, forest);
    expect(c.types).toEqual(['Land', 'Creature']);
    expect(c.subtypes).toEqual(['Forest', 'Wall']);
    expect(pt(s, forest)).toEqual([2, 6]);
  });
});
