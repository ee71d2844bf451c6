// ISMCTS decisions on mid-game 4-player states, timed by CPU time: each round runs the same
// decisions (the same states, bot PRNG seeds and budget) on every source tree given, in turn, so
// that the trees are measured interleaved under the same load. Prints each tree's first round (the
// warm-up: a process's first decisions also pay for compiling the code they run, more of it the more
// kinds of card the samples hold) and its median CPU milliseconds a round after it, with each tree's
// ratios to the first tree's.
// Usage: tsx bench/ismcts-decisions.ts [rounds = 7] [iterations = 30] [src-dir …] (default: this tree's src)
// Profile one tree with: node --cpu-prof --import tsx bench/ismcts-decisions.ts 3 30
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Paliano from '../src/index.js';
import { cpuMs } from './cpu-time.js';

const rounds = Number(process.argv[2] ?? 7);
const iterations = Number(process.argv[3] ?? 30);
const dirs = process.argv.length > 4 ? process.argv.slice(4) : [new URL('../src', import.meta.url).pathname];
type Rng = typeof import('../src/state/rng.js');
/** Each tree's package entry, with its PRNG helpers (which the entry does not export). */
const trees = await Promise.all(
  dirs.map(async (d) => ({ ...((await import(pathToFileURL(resolve(d, 'index.ts')).href)) as typeof Paliano), ...((await import(pathToFileURL(resolve(d, 'state/rng.ts')).href)) as Rng) })),
);
type Tree = (typeof trees)[number];

/** A mid-game state of tree `p`: random play from a new 4-player game to turn 6, or a later seed if it ended. */
function midGame(p: Tree, seed: number): Paliano.ReadonlyGameState {
  for (let s = seed; ; s++) {
    const rng = p.seedRng(s);
    let state = p.createGame({ players: [0, 1, 2, 3].map((i) => ({ deck: p.randomDeck(`${s}:${i}`) })), seed: s });
    while (!state.result && state.turn.number < 6) {
      const actions = p.legalActions(state);
      state = p.apply(state, actions[p.randomInt(rng, actions.length)] as Paliano.Action);
    }
    if (!state.result && p.legalActions(state).length > 1) return state;
  }
}

const SEEDS = [11, 12, 13, 14, 15, 16];
const work = trees.map((p) => ({ p, states: SEEDS.map((s) => midGame(p, s)), bot: p.ismctsBot({ iterations }) }));

/** One round of tree `w`: one decision on each state, with the same bot PRNG seed. */
function round(w: (typeof work)[number]): number {
  const start = cpuMs();
  w.states.forEach((state, i) => {
    const actions = w.p.legalActions(state);
    w.bot(w.p.botInput(state, actions, w.p.seedRng(100 + i)));
  });
  return cpuMs() - start;
}

const warmUp = work.map((w) => round(w));
const times = work.map(() => [] as number[]);
for (let r = 0; r < rounds; r++) work.forEach((w, i) => times[i]!.push(round(w)));
const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s[s.length >> 1] as number;
};
const first = median(times[0]!);
dirs.forEach((d, i) => {
  const m = median(times[i]!);
  const w = warmUp[i] as number;
  console.log(`${d}: warm-up ${w.toFixed(0)} CPU ms (ratio ${(w / (warmUp[0] as number)).toFixed(3)}); then median ${m.toFixed(0)} CPU ms a round (${times[i]!.map((t) => t.toFixed(0)).join(' ')}), ratio ${(m / first).toFixed(3)}`);
});
