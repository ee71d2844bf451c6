// A profile of random games in steady state: the built package plays random games as the bench does
// (its decks, drawn from this build's cards, and its random policy, in place) for a warm-up of CPU
// time first, and only the games after it are profiled, through the inspector, at a fine sampling
// interval. A fresh process plays its first games about ten times as slowly as a warm one, and
// keeps speeding up for some 20 s of CPU time (docs/benchmarks.md, session 13): a profile of a whole
// short run shows mostly code the JIT has not settled yet, and where that spends its time is not
// where a warm engine does.
// It runs the built package: `npm run build` first.
// Usage: tsx bench/steady-profile.ts [players] [games] [warm-up ms of CPU time] [out.cpuprofile] [--allocations]
// With `--allocations` it samples the heap instead and prints the functions that allocate most.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { paliano } from './engine.js';
import { spellPool } from './decks.js';
import { decksFor, newGame, playInPlace, type Engine } from './random-games.js';
import { cpuMs } from './cpu-time.js';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const allocations = process.argv.includes('--allocations');
const players = Number(args[0] ?? 4);
const games = Number(args[1] ?? 60);
const warmUpMs = Number(args[2] ?? 20_000);
const out = args[3] ?? `steady-${players}p.cpuprofile`;
const engine = paliano as Engine;
const pool = spellPool(paliano);
const CAP = 20_000;

/** Plays the games of seeds `from` to `from + count - 1`; returns their decisions. */
function play(from: number, count: number): number {
  let decisions = 0;
  for (let seed = from; seed < from + count; seed++) decisions += playInPlace(engine, newGame(engine, decksFor(pool, players, seed), seed), seed, CAP).decisions;
  return decisions;
}

const warmStart = cpuMs();
let warmGames = 0;
while (cpuMs() - warmStart < warmUpMs) play(-warmGames++, 1);

const session = new Session();
session.connect();
if (allocations) {
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
} else {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
const t0 = cpuMs();
const decisions = play(1, games);
const ms = cpuMs() - t0;
console.log(`${players} players in place, after ${warmGames} warm-up games: ${(ms / games).toFixed(2)} ms of CPU a game, ${(decisions / games).toFixed(0)} decisions a game`);

interface AllocationNode {
  callFrame: { functionName: string; url: string; lineNumber: number };
  selfSize: number;
  children: AllocationNode[];
}

if (allocations) {
  const { profile } = await session.post('HeapProfiler.stopSampling');
  const bytes = new Map<string, number>();
  let total = 0;
  const walk = (n: AllocationNode): void => {
    const key = `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber + 1}`;
    bytes.set(key, (bytes.get(key) ?? 0) + n.selfSize);
    total += n.selfSize;
    for (const c of n.children) walk(c);
  };
  walk(profile.head as AllocationNode);
  console.log(`allocated: ${(total / games / 1e6).toFixed(2)} MB a game (sampled)`);
  for (const [key, n] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${((100 * n) / total).toFixed(1).padStart(5)}%  ${key}`);
} else {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(out, JSON.stringify(profile));
  console.log(`profile written to ${out} (open it in Chrome DevTools or speedscope)`);
}
