/** The results of a simulation run, collected in game order, for tests (the runs themselves keep none). */
import type { SimGameResult } from '../../src/sim/game.js';
import { playSimOnQueue } from '../../src/sim/queue.js';
import { playSim, type SimOptions } from '../../src/sim/run.js';

type QueueRun = Parameters<typeof playSimOnQueue>[0];

async function collected(play: (each: (r: SimGameResult) => void) => Promise<void>, each: (r: SimGameResult) => void): Promise<SimGameResult[]> {
  const results: SimGameResult[] = [];
  await play((r) => {
    results.push(r);
    each(r);
  });
  return results.sort((a, b) => a.index - b.index);
}

/** The results of `playSim`, in game order, `each` called as they come. */
export function runSim(options: SimOptions, each: (r: SimGameResult) => void = () => {}): Promise<SimGameResult[]> {
  return collected((e) => playSim(options, e), each);
}

/** The results of `playSimOnQueue`, in game order. */
export function runSimOnQueue(options: QueueRun): Promise<SimGameResult[]> {
  return collected((e) => playSimOnQueue(options, e), () => {});
}
