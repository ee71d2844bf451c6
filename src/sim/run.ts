/**
 * `paliano sim`: N games with a bot per seat, on worker threads (one per core by default) or in this
 * thread, results in game order as they complete.
 *
 * @module
 */
import { Worker } from 'node:worker_threads';
import { simulateGame, type SimGameResult, type SimGameSpec } from './game.js';

/** What to simulate. */
export interface SimOptions {
  /** Games to play. */
  games: number;
  /** The bot of each seat, by name (see `botNamed`); seats rotate game by game so each bot sits everywhere. */
  bots: readonly string[];
  /** The format. */
  format: string;
  /** The run's seed: game i is seeded `SEED:i`. */
  seed: string;
  /** The turns a game is played before it is called a draw, as the next turn begins (`GameSettings.turnLimit`, CR 104.4). */
  turnLimit: number;
  /**
   * Draft first: the draft bot of each seat (`heuristic` or `random`, rotated with the game bots) and
   * the boosters; the game is then a Conspiracy game of the table (see `SimGameSpec.draft`).
   */
  draft?: { drafters: readonly string[]; boosters: 'CN2' | 'CNS' };
  /** Worker threads; 0 plays in this thread. */
  workers: number;
  /** The worker script (the built `sim-worker.js`), needed when `workers` > 0. */
  workerScript?: URL;
}

/** The spec of game `index` of a run: the bots rotated by the game's number. */
export function gameSpec(options: SimOptions, index: number): SimGameSpec {
  const n = options.bots.length;
  const rotated = (list: readonly string[]): string[] => list.map((_b, seat) => list[(seat + index) % n] as string);
  const draft = options.draft ? { draft: { drafters: rotated(options.draft.drafters), boosters: options.draft.boosters } } : {};
  return { index, seed: `${options.seed}:${index}`, format: options.format, bots: rotated(options.bots), turnLimit: options.turnLimit, ...draft };
}

/**
 * Plays the run, calling `each` with every result as it comes; returns them in game order. On
 * threads, the first game that throws stops every thread and the run rejects with its error.
 */
export async function runSim(options: SimOptions, each: (result: SimGameResult) => void = () => {}): Promise<SimGameResult[]> {
  const results: SimGameResult[] = [];
  const specs = Array.from({ length: options.games }, (_x, i) => gameSpec(options, i));
  if (options.workers <= 0) {
    for (const spec of specs) {
      const r = simulateGame(spec);
      results.push(r);
      each(r);
    }
    return results;
  }
  if (!options.workerScript) throw new Error('runSim: workers need the worker script');
  const script = options.workerScript;
  let next = 0;
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(options.workers, specs.length) }, () => new Promise<void>((resolve, reject) => {
        const worker = new Worker(script);
        workers.push(worker);
        const feed = (): void => {
          const spec = specs[next++];
          if (spec) worker.postMessage(spec);
          else void worker.terminate().then(() => resolve());
        };
        worker.on('message', (r: SimGameResult) => {
          results.push(r);
          each(r);
          feed();
        });
        worker.on('error', reject);
        feed();
      })),
    );
  } catch (error) {
    // the first game that threw ends the run: no more games are handed out, and the other threads
    // stop now rather than playing the games left before the run fails
    next = specs.length;
    await Promise.all(workers.map((w) => w.terminate()));
    throw error;
  }
  return results.sort((a, b) => a.index - b.index);
}
