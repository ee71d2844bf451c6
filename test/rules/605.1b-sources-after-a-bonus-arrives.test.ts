/**
 * CR 605.1b, 605.3a: the mana a player could pay with changes as soon as a permanent with a triggered
 * mana ability that adds mana as lands are tapped arrives, even while none of their lands has changed.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/index.js';
import { passUntil, setup } from '../cards/helpers.js';

describe('605.1b: the additional mana of a land counted from the moment Regal Behemoth enters', () => {
  it('605.1b: six Forests cast Regal Behemoth (its player the monarch); with its trigger on the stack, two untouched Mountains and their additional mana now pay Brimstone Volley ({2}{R})', () => {
    const forests = Array<string>(6).fill('Forest');
    const { state, ids } = setup({ monarch: 0, players: [{ battlefield: [...forests, 'Mountain', 'Mountain'], hand: ['Regal Behemoth', 'Brimstone Volley'] }, {}] });
    const [behemoth, volley] = ids.hand[0]!;
    let s = apply(state, { type: 'cast', player: 0, card: behemoth!, targets: [], x: 0 });
    // before it enters, the two Mountains make only two mana
    expect(legalActions(s).some((a) => a.type === 'cast' && a.card === volley)).toBe(false);
    s = passUntil(s, (x) => x.battlefield.some((id) => x.objects[id]!.card === 'Regal Behemoth'));
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    expect(legalActions(s).some((a) => a.type === 'cast' && a.card === volley)).toBe(true);
    s = apply(s, { type: 'cast', player: 0, card: volley!, targets: [{ player: 1 }], x: 0 });
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Mountain' && s.objects[id]!.tapped)).toHaveLength(2);
  });
});
