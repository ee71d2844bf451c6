/**
 * A sample keeps nothing of which hidden-agenda conspiracy another player put face down (CR 702.106a,
 * 315.7; the rulings: "you won't know what they are"): two games that differ only in that card give
 * the same samples for the same seed, the names dealt for it included. The card's earlier object,
 * in the sideboard it came from (CR 400.7), still holds the real name; the names a sample chooses for
 * the face-down conspiracy were drawn from the owner's cards with that object among them, so the
 * real conspiracy's name could be named in the sample, and the samples of the two games differed.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, determinize, legalActions, randomDeck, seedRng, serialize, view, type ReadonlyGameState } from '../../src/index.js';

/** A Conspiracy game where seat 1 has put `conspiracy` face down and named Plains for it, and seat 0 decides next. */
function withFaceDown(conspiracy: string): ReadonlyGameState {
  let s = createGame({ format: 'conspiracy', seed: 6, startingPlayer: 1, players: [0, 1, 2].map((p) => ({ name: `P${p}`, deck: randomDeck(70 + p), sideboard: p === 1 ? [conspiracy] : [] })) });
  s = apply(s, { type: 'putConspiracy', player: 1, card: s.players[1]!.sideboard[0]! });
  s = apply(s, { type: 'nameCard', player: 1, names: ['Plains'] });
  return apply(s, { type: 'finishConspiracies', player: 1 });
}

describe('determinize and another player\'s face-down conspiracy', () => {
  it('two games differing only in which hidden-agenda conspiracy seat 1 put face down give seat 0 the same samples (CR 702.106a)', () => {
    const heist = withFaceDown('Hired Heist');
    const stroke = withFaceDown('Double Stroke');
    const id = heist.command[0]!;
    expect(heist.objects[id]).toMatchObject({ card: 'Hired Heist', faceDown: true, chosenNames: ['Plains'] });
    expect(stroke.objects[id]).toMatchObject({ card: 'Double Stroke', faceDown: true, chosenNames: ['Plains'] });
    for (const seat of [0, 2]) {
      // the seat cannot tell the two games apart
      expect(view(stroke, seat)).toEqual(view(heist, seat));
      for (let seed = 0; seed < 20; seed++) {
        const a = determinize(heist, seat, seedRng(seed));
        const b = determinize(stroke, seat, seedRng(seed));
        expect(a.objects[id]!.chosenNames, `seat ${seat}, seed ${seed}`).toEqual(b.objects[id]!.chosenNames);
        expect(serialize(a)).toBe(serialize(b));
      }
    }
    expect(legalActions(heist)).toEqual(legalActions(stroke));
  });
});
