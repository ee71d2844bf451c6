/**
 * Determinization and a face-down permanent a player controls but does not own (CR 708.5: "you may
 * look at ... a face-down permanent you control"): the player whose sample it is sees it in their
 * view, so every sample keeps it as it is.
 */
import { describe, expect, it } from 'vitest';
import { determinize, view } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { deployed, mt } from '../variants/magic-tech/helpers.js';

describe('determinize: a face-down permanent of another owner that the player controls', () => {
  it('is kept as the card it is for its controller, who may look at it; its owner\'s other hidden cards are drawn again', () => {
    const { state, ids } = mt({
      players: [
        { battlefield: ['Island'] },
        { battlefield: [deployed('Desertion', 2), deployed('Murder', 1)], hand: ['Divination'], library: ['Wild Griffin', 'Repulse', 'Wastes'] },
      ],
    });
    const [taken, theirs] = ids.battlefield[1]!;
    const s = editState(state, (x) => { mutableObject(x, taken!).controller = 0; });
    expect(s.objects[taken!]!.owner).toBe(1);
    // the controller sees it; the owner's other face-down card stays hidden from them
    expect(view(s, 0).battlefield.find((o) => o.id === taken)?.card).toBe('Desertion');
    expect(view(s, 0).battlefield.find((o) => o.id === theirs)?.card).toBe('');
    const rng = seedRng(7);
    const others = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const sample = determinize(s, 0, rng);
      expect(sample.objects[taken!]!.card).toBe('Desertion');
      others.add(sample.objects[theirs!]!.card);
    }
    expect(others.size).toBeGreaterThan(1);
  });
});
