/**
 * CR 601.2g–h, 602.2b, 605.1b: a land whose other activated ability costs mana is weighed by whether
 * its player could pay that ability from their other lands. The additional mana a triggered mana
 * ability adds as that same land is tapped for mana is not theirs to count: the land is tapped for
 * the ability's {T}, not for mana.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

describe("605.1b: Rogue's Passage's {4} is weighed without the additional mana of its own tapping", () => {
  it("605.1b: with two Regal Behemoths (their player the monarch), Quicksand's three mana can't pay the Passage's {4}: Courier Hawk ({1}{W}) taps the Passage and keeps Quicksand", () => {
    const { state, ids } = scenario({
      monarch: 0,
      players: [{ battlefield: ['Regal Behemoth', 'Regal Behemoth', 'Quicksand', "Rogue's Passage"], hand: ['Courier Hawk'], library: ['Wastes'] }, { library: ['Wastes'] }],
      settings: { autoPass: 'never' },
    });
    const after = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(after.stack).toHaveLength(1);
    const tapped = ids.battlefield[0]!.filter((id) => after.objects[id]!.tapped).map((id) => after.objects[id]!.card);
    expect(tapped).toEqual(["Rogue's Passage"]);
  });
});
