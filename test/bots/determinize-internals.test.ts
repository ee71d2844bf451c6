/**
 * Determinization's bookkeeping of cards the player once saw, found by a mutation audit of
 * `src/bots/determinize.ts`: a card that was public and went into hidden zones only keeps its card
 * (CR 400.7), wherever it is now — a face-down permanent, phased out or not (CR 708.5, 702.26); a
 * card whose place in a library became unknown (CR 701.24a) is sampled only where it may be, and
 * never in the player's own hand, which they see (CR 400.2); and the samples stay consistent games.
 */
import { describe, expect, it } from 'vitest';
import { determinize, view, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { editState } from '../../src/testing/index.js';
import { drawCards, moveObject, shuffleLibrary } from '../../src/zones/zones.js';
import { canonical } from '../properties/helpers.js';
import { setup } from '../cards/helpers.js';
import { mt } from '../variants/magic-tech/helpers.js';

/**
 * Player 1's graveyard Wild Griffin returned to their empty hand in public, then deployed face down
 * (MT 4.1) — the only card that hand held, so player 0 knows which card it is — and, if `phase`,
 * phased out (CR 702.26). Player 0 decides.
 */
function griffinDeployed(phase: boolean): { state: ReadonlyGameState; faceDown: number } {
  const { state } = mt({
    players: [
      { battlefield: ['Island'], library: ['Plains', 'Plains', 'Plains'] },
      { graveyard: ['Wild Griffin'], library: Array<string>(5).fill('Bronze Sable') },
    ],
  });
  let faceDown = -1;
  const s = editState(state, (d) => {
    const inHand = moveObject(d, d.players[1]!.graveyard[0]!, 'hand', { rule: '608.2c' });
    faceDown = moveObject(d, inHand, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true });
    if (phase) {
      d.battlefield.splice(d.battlefield.indexOf(faceDown), 1);
      (d.phasedOut ??= []).push(faceDown);
      d.objects[faceDown]!.phasedOut = { indirectly: false, controller: 1 };
    }
  });
  return { state: s, faceDown };
}

describe('determinize: a card once public, now face down (CR 400.7, 708.5)', () => {
  for (const phase of [false, true]) {
    it(`a card the player saw go into a hand that held nothing else, then deployed face down${phase ? ' and phased out (CR 702.26)' : ''}, stays that card in every sample`, () => {
      const { state, faceDown } = griffinDeployed(phase);
      expect(view(state, 0).log.filter((e) => e.type === 'zoneChange').map((e) => e.card)).toEqual(['Wild Griffin', undefined]);
      for (let k = 0; k < 12; k++) {
        const sample = determinize(state, 0, seedRng(k));
        expect(sample.objects[faceDown]!.card, `sample ${k}`).toBe('Wild Griffin');
        expect(canonical(view(sample, 0)), `sample ${k}`).toBe(canonical(view(state, 0)));
      }
    });
  }
});
