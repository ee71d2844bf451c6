/**
 * Determinization and a card a player saw go into another player's hand, then put from that hand
 * into its owner's library where they did not see which card went (CR 400.2: a hand and a library
 * are hidden zones). The sample keeps the card (CR 400.7: it was public, then hidden only), but not
 * its place: the player never saw where in the library it went, so a sample puts it at any of the
 * library's places, never always where the real card is.
 */
import { describe, expect, it } from 'vitest';
import { determinize, view } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import { moveObject } from '../../src/zones/zones.js';
import { canonical } from '../properties/helpers.js';
import { setup } from '../cards/helpers.js';

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
});
