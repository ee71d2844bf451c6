// The benchmark's printed report: a Markdown table of each build's figures for each player count
// and path, the ratios between builds and between paths (medians of per-round ratios, the rounds
// being paired: the same games, run one after the other), and the issue's targets.
import type { Path } from './random-games.js';
import { median } from './stats.js';

/** One build's measurement of one round. */
export interface RoundResult {
  /** Games played. */
  games: number;
  /** CPU time of the worker process over those games (their untimed passes). */
  cpuMs: number;
  /** Decisions of each game. */
  decisions: number[];
  /** Games stopped by the cap. */
  capped: number;
}

/** One build's figures for one player count and path. */
export interface BuildFigures {
  rounds: RoundResult[];
  /** Per-decision times over the measured rounds, in µs. */
  times: { count: number; p50: number; p99: number };
  /** Actions the engine performed in each measured game (in place only), and replays that were not the same game. */
  actions?: { actions: number[]; diverged: number } | undefined;
  /** Heap bytes per kept state of a few games (through `apply` only). */
  bytes?: number[] | undefined;
}

/** Everything measured. */
export interface Figures {
  /** The builds' names; the first is this tree, the second (if any) the baseline. */
  builds: string[];
  configs: { players: number; path: Path; builds: BuildFigures[] }[];
}

const PATH_NAMES: Record<Path, string> = { place: 'in place', apply: 'through apply' };

/** A number with about three significant figures, thousands separated. */
function fmt(n: number): string {
  if (!Number.isFinite(n)) return 'n/a';
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

const rate = (r: RoundResult): number => (r.games * 1000) / r.cpuMs;
const mean = (v: readonly number[]): number => v.reduce((a, b) => a + b, 0) / v.length;
const ratioText = (v: readonly number[]): string => `${median(v).toFixed(2)}× (rounds ${Math.min(...v).toFixed(2)}–${Math.max(...v).toFixed(2)})`;
const row = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;

/**
 * Actions the engine performed per CPU-second in each round: the actions of the round's games (the
 * in-place count of `actions`, one entry per game of every round in order, for the same games both
 * paths play) over the round's CPU time. Empty when the actions were not counted.
 */
export function actionRates(rounds: readonly RoundResult[], actions: readonly number[] | undefined): number[] {
  if (!actions) return [];
  let first = 0;
  return rounds.map((r) => {
    const done = actions.slice(first, first + r.games).reduce((a, b) => a + b, 0);
    first += r.games;
    return (done * 1000) / r.cpuMs;
  });
}

/** The in-place build's count of actions for a configuration, read for both paths (they play the same games). */
function actionsOf(f: Figures, players: number, build: number): readonly number[] | undefined {
  return f.configs.find((c) => c.players === players && c.path === 'place')?.builds[build]?.actions?.actions;
}

/** Per-round ratios of the games per CPU-second of two series of paired rounds. */
const pairedRatios = (a: readonly RoundResult[], b: readonly RoundResult[]): number[] => a.map((r, i) => rate(r) / rate(b[i] as RoundResult));

/** Prints the report to stdout. */
export function printReport(f: Figures): void {
  const header = ['players', 'path', 'build', 'games/CPU-s', 'rounds', 'decisions/game', 'actions/game', 'actions/CPU-s', 'µs/decision p50', 'p99', 'p99/p50', 'capped', 'bytes/kept state'];
  console.log(`\n${row(header)}\n${row(header.map(() => '---'))}`);
  for (const c of f.configs) {
    for (const [b, fig] of c.builds.entries()) {
      const rates = fig.rounds.map(rate);
      const decisions = fig.rounds.flatMap((r) => r.decisions);
      const capped = fig.rounds.reduce((n, r) => n + r.capped, 0);
      const actions = fig.actions ? `${fmt(mean(fig.actions.actions))}${fig.actions.diverged ? ` (${fig.actions.diverged} replays differ)` : ''}` : '';
      const actionRate = median(actionRates(fig.rounds, actionsOf(f, c.players, b)));
      console.log(
        row([
          String(c.players),
          PATH_NAMES[c.path],
          f.builds[b] ?? '',
          fmt(median(rates)),
          `${fmt(Math.min(...rates))}–${fmt(Math.max(...rates))}`,
          fmt(mean(decisions)),
          actions,
          fmt(actionRate),
          fmt(fig.times.p50),
          fmt(fig.times.p99),
          `${(fig.times.p99 / fig.times.p50).toFixed(1)}×`,
          `${capped}/${decisions.length}`,
          fig.bytes ? fmt(median(fig.bytes)) : '',
        ]),
      );
    }
  }

  if (f.builds.length === 2) {
    console.log(`\n${f.builds[0]} / ${f.builds[1]}, games per CPU-second (median of the per-round ratios) and µs per decision:`);
    for (const c of f.configs) {
      const [a, b] = c.builds as [BuildFigures, BuildFigures];
      console.log(`  ${c.players} players ${PATH_NAMES[c.path].padEnd(13)} ${ratioText(pairedRatios(a.rounds, b.rounds))}; p50 ${(a.times.p50 / b.times.p50).toFixed(2)}×, p99 ${(a.times.p99 / b.times.p99).toFixed(2)}×`);
    }
  }

  console.log('\nthrough apply / in place, games per CPU-second (median of the per-round ratios):');
  const players = [...new Set(f.configs.map((c) => c.players))];
  for (const p of players) {
    const place = f.configs.find((c) => c.players === p && c.path === 'place');
    const viaApply = f.configs.find((c) => c.players === p && c.path === 'apply');
    if (!place || !viaApply) continue;
    const text = f.builds.map((name, b) => `${name} ${ratioText(pairedRatios(viaApply.builds[b]?.rounds ?? [], place.builds[b]?.rounds ?? []))}`);
    console.log(`  ${p} players: ${text.join('; ')}`);
    for (const [b, name] of f.builds.entries()) {
      const same = place.builds[b]?.rounds.every((r, i) => r.decisions.join() === viaApply.builds[b]?.rounds[i]?.decisions.join());
      if (!same) console.log(`  warning: ${name} played different games in place and through apply (${p} players)`);
    }
  }

  printTargets(f);
}

/** The targets of issue 16 (and the actions per CPU-second), for this tree (and against the baseline if there is one). */
function printTargets(f: Figures): void {
  const four = (path: Path) => f.configs.find((c) => c.players === 4 && c.path === path);
  const place = four('place');
  const viaApply = four('apply');
  console.log('\ntargets (issue 16), this tree:');
  if (place && f.builds.length === 2) {
    const [a, b] = place.builds as [BuildFigures, BuildFigures];
    console.log(`  4-player games per CPU-second in place, against ${f.builds[1]}: ${median(pairedRatios(a.rounds, b.rounds)).toFixed(2)}× (target at least 10×)`);
  }
  if (place) {
    const capped = place.builds[0]?.rounds.reduce((n, r) => n + r.capped, 0) ?? 0;
    console.log(`  4-player games in place capped for looping: ${capped} (target none)`);
  }
  if (place && viaApply) {
    console.log(`  4-player games through apply / in place: ${median(pairedRatios(viaApply.builds[0]?.rounds ?? [], place.builds[0]?.rounds ?? [])).toFixed(2)} (target at least 0.33)`);
  }
  if (place && viaApply) {
    const actions = actionsOf(f, 4, 0);
    const inPlace = median(actionRates(place.builds[0]?.rounds ?? [], actions));
    const applied = median(actionRates(viaApply.builds[0]?.rounds ?? [], actions));
    console.log(
      `  4-player actions per CPU-second, the passes auto-pass makes counted: through apply ${fmt(applied)}, in place ${fmt(inPlace)}, through apply / in place ${(applied / inPlace).toFixed(2)} (issue 2's targets, 20,000 and 200,000, are for every pass given as an action on a mid-game state: docs/benchmarks.md)`,
    );
  }
  const worst = Math.max(...f.configs.map((c) => (c.builds[0] ? c.builds[0].times.p99 / c.builds[0].times.p50 : 0)));
  console.log(`  p99 / p50 decision time, the largest of all rows: ${worst.toFixed(1)}× (target at most 20×)`);
}
