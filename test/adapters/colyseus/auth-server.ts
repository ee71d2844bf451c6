/**
 * A Colyseus server process of a cluster on REDIS_URL whose `paliano-game` and `paliano-draft` rooms
 * authenticate their clients (auth-rooms.ts), for the authenticated scale-out test: PORT and
 * PUBLIC_ADDRESS as the example server takes them.
 */
import { matchMaker, Server, type Presence } from '@colyseus/core';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { defineTableRooms } from '../../../src/adapters/colyseus/index.js';
import { AccountDraftRoom, TokenGameRoom } from './auth-rooms.js';

const port = Number(process.env.PORT);
const redis = process.env.REDIS_URL!;
const server = new Server({
  transport: new WebSocketTransport(),
  greet: false,
  presence: new RedisPresence(redis) as Presence,
  driver: new RedisDriver(redis),
  publicAddress: process.env.PUBLIC_ADDRESS ?? `localhost:${port}`,
});
defineTableRooms(server, { game: TokenGameRoom, draft: AccountDraftRoom });
await server.listen(port);
console.log(`authenticating paliano rooms listening on ws://localhost:${port} as process ${matchMaker.processId}`);
