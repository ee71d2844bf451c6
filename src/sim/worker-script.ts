/**
 * Where the worker thread script of `paliano sim` is: the built `sim-worker.js` beside the built
 * CLI, or, run from the sources, a script that loads `worker.ts` through tsx.
 *
 * @module
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The script a thread playing simulated games runs (see `playSim` and `runSimWorker`). */
export function simWorkerScript(): URL {
  const built = new URL('./sim-worker.js', import.meta.url);
  return existsSync(fileURLToPath(built)) ? built : new URL('./worker-from-sources.mjs', import.meta.url);
}
