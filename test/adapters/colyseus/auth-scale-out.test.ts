/**
 * Authenticating rooms on a real Redis (REDIS_URL, default redis://127.0.0.1:6379): two server
 * processes (auth-server.ts) define rooms whose static `onAuth` takes bearer tokens; two players
 * join one game through different processes without naming a seat, and are seated by their tokens;
 * a claimed name of another player is refused, also when the matchmaker and the room are on different
 * processes; the process holding the game is killed, and the game rebuilt from its record on the
 * other one seats each player by identity again. Without a Redis the test is skipped with a message,
 * except in CI, where it must run.
 */
import { fileURLToPath } from 'node:url';
import { RedisPresence } from '@colyseus/redis-presence';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { GAME_ROOM, loadRecord, ownerKey, recordKey } from '../../../src/adapters/colyseus/index.js';
import { seatPlayer, startClusterServer, until, type ServerProcess } from './helpers.js';
import { REDIS, redisFor } from '../../helpers/redis.js';

const available = await redisFor('the Colyseus authenticated scale-out test');

const servers: ServerProcess[] = [];
afterAll(() => {
  for (const s of servers) s.child.kill('SIGKILL');
});
const AUTH_SERVER = fileURLToPath(new URL('./auth-server.ts', import.meta.url));

/** A colyseus.js client of the server on `port` that sends `token`. */
function clientAs(port: number, token: string): Client {
  const client = new Client(`ws://127.0.0.1:${port}`);
  client.auth.token = token;
  return client;
}

describe.skipIf(!available)('authenticating rooms on two processes and one Redis', () => {
  it('seats each player by identity on any process, refuses a claimed name of another, and keeps doing so in a game rebuilt elsewhere', async () => {
    const base = 31000 + (process.pid % 4000) * 2;
    servers.push(...(await Promise.all([startClusterServer(AUTH_SERVER, base), startClusterServer(AUTH_SERVER, base + 1)])));
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const presence = new RedisPresence(REDIS);
    const gameId = `auth-scale-out-test-${process.pid}-${Date.now()}`;
    try {
      const deck = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
      const game = { format: 'two-player', players: [{ name: 'Ana', deck }, { name: 'Ben', deck }], seed: 13 };
      let limit = 10;
      const playOn = (m: { actionCount: number }) => m.actionCount < limit;
      // neither names a seat: each is seated by the token it sends
      const ana = await seatPlayer([clientAs(one.port, 'ana-token'), clientAs(two.port, 'ana-token')], GAME_ROOM, { gameId, create: { game } }, playOn);
      const ben = await seatPlayer([clientAs(two.port, 'ben-token'), clientAs(one.port, 'ben-token')], GAME_ROOM, { gameId }, playOn);
      await until(() => ana.last()?.actionCount === limit && ben.last()?.actionCount === limit, `${limit} actions`);
      expect([ana.last()!.seat, ben.last()!.seat]).toEqual([0, 1]);
      const listing = JSON.parse((await presence.hget('roomcaches', ana.connection.room.roomId))!) as { processId: string };
      const owner = servers.find((s) => s.processId === listing.processId)!;
      const other = servers.find((s) => s !== owner)!;
      // the matchmaker of one process authenticates, the room on the other seats: the identity crosses
      await expect(clientAs(other.port, 'eve-token').joinOrCreate(GAME_ROOM, { gameId, name: 'Ben' })).rejects.toThrow(/authenticated as "Eve"/);
      await expect(clientAs(other.port, 'no-such-token').joinOrCreate(GAME_ROOM, { gameId })).rejects.toThrow(/unknown token/);
      expect((await loadRecord(presence, gameId))!.setup.room.authenticatedSeats).toBe(true);

      const viewsBefore = [ana.views.length, ben.views.length];
      owner.child.kill('SIGKILL');
      await until(() => ana.views.length > viewsBefore[0]! && ben.views.length > viewsBefore[1]!, 'both players to join again and get a view', 30_000);
      expect([ana.rejoins, ben.rejoins]).toEqual([1, 1]);
      // the room rebuilt on the other process seats them by their tokens again
      expect([ana.views[viewsBefore[0]!]!.seat, ben.views[viewsBefore[1]!]!.seat]).toEqual([0, 1]);
      expect(ana.views[viewsBefore[0]!]!.actionCount).toBe(limit);
      const moved = JSON.parse((await presence.hget('roomcaches', ana.connection.room.roomId))!) as { processId: string };
      expect(moved.processId).toBe(other.processId);
      await expect(clientAs(other.port, 'eve-token').joinOrCreate(GAME_ROOM, { gameId, name: 'Ana' })).rejects.toThrow(/authenticated as "Eve"/);
      limit = 20;
      ana.connection.requestView();
      ben.connection.requestView();
      await until(() => (ana.last()?.actionCount ?? 0) >= limit || ana.last()?.over === true, 'the game to go on', 30_000);
      expect(ana.errors).toEqual([]);
      expect(ben.errors).toEqual([]);
      await Promise.all([ana, ben].map((p) => p.connection.leave()));
    } finally {
      await presence.del(recordKey(gameId));
      await presence.del(ownerKey(gameId));
      // the Colyseus bookkeeping of the test's processes (a killed one leaves its own behind)
      for (const s of servers) {
        await presence.hdel('roomcount', s.processId);
        for (const node of await presence.smembers('colyseus:nodes')) if (node.startsWith(`${s.processId}/`)) await presence.srem('colyseus:nodes', node);
      }
      presence.shutdown();
    }
  });
});
