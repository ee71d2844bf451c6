/**
 * `paliano sim` across machines: the games of a run go through a BullMQ queue on Redis, and worker
 * processes on any machine play them (`paliano sim --work --queue redis://…`). BullMQ is an optional
 * peer dependency, loaded only here.
 *
 * @module
 */
import { createConnection } from 'node:net';
import { availableParallelism } from 'node:os';
import { gameSpec, type SimOptions } from './run.js';
import type { SimGameResult, SimGameSpec } from './game.js';
import { gameThreads } from './threads.js';

/** The queue's name unless one is given. */
export const DEFAULT_QUEUE_NAME = 'paliano-sim';

/** A Redis URL as BullMQ's connection options. */
export function redisConnection(url: string): { host: string; port: number; db?: number; username?: string; password?: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`not a Redis URL: ${url} (redis://host:port)`);
  }
  if (u.protocol !== 'redis:') throw new Error(`not a Redis URL: ${url} (redis://host:port)`);
  const db = u.pathname.length > 1 ? Number(u.pathname.slice(1)) : undefined;
  return {
    host: u.hostname || '127.0.0.1',
    port: u.port ? Number(u.port) : 6379,
    ...(db !== undefined && Number.isInteger(db) ? { db } : {}),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
  };
}

/**
 * Checks that a Redis answers at `url` (a reply to PING within 5 s, be it PONG or a demand to log
 * in), and fails naming it if not: BullMQ would retry a wrong URL, or a Redis that is down, in
 * silence and for ever.
 */
async function reachable(url: string): Promise<void> {
  const { host, port } = redisConnection(url);
  await new Promise<void>((resolve, reject) => {
    const fail = (reason: string): void => {
      socket.destroy();
      reject(new Error(`cannot reach Redis at ${url}: ${reason}`));
    };
    const socket = createConnection({ host, port }, () => socket.write('PING\r\n'));
    socket.once('data', (reply: Buffer) => {
      socket.destroy();
      if (reply[0] === 0x2b || reply[0] === 0x2d) resolve();
      else fail('what answers there is not Redis');
    });
    socket.on('error', (e) => fail(e.message));
    socket.on('end', () => fail('it closed the connection'));
    socket.setTimeout(5000, () => fail('no answer in 5 s'));
  });
}

async function bullmq(): Promise<typeof import('bullmq')> {
  try {
    return await import('bullmq');
  } catch {
    throw new Error('--queue needs the bullmq package: npm install bullmq');
  }
}

/** The most games of a run on the queue at once: enough to keep many worker processes busy, few enough that a run of millions holds little. */
const QUEUED_AT_ONCE = 1000;

/**
 * Puts the games of a run on the queue and waits for the workers' results, calling `each` as they
 * come, keeping none: at most {@link QUEUED_AT_ONCE} games are on the queue at a time, the next put
 * on as one finishes, so a run of millions of games holds no more than those. The run's jobs are
 * named by `runId`, so several runs may share a queue.
 */
export async function playSimOnQueue(options: Omit<SimOptions, 'workers' | 'workerScript'> & { queue: string; queueName?: string; runId?: string }, each: (result: SimGameResult) => void): Promise<void> {
  const { Queue, QueueEvents } = await bullmq();
  const connection = redisConnection(options.queue);
  await reachable(options.queue);
  const name = options.queueName ?? DEFAULT_QUEUE_NAME;
  const runId = (options.runId ?? `${options.seed}-${Date.now()}`).replace(/:/g, '_');
  const queue = new Queue<SimGameSpec, SimGameResult>(name, { connection });
  const events = new QueueEvents(name, { connection });
  try {
    await events.waitUntilReady();
    let next = 0;
    // each lane puts a game on the queue, waits for its result, and puts on the next
    const lane = async (): Promise<void> => {
      while (next < options.games) {
        const spec = gameSpec({ ...options, workers: 0 }, next++);
        const job = await queue.add('game', spec, { jobId: `${runId}-${spec.index}`, removeOnComplete: true, removeOnFail: true });
        const r = (await job.waitUntilFinished(events)) as SimGameResult | string;
        each(typeof r === 'string' ? (JSON.parse(r) as SimGameResult) : r);
      }
    };
    await Promise.all(Array.from({ length: Math.min(QUEUED_AT_ONCE, options.games) }, lane));
  } finally {
    await events.close();
    await queue.close();
  }
}

/**
 * A worker process: plays games from the queue, `concurrency` at a time (one per core by default),
 * each on a worker thread running `workerScript` (the built `sim-worker.js`), so that this thread
 * keeps renewing the jobs' locks however long a game takes; until `stop` resolves. `lockDuration`
 * is how long a job's lock lasts unrenewed, in milliseconds (BullMQ's default, 30 s, unless given).
 * `onReady` is called once it waits for games on the queue. Returns once it has closed.
 */
export async function runSimWorker(options: { queue: string; queueName?: string; workerScript: URL; concurrency?: number; lockDuration?: number; stop: Promise<void>; onGame?: (result: SimGameResult) => void; onReady?: () => void }): Promise<void> {
  const { Worker } = await bullmq();
  await reachable(options.queue);
  const threads = gameThreads(options.workerScript);
  const worker = new Worker<SimGameSpec, SimGameResult>(
    options.queueName ?? DEFAULT_QUEUE_NAME,
    async (job) => {
      const result = await threads.play(job.data);
      options.onGame?.(result);
      return result;
    },
    { connection: redisConnection(options.queue), concurrency: options.concurrency ?? availableParallelism(), ...(options.lockDuration === undefined ? {} : { lockDuration: options.lockDuration }) },
  );
  try {
    await worker.waitUntilReady();
    options.onReady?.();
    await options.stop;
    await worker.close();
  } finally {
    await threads.close();
  }
}
