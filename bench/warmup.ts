// JIT warm-up: how fast a fresh process plays in its first seconds against later on. Plays the
// same four random 4-player games in place over and over (each a new game, then random legal
// actions to its end, as a bot's playouts do; the same seeds every round, so every round does the
// same work) for 15 seconds of CPU time, and prints the games per CPU-second in each second, then
// the first second's rate against the rate after 10 seconds.
// Run it in a fresh process; it runs the built package: `npm run build` first.
// Usage: tsx bench/warmup.ts [seconds = 15]
import type { Action } from '../src/index.js';
import { paliano } from './engine.js';
import { newGame } from './workload.js';
import { randomInt, seedRng } from '../src/state/rng.js';
import { cpuMs } from './cpu-time.js';

const { createPlayout } = paliano;

const GAMES = 4;
const seconds = Number(process.argv[2] ?? 15);

const t0 = cpuMs();
/** Actions taken in each second of CPU time. */
const perSecond: number[] = new Array<number>(seconds).fill(0);
/** Actions of one whole round (every round takes the same actions). */
let actionsPerRound = 0;
for (let second = 0; second < seconds; ) {
  let actions = 0;
  for (let seed = 1; seed <= GAMES && second < seconds; seed++) {
    const rng = seedRng(seed);
    const p = createPlayout(newGame(seed));
    while (!p.state.result && second < seconds) {
      const legal = p.legalActions();
      p.apply(legal[randomInt(rng, legal.length)] as Action);
      actions++;
      perSecond[second] = (perSecond[second] as number) + 1;
      if ((actions & 7) === 0) second = Math.floor((cpuMs() - t0) / 1000);
    }
  }
  if (actionsPerRound === 0 && second < seconds) actionsPerRound = actions;
}
const perGame = actionsPerRound / GAMES;
const fmt = (n: number): string => n.toFixed(1);
console.log(`the same ${GAMES} random 4-player games in place, over and over (${Math.round(perGame)} actions a game, legal actions listed before each)`);
perSecond.forEach((n, s) => console.log(`second ${String(s + 1).padStart(2)} of CPU: ${fmt(n / perGame).padStart(5)} games/CPU-s`));
const late = perSecond.slice(10);
const steady = late.reduce((x, y) => x + y, 0) / late.length;
console.log(`first second / after 10 s: ${((perSecond[0] as number) / steady).toFixed(2)} (${fmt((perSecond[0] as number) / perGame)} against ${fmt(steady / perGame)} games/CPU-s)`);
