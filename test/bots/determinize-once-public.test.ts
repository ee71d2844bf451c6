/**
 * Determinization and a card a player saw go into another player's hand, then put from that hand
 * into its owner's library where they did not see which card went (CR 400.2: a hand and a library
 * are hidden zones). The sample keeps the card (CR 400.7: it was public, then hidden only), but not
 * its place: the player never saw where in the library it went, so a sample puts it at any of the
 * library's places, never always where the real card is — and only there or among the cards drawn
 * from that library since it went there (CR 121.1), never a card drawn before: neither a hand card
 * nor a face-down permanent deployed from one (CR 708.5; Magic Tech MT 4.1).
 */
import { describe, expect, it } from 'vitest';
import { determinize, view, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import { drawCards, moveObject } from '../../src/zones/zones.js';
import { canonical } from '../properties/helpers.js';
import { setup } from '../cards/helpers.js';
import { mt } from '../variants/magic-tech/helpers.js';

/**
 * Player 1 draws two Bronze Sables, keeps one in hand and deploys the other face down; then their
 * graveyard Wild Griffin goes to their hand (seen) and from the hand to the bottom of their library
 * (unseen); then they draw a Bronze Sable and deploy it face down. Player 0 decides.
 */
function griffinPutIntoLibrary(): { state: ReadonlyGameState; before: number; after: number } {
  const { state } = mt({
    players: [
      { battlefield: ['Island'], library: ['Plains', 'Plains', 'Plains'] },
      { graveyard: ['Wild Griffin'], library: Array<string>(5).fill('Bronze Sable') },
    ],
  });
  let before = -1;
  let after = -1;
  const s = editState(state, (d) => {
    const deployed = drawCards(d, 1, 2)[1];
    before = moveObject(d, deployed!, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true });
    const inHand = moveObject(d, d.players[1]!.graveyard[0]!, 'hand', { rule: '608.2c' });
    moveObject(d, inHand, 'library', { rule: '608.2c', position: 'bottom' });
    after = moveObject(d, drawCards(d, 1, 1)[0]!, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true });
  });
  return { state: s, before, after };
}

describe('determinize: a once-public card put from a hand into a library unseen', () => {
  it('stays that card in every sample, at no known place of the library: the samples put it at several places', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest'] },
        { graveyard: ['Wild Griffin'], hand: ['Murder'], library: ['Forest', 'Island', 'Swamp', 'Mountain', 'Plains', 'Wastes'] },
      ],
    });
    let griffin = -1;
    const s = editState(state, (d) => {
      // returned to its owner's hand in public (the event names it), then put on top of their library unseen
      const inHand = moveObject(d, d.players[1]!.graveyard[0]!, 'hand', { rule: '608.2c' });
      griffin = moveObject(d, inHand, 'library', { rule: '608.2c' });
    });
    expect(s.players[1]!.library[0]).toBe(griffin);
    // player 0 saw the card go into the hand, not which card went from it to the library
    expect(view(s, 0).log.filter((e) => e.type === 'zoneChange').map((e) => e.card)).toEqual(['Wild Griffin', undefined]);
    const places = new Set<number>();
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(canonical(view(sample, 0)), `sample ${k}`).toBe(canonical(view(s, 0)));
      expect(sample.objects[griffin]!.card, `sample ${k}`).toBe('Wild Griffin');
      const at = sample.players[1]!.library.indexOf(griffin);
      expect(at, `sample ${k}`).toBeGreaterThanOrEqual(0);
      places.add(at);
    }
    expect(places.size).toBeGreaterThan(2);
  });

  it('is sampled in the library or as the face-down card drawn after it went there, never as a card drawn before', () => {
    const { state, before, after } = griffinPutIntoLibrary();
    // player 1's other unseen cards are Bronze Sables: a Wild Griffin in a sample is the one put into the library
    const unseen = { 1: Array<string>(10).fill('Bronze Sable') };
    const at = { library: 0, after: 0 };
    for (let k = 0; k < 40; k++) {
      const sample = determinize(state, 0, seedRng(k), { unseen });
      expect(sample.objects[before]!.card, `sample ${k}`).toBe('Bronze Sable');
      expect(sample.players[1]!.hand.map((id) => sample.objects[id]!.card), `sample ${k}`).toEqual(['Bronze Sable']);
      const inLibrary = sample.players[1]!.library.filter((id) => sample.objects[id]!.card === 'Wild Griffin').length;
      const deployedAfter = sample.objects[after]!.card === 'Wild Griffin' ? 1 : 0;
      expect(inLibrary + deployedAfter, `sample ${k}`).toBe(1);
      at.library += inLibrary;
      at.after += deployedAfter;
    }
    expect(at.library).toBeGreaterThan(0);
    expect(at.after).toBeGreaterThan(0);
  });
});
