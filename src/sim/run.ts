/**
 * `paliano sim`: N games with a bot per seat, on worker threads (one per core by default) or in this
 * thread, each result handed on as it completes and kept by nobody here.
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
 * Plays the run, calling `each` with every result as it comes, and keeps none of them: a run of
 * millions of games holds no more than the games being played (each game's spec is made as it is
 * handed out). On threads, the first game that throws stops every thread and the run rejects with
 * its error.
 */
export async function playSim(options: SimOptions, each: (result: SimGameResult) => void): Promise<void> {
  if (options.workers <= 0) {
    for (let i = 0; i < options.games; i++) each(simulateGame(gameSpec(options, i)));
    return;
  }
  if (!options.workerScript) throw new Error('playSim: workers need the worker script');
  const script = options.workerScript;
  let next = 0;
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(options.workers, options.games) }, () => new Promise<void>((resolve, reject) => {
        const worker = new Worker(script);
        workers.push(worker);
        const feed = (): void => {
          if (next < options.games) worker.postMessage(gameSpec(options, next++));
          else void worker.terminate().then(() => resolve());
        };
        worker.on('message', (r: SimGameResult) => {
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
    next = options.games;
    await Promise.all(workers.map((w) => w.terminate()));
    throw error;
  }
}
