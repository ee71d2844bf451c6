/**
 * CR 605.3a, 601.2g, 602.2b in the automatic setting of mana abilities: what the mana abilities the
 * payment planner does not activate could pay, as the refusal of a cost and the listing of those
 * abilities count it. The refusal names only the permanents with such abilities, not the one tapped
 * as part of the cost, whose mana pays none of that cost.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { refusal } from '../helpers/refusal.js';

describe('605.3a: the refusal of a cost names the permanents whose mana abilities the planner does not activate', () => {
  it('Breakthrough ({X}{U}) from a Forest and Shimmering Grotto: the Grotto is named, not the Forest, whose only mana ability the planner taps', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest', 'Shimmering Grotto'], hand: ['Breakthrough'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.message).toContain('(CR 605.3a)');
    expect(e.message).toContain('("Shimmering Grotto")');
    expect(e.message).not.toContain('Forest');
  });

  it('a face-down Shimmering Grotto (Magic Tech deploys cards face down, MT 4.1) has no abilities and is not named: Skitter of Lizards ({R}) names only Treasonous Ogre', () => {
    const { state, ids } = scenario({ players: [{ battlefield: [{ card: 'Shimmering Grotto', faceDown: true }, 'Treasonous Ogre'], hand: ['Skitter of Lizards'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.message).toContain('("Treasonous Ogre")');
    expect(e.message).not.toContain('Shimmering Grotto');
  });

  it("602.2b: the Grotto's own filter ({1}, {T}) with Treasonous Ogre beside it: the Grotto, tapped as part of the cost, pays none of its {1}, and only the Ogre is named", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto', 'Treasonous Ogre'] }, {}], settings: { autoPass: 'never' } });
    const grotto = ids.battlefield[0]![0]!;
    const e = refusal(() => apply(state, { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'U' }));
    expect(e.rule).toBe('602.2b');
    expect(e.message).toContain('by tapping permanents for mana alone');
    expect(e.message).toContain('("Treasonous Ogre")');
    // CR 605.3a: the Ogre's {R} in the pool pays the {1}
    const ogre = ids.battlefield[0]![1]!;
    const paid = apply(apply(state, { type: 'activate', player: 0, source: ogre, ability: 0, targets: [], x: 0 }), { type: 'activate', player: 0, source: grotto, ability: 1, targets: [], x: 0, color: 'U' });
    expect(paid.players[0]!.pool).toMatchObject({ R: 0, U: 1 });
  });

  it("602.2b: the Grotto's own filter with nothing else: its {C}, from the Grotto tapped as part of the cost, can't pay the {1}, so no mana ability could", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Shimmering Grotto'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'activate', player: 0, source: ids.battlefield[0]![0]!, ability: 1, targets: [], x: 0, color: 'U' }));
    expect(e.rule).toBe('602.2b');
    expect(e.message).not.toContain('by tapping permanents for mana alone');
  });
});
