/**
 * Determinization and a shuffle of another library: a shuffle makes unknown the places of the cards
 * of the library shuffled only (CR 701.24a). The library cards a player looked at (scry, CR 701.22)
 * stay at their places in every sample when another player's library is shuffled.
 */
import { describe, expect, it } from 'vitest';
import { determinize } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import { shuffleLibrary } from '../../src/zones/zones.js';
import { cast, choose, resolveStack, setup } from '../cards/helpers.js';

describe("determinize: another player's library shuffled after a scry", () => {
  it('keeps the cards the player scried at their places in their own library', () => {
    const library = ['Murder', 'Divination', 'Wild Griffin', 'Plains', 'Forest', 'Swamp', 'Mountain', 'Island'];
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island'], hand: ['Omenspeaker'], library }, { library: ['Forest', 'Island', 'Swamp'] }] });
    const scried = choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), [0]); // Murder to the bottom, Divination stays on top
    const s = editState(scried, (d) => shuffleLibrary(d, 1));
    expect(s.log.flat().filter((e) => e.type === 'shuffle').at(-1)?.player).toBe(1);
    const [top, bottom] = [s.players[0]!.library[0]!, s.players[0]!.library.at(-1)!];
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect([sample.players[0]!.library[0], sample.players[0]!.library.at(-1)], `sample ${k}`).toEqual([top, bottom]);
      expect([sample.objects[top]!.card, sample.objects[bottom]!.card], `sample ${k}`).toEqual(['Divination', 'Murder']);
    }
  });
});
