/**
 * Determinization of a card shuffled into a library, drawn, then deployed face down (CR 701.24a,
 * 121.1, 708.5; Magic Tech MT 4.1): the player saw the card go into the library, not where the
 * shuffle put it, so whether the card drawn and deployed is that card or another is hidden from them.
 * A sample puts the card at any place it may be — the library, or a face-down permanent deployed from
 * a card drawn since the shuffle — the same places whichever the real one is.
 */
import { describe, expect, it } from 'vitest';
import { botInput, deserialize, determinize, heuristicBot, ismctsBot, legalActions, randomBot, serialize, view, type Bot, type GameState, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { editState } from '../../src/testing/index.js';
import { drawCards, moveObject, shuffleLibrary } from '../../src/zones/zones.js';
import { canonical } from '../properties/helpers.js';
import { mt } from '../variants/magic-tech/helpers.js';

const BOTS: readonly (readonly [string, Bot])[] = [
  ['random', randomBot],
  ['heuristic', heuristicBot],
  ['ismcts', ismctsBot({ iterations: 6, rolloutActions: 6 })],
];

/**
 * Player 1's graveyard Wild Griffin shuffled into their library of Bronze Sables, with the game's PRNG
 * seeded `seed` (which decides the shuffle); player 1 draws a card and deploys it face down. Player 0
 * decides.
 */
function shuffledDrawnDeployed(seed: number): ReadonlyGameState {
  const { state } = mt({
    players: [
      { battlefield: ['Island'], hand: ['Bronze Sable'], library: ['Plains', 'Plains', 'Plains'] },
      { graveyard: ['Wild Griffin'], library: ['Bronze Sable', 'Bronze Sable', 'Bronze Sable', 'Bronze Sable'] },
    ],
  });
  return editState(state, (d) => {
    d.rng = seedRng(seed);
    moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
    shuffleLibrary(d, 1);
    drawCards(d, 1, 1);
    moveObject(d, d.players[1]!.hand[0]!, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true });
  });
}

/** Player 1's face-down permanent. */
const faceDown = (s: ReadonlyGameState): number => s.battlefield.find((id) => s.objects[id]!.faceDown && s.objects[id]!.owner === 1)!;

/** What is where of player 1's hidden cards, by name: the face-down permanent and the library in order. */
const places = (s: ReadonlyGameState): string => canonical({ faceDown: s.objects[faceDown(s)]!.card, library: s.players[1]!.library.map((id) => s.objects[id]!.card) });

/** Two games whose shuffles differ: in the first player 1 drew and deployed the Wild Griffin, in the second a Bronze Sable. */
function twins(): [ReadonlyGameState, ReadonlyGameState] {
  const games = Array.from({ length: 40 }, (_, seed) => shuffledDrawnDeployed(seed));
  const deployedGriffin = (s: ReadonlyGameState): boolean => s.objects[faceDown(s)]!.card === 'Wild Griffin';
  const a = games.find(deployedGriffin)!;
  const b = games.find((s) => !deployedGriffin(s))!;
  expect(a).toBeDefined();
  expect(b).toBeDefined();
  return [a, b];
}

describe('determinize: a card shuffled in, drawn, then deployed face down (CR 701.24a, 121.1, 708.5)', () => {
  it('whether the face-down card is the one shuffled in is hidden: the same places in every sample, the same action of every bot', () => {
    const [deployedIt, deployedAnother] = twins();
    expect(canonical(view(deployedIt, 0))).toBe(canonical(view(deployedAnother, 0)));
    expect(deployedIt.decision?.player).toBe(0);
    for (let k = 0; k < 12; k++) expect(places(determinize(deployedIt, 0, seedRng(k))), `sample ${k}`).toBe(places(determinize(deployedAnother, 0, seedRng(k))));
    for (const [name, bot] of BOTS) {
      expect(canonical(bot(botInput(deployedIt, legalActions(deployedIt), seedRng(7)))), `the ${name} bot`).toBe(canonical(bot(botInput(deployedAnother, legalActions(deployedAnother), seedRng(7)))));
    }
  });

  it('the card is in the library or is the face-down card: every sample has it at one of those places, each of them in some sample, and stays a consistent game', () => {
    for (const s of twins()) {
      let deployed = 0;
      const libraryPlaces = new Set<number>();
      for (let k = 0; k < 40; k++) {
        const sample = determinize(s, 0, seedRng(k));
        const inLibrary = sample.players[1]!.library.filter((id) => sample.objects[id]!.card === 'Wild Griffin');
        const isFaceDown = sample.objects[faceDown(sample)]!.card === 'Wild Griffin';
        expect(inLibrary.length + (isFaceDown ? 1 : 0), `sample ${k}`).toBe(1);
        if (isFaceDown) deployed++;
        else libraryPlaces.add(sample.players[1]!.library.indexOf(inLibrary[0]!));
        // the graveyard card's objects are all the Wild Griffin (CR 400.7)
        const graveyardObject = s.objects.find((o) => o.zone === 'graveyard' && o.owner === 1 && o.card === 'Wild Griffin')!;
        for (let id: number | null = sample.objects[graveyardObject.id]!.movedTo; id !== null && id >= 0; id = sample.objects[id]!.movedTo) expect(sample.objects[id]!.card, `sample ${k}`).toBe('Wild Griffin');
        expect(() => deserialize(serialize(sample))).not.toThrow();
        expect(canonical(view(sample, 0))).toBe(canonical(view(s, 0)));
      }
      expect(deployed).toBeGreaterThan(0);
      expect(libraryPlaces.size).toBe(s.players[1]!.library.length);
    }
  });

  it('never puts the card into a face-down permanent deployed from a card drawn before the shuffle (CR 121.1: that draw took a card the player knew was not it)', () => {
    const { state } = mt({
      players: [
        { battlefield: ['Island'], library: ['Plains', 'Plains', 'Plains'] },
        { graveyard: ['Wild Griffin'], library: Array<string>(5).fill('Bronze Sable') },
      ],
    });
    const deploy = (d: GameState): number => moveObject(d, drawCards(d, 1, 1)[0]!, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true });
    let before = -1;
    let after = -1;
    const s = editState(state, (d) => {
      before = deploy(d);
      moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
      shuffleLibrary(d, 1);
      after = deploy(d);
    });
    // player 1's other unseen cards are Bronze Sables: a Wild Griffin in a sample is the one shuffled in
    const unseen = { 1: Array<string>(10).fill('Bronze Sable') };
    let deployedAfter = 0;
    for (let k = 0; k < 40; k++) {
      const sample = determinize(s, 0, seedRng(k), { unseen });
      expect(sample.objects[before]!.card, `sample ${k}`).toBe('Bronze Sable');
      if (sample.objects[after]!.card === 'Wild Griffin') deployedAfter++;
    }
    expect(deployedAfter).toBeGreaterThan(0);
  });
});
