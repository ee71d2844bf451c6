import { describe, expect, it } from 'vitest';
import { legalActions, type ActivateAction } from '../../../src/index.js';
import { activate, expectRefused, names, resolveStack, setup } from '../helpers.js';

describe('Pernicious Deed (CNS)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Pernicious Deed', 'Forest', 'Swamp', 'Plains', 'Bronze Sable', 'Birds of Paradise', 'token:beast-3-3'] },
      { battlefield: ['Opaline Unicorn', 'Phyrexian Arena', 'Merfolk Looter', 'Island'] },
    ],
  });

  it('602.2b, 107.3: every X its controller can pay is offered, and no more', () => {
    const { state, ids } = board();
    const deed = ids.battlefield[0]![0]!;
    const xs = legalActions(state).filter((a): a is ActivateAction => a.type === 'activate' && a.source === deed).map((a) => a.x);
    // Forest, Swamp, Plains and Birds of Paradise: four mana
    expect(xs).toEqual([0, 1, 2, 3, 4]);
    expectRefused(state, { type: 'activate', player: 0, source: deed, ability: 0, targets: [], x: 5 }, 'cannotPay', '602.2b');
  });

  it('"{X}, Sacrifice: Destroy each artifact, creature, and enchantment with mana value X or less" — lands are spared', () => {
    const { state, ids } = board();
    const deed = ids.battlefield[0]![0]!;
    const s = resolveStack(activate(state, 0, deed, 0, [], 2));
    // X = 2: Bronze Sable (2), Merfolk Looter (2) and the token (0) die; Opaline Unicorn (3) and Phyrexian Arena (3) stay
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Birds of Paradise', 'Bronze Sable', 'Pernicious Deed']);
    expect(names(s, 1, 'graveyard')).toEqual(['Merfolk Looter']);
    const left = s.battlefield.map((id) => s.objects[id]!.card);
    expect(left).toEqual(expect.arrayContaining(['Opaline Unicorn', 'Phyrexian Arena', 'Island', 'Forest', 'Swamp', 'Plains']));
    expect(left).not.toContain('token:beast-3-3');
    // Birds of Paradise was tapped for mana to pay X and, with mana value 1, was destroyed too
    expect(left).not.toContain('Birds of Paradise');
  });

  it('"… and enchantment with mana value X or less": X = 2 destroys an enchantment of mana value 2, not one of 3', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Pernicious Deed', 'Forest', 'Swamp'] }, { battlefield: ['Intangible Virtue', 'Phyrexian Arena'] }],
    });
    const s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 0, [], 2));
    expect(names(s, 1, 'graveyard')).toEqual(['Intangible Virtue']);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Phyrexian Arena');
  });

  it('ruling: "A token has a converted mana cost of 0 unless it is copying something else." — X = 0 destroys tokens', () => {
    const { state, ids } = board();
    const s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 0, [], 0));
    const left = s.battlefield.map((id) => s.objects[id]!.card);
    expect(left).not.toContain('token:beast-3-3');
    expect(left).toEqual(expect.arrayContaining(['Bronze Sable', 'Birds of Paradise', 'Merfolk Looter']));
  });
});
