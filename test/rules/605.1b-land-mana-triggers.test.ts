/**
 * CR 605.1b, 605.4a: a triggered mana ability that triggers as a land is tapped for mana ("whenever
 * you tap a land for mana", Mirari's Wake, Regal Behemoth) adds mana only for its controller's lands:
 * what another player could pay counts none of it.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

describe("605.1b: another player's lands tapped for mana trigger no Mirari's Wake of yours", () => {
  it("player 0 casts Brushstrider with Mirari's Wake's mana; player 1's two Islands still make only two mana, so Dream Fracture ({1}{U}{U}) is no action of theirs and they are passed", () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ["Mirari's Wake", 'Forest'], hand: ['Brushstrider'], library: ['Wastes'] }, { battlefield: ['Island', 'Island'], hand: ['Dream Fracture'], library: ['Wastes'] }],
      settings: { autoPass: 'whenOnlyPass' },
    });
    // {1}{G}: the Forest's {G} and the Wake's {G} (CR 605.4a)
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.stack).toEqual([]);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Brushstrider');
    expect(s.players[1]!.hand.map((id) => s.objects[id]!.card)).toContain('Dream Fracture');
  });
});
