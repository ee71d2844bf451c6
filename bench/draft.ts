// Draft benchmarks: complete 8-player CN2 drafts per second with heuristic bots (boosters opened,
// every pick through the rules, in place), and the time from a seed to the end of both games of
// the demo (draft, decks, tables, two 4-player Conspiracy games). Drafts per CPU second are printed
// too, since this machine is shared and wall-clock rates vary with its load. Run alone, after `npm run build`: npx tsx bench/draft.ts
import { paliano } from './engine.js';

const { createDraft, heuristicDrafter, playConspiracyDraft, runDraft } = paliano;

/** Complete 8-player drafts per second with heuristic bots, measured for about `ms` milliseconds. */
export function draftsPerSecond(ms = 3000): { rate: number; cpuRate: number; picks: number } {
  const bot = heuristicDrafter();
  for (let i = 0; i < 20; i++) runDraft(createDraft({ drafters: 8, seed: -i }), bot, { seed: i, inPlace: true, handOver: true });
  let runs = 0;
  let actions = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    actions += runDraft(createDraft({ drafters: 8, seed: runs }), bot, { seed: runs, inPlace: true, handOver: true }).actions;
    runs++;
    elapsed = performance.now() - start;
  }
  const used = process.cpuUsage(cpu);
  return { rate: (runs * 1000) / elapsed, cpuRate: (runs * 1e6) / (used.user + used.system), picks: actions / runs };
}

/** Milliseconds from a seed to the end of both games of the demo (the demo's own path, through `apply`). */
export function demoPathMs(seed = 2026): { ms: number; decisions: number } {
  const names = ['Adriana', 'Brago', 'Daretti', 'Grenzo', 'Kaya', 'Leovold', 'Marchesa', 'Selvala'];
  const start = performance.now();
  const { games } = playConspiracyDraft({ drafters: names, seed });
  return { ms: performance.now() - start, decisions: games.reduce((n, g) => n + g.actions, 0) };
}

/** Prints the draft benchmarks. */
export function printDraftBenchmarks(): void {
  const d = draftsPerSecond();
  console.log(`complete 8-player drafts/s, heuristic bots, in place: ${d.rate.toFixed(0)} (${d.cpuRate.toFixed(0)} per CPU second; ${d.picks.toFixed(0)} draft actions a draft; target 1,000)`);
  const p = demoPathMs();
  console.log(`seed to the end of both demo games:                  ${p.ms.toFixed(0)} ms (${p.decisions} game decisions)`);
}

if (process.argv[1]?.endsWith('draft.ts')) printDraftBenchmarks();
