/**
 * Worker threads that play the games of `paliano sim --work`: a game runs for seconds to minutes
 * without yielding, so played on the thread that holds the queue's job locks it would stop their
 * renewal, and BullMQ would take the game back as stalled when it took longer than a lock lasts.
 * A thread per game played at once also puts every core to work.
 *
 * @module
 */
import { Worker } from 'node:worker_threads';
import type { SimGameResult, SimGameSpec } from './game.js';

/** Threads playing game specs, one game at a time each. */
export interface GameThreads {
  /** Plays a game on an idle thread (started when none is idle); rejects with the error the game threw. */
  play(spec: SimGameSpec): Promise<SimGameResult>;
  /** Stops every thread. */
  close(): Promise<void>;
}

/**
 * Threads running `script` (the built `sim-worker.js`, which answers each spec it is sent with its
 * result): as many as the games played at once. A thread whose game threw is not used again.
 */
export function gameThreads(script: URL): GameThreads {
  const idle: Worker[] = [];
  const running = new Set<Worker>();
  return {
    play(spec) {
      const thread = idle.pop() ?? new Worker(script);
      running.add(thread);
      return new Promise<SimGameResult>((resolve, reject) => {
        const settle = (): void => {
          thread.off('message', played);
          thread.off('error', failed);
          running.delete(thread);
        };
        const played = (result: SimGameResult): void => {
          settle();
          idle.push(thread);
          resolve(result);
        };
        const failed = (error: Error): void => {
          settle();
          void thread.terminate();
          reject(error);
        };
        thread.on('message', played);
        thread.on('error', failed);
        thread.postMessage(spec);
      });
    },
    async close() {
      await Promise.all([...idle.splice(0), ...running].map((t) => t.terminate()));
      running.clear();
    },
  };
}
