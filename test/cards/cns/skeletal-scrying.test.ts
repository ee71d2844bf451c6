import { describe, expect, it } from 'vitest';
import { apply, legalActions, type CastAction } from '../../../src/index.js';
import { exiled, expectRefused, life, names, resolveStack, setup } from '../helpers.js';

// Skeletal Scrying has no Gatherer rulings; its Oracle text is tested below with CR 601.2b (X is
// announced, then the additional cost names X cards) and 601.2h (they are exiled as the costs are paid).
describe('Skeletal Scrying', () => {
  const swamps = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

  it('As an additional cost to cast this spell, exile X cards from your graveyard. You draw X cards and you lose X life.', () => {
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Skeletal Scrying'], graveyard: ['Forest', 'Island', 'Murder'], library: ['Plains', 'Mountain', 'Wastes'] }, {}] });
    const [forest, , murder] = ids.graveyard[0]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 2, exileFromGraveyard: [forest!, murder!] });
    // the cards are exiled as the cost is paid, before the spell resolves
    expect(exiled(s)).toEqual(['Forest', 'Murder']);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toEqual(['Plains', 'Mountain']);
    expect(life(s, 0)).toBe(18);
    expect(names(s, 0, 'graveyard')).toEqual(['Island', 'Skeletal Scrying']);
  });

  it('is listed once for each X and each set of X cards of the graveyard; X is at most the number of cards there', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...swamps, 'Swamp', 'Swamp'], hand: ['Skeletal Scrying'], graveyard: ['Forest', 'Island', 'Murder'] }, {}] });
    const casts = legalActions(state).filter((a): a is CastAction => a.type === 'cast' && a.card === ids.hand[0]![0]);
    // X = 0, 1, 2, 3: 1 + 3 + 3 + 1 sets, though the mana could pay X = 5
    expect(casts.map((a) => [a.x, a.exileFromGraveyard?.length])).toEqual([[0, 0], [1, 1], [1, 1], [1, 1], [2, 2], [2, 2], [2, 2], [3, 3]]);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 4, exileFromGraveyard: [...ids.graveyard[0]!, ids.graveyard[0]![0]!] }, 'illegal', '601.2b');
  });

  it('the cards named must be X different cards of your own graveyard; any such set is accepted, listed or not', () => {
    const yard = ['Forest', 'Island', 'Murder', 'Plains', 'Mountain', 'Swamp', 'Wastes', 'Divination', 'Bronze Sable', 'Wild Griffin', 'Zombie Goliath', 'Ogre Sentry'];
    const { state, ids } = setup({ players: [{ battlefield: swamps, hand: ['Skeletal Scrying'], graveyard: yard }, { graveyard: ['Forest'] }] });
    const card = ids.hand[0]![0]!;
    const g = ids.graveyard[0]!;
    const base = { type: 'cast' as const, player: 0, card, targets: [], x: 1 };
    expectRefused(state, { ...base, exileFromGraveyard: [] }, 'illegal', '601.2b');
    expectRefused(state, { ...base, x: 2, exileFromGraveyard: [g[0]!, g[0]!] }, 'illegal', '601.2b');
    expectRefused(state, { ...base, exileFromGraveyard: [ids.graveyard[1]![0]!] }, 'illegal', '601.2b');
    // the twelfth card (the listing makes its sets of the first ten) is accepted
    const listed = legalActions(state).filter((a): a is CastAction => a.type === 'cast' && a.card === card && a.x === 1);
    expect(listed).toHaveLength(10);
    const s = resolveStack(apply(state, { ...base, exileFromGraveyard: [g[11]!] }));
    expect(exiled(s)).toEqual(['Ogre Sentry']);
    expect(life(s, 0)).toBe(19);
  });
});
