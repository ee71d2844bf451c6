/**
 * CR 733: handling illegal actions. A declaration of attackers is made in steps (CR 508.1): the
 * attackers chosen, then mana abilities activated to pay what attacking costs (508.1i), then the
 * payment (508.1j). A mana ability after which the declaration could no longer be paid for is an
 * action that can't be completed: it is reversed (733.1), and the player goes on from where they were
 * and may finish the declaration in a legal way (733.2). Blocking costs nothing in these sets, and a
 * declaration is otherwise checked whole as it is confirmed, refused with nothing changed.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type Action } from '../../src/index.js';
import { events, passUntil, permanent, setup } from '../cards/helpers.js';

describe('733.1: a declaration of attackers that could not be finished is reversed', () => {
  it("Ghostly Prison's {2} for an attacker paid from Forest and Shimmering Grotto: spending the Forest's mana on the Grotto's filter leaves 1 mana and nothing to tap, so that activation is refused (not listed) and the attack is still paid as the Grotto's {C}", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest', 'Shimmering Grotto', 'Bronze Sable'] },
        { battlefield: ['Ghostly Prison'] },
        {},
      ],
    });
    const [forest, grotto, sable] = ['Forest', 'Shimmering Grotto', 'Bronze Sable'].map((n) => permanent(state, n));
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    s = apply(s, { type: 'activate', player: 0, source: forest!, ability: 0, targets: [], x: 0 });
    const filter: Action = { type: 'activate', player: 0, source: grotto!, ability: 1, targets: [], x: 0, color: 'G' };
    // the filter would spend the Forest's mana and tap the Grotto: {2} could no longer be paid
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === grotto && a.ability === 1)).toEqual([]);
    const refused = tryApply(s, filter);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'illegal', rule: '733.1' });
    // reversed, the player goes on declaring: the Grotto's own {C} pays the rest, and the Sable attacks
    s = apply(s, { type: 'activate', player: 0, source: grotto!, ability: 0, targets: [], x: 0 });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    expect(events(s, 'payAttackCost')).toHaveLength(1);
  });

  it("Spectral Searchlight's mana given to another player while paying Ghostly Prison's {2} from a Swamp and the Searchlight: the declaration could no longer be paid, so that activation is refused (not listed); the Searchlight's mana for its controller pays", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Swamp', 'Spectral Searchlight', 'Bronze Sable'] },
        { battlefield: ['Ghostly Prison'] },
        {},
      ],
    });
    const [searchlight, sable] = ['Spectral Searchlight', 'Bronze Sable'].map((n) => permanent(state, n));
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    const toOther: Action = { type: 'activate', player: 0, source: searchlight!, ability: 0, targets: [], x: 0, chosenPlayer: 2 };
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === searchlight && a.chosenPlayer !== 0)).toEqual([]);
    const refused = tryApply(s, toOther);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'illegal', rule: '733.1' });
    s = apply(s, { type: 'activate', player: 0, source: searchlight!, ability: 0, targets: [], x: 0, chosenPlayer: 0, color: 'W' });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    expect(events(s, 'payAttackCost')).toHaveLength(1);
  });
});
