/**
 * Determinization and a public card shuffled into a library (CR 701.24a), a card drawn from that
 * library (CR 121.1: the top card, which nobody knew), then the library shuffled again. The second
 * shuffle tells the player nothing new: the card may still be the one drawn between the shuffles. So
 * its place stays unknown since the first shuffle, and whether the opponent drew it or another card
 * gives the same samples. A card drawn before the card was shuffled in was never it.
 */
import { describe, expect, it } from 'vitest';
import { determinize, view } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import type { ReadonlyGameState } from '../../src/state/types.js';
import { drawCards, moveObject, shuffleLibrary } from '../../src/zones/zones.js';
import { canonical } from '../properties/helpers.js';
import { setup } from '../cards/helpers.js';
import { griffinShuffledIn } from './griffin-shuffled-in.js';

/** Player 1's Wild Griffin shuffled into their library of Forests with the PRNG seeded `seed`, one card drawn, the library shuffled again. */
function reshuffled(seed: number): ReadonlyGameState {
  return griffinShuffledIn(seed, (d) => {
    drawCards(d, 1, 1);
    shuffleLibrary(d, 1);
  });
}

/** Each player's hand and library by name, in order. */
const places = (s: ReadonlyGameState): string => canonical(s.players.map((p) => ({ hand: p.hand.map((id) => s.objects[id]!.card), library: p.library.map((id) => s.objects[id]!.card) })));

const inHand = (s: ReadonlyGameState): boolean => s.players[1]!.hand.some((id) => s.objects[id]!.card === 'Wild Griffin');

describe('determinize: a card shuffled in, a card drawn, the library shuffled again', () => {
  it('whether the drawn card was that card stays hidden: the same samples either way, and samples put the card in the hand too', () => {
    const games = Array.from({ length: 40 }, (_, seed) => reshuffled(seed));
    const drewIt = games.find(inHand)!;
    const drewAnother = games.find((s) => !inHand(s))!;
    expect(drewIt).toBeDefined();
    expect(drewAnother).toBeDefined();
    expect(canonical(view(drewIt, 0))).toBe(canonical(view(drewAnother, 0)));
    let sampledInHand = 0;
    for (let k = 0; k < 20; k++) {
      const sample = determinize(drewAnother, 0, seedRng(k));
      expect(places(sample), `sample ${k}`).toBe(places(determinize(drewIt, 0, seedRng(k))));
      if (inHand(sample)) sampledInHand++;
    }
    expect(sampledInHand).toBeGreaterThan(0);
  });

  it('never puts the card in place of a card drawn before it was shuffled in: only the draws since may have taken it', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest', 'Forest'] },
        { graveyard: ['Wild Griffin'], library: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'] },
      ],
    });
    const s = editState(state, (d) => {
      drawCards(d, 1, 1);
      moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
      shuffleLibrary(d, 1);
      drawCards(d, 1, 1);
    });
    const before = s.players[1]!.hand[0];
    let taken = 0;
    for (let k = 0; k < 30; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[1]!.hand[0], `sample ${k}`).toBe(before);
      if (sample.objects[sample.players[1]!.hand[1]!]!.card === 'Wild Griffin') taken++;
    }
    expect(taken).toBeGreaterThan(0);
  });
});
