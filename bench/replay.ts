// A focused benchmark: replays the recorded actions of bench/run.ts (same mid-game state, same
// sequence) through one path only, `apply` or the in-place playout, and prints actions per second
// of CPU time. For profiling (`node --cpu-prof --import tsx bench/replay.ts place 5000`) and for
// comparing builds on a shared machine, where wall time depends on the other processes.
// Usage: tsx bench/replay.ts [apply|place] [milliseconds of CPU time]
import { apply, createGame, createPlayout, randomDeck, type Action, type GameState } from '../src/index.js';
import { randomInt, seedRng } from '../src/state/rng.js';

function newGame(seed: number): GameState {
  return createGame({ players: [0, 1, 2, 3].map((i) => ({ deck: randomDeck(`${seed}:${i}`) })), seed });
}

/** The mid-game state of bench/run.ts. */
function midGame(seed: number): GameState {
  for (let s = seed; ; s++) {
    const rng = seedRng(s);
    const p = createPlayout(newGame(s));
    while (!p.state.result && p.state.turn.number < 8) {
      const actions = p.legalActions();
      p.apply(actions[randomInt(rng, actions.length)] as Action);
    }
    if (!p.state.result) return structuredClone(p.state);
  }
}

/** The action sequence of bench/run.ts. */
function record(state: GameState, seed: number): Action[] {
  const rng = seedRng(seed);
  const p = createPlayout(state);
  const out: Action[] = [];
  while (!p.state.result && out.length < 20_000) {
    const actions = p.legalActions();
    const a = actions[randomInt(rng, actions.length)] as Action;
    out.push(a);
    p.apply(a);
  }
  return out;
}

const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const start = midGame(11);
const actions = record(start, 5);
const mode = process.argv[2] === 'apply' ? 'apply' : 'place';
const budget = Number(process.argv[3] ?? 4000);
let done = 0;
const t0 = cpuMs();
while (cpuMs() - t0 < budget) {
  if (mode === 'place') {
    const p = createPlayout(start);
    for (const a of actions) p.apply(a);
  } else {
    let s = start;
    for (const a of actions) s = apply(s, a);
  }
  done += actions.length;
}
console.log(`actions/s ${mode === 'place' ? 'in place' : 'through apply'} (CPU time): ${Math.round((done * 1000) / (cpuMs() - t0)).toLocaleString('en-US')}`);
