/**
 * Determinization and a hand revealed by Inquisition of Kozilek (CR 701.20): the cards revealed are
 * known while the effect lasts (701.20a), and those that stay in the hand stay known. A card put
 * from that hand into its owner's library later, once the effect is over and another step has begun,
 * moves unseen (CR 400.2): which card went, and so which card is on top of that library, is no longer
 * known, and the samples deal it anew.
 */
import { describe, expect, it } from 'vitest';
import { determinize, view } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import { moveObject } from '../../src/zones/zones.js';
import { canonical } from '../properties/helpers.js';
import { cast, choose, passToStep, resolveStack, setup } from '../cards/helpers.js';

describe('determinize: a card of a revealed hand put into a library after the reveal is over', () => {
  it('is dealt anew in the samples: the top of that library is not always the card that went', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'], library: ['Forest', 'Island'] },
        { hand: ['Murder', 'Swamp', 'Hexplate Golem', 'Bronze Sable'], library: ['Wild Griffin', 'Plains', 'Divination', 'Mountain'] },
      ],
    });
    const revealed = passToStep(choose(resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }])), [1]), 'beginCombat');
    expect(revealed.players[1]!.hand.map((id) => revealed.objects[id]!.card)).toEqual(['Murder', 'Swamp', 'Hexplate Golem']);
    let murder = -1;
    const s = editState(revealed, (d) => {
      murder = moveObject(d, d.players[1]!.hand.find((id) => d.objects[id]!.card === 'Murder')!, 'library', { rule: '608.2c' });
    });
    expect(s.players[1]!.library[0]).toBe(murder);
    const tops = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(canonical(view(sample, 0)), `sample ${k}`).toBe(canonical(view(s, 0)));
      tops.add(sample.objects[sample.players[1]!.library[0]!]!.card);
    }
    expect(tops.size).toBeGreaterThan(1);
  });
});
