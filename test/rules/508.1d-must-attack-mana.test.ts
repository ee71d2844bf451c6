/**
 * CR 508.1d, 508.1i, 605.3a: the attack requirements are weighed before any mana ability is activated
 * to pay what attacking costs, so while a declaration of attackers costs mana, a creature every legal
 * declaration has attack can't first be tapped for its own mana to pay for the others: that would let
 * the declaration dodge a requirement it is bound by.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { refusal } from '../helpers/refusal.js';
import { passUntil } from './helpers.js';

describe('508.1d: a goaded Selvala, Heart of the Wilds makes no mana for the declaration before it is declared', () => {
  // Selvala goaded by player 1, who has Ghostly Prison: attacking player 2 costs nothing and obeys
  // both of goad's requirements (701.15b), so every legal declaration has Selvala attack
  const board = (): { s: ReadonlyGameState; selvala: number } => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Selvala, Heart of the Wilds', 'Bronze Sable', 'Forest'] }, { battlefield: ['Ghostly Prison'] }, {}],
      settings: { autoPass: 'never' },
    });
    const [selvala, sable] = ids.battlefield[0]!;
    let s = editState(state, (d) => {
      d.objects[selvala!] = { ...d.objects[selvala!]!, goadedBy: [1] };
    });
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    // the Sable at player 1 costs {2} (508.1h): Selvala's {G},{T} with the Forest's {G} would make two
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    return { s, selvala: selvala! };
  };

  it("Selvala's mana ability is refused citing 508.1d and not listed", () => {
    const { s, selvala } = board();
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === selvala)).toBe(false);
    const e = refusal(() => apply(s, { type: 'activate', player: 0, source: selvala, ability: 0, targets: [], x: 0, colors: ['G', 'G'] }));
    expect(e.rule).toBe('508.1d');
  });
});
