/**
 * The ISMCTS bot in Async Mental Magic: its playouts run on to the decisions a player controls (AMM
 * 7, 8), as the variant is played (`SpielState`, the protocol, the adapters), so that its opponent
 * model and rollouts decide only where a player of the real game would; and it plays the variant.
 */
import { describe, expect, it } from 'vitest';
import { apply, botInput, createMentalMagicGame, createPlayout, heuristicBot, ismctsBot, legalActions, settleMentalMagic, type Action, type Playout, type ReadonlyGameState } from '../../src/index.js';
import { searchPlayout } from '../../src/bots/search-playout.js';
import { randomInt, seedRng } from '../../src/state/rng.js';

/** Plays `playout` at random for `actions` actions (or to the game's end); the states it decided on. */
function decided(playout: Playout, seed: number, actions: number): ReadonlyGameState[] {
  const rng = seedRng(seed);
  const states: ReadonlyGameState[] = [];
  for (let n = 0; n < actions && !playout.state.result; n++) {
    states.push(structuredClone(playout.state));
    const legal = playout.legalActions();
    playout.apply(legal[randomInt(rng, legal.length)]!);
  }
  return states;
}

/** Whether nothing is left for the variant to decide in a state (AMM 7, 8). */
const settled = (s: ReadonlyGameState): boolean => settleMentalMagic(s) === s;

describe('the ISMCTS bot in Async Mental Magic', () => {
  it('runs its playouts on to the decisions a player controls (AMM 7, 8), where the plain in-place playout it used stops at every decision the variant makes', () => {
    for (const seed of [1, 2]) {
      const start = createMentalMagicGame({ seed, manaAbilities: 'automatic' });
      const search = decided(searchPlayout(start), seed, 100);
      expect(search.length).toBe(100);
      expect(search.filter((s) => !settled(s))).toHaveLength(0);
      // the variant made decisions in the playout: passes of priority nobody may gain, or the uncontrolled ones (AMM 8)
      const plain = decided(createPlayout(start), seed, 100);
      expect(plain.filter((s) => !settled(s)).length).toBeGreaterThan(0);
    }
  });

  it('a playout of another format is the plain in-place playout', () => {
    const s = createMentalMagicGame({ seed: 1, manaAbilities: 'automatic' });
    const other = { ...s, format: 'free-for-all' };
    expect(decided(searchPlayout(other), 4, 40).map((x) => x.turn)).toEqual(decided(createPlayout(other), 4, 40).map((x) => x.turn));
  });

  it('chooses and plays an Async Mental Magic game against the heuristic bot for 30 decisions, each answer legal, the same again for the same seed', () => {
    const play = (): Action[] => {
      const bots = [ismctsBot({ iterations: 3, rolloutActions: 6 }), heuristicBot];
      const rng = seedRng(5);
      let s = createMentalMagicGame({ seed: 5, manaAbilities: 'automatic' });
      const answers: Action[] = [];
      while (answers.length < 30 && !s.result) {
        const actions = legalActions(s);
        const a = bots[s.decision!.player]!(botInput(s, actions, rng));
        expect(actions).toContainEqual(a);
        answers.push(a);
        s = settleMentalMagic(apply(s, a));
      }
      return answers;
    };
    const first = play();
    expect(first).toHaveLength(30);
    expect(play()).toEqual(first);
  });
});
