/**
 * The Redis that tests needing one use (REDIS_URL, default redis://127.0.0.1:6379), and whether it
 * answers: such a test is skipped with a message when none does, except in CI, where it must run.
 */
import { createConnection } from 'node:net';

/** The Redis tests use. */
export const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * REDIS with every key under a prefix named by `name` and this process (ioredis reads `keyPrefix`
 * from the URL's query; RedisPresence and RedisDriver take the URL as it is). Colyseus processes on
 * one Redis form one cluster through its keys (`roomcount` lists the processes a matchmaker makes
 * rooms on): a test's servers on a prefix of their own make their rooms among themselves, never on
 * the servers of another test file running beside them (the suite runs files side by side) or of
 * another run of the suite on the same Redis. Channels are not prefixed: Colyseus names them by
 * process and room ids, and paliano by game id, which tests make unique.
 */
export function redisOfOwnKeys(name: string): string {
  const url = new URL(REDIS);
  url.searchParams.set('keyPrefix', `${name}-${process.pid}-${Date.now()}:`);
  return url.toString();
}

/**
 * Whether the Redis at `url` accepts a connection within a second. In CI (`CI` set) a Redis that
 * does not answer is an error naming `what` needs it; elsewhere a warning says that `what` is skipped.
 */
export async function redisFor(what: string, url = REDIS): Promise<boolean> {
  const { hostname, port } = new URL(url);
  const answers = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!answers && process.env.CI) throw new Error(`CI needs Redis at ${url} for ${what}`);
  if (!answers) console.warn(`skipping ${what}: no Redis answers at ${url} (set REDIS_URL)`);
  return answers;
}
