/**
 * `paliano sim` through a BullMQ queue on a real Redis (REDIS_URL, default redis://127.0.0.1:6379):
 * two worker processes started with `paliano sim --work` play the games a coordinator puts on the
 * queue; every game comes back once, the same as played in one process. Without a Redis the test
 * is skipped with a message, except in CI, where it must run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { redisConnection, runSimWorker } from '../../src/sim/queue.js';
import { REDIS, redisFor } from '../helpers/redis.js';
import { runSim, runSimOnQueue } from '../helpers/sim-results.js';
import { simWorkerScript } from '../../src/sim/worker-script.js';

const available = await redisFor('the sim queue test');

const workers: ChildProcess[] = [];
afterAll(() => {
  for (const w of workers) w.kill('SIGTERM');
});

describe.skipIf(!available)('paliano sim --queue', () => {
  it('a game that takes longer than a job\'s lock lasts is played once and comes back: the worker renews the lock while a thread plays it', async () => {
    const queueName = `paliano-sim-lock-test-${process.pid}-${Date.now()}`;
    let stop!: () => void;
    const stopped = new Promise<void>((resolve) => (stop = resolve));
    let ready!: () => void;
    const waiting = new Promise<void>((resolve) => (ready = resolve));
    const played: string[] = [];
    // a lock of 2 s, renewed about every second: shorter than the two 4-player games to turn 25 take
    const working = runSimWorker({ queue: REDIS, queueName, workerScript: simWorkerScript(), concurrency: 2, lockDuration: 2000, stop: stopped, onReady: ready, onGame: (r) => played.push(r.seed) });
    try {
      await waiting;
      const options = { games: 2, bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], format: 'free-for-all', seed: 'locked', turnLimit: 25 };
      // a game whose lock lapsed can't be completed ("Missing lock"), is taken back as stalled and finally failed
      const results = await runSimOnQueue({ ...options, queue: REDIS, queueName, runId: queueName });
      expect(results.map((r) => r.seed)).toEqual(['locked:0', 'locked:1']);
      expect(played.sort()).toEqual(['locked:0', 'locked:1']);
    } finally {
      stop();
      await working;
      const { Queue } = await import('bullmq');
      const queue = new Queue(queueName, { connection: redisConnection(REDIS) });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }, 240_000);

  it('two worker processes play the games of a run from the queue, each once, as one process would', async () => {
    const queueName = `paliano-sim-test-${process.pid}-${Date.now()}`;
    const cli = fileURLToPath(new URL('../../src/cli/paliano.ts', import.meta.url));
    const played: string[] = [];
    // both workers wait on the queue before the run is put on it, so both take games whatever the machine's load
    await Promise.all([0, 1].map((i) => new Promise<void>((ready, failed) => {
      const w = spawn(process.execPath, ['--import', 'tsx', cli, 'sim', '--work', '--queue', REDIS, '--queue-name', queueName, '--workers', '1'], { stdio: ['ignore', 'ignore', 'pipe'] });
      w.stderr?.on('data', (d: Buffer) => {
        for (const line of d.toString().split('\n')) {
          if (line.startsWith('game ')) played.push(`${i} ${line}`);
          if (line.startsWith('playing games from')) ready();
        }
      });
      w.on('exit', (code) => failed(new Error(`worker ${i} exited (${code}) before it was ready`)));
      workers.push(w);
    })));
    const options = { games: 6, bots: ['heuristic', 'random'], format: 'free-for-all', seed: 'queued', turnLimit: 30 };
    const results = await runSimOnQueue({ ...options, queue: REDIS, queueName, runId: queueName });
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5]);
    const local = await runSim({ ...options, workers: 0 });
    expect(results.map((r) => [r.seed, r.winner, r.turns, r.decisions])).toEqual(local.map((r) => [r.seed, r.winner, r.turns, r.decisions]));
    // both processes took part, and no game was played twice
    expect(played).toHaveLength(6);
    expect(new Set(played.map((l) => l.split(' ')[0])).size).toBe(2);
    // leave Redis as it was
    const { Queue } = await import('bullmq');
    const queue = new Queue(queueName, { connection: redisConnection(REDIS) });
    await queue.obliterate({ force: true });
    await queue.close();
  }, 240_000);
});
