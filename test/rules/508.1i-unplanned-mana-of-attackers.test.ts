/**
 * CR 508.1f, 508.1i, 605.3a: while a declaration of attackers costs mana, what mana abilities the
 * payment planner does not activate could pay counts none of a creature that attacking taps: its
 * {T} mana ability can't be activated, so it opens nothing, and the other such abilities are listed
 * only where their own mana pays the cost.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { passUntil } from './helpers.js';

const confirms = (state: ReadonlyGameState): boolean => legalActions(state).some((a) => a.type === 'confirmAttackers');

describe('508.1f, 605.3a: an attacking Selvala, Heart of the Wilds makes no mana for the declaration', () => {
  it("Ghostly Prison's {4} for Selvala and Bronze Sable from two Forests and Shimmering Grotto: the lands make three, Selvala can't tap, so the Grotto's filter is not listed", () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Selvala, Heart of the Wilds', 'Bronze Sable', 'Forest', 'Forest', 'Shimmering Grotto'] }, { battlefield: ['Ghostly Prison'] }, {}],
      settings: { autoPass: 'never' },
    });
    const [selvala, sable, , , grotto] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    // {2}: the lands pay it
    expect(confirms(s)).toBe(true);
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: selvala!, target: { player: 1 } });
    expect(confirms(s)).toBe(false);
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === grotto)).toEqual([]);
  });
});
