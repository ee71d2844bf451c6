/**
 * The heuristic bot plays Magic Tech, whose deploying and missions are the format's own actions: it
 * deploys its cards (MT 4.1), builds on them (MT 4.3), turns them face up (MT 4.4) and sends its
 * creatures on missions (MT 6.1), so that games between heuristic bots are won by emptying a
 * stockpile (MT 1.1) instead of all running to the turn limit with no card ever deployed.
 */
import { describe, expect, it } from 'vitest';
import { botInput, heuristicBot, legalActions, logOf, playGame, randomDeck, type Action, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { deployed, mt } from '../variants/magic-tech/helpers.js';

/** What the heuristic bot does for the deciding player of `state`. */
function botAction(state: ReadonlyGameState): Action {
  return heuristicBot(botInput(state, legalActions(state), seedRng(1)));
}

/** The face-down card of player 0's table that is the card `name`. */
function faceDown(state: ReadonlyGameState, name: string): number {
  return state.battlefield.find((id) => state.objects[id]!.card === name && state.objects[id]!.faceDown)!;
}

describe('the heuristic bot in Magic Tech', () => {
  it('deploys, builds, turns cards face up and sends missions, and heuristic games end with a winner before the turn limit', () => {
    let winners = 0;
    const made = { deploy: 0, build: 0, mission: 0, cast: 0 };
    for (const seed of [1, 2, 3, 4]) {
      const { state, replay } = playGame({ format: 'magic-tech', seed, players: [{ deck: randomDeck(seed * 2) }, { deck: randomDeck(seed * 2 + 1) }], settings: { turnLimit: 30, manaAbilities: seed % 2 === 1 ? 'actions' : 'automatic' } }, heuristicBot, seedRng(seed));
      const variants = (name: string): number => replay!.actions.filter((a) => a.type === 'variant' && a.name === name).length;
      for (const name of ['deploy', 'build', 'mission'] as const) made[name] += variants(name);
      made.cast += replay!.actions.filter((a) => a.type === 'cast').length;
      expect(logOf(state).filter((e) => e.type === 'mission').length).toBe(variants('mission'));
      if (state.result?.winner !== null && state.turn.number < 30) winners++;
    }
    expect(made.deploy, 'deployments').toBeGreaterThan(0);
    expect(made.build, 'counters built').toBeGreaterThan(0);
    expect(made.cast, 'cards turned face up').toBeGreaterThan(0);
    expect(made.mission, 'missions').toBeGreaterThan(0);
    expect(winners).toBeGreaterThanOrEqual(3);
  });

  it('builds on the face-down card nearest to having enough counters to turn face up (MT 4.3, 4.4), not the one with the most: Bronze Sable one short of {2}, not Hexplate Golem two short of {7}', () => {
    const { state } = mt({ players: [{ battlefield: ['Wastes', deployed('Hexplate Golem', 5), deployed('Bronze Sable', 1)] }, {}] });
    expect(botAction(state)).toEqual({ type: 'variant', player: 0, name: 'build', object: faceDown(state, 'Bronze Sable') });
  });

  it('puts no more counters on a card that has enough but can\'t be turned face up now (MT 4.4: Vow of Duty with no creature to enchant, CR 303.4a): it builds on another', () => {
    const { state } = mt({ players: [{ battlefield: ['Plains', deployed('Vow of Duty', 3), deployed('Bronze Sable')] }, {}] });
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    expect(botAction(state)).toEqual({ type: 'variant', player: 0, name: 'build', object: faceDown(state, 'Bronze Sable') });
  });

  it('counters beyond the cost pay X (MT 4.4): a card with X whose cost is met is built on once no card is short of its cost (Death Wind with nothing to target)', () => {
    const short = mt({ players: [{ battlefield: ['Swamp', deployed('Death Wind', 1), deployed('Bronze Sable')] }, {}] }).state;
    expect(botAction(short)).toEqual({ type: 'variant', player: 0, name: 'build', object: faceDown(short, 'Bronze Sable') });
    const { state } = mt({ players: [{ battlefield: ['Swamp', deployed('Death Wind', 1)] }, {}] });
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    expect(botAction(state)).toEqual({ type: 'variant', player: 0, name: 'build', object: faceDown(state, 'Death Wind') });
  });
});
