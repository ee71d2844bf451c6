/**
 * CR 208.3: a noncreature permanent has no power or toughness. An effect that raised a creature's
 * power and toughness until end of turn still applies to the permanent once it stops being a creature
 * (CR 611.2c: it keeps affecting the object), but gives a permanent with no power and toughness none.
 */
import { describe, expect, it } from 'vitest';
import { characteristics } from '../../src/index.js';
import { castAndResolve, permanent, pt, setup } from '../cards/helpers.js';

describe('CR 208.3 a noncreature permanent has no power or toughness', () => {
  it('a Forest made a 2/6 Wall by Guardian Zendikon and given +2/+2 by Zealous Strike has no power or toughness once Disenchant destroys the Zendikon', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Forest'], hand: ['Guardian Zendikon', 'Zealous Strike', 'Disenchant'] }, {}] });
    const forest = permanent(state, 'Forest');
    const [zendikon, strike, disenchant] = ids.hand[0]!;
    let s = castAndResolve(state, 0, zendikon!, [{ object: forest }]);
    s = castAndResolve(s, 0, strike!, [{ object: forest }]);
    expect(pt(s, forest)).toEqual([4, 8]);
    s = castAndResolve(s, 0, disenchant!, [{ object: permanent(s, 'Guardian Zendikon') }]);
    const c = characteristics(s, forest);
    expect(c.types).toEqual(['Land']);
    expect(c.power).toBeNull();
    expect(c.toughness).toBeNull();
  });
});
