// One build's side of the benchmark, in a process of its own (started by bench/run.ts with
// --expose-gc): it loads the build's `dist/` and answers the parent's requests, measuring its own
// CPU time, so that two builds never share a JIT or a heap.
// Usage (by the parent): fork('bench/worker.ts', [distDirectory, 'sample' | 'list'])
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { actionsPerformed, bytesPerKeptState, decksFor, newGame, play, type Engine, type Path } from './random-games.js';
import { DecisionTimes } from './decision-times.js';
import { percentile } from './stats.js';
import { spellPool, type PoolCard } from './decks.js';
import { cpuMs } from './cpu-time.js';

/** What the parent asks. */
export type Request =
  | { kind: 'pool'; cards: PoolCard[] }
  | { kind: 'warm-up'; configs: { players: number; path: Path }[]; cap: number; cpuMs: number }
  | { kind: 'game'; players: number; path: Path; seed: number; cap: number }
  | { kind: 'actions'; players: number; seeds: number[]; cap: number }
  | { kind: 'bytes'; players: number; seeds: number[]; cap: number }
  | { kind: 'times'; players: number; path: Path };

/** What the worker answers, in the order of the requests. */
export type Reply =
  | { kind: 'ready'; samples: boolean; pool: PoolCard[] }
  | { kind: 'pool'; cards: number }
  | { kind: 'warm-up'; games: number; cpuMs: number }
  | { kind: 'game'; cpuMs: number; decisions: number; capped: boolean }
  | { kind: 'actions'; actions: number[]; diverged: number }
  | { kind: 'bytes'; bytes: number[] }
  | { kind: 'times'; count: number; p50: number; p99: number }
  | { kind: 'error'; message: string };

const [dist, policy] = process.argv.slice(2);
if (!dist || (policy !== 'sample' && policy !== 'list')) throw new Error('usage: worker.ts <dist directory> sample|list');
const build = (await import(pathToFileURL(join(dist, 'index.js')).href)) as Engine;
/** The build, without `sampleAction` when told to list the legal actions at every decision. */
const engine: Engine = policy === 'list' ? { ...build, sampleAction: undefined } : build;

const decks = new Map<string, string[][]>();
/** The cards every build measured implements, which the decks are drawn from: set by the parent before any game. */
let pool: PoolCard[] | null = null;
const commonPool = (): PoolCard[] => {
  if (pool === null) throw new Error('no card pool: the parent sends one first');
  return pool;
};
const times = new Map<string, DecisionTimes>();

const decksOf = (players: number, seed: number): string[][] => {
  const key = `${players}:${seed}`;
  let d = decks.get(key);
  if (!d) decks.set(key, (d = decksFor(commonPool(), players, seed)));
  return d;
};

/** Warm-up games played so far, over every warm-up request: the next one's seed is minus this. */
let warmUpGames = 0;

/**
 * Plays games of each configuration in turn (seeds 0, -1, -2…, apart from the measured ones, going
 * on from the previous warm-up request's) until `cpuMs` of CPU time has passed: the JIT needs
 * seconds of every path before it settles. The parent asks for the warm-up in slices.
 */
function warmUp(r: Extract<Request, { kind: 'warm-up' }>): Reply {
  const start = cpuMs();
  let games = 0;
  while (cpuMs() - start < r.cpuMs) {
    const seed = -warmUpGames;
    for (const c of r.configs) play(engine, c.path, newGame(engine, decksFor(commonPool(), c.players, seed), seed), seed, r.cap);
    warmUpGames++;
    games++;
  }
  return { kind: 'warm-up', games: games * r.configs.length, cpuMs: cpuMs() - start };
}

/**
 * Plays a game twice: first with every decision timed, then untimed, measuring the CPU time of the
 * process over it. The decks are built before either. No collection is forced: a forced full
 * collection made the next games run two to four times as long (it throws away compiled code and
 * what the inline caches learned).
 */
function game(r: Extract<Request, { kind: 'game' }>): Reply {
  const decks = decksOf(r.players, r.seed);
  const key = `${r.players}:${r.path}`;
  let sample = times.get(key);
  if (!sample) times.set(key, (sample = new DecisionTimes()));
  play(engine, r.path, newGame(engine, decks, r.seed), r.seed, r.cap, sample);
  const start = cpuMs();
  const played = play(engine, r.path, newGame(engine, decks, r.seed), r.seed, r.cap);
  const used = cpuMs() - start;
  return { kind: 'game', cpuMs: used, decisions: played.decisions, capped: played.capped };
}

function answer(r: Request): Reply {
  switch (r.kind) {
    case 'pool':
      pool = r.cards;
      decks.clear();
      return { kind: 'pool', cards: r.cards.length };
    case 'warm-up':
      return warmUp(r);
    case 'game':
      return game(r);
    case 'actions': {
      const replays = r.seeds.map((seed) => actionsPerformed(engine, decksOf(r.players, seed), seed, r.cap));
      return { kind: 'actions', actions: replays.map((x) => x.actions), diverged: replays.filter((x) => !x.same).length };
    }
    case 'bytes':
      return { kind: 'bytes', bytes: r.seeds.map((seed) => bytesPerKeptState(engine, newGame(engine, decksOf(r.players, seed), seed), seed, r.cap)) };
    case 'times': {
      const sorted = times.get(`${r.players}:${r.path}`)?.sorted() ?? new Float64Array(0);
      return { kind: 'times', count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
    }
  }
}

process.on('message', (r: Request) => {
  let reply: Reply;
  try {
    reply = answer(r);
  } catch (e) {
    reply = { kind: 'error', message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  process.send?.(reply);
});
process.send?.({ kind: 'ready', samples: engine.sampleAction !== undefined, pool: spellPool(build) } satisfies Reply);
