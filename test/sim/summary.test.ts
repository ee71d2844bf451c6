/**
 * The summary table of `paliano sim`, line by line: the bots in name order, each counted where it
 * sat, intervals within 0–100%, and the averages of turns, decisions and time per decision over the
 * run's games.
 */
import { describe, expect, it } from 'vitest';
import type { SimGameResult } from '../../src/sim/game.js';
import { SimSummary, summaryTable, wilsonInterval } from '../../src/sim/summary.js';

const base = { seed: 'x', rule: '104.2a', replay: {} as never };
const game = (index: number, bots: string[], winner: number | null, turns: number, decisions: number, ms: number): SimGameResult => ({ ...base, index, bots, winner, turns, decisions, ms });

describe('paliano sim summary', () => {
  it('lists the bots in name order, whatever order they first sat in', () => {
    const table = summaryTable([game(0, ['zeta', 'alpha', 'mid'], 0, 5, 5, 1)]);
    expect(table.slice(1, 4).map((l) => l.split(' ')[0])).toEqual(['alpha', 'mid', 'zeta']);
  });

  it('averages turns and decisions over every game, and gives microseconds a decision over the whole run', () => {
    const table = summaryTable([
      game(0, ['a', 'b'], 0, 10, 4, 1),
      game(1, ['b', 'a'], null, 21, 8, 2),
    ]);
    // (10 + 21) / 2 turns, (4 + 8) / 2 decisions, 1000 × (1 + 2) ms / 12 decisions
    expect(table.at(-1)).toBe('games 2, draws 1 (50.0%), 15.5 turns and 6 decisions a game, 250 µs a decision');
  });

  it('a summary of no games says zeros, not NaN', () => {
    expect(new SimSummary().lines()).toEqual(['bot          seats   wins  win rate (95% CI)', 'games 0, draws 0 (0.0%), 0.0 turns and 0 decisions a game, 0 µs a decision']);
  });

  it('a bot that never won has an interval from exactly 0%, never a negative one', () => {
    // ten losses: the Wilson centre less its half-width is -2.8e-17 in floating point
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    const table = summaryTable(Array.from({ length: 10 }, (_x, i) => game(i, ['loser', 'winner'], 1, 5, 5, 1)));
    expect(table.find((l) => l.startsWith('loser'))).toMatch(/\(0\.0%–27\.8%\)$/);
  });
});
