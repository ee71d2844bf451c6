/**
 * The heuristic bot plays Magic Tech, whose deploying and missions are the format's own actions: it
 * deploys its cards (MT 4.1), builds on them (MT 4.3), turns them face up (MT 4.4) and sends its
 * creatures on missions (MT 6.1), so that games between heuristic bots are won by emptying a
 * stockpile (MT 1.1) instead of all running to the turn limit with no card ever deployed.
 */
import { describe, expect, it } from 'vitest';
import { heuristicBot, logOf, playGame, randomDeck } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';

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
});
