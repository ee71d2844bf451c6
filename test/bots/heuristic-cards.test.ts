/**
 * What the heuristic bot wants of its cards, where it chose at random before: of Backup Plan's
 * opening hands it keeps the best one (CR 315.5a); before the shuffle it reveals Arcane Savant and
 * exiles the drafted card it wants most with it (CR 701.20); it takes an optional search (CR
 * 608.2d) and finds the card it needs (CR 701.23), and wishes for the card it casts (CR 400.11a).
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, heuristicBot, legalActions, logOf, seedRng, type Action, type ReadonlyGameState } from '../../src/index.js';
import { conspiracyGame, putConspiracies } from '../cards/conspiracy-helpers.js';
import { cast, setup } from '../cards/helpers.js';

/** The heuristic bot's answer for the deciding player, with its PRNG seeded `seed`. */
function answer(state: ReadonlyGameState, seed: number): Action {
  return heuristicBot(botInput(state, legalActions(state), seedRng(seed)));
}

/** Plays the heuristic bot for every seat until a choice of a resolving spell or ability (or `limit` actions). */
function toChoice(state: ReadonlyGameState, limit = 50): ReadonlyGameState {
  let s = state;
  for (let n = 0; n < limit && s.decision?.kind !== 'choose'; n++) s = apply(s, answer(s, 1));
  if (s.decision?.kind !== 'choose') throw new Error('no choice was asked');
  return s;
}

/** Seat 0's hands to choose among as Backup Plan asks (CR 315.5a), in a game of `deck` begun with `seed`. */
function handsAt(deck: readonly string[], seed: number): { state: ReadonlyGameState; lands: number[] } {
  const state = putConspiracies(conspiracyGame([{ deck: [...deck], sideboard: ['Backup Plan'] }, {}, {}], seed, 0), { 0: [{ card: 'Backup Plan' }] });
  const d = state.decision;
  if (d?.kind !== 'startOfGame' || d.prompt !== 'hand' || d.player !== 0) throw new Error('seat 0 is not choosing a hand');
  const lands = state.conspiracyDraft!.hands[0]!.map((hand) => hand.filter((id) => state.objects[id]!.card === 'Plains').length);
  return { state, lands };
}

/** White and colourless spells of mana value 1 to 4, many of each. */
const SPELLS = ['Doomed Traveler', 'Throne Warden', 'Bronze Sable', 'Wild Griffin', 'Palace Sentinels'];

/** A deck of `lands` Plains and 40 − `lands` spells. */
function deckWith(lands: number): string[] {
  return [...Array<string>(lands).fill('Plains'), ...Array.from({ length: 40 - lands }, (_, i) => SPELLS[i % SPELLS.length]!)];
}

describe('the heuristic bot keeps the best of Backup Plan\'s hands (CR 315.5a)', () => {
  for (const [what, deck, bad] of [['no land', deckWith(12), 0], ['seven lands', deckWith(28), 7]] as const) {
    it(`keeps a hand of two to four lands over one of ${what}, for every game and bot seed`, () => {
      let games = 0;
      for (let seed = 1; seed < 400 && games < 6; seed++) {
        const { state, lands } = handsAt(deck, seed);
        const good = lands.findIndex((n) => n >= 2 && n <= 4);
        // the premise: one hand of `bad` lands, and the other a good one
        if (!lands.includes(bad) || good < 0) continue;
        games++;
        for (const botSeed of [1, 2, 3]) {
          const action = answer(state, botSeed);
          expect(action, `game seed ${seed}, bot seed ${botSeed}, lands by hand ${lands.join('/')}`).toEqual({ type: 'keepHand', player: 0, index: good });
        }
      }
      expect(games).toBe(6);
    });
  }
});

describe('the heuristic bot searches for what it needs (CR 701.23)', () => {
  const library = ['Forest', 'Island', 'Plains', 'Mountain', 'Swamp', 'Forest'];

  it('finds the basic land of the colour a spell of its hand asks for and its lands don\'t make, for every bot seed', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ['Lay of the Land', 'Merfolk Looter'], library }, {}] });
    const s = toChoice(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search', min: 0, max: 1 } });
    const options = (s.decision as Extract<typeof s.decision, { kind: 'choose' }>).choice.options;
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = answer(s, seed);
      expect(a.type === 'choose' && a.choice.map((i) => s.objects[(options[i] as { object: number }).object]!.card), `bot seed ${seed}`).toEqual(['Island']);
    }
  });

  it('takes the optional search of Recruiter of the Guard (CR 608.2d) and finds the creature it casts on curve with the most mana value, for every bot seed', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Recruiter of the Guard'], library: ['Throne Warden', 'Wild Griffin', 'Doomed Traveler', 'Palace Sentinels', 'Plains'] }, {}] });
    const may = toChoice(cast(state, 0, ids.hand[0]![0]!));
    expect(may.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ label: 'yes' }, { label: 'no' }] } });
    for (const seed of [1, 2, 3, 4, 5]) {
      const yes = answer(may, seed);
      expect(yes, `bot seed ${seed}`).toEqual({ type: 'choose', player: 0, choice: [0] });
      const search = apply(may, yes);
      const options = (search.decision as Extract<typeof search.decision, { kind: 'choose' }>).choice.options;
      expect(search.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'search' } });
      const found = answer(search, seed);
      // toughness 2 or less: Throne Warden, Wild Griffin and Doomed Traveler, not Palace Sentinels (2/4)
      expect(options).toHaveLength(3);
      expect(found.type === 'choose' && found.choice.map((i) => search.objects[(options[i] as { object: number }).object]!.card), `bot seed ${seed}`).toEqual(['Wild Griffin']);
    }
  });
});

describe('the heuristic bot wishes for what it casts (CR 400.11a)', () => {
  it('takes from outside the game with Burning Wish the sorcery its Mountains cast on curve with the most mana value, for every bot seed', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'], sideboard: ['Flame Slash', 'Overrun', 'Besmirch', 'Infest'] }, {}] });
    const s = toChoice(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'wish', min: 0, max: 1 } });
    const options = (s.decision as Extract<typeof s.decision, { kind: 'choose' }>).choice.options;
    for (const seed of [1, 2, 3, 4, 5]) {
      const a = answer(s, seed);
      // Overrun (green) and Infest (black) can't be cast with Mountains; Besmirch ({1}{R}{R}) can with one more
      expect(a.type === 'choose' && a.choice.map((i) => s.objects[(options[i] as { object: number }).object]!.card), `bot seed ${seed}`).toEqual(['Besmirch']);
    }
  });
});

describe('the heuristic bot before the shuffle (CR 103.2, 701.20)', () => {
  it('reveals Arcane Savant from its deck and exiles with it the drafted instant it wants most, for every bot seed', () => {
    const deck = [...Array<string>(17).fill('Island'), 'Arcane Savant', ...Array<string>(22).fill('Merfolk Looter')];
    for (const seed of [1, 2, 3]) {
      let s = conspiracyGame([{ deck, sideboard: ['Fleeting Distraction', 'Gleam of Resistance', 'Disenchant', 'Bronze Sable'] }, {}, {}], 4, 0);
      for (let n = 0; n < 20 && s.decision?.kind === 'startOfGame' && s.decision.player === 0; n++) s = apply(s, answer(s, seed));
      const log = logOf(s);
      expect(log.filter((e) => e.type === 'reveal' && e.player === 0).map((e) => e.card), `bot seed ${seed}`).toEqual(['Arcane Savant']);
      expect(log.filter((e) => e.type === 'exileWith' && e.player === 0).map((e) => e.card), `bot seed ${seed}`).toEqual(['Gleam of Resistance']);
    }
  });
});
