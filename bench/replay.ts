// A focused benchmark: replays the recorded actions of bench/run.ts (same mid-game state, same
// sequence) through one path only, `apply` or the in-place playout, and prints actions per second
// of CPU time. For profiling (`node --cpu-prof --import tsx bench/replay.ts place 5000`) and for
// comparing builds on a shared machine, where wall time depends on the other processes.
// It runs the built package: `npm run build` first.
// Usage: tsx bench/replay.ts [apply|place] [milliseconds of CPU time]
import { paliano } from './engine.js';
import { midGame, record } from './workload.js';
import { cpuMs } from './cpu-time.js';

const { apply, createPlayout } = paliano;

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
