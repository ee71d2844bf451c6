// Alternating between playouts: K random 4-player games played in place, one after another, against
// the same K games interleaved action by action (round-robin across K playouts, as a tree search
// alternates between its simulations). Each game's actions are recorded first, so both ways do the
// same work: at every step the playout lists its legal actions and applies the recorded one. With
// `apply`, each game is a line of states `apply` returns instead of a playout.
// Measured by CPU time, after warm-up, in alternating rounds of each way; prints the median games
// per CPU-second of each and their ratio. It runs the built package: `npm run build` first.
// Usage: tsx bench/interleave.ts [K = 8] [rounds = 7] [place|apply]
import type { Action, ReadonlyGameState } from '../src/index.js';
import { paliano } from './engine.js';
import { newGame, record } from './workload.js';
import { cpuMs } from './cpu-time.js';

const { apply, createPlayout, legalActions } = paliano;

const K = Number(process.argv[2] ?? 8);
const ROUNDS = Number(process.argv[3] ?? 7);
const THROUGH_APPLY = process.argv[4] === 'apply';

/** One game being played: its legal actions listed, then an action applied. */
interface Line {
  legalActions(): void;
  apply(action: Action): void;
}

/** A line of play from `start`: an in-place playout, or states `apply` returns. */
function line(start: ReadonlyGameState): Line {
  if (!THROUGH_APPLY) return createPlayout(start);
  let s = start;
  return {
    legalActions: () => legalActions(s),
    apply: (a) => {
      s = apply(s, a);
    },
  };
}

const games: { start: ReadonlyGameState; actions: Action[] }[] = [];
for (let i = 0; i < K; i++) {
  const start = newGame(200 + i);
  games.push({ start, actions: record(start, 300 + i) });
}
const total = games.reduce((n, g) => n + g.actions.length, 0);

/** The K games, each played to its end before the next starts. */
function oneAfterAnother(): void {
  for (const g of games) {
    const p = line(g.start);
    for (const a of g.actions) {
      p.legalActions();
      p.apply(a);
    }
  }
}

/** The K games, one action of each in turn. */
function interleaved(): void {
  const playouts = games.map((g) => line(g.start));
  let longest = 0;
  for (const g of games) longest = Math.max(longest, g.actions.length);
  for (let t = 0; t < longest; t++) {
    for (let i = 0; i < K; i++) {
      const a = (games[i] as (typeof games)[number]).actions[t];
      if (a === undefined) continue;
      const p = playouts[i] as (typeof playouts)[number];
      p.legalActions();
      p.apply(a);
    }
  }
}

/** Games per CPU-second of `pass`, repeated for at least `ms` of CPU time. */
function rate(pass: () => void, ms: number): number {
  let runs = 0;
  const t0 = cpuMs();
  let spent = 0;
  while (spent < ms) {
    pass();
    runs++;
    spent = cpuMs() - t0;
  }
  return (runs * K * 1000) / spent;
}

const median = (v: number[]): number => [...v].sort((x, y) => x - y)[v.length >> 1] as number;
const fmt = (n: number): string => n.toFixed(2);

console.log(`${K} random 4-player games ${THROUGH_APPLY ? 'through apply' : 'in place'}, ${total} recorded actions in all (legal actions listed before each)`);
for (let i = 0; i < 3; i++) {
  rate(oneAfterAnother, 1000);
  rate(interleaved, 1000);
}
const sequentialRates: number[] = [];
const interleavedRates: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  sequentialRates.push(rate(oneAfterAnother, 1000));
  interleavedRates.push(rate(interleaved, 1000));
}
const seq = median(sequentialRates);
const inter = median(interleavedRates);
console.log(`games/CPU-s one after another: ${fmt(seq)} (median of ${ROUNDS} rounds; ${sequentialRates.map(fmt).join(' ')})`);
console.log(`games/CPU-s interleaved:       ${fmt(inter)} (${interleavedRates.map(fmt).join(' ')})`);
console.log(`CPU per game, interleaved / one after another: ${(seq / inter).toFixed(2)}x`);
