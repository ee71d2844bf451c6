/**
 * An example Colyseus server with paliano's game and draft rooms (docs/colyseus.md):
 *
 *   npm run serve:example                       # one process on ws://localhost:2567
 *   REDIS_URL=redis://127.0.0.1:6379 PORT=2568 npm run serve:example   # one of several processes sharing a Redis
 *
 * With REDIS_URL the process joins a cluster through RedisPresence and RedisDriver, and tells clients
 * to connect to it at PUBLIC_ADDRESS (`localhost:PORT` by default) for the rooms it holds.
 */
import { matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { defineTableRooms } from '../../src/adapters/colyseus/index.js';

const port = Number(process.env.PORT ?? 2567);
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
