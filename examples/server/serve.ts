/**
 * An example Colyseus server with paliano's game and draft rooms (docs/colyseus.md):
 *
 *   npm run serve:example                       # one process on ws://localhost:2567
 *   REDIS_URL=redis://127.0.0.1:6379 PORT=2568 npm run serve:example   # one of several processes sharing a Redis
 *
 * With REDIS_URL the process joins a cluster through RedisPresence and RedisDriver, and tells clients
 * to connect to it at PUBLIC_ADDRESS (`localhost:PORT` by default) for the rooms it holds. When the
 * port is taken (or is no port), it says so in one line and exits with status 1.
 */
import { createServer } from 'node:net';
import { matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { defineTableRooms } from '../../src/adapters/colyseus/index.js';

/**
 * Why this process cannot listen on `port`, or undefined if it can, found by listening on it with a
 * throwaway server bound as Colyseus binds it (every address) and closing that again. Colyseus is
 * given only a port found free: once its transport fails to listen, Colyseus prints the error's stack
 * itself (its WebSocketServer's error handler, then its uncaught-exception handler), whatever the
 * caller catches.
 */
function listenProblem(port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (e: NodeJS.ErrnoException) =>
      resolve(e.code === 'EADDRINUSE' ? `port ${port} is already in use` : `cannot listen on port ${port} (${e.code ?? e.message})`));
    probe.listen(port, () => probe.close(() => resolve(undefined)));
  });
}

const port = Number(process.env.PORT || 2567);
const problem = !Number.isInteger(port) || port < 0 || port > 65535
  ? `PORT must be a port number from 0 to 65535, not '${process.env.PORT}'`
  : await listenProblem(port);
if (problem) {
  console.error(`paliano rooms: ${problem}; choose another port with PORT, e.g. PORT=${port === 2567 ? 2568 : 2567} npm run serve:example`);
  process.exit(1);
}
const redis = process.env.REDIS_URL;
const server = new Server({
  transport: new WebSocketTransport(),
  greet: false,
  ...(redis
    ? {
      presence: new RedisPresence(redis) as Presence,
      driver: new RedisDriver(redis),
      publicAddress: process.env.PUBLIC_ADDRESS ?? `localhost:${port}`,
    }
    : {}),
});
defineTableRooms(server);
await server.listen(port);
console.log(`paliano rooms listening on ws://localhost:${port} as process ${matchMaker.processId}${redis ? ` (cluster on ${redis})` : ''}`);
