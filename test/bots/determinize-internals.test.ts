/**
 * Determinization's bookkeeping of cards the player once saw, found by a mutation audit of
 * `src/bots/determinize.ts`: a card that was public and went into hidden zones only keeps its card
 * (CR 400.7), wherever it is now — a face-down permanent, phased out or not (CR 708.5, 702.26); a
 * card whose place in a library became unknown (CR 701.24a) is sampled only where it may be, and
 * never in the player's own hand, which they see (CR 400.2); and the samples stay consistent games.
 */
import { describe, expect, it } from 'vitest';
import { cards, determinize, deserialize, serialize, view, type ReadonlyGameState } from '../../src/index.js';
import type { GameState, ObjectId } from '../../src/state/types.js';
import { seedRng } from '../../src/state/rng.js';
import { editState } from '../../src/testing/index.js';
import { createObject, drawCards, moveObject, shuffleLibrary } from '../../src/zones/zones.js';
import { createMentalMagicGame } from '../../src/variants/mental-magic/control.js';
import { SIDEBOARD_LANDS } from '../../src/variants/mental-magic/rule-module.js';
import { cardIdOf } from '../../src/variants/mental-magic/data.js';
import { emit } from '../../src/engine/log.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { canonical } from '../properties/helpers.js';
import { setup } from '../cards/helpers.js';
import { mt } from '../variants/magic-tech/helpers.js';
import { griffinShuffledIn } from './griffin-shuffled-in.js';

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
      mutableObject(d, faceDown).phasedOut = { indirectly: false, controller: 1 };
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

/**
 * Player 1's graveyard Wild Griffin shuffled into their library of Forests with the game's PRNG seeded
 * `seed`, a card drawn (CR 121.1: the top card, which nobody knew), then put back on top of the
 * library unseen. Player 0 decides.
 */
function drawnAndPutBack(seed: number): ReadonlyGameState {
  return griffinShuffledIn(seed, (d) => {
    const [drawn] = drawCards(d, 1, 1);
    moveObject(d, drawn!, 'library', { rule: '608.2c' });
  });
}

/**
 * A Magic Tech game in which player 1's graveyard `card` is shuffled into their library of four Bronze
 * Sables (CR 701.24a) with the game's PRNG seeded `seed`, and a card drawn (CR 121.1), which `then`
 * moves on, returning the id of the face-down permanent it made (-1 for none). Player 0 decides.
 */
function drawnAfterShuffleIn(seed: number, card: string, then: (d: GameState, drawn: ObjectId) => ObjectId | -1): { s: ReadonlyGameState; faceDown: number } {
  const { state } = mt({
    players: [
      { battlefield: ['Island'], library: ['Plains', 'Plains', 'Plains'] },
      { graveyard: [card], library: Array<string>(4).fill('Bronze Sable') },
    ],
  });
  let faceDown = -1;
  const s = editState(state, (d) => {
    d.rng = seedRng(seed);
    moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
    shuffleLibrary(d, 1);
    const [drawn] = drawCards(d, 1, 1);
    faceDown = then(d, drawn!);
  });
  return { s, faceDown };
}

/** As `drawnAndPutBack`, but the card drawn is revealed from the hand (CR 701.20) and stays there. */
function drawnAndRevealed(seed: number): ReadonlyGameState {
  return griffinShuffledIn(seed, (d) => {
    const [drawn] = drawCards(d, 1, 1);
    emit(d, { type: 'reveal', rule: '701.20', player: 1, object: drawn!, card: d.objects[drawn!]!.card });
  });
}

/** Player 1's hidden cards by name: hand and library in order. */
const hidden = (s: ReadonlyGameState): string => canonical({ hand: s.players[1]!.hand.map((id) => s.objects[id]!.card), library: s.players[1]!.library.map((id) => s.objects[id]!.card) });

describe('determinize: a card shuffled in, a card drawn and put back unseen (CR 701.24a, 121.1, 400.7)', () => {
  it('the card is in the library in every sample, wherever it really is: the same samples whether the card drawn and put back was it', () => {
    const games = Array.from({ length: 40 }, (_, seed) => drawnAndPutBack(seed));
    // the card put back is the top one: whether it is the Wild Griffin, the shuffle decided
    const putBackGriffin = (s: ReadonlyGameState): boolean => s.objects[s.players[1]!.library[0]!]!.card === 'Wild Griffin';
    const a = games.find(putBackGriffin)!;
    const b = games.find((s) => !putBackGriffin(s))!;
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(canonical(view(a, 0))).toBe(canonical(view(b, 0)));
    // player 1's other unseen cards are Forests: a Wild Griffin in a sample is the one shuffled in
    const unseen = { 1: Array<string>(10).fill('Forest') };
    for (let k = 0; k < 12; k++) {
      const sample = determinize(a, 0, seedRng(k), { unseen });
      expect(sample.players[1]!.library.filter((id) => sample.objects[id]!.card === 'Wild Griffin'), `sample ${k}`).toHaveLength(1);
      expect(hidden(sample), `sample ${k}`).toBe(hidden(determinize(b, 0, seedRng(k), { unseen })));
    }
  });
});

describe("determinize: the player's own card shuffled into their library (CR 701.24a, 400.2)", () => {
  /** Player 0's graveyard Wild Griffin shuffled into their library of Forests, with the PRNG seeded `seed`, then player 0 draws a card. */
  function ownShuffledIn(seed: number): ReadonlyGameState {
    const { state } = setup({
      players: [
        { graveyard: ['Wild Griffin'], battlefield: ['Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest', 'Forest', 'Forest'] },
        { battlefield: ['Forest'], library: ['Forest', 'Forest', 'Forest'] },
      ],
    });
    return editState(state, (d) => {
      d.rng = seedRng(seed);
      moveObject(d, d.players[0]!.graveyard[0]!, 'library', { rule: '701.24a' });
      shuffleLibrary(d, 0);
      drawCards(d, 0, 1);
    });
  }
  const drewGriffin = (s: ReadonlyGameState): boolean => s.players[0]!.hand.some((id) => s.objects[id]!.card === 'Wild Griffin');
  const games = Array.from({ length: 20 }, (_, seed) => ownShuffledIn(seed));

  it('stays in their library, at any of its places, and never trades places with a card of their hand, which they see', () => {
    const s = games.find((x) => !drewGriffin(x))!;
    expect(s).toBeDefined();
    const places = new Set<number>();
    for (let k = 0; k < 30; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[0]!.hand.map((id) => sample.objects[id]!.card), `sample ${k}`).toEqual(s.players[0]!.hand.map((id) => s.objects[id]!.card));
      expect(canonical(view(sample, 0)), `sample ${k}`).toBe(canonical(view(s, 0)));
      const at = sample.players[0]!.library.filter((id) => sample.objects[id]!.card === 'Wild Griffin');
      expect(at, `sample ${k}`).toHaveLength(1);
      places.add(sample.players[0]!.library.indexOf(at[0]!));
    }
    expect(places.size).toBe(s.players[0]!.library.length);
  });

  it('drawn by them, it stays in their hand in every sample (they see their hand), and their library holds only Forests', () => {
    const s = games.find(drewGriffin)!;
    expect(s).toBeDefined();
    for (let k = 0; k < 12; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[0]!.hand.map((id) => sample.objects[id]!.card).sort(), `sample ${k}`).toEqual(['Bronze Sable', 'Wild Griffin']);
      expect(new Set(sample.players[0]!.library.map((id) => sample.objects[id]!.card)), `sample ${k}`).toEqual(new Set(['Forest']));
      expect(canonical(view(sample, 0)), `sample ${k}`).toBe(canonical(view(s, 0)));
    }
  });
});

describe('determinize: a card in a hand that the player knows, whatever its earlier objects (CR 701.20, 121.1, 400.7)', () => {
  it('a card shuffled in, drawn, then revealed from the hand (CR 701.20) stays in that hand in every sample', () => {
    const games = Array.from({ length: 40 }, (_, seed) => drawnAndRevealed(seed));
    const s = games.find((x) => x.objects[x.players[1]!.hand[0]!]!.card === 'Wild Griffin')!;
    expect(s).toBeDefined();
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.objects[s.players[1]!.hand[0]!]!.card, `sample ${k}`).toBe('Wild Griffin');
      expect(sample.players[1]!.hand, `sample ${k}`).toEqual(s.players[1]!.hand);
    }
  });

  it('a card put on top of a library publicly, then put into its owner\'s hand from there (not a draw), stays in that hand in every sample', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest'] },
        { graveyard: ['Wild Griffin'], library: ['Forest', 'Forest', 'Forest'] },
      ],
    });
    let inHand = -1;
    const s = editState(state, (d) => {
      const top = moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '608.2c' });
      inHand = moveObject(d, top, 'hand', { rule: '608.2c' });
    });
    expect(s.players[1]!.hand).toEqual([inHand]);
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[1]!.hand, `sample ${k}`).toEqual([inHand]);
      expect(sample.objects[inHand]!.card, `sample ${k}`).toBe('Wild Griffin');
    }
  });

  it('a card shuffled in and drawn, then cast and returned to the hand in public, then deployed face down from a hand holding nothing else, stays that card (MT 4.1, CR 708.5)', () => {
    const games = Array.from({ length: 40 }, (_, seed) => drawnAfterShuffleIn(seed, 'Wild Griffin', (d, drawn) => {
      const onBattlefield = moveObject(d, drawn, 'battlefield', { controller: 1, rule: '608.2c' });
      const back = moveObject(d, onBattlefield, 'hand', { rule: '608.2c' });
      return moveObject(d, back, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true });
    }));
    const { s, faceDown } = games.find(({ s: x, faceDown: f }) => x.objects[f]!.card === 'Wild Griffin')!;
    // player 0 saw the card on the battlefield and going back to the hand
    expect(view(s, 0).log.filter((e) => e.type === 'zoneChange').map((e) => e.card)).toEqual(['Wild Griffin', 'Wild Griffin', 'Wild Griffin', undefined]);
    const unseen = { 1: Array<string>(10).fill('Bronze Sable') };
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k), { unseen });
      expect(sample.objects[faceDown]!.card, `sample ${k}`).toBe('Wild Griffin');
      expect(sample.players[1]!.library.map((id) => sample.objects[id]!.card), `sample ${k}`).not.toContain('Wild Griffin');
    }
  });
});

describe('determinize: where a card whose place became unknown may be sampled (CR 701.24a, 121.1)', () => {
  it('a card shuffled in after a draw is never sampled as that drawn card, though a card shuffled in before may be', () => {
    // player 1's Wild Griffin shuffled in, a card drawn, then their Bronze Sable shuffled in
    const games = Array.from({ length: 40 }, (_, seed) => {
      const { state } = setup({
        players: [
          { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest', 'Forest'] },
          { graveyard: ['Wild Griffin', 'Bronze Sable'], library: ['Forest', 'Forest', 'Forest', 'Forest'] },
        ],
      });
      return editState(state, (d) => {
        d.rng = seedRng(seed);
        moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
        shuffleLibrary(d, 1);
        drawCards(d, 1, 1);
        moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
        shuffleLibrary(d, 1);
      });
    });
    const drewGriffin = (x: ReadonlyGameState): boolean => x.objects[x.players[1]!.hand[0]!]!.card === 'Wild Griffin';
    const unseen = { 1: Array<string>(10).fill('Forest') };
    let griffinInHand = 0;
    for (const s of [games.find(drewGriffin)!, games.find((x) => !drewGriffin(x))!]) {
      expect(s).toBeDefined();
      for (let k = 0; k < 30; k++) {
        const sample = determinize(s, 0, seedRng(k), { unseen });
        const hand = sample.objects[sample.players[1]!.hand[0]!]!.card;
        expect(hand, `sample ${k}`).not.toBe('Bronze Sable');
        if (hand === 'Wild Griffin') griffinInHand++;
        const all = [...sample.players[1]!.hand, ...sample.players[1]!.library].map((id) => sample.objects[id]!.card);
        expect(all.filter((c) => c !== 'Forest').sort(), `sample ${k}`).toEqual(['Bronze Sable', 'Wild Griffin']);
        // a consistent game: each card's object is in the zone it is listed in, and the sample loads
        for (const zone of ['hand', 'library'] as const) for (const id of sample.players[1]![zone]) expect(sample.objects[id]!.zone, `sample ${k}`).toBe(zone);
        expect(() => deserialize(serialize(sample))).not.toThrow();
      }
    }
    expect(griffinInHand).toBeGreaterThan(0);
  });

  it('a card put on top of a library in public after a card was shuffled into it stays on top: the card shuffled in never takes a known place', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest', 'Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest', 'Forest'] },
        { graveyard: ['Wild Griffin', 'Bronze Sable'], library: ['Forest', 'Forest', 'Forest', 'Forest'] },
      ],
    });
    let top = -1;
    const s = editState(state, (d) => {
      moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
      shuffleLibrary(d, 1);
      top = moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '608.2c' });
    });
    expect(s.players[1]!.library[0]).toBe(top);
    for (let k = 0; k < 30; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[1]!.library[0], `sample ${k}`).toBe(top);
      expect(sample.objects[top]!.card, `sample ${k}`).toBe('Bronze Sable');
    }
  });

  it('a card drawn after a card was shuffled in, then revealed (CR 701.20), stays in the hand as it is: the card shuffled in never trades places with it', () => {
    const games = Array.from({ length: 40 }, (_, seed) => drawnAndRevealed(seed));
    const s = games.find((x) => x.objects[x.players[1]!.hand[0]!]!.card === 'Forest')!;
    expect(s).toBeDefined();
    for (let k = 0; k < 30; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[1]!.hand, `sample ${k}`).toEqual(s.players[1]!.hand);
      expect(sample.objects[s.players[1]!.hand[0]!]!.card, `sample ${k}`).toBe('Forest');
    }
  });

  it('a land shuffled in is never sampled as a face-down permanent deployed from a card drawn since (MT 4.6: a land is deployed face up)', () => {
    const games = Array.from({ length: 40 }, (_, seed) => drawnAfterShuffleIn(seed, 'Forest', (x, drawn) => (x.objects[drawn]!.card !== 'Forest' ? moveObject(x, drawn, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true }) : -1)));
    const { s, faceDown } = games.find((g) => g.faceDown >= 0)!;
    const unseen = { 1: Array<string>(10).fill('Bronze Sable') };
    let inLibrary = 0;
    for (let k = 0; k < 30; k++) {
      const sample = determinize(s, 0, seedRng(k), { unseen });
      expect(sample.objects[faceDown]!.card, `sample ${k}`).toBe('Bronze Sable');
      inLibrary += sample.players[1]!.library.filter((id) => sample.objects[id]!.card === 'Forest').length;
    }
    expect(inLibrary).toBe(30);
  });

  it('a card put on top of a library in public after a card was shuffled in, drawn, then deployed face down, stays that card: the card shuffled in never takes its place (CR 121.1, 400.7)', () => {
    const { state } = mt({
      players: [
        { battlefield: ['Island'], library: ['Plains', 'Plains', 'Plains'] },
        { graveyard: ['Wild Griffin', 'Bronze Sable'], library: Array<string>(4).fill('Plains') },
      ],
    });
    let faceDown = -1;
    const s = editState(state, (d) => {
      moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '701.24a' });
      shuffleLibrary(d, 1);
      moveObject(d, d.players[1]!.graveyard[0]!, 'library', { rule: '608.2c' });
      const [drawn] = drawCards(d, 1, 1);
      faceDown = moveObject(d, drawn!, 'battlefield', { controller: 1, rule: 'MT 4.1', faceDown: true });
    });
    expect(s.objects[faceDown]!.card).toBe('Bronze Sable');
    for (let k = 0; k < 30; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.objects[faceDown]!.card, `sample ${k}`).toBe('Bronze Sable');
      expect(sample.players[1]!.library.filter((id) => sample.objects[id]!.card === 'Wild Griffin'), `sample ${k}`).toHaveLength(1);
    }
  });
});

describe("determinize: what another player's unseen cards are dealt as (unseen-cards)", () => {
  it('their hand and library are never conspiracies, which cannot be included in a deck (CR 315.3)', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Forest'], hand: ['Bronze Sable'], library: ['Forest', 'Forest'] },
        { battlefield: ['Forest'], hand: Array<string>(7).fill('Bronze Sable'), library: Array<string>(40).fill('Forest') },
      ],
    });
    const seen = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const sample = determinize(state, 0, seedRng(k));
      for (const id of [...sample.players[1]!.hand, ...sample.players[1]!.library]) seen.add(sample.objects[id]!.card);
    }
    expect(seen.size).toBeGreaterThan(50);
    for (const card of seen) expect(cards.get(card)!.printed.types, card).not.toContain('Conspiracy');
  });
});

describe('determinize in Async Mental Magic: cards without a card ID (AMM 1, 2c)', () => {
  it("keeps the player's own hand as it is, its basic lands from the sideboard too: they see it", () => {
    const start = createMentalMagicGame({ seed: 4, manaAbilities: 'automatic' });
    const s = editState(start, (x) => {
      for (const land of ['Plains', 'Island', 'Swamp']) createObject(x, { kind: 'card', card: land, owner: 0, zone: 'hand' });
    });
    for (let k = 0; k < 12; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[0]!.hand.map((id) => sample.objects[id]!.card), `sample ${k}`).toEqual(s.players[0]!.hand.map((id) => s.objects[id]!.card));
      expect(canonical(view(sample, 0)), `sample ${k}`).toBe(canonical(view(s, 0)));
    }
  });

  it("keeps a basic land the player saw go into another player's hand: it is not dealt again as a sideboard land (CR 400.7)", () => {
    const start = createMentalMagicGame({ seed: 4, manaAbilities: 'automatic' });
    let island = -1;
    const s = editState(start, (x) => {
      const onBattlefield = createObject(x, { kind: 'card', card: 'Island', owner: 1, zone: 'battlefield' });
      mutableObject(x, onBattlefield).controller = 1;
      island = moveObject(x, onBattlefield, 'hand', { rule: '608.2c' });
    });
    expect(SIDEBOARD_LANDS).toContain('Island');
    for (let k = 0; k < 20; k++) expect(determinize(s, 0, seedRng(k)).objects[island]!.card, `sample ${k}`).toBe('Island');
  });

  it("deals another player's library cards without a card ID as sideboard lands and those with one as unnamed cards, each group among itself (AMM 1: which cards have IDs is public)", () => {
    const start = createMentalMagicGame({ seed: 4, manaAbilities: 'automatic' });
    const s = editState(start, (x) => {
      moveObject(x, x.players[1]!.hand[0]!, 'library', { rule: '608.2c' });
      createObject(x, { kind: 'card', card: 'Plains', owner: 1, zone: 'library' });
      moveObject(x, x.players[1]!.hand[0]!, 'library', { rule: '608.2c' });
    });
    const library = s.players[1]!.library;
    expect(library.map((id) => cardIdOf(s, id) === null)).toEqual([false, true, false]);
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[1]!.library, `sample ${k}`).toEqual(library);
      for (const id of library) {
        if (cardIdOf(s, id) === null) expect(SIDEBOARD_LANDS, `sample ${k}`).toContain(sample.objects[id]!.card);
        else expect(sample.objects[id]!.card, `sample ${k}`).toMatch(/^unnamed /);
      }
    }
  });

  it("deals the player's own library cards without a card ID among their places: the sample does not follow their real order (CR 701.24a)", () => {
    const start = createMentalMagicGame({ seed: 4, manaAbilities: 'automatic' });
    const withLibrary = (order: readonly string[]): ReadonlyGameState =>
      editState(start, (x) => {
        for (const land of order) createObject(x, { kind: 'card', card: land, owner: 0, zone: 'library' });
      });
    const a = withLibrary(['Plains', 'Island', 'Swamp']);
    const b = withLibrary(['Swamp', 'Plains', 'Island']);
    expect(canonical(view(a, 0))).toBe(canonical(view(b, 0)));
    const names = (x: ReadonlyGameState): string[] => x.players[0]!.library.map((id) => x.objects[id]!.card);
    for (let k = 0; k < 12; k++) {
      const sample = determinize(a, 0, seedRng(k));
      expect(names(sample).slice().sort(), `sample ${k}`).toEqual(['Island', 'Plains', 'Swamp']);
      expect(names(sample), `sample ${k}`).toEqual(names(determinize(b, 0, seedRng(k))));
    }
  });

  it("keeps a basic land the player saw go into another player's hand, then put from the hand into the library unseen: it is somewhere in that library (CR 400.7), not dealt again as a sideboard land", () => {
    const start = createMentalMagicGame({ seed: 4, manaAbilities: 'automatic' });
    const s = editState(start, (x) => {
      moveObject(x, x.players[1]!.hand[0]!, 'library', { rule: '608.2c' });
      moveObject(x, x.players[1]!.hand[0]!, 'library', { rule: '608.2c' });
      const onBattlefield = createObject(x, { kind: 'card', card: 'Island', owner: 1, zone: 'battlefield' });
      mutableObject(x, onBattlefield).controller = 1;
      moveObject(x, moveObject(x, onBattlefield, 'hand', { rule: '608.2c' }), 'library', { rule: '608.2c' });
    });
    expect(view(s, 0).log.filter((e) => e.type === 'zoneChange').map((e) => e.card)).toEqual([undefined, undefined, 'Island', undefined]);
    for (let k = 0; k < 20; k++) {
      const sample = determinize(s, 0, seedRng(k));
      expect(sample.players[1]!.library.map((id) => sample.objects[id]!.card).filter((n) => n === 'Island'), `sample ${k}`).toHaveLength(1);
    }
  });
});
