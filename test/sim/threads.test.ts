/**
 * `paliano sim` on worker threads: every game of the run is handed out once and comes back once,
 * whatever the order the threads finish in, and a run gives the same games on threads as in one
 * thread.
 */
import { describe, expect, it } from 'vitest';
import { gameThreads } from '../../src/sim/threads.js';
import { simWorkerScript } from '../../src/sim/worker-script.js';
import { runSim } from '../helpers/sim-results.js';

describe('paliano sim on threads', () => {
  it('plays every game of the run exactly once, with its own seed and seating, however many threads', async () => {
    for (const workers of [1, 3, 20]) {
      const options = { games: 9, bots: ['a', 'b', 'c'], format: 'free-for-all', seed: 's', turnLimit: 3, workers, workerScript: new URL('./fixtures/echo-worker.mjs', import.meta.url) };
      const seen: number[] = [];
      const results = await runSim(options, (r) => seen.push(r.index));
      expect([...seen].sort((x, y) => x - y), `${workers} threads`).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(results.map((r) => r.seed)).toEqual(results.map((r) => `s:${r.index}`));
      expect(results.map((r) => r.bots[0])).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a', 'b', 'c']);
    }
  });

  it('a run on two threads gives the games it gives in one thread', async () => {
    const options = { games: 3, bots: ['heuristic', 'random'], format: 'free-for-all', seed: 't', turnLimit: 6, workers: 0 };
    const local = await runSim(options);
    const threaded = await runSim({ ...options, workers: 2, workerScript: simWorkerScript() });
    const played = (rs: typeof local) => rs.map((r) => [r.index, r.seed, r.bots, r.winner, r.rule, r.turns, r.decisions]);
    expect(played(threaded)).toEqual(played(local));
  }, 60_000);

  it('the threads of a queue worker play game after game: a thread whose game is done plays the next one', async () => {
    const threads = gameThreads(new URL('./fixtures/echo-worker.mjs', import.meta.url));
    try {
      const spec = (index: number) => ({ index, seed: `q:${index}`, format: 'free-for-all', bots: ['a', 'b'], turnLimit: 3 });
      const first = (await threads.play(spec(0))) as unknown as { thread: number };
      const second = (await threads.play(spec(1))) as unknown as { thread: number };
      expect(second.thread).toBe(first.thread);
    } finally {
      await threads.close();
    }
  });
});
