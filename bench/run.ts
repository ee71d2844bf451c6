// `npm run bench`: random 2-, 4- and 6-player games to the end, in place and through `apply`,
// measured in steady state (a warm-up first, the builds taking turns by the second, then rounds of
// the same games, the builds alternating game by game; the median of the rounds; CPU time of each
// build's own process). With `--baseline <commit>` the commit is built in a temporary worktree and
// its games are interleaved with this tree's in the same run; the ratios are printed. Then the
// draft benchmarks of this tree.
// See docs/benchmarks.md.
// Usage: npm run bench -- [--baseline <commit>] [--quick] [--rounds N] [--warm-up-ms N] [--games N]
//          [--players 2,4,6] [--cap N] [--list] [--no-draft]
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildBaseline, type Baseline } from './baseline.js';
import { BuildWorker } from './build-worker.js';
import { commonPool } from './decks.js';
import type { Path } from './random-games.js';
import { printReport, type Figures, type RoundResult } from './report.js';

const { values: flags } = parseArgs({
  options: {
    baseline: { type: 'string' },
    quick: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    'warm-up-ms': { type: 'string' },
    games: { type: 'string' },
    players: { type: 'string' },
    cap: { type: 'string' },
    'no-draft': { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
  },
});
const quick = flags.quick === true;
const count = (flag: string | undefined, normal: number, fast: number): number => (flag === undefined ? (quick ? fast : normal) : Number(flag));
const rounds = count(flags.rounds, 8, 3);
const warmUpMs = count(flags['warm-up-ms'], 20_000, 5_000);
const games = count(flags.games, 4, 2);
const cap = count(flags.cap, 20_000, 20_000);
const playerCounts = (flags.players ?? '2,4,6').split(',').map(Number);
const draft = !flags['no-draft'] && !quick;
/** `--list`: the bot lists the legal actions at every decision even where a build offers `sampleAction`. */
const policy = flags.list ? 'list' : 'sample';
/** Games whose heap per kept state is measured, per player count. */
const BYTES_GAMES = 3;
/** The first game seed; round r plays the seeds FIRST_SEED + r·games onwards (the warm-up, seeds 0 and below). */
const FIRST_SEED = 1;
/** The warm-up goes in slices of this much CPU time, the builds taking turns. */
const WARM_UP_SLICE_MS = 1000;

const repo = fileURLToPath(new URL('..', import.meta.url));
const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const head = git('rev-parse', '--short', 'HEAD');
const thisTree = `this tree (${head}${git('status', '--porcelain', '--untracked-files=no') ? ', modified' : ''})`;

const paths: Path[] = ['place', 'apply'];
const configs = playerCounts.flatMap((players) => paths.map((path) => ({ players, path })));

let baseline: Baseline | undefined;
const workers: BuildWorker[] = [];
const cleanUp = (): void => {
  for (const w of workers) w.stop();
  baseline?.remove();
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  if (flags.baseline) baseline = buildBaseline(repo, flags.baseline);
  workers.push(new BuildWorker(thisTree, `${repo}dist`, policy));
  if (baseline) workers.push(new BuildWorker(baseline.label, baseline.dist, policy));
  const loaded = await Promise.all(workers.map((w) => w.ready));
  const samples = loaded.map((l) => l.samples);
  // the same decks for every build: drawn from the cards all of them implement (bench/decks.ts)
  const pool = commonPool(loaded.map((l) => l.pool));
  for (const w of workers) await w.ask({ kind: 'pool', cards: pool });

  console.log(`${new Date().toISOString()}  Node ${process.version}  ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}  load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`random free-for-all games to the end, ${games} games a round per player count and path (each played once with every decision timed, then once for its CPU time), ${rounds} rounds after ${(warmUpMs / 1000).toFixed(0)} s of CPU time of warm-up; builds interleaved game by game, each in its own process; cap ${cap.toLocaleString('en-US')} decisions a game`);
  console.log(`decks: the bench's own, two colours and 40 cards, from the ${pool.length} spells every build measured implements (${loaded.map((l, b) => `${workers[b]?.label} ${l.pool.length}`).join(', ')})`);
  for (const [b, w] of workers.entries()) console.log(`${w.label}: the bot ${samples[b] ? 'draws with sampleAction' : 'lists the legal actions and draws one'}`);

  const figures: Figures = { builds: workers.map((w) => w.label), configs: [] };
  const perConfig = configs.map((c) => ({ ...c, rounds: workers.map((): RoundResult[] => []) }));
  // the warm-up in slices, the builds taking turns as in the rounds: neither waits idle for the
  // other's whole warm-up, and both come to the rounds with the same history
  const warmedMs = workers.map(() => 0);
  const warmUpGames = workers.map(() => 0);
  for (let s = 0; warmedMs.some((ms) => ms < warmUpMs); s++) {
    const order = s % 2 === 0 ? workers.map((_, b) => b) : workers.map((_, b) => workers.length - 1 - b);
    for (const b of order) {
      const left = warmUpMs - (warmedMs[b] as number);
      if (left <= 0) continue;
      const slice = await (workers[b] as BuildWorker).ask({ kind: 'warm-up', configs, cap, cpuMs: Math.min(WARM_UP_SLICE_MS, left) });
      warmedMs[b] = (warmedMs[b] as number) + slice.cpuMs;
      warmUpGames[b] = (warmUpGames[b] as number) + slice.games;
    }
  }
  for (const [b, w] of workers.entries()) process.stderr.write(`${w.label}: warmed up with ${warmUpGames[b]} games\n`);
  const measuredSeeds: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const seeds = Array.from({ length: games }, (_, i) => FIRST_SEED + r * games + i);
    measuredSeeds.push(...seeds);
    for (const [ci, c] of perConfig.entries()) {
      const results = workers.map((): RoundResult => ({ games: 0, cpuMs: 0, decisions: [], capped: 0 }));
      for (const [i, seed] of seeds.entries()) {
        // alternate which build goes first, so that neither always follows the other
        const order = (r + ci + i) % 2 === 0 ? workers.map((_, b) => b) : workers.map((_, b) => workers.length - 1 - b);
        for (const b of order) {
          const g = await (workers[b] as BuildWorker).ask({ kind: 'game', players: c.players, path: c.path, seed, cap });
          const result = results[b] as RoundResult;
          result.games++;
          result.cpuMs += g.cpuMs;
          result.decisions.push(g.decisions);
          if (g.capped) result.capped++;
        }
      }
      for (const [b, result] of results.entries()) c.rounds[b]?.push(result);
    }
    process.stderr.write(`round ${r + 1} of ${rounds} done\n`);
  }

  for (const c of perConfig) {
    const builds = [];
    for (const [b, w] of workers.entries()) {
      builds.push({
        rounds: c.rounds[b] ?? [],
        times: await w.ask({ kind: 'times', players: c.players, path: c.path }),
        actions: c.path === 'place' ? await w.ask({ kind: 'actions', players: c.players, seeds: measuredSeeds, cap }) : undefined,
        bytes: c.path === 'apply' ? (await w.ask({ kind: 'bytes', players: c.players, seeds: measuredSeeds.slice(0, BYTES_GAMES), cap })).bytes : undefined,
      });
    }
    figures.configs.push({ players: c.players, path: c.path, builds });
  }
  printReport(figures);
} finally {
  cleanUp();
}

if (draft) {
  const { printDraftBenchmarks } = await import('./draft.js');
  console.log('\ndraft (this tree, in this process):');
  printDraftBenchmarks();
}
