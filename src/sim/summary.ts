/**
 * The summary table of `paliano sim`: wins by bot (each seat's bot counted where it sat), draws,
 * turns, decisions and time per decision, with 95% confidence intervals of the win rates.
 *
 * @module
 */
import type { SimGameResult } from './game.js';

/** The Wilson score interval of `wins` out of `n` at 95%. */
export function wilsonInterval(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * The summary of a run, added to as results come (it keeps counts, not the results, so a run of
 * millions of games summarizes in constant memory).
 */
export class SimSummary {
  private games = 0;
  private draws = 0;
  private decisions = 0;
  private ms = 0;
  private turns = 0;
  private readonly byBot = new Map<string, { seats: number; wins: number }>();

  /** Counts one game's result. */
  add(r: SimGameResult): void {
    this.games++;
    if (r.winner === null) this.draws++;
    this.decisions += r.decisions;
    this.ms += r.ms;
    this.turns += r.turns;
    r.bots.forEach((b, seat) => {
      const row = this.byBot.get(b) ?? { seats: 0, wins: 0 };
      row.seats++;
      if (r.winner === seat) row.wins++;
      this.byBot.set(b, row);
    });
  }

  /** The summary as lines of text: wins by bot with 95% intervals, then draws, turns, decisions and time per decision. */
  lines(): string[] {
    const { games, draws, decisions, ms, turns } = this;
    const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
    const lines = ['bot          seats   wins  win rate (95% CI)'];
    for (const [bot, { seats, wins }] of [...this.byBot].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const [lo, hi] = wilsonInterval(wins, seats);
      lines.push(`${bot.padEnd(12)} ${String(seats).padStart(5)}  ${String(wins).padStart(5)}  ${pct(wins / seats).padStart(6)} (${pct(lo)}–${pct(hi)})`);
    }
    lines.push(`games ${games}, draws ${draws} (${pct(games === 0 ? 0 : draws / games)}), ${(games === 0 ? 0 : turns / games).toFixed(1)} turns and ${(games === 0 ? 0 : decisions / games).toFixed(0)} decisions a game, ${(decisions === 0 ? 0 : (1000 * ms) / decisions).toFixed(0)} µs a decision`);
    return lines;
  }
}

/** The summary of a run's results as lines of text (see {@link SimSummary}). */
export function summaryTable(results: readonly SimGameResult[]): string[] {
  const summary = new SimSummary();
  for (const r of results) summary.add(r);
  return summary.lines();
}
