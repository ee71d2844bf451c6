/**
 * Scale-out of the Colyseus rooms on a real Redis (REDIS_URL, default redis://127.0.0.1:6379): two
 * example server processes share RedisPresence and RedisDriver, two players join one game through
 * different processes, the process holding the game is killed mid-game, and the players' clients
 * join it again on the other process, rebuilt from its record, and play on with every action kept;
 * then a third process starts and the second shuts down gracefully, and the game moves to the third.
 * A game of Async Mental Magic comes back on the other process the same way and plays on to its end.
 * With two processes whose rooms authenticate (auth-server.ts, a static `onAuth` taking bearer
 * tokens), two players join one game through different processes without naming a seat and are
 * seated by their tokens; a claimed name of another player is refused, also when the matchmaker and
 * the room are on different processes; the process holding the game is killed, and the game rebuilt
 * on the other one seats each player by identity again. An idle game's room keeps its record and
 * fencing number in Redis past `recordSeconds`, and they expire once the room is gone.
 * Each test's servers form a cluster of their own, on Redis keys under a prefix of the test's own
 * (redisOfOwnKeys): the processes on one Redis's keys form one cluster, and a game made or rebuilt on
 * a process of another test (one whose rooms authenticate, or do not), of another test file running
 * beside this one (fencing.test.ts has a matchmaker on Redis), or of another run on the same Redis
 * would fail.
 * Without a Redis the tests are skipped with a message, except in CI, where they must run.
 */
import { fileURLToPath } from 'node:url';
import { RedisPresence } from '@colyseus/redis-presence';
import { Client } from 'colyseus.js';
import { afterEach, describe, expect, it } from 'vitest';
import { GAME_ROOM, loadRecord, ownerKey, savedReplay } from '../../../src/adapters/colyseus/index.js';
import { replay, view } from '../../../src/index.js';
import { cleanUp, freePorts, seatPlayer, startClusterServer, until, untilDone, type ServerProcess } from './helpers.js';
import { redisFor, redisOfOwnKeys } from '../../helpers/redis.js';

const available = await redisFor('the Colyseus scale-out test');

/** The server processes of the test running. */
const servers: ServerProcess[] = [];
afterEach((context) => {
  for (const s of servers) {
    // a failure in a server process shows only in its own output
    if (context.task.result?.state === 'fail') {
      const ended = s.child.exitCode ?? s.child.signalCode;
      console.error(`the server on ${s.port} (process ${s.processId}${ended === null ? '' : `, ended: ${ended}`}) wrote:\n${s.errors()}`);
    }
    s.child.kill('SIGKILL');
  }
  servers.length = 0;
});
const EXAMPLE_SERVER = fileURLToPath(new URL('../../../examples/server/serve.ts', import.meta.url));
const AUTH_SERVER = fileURLToPath(new URL('./auth-server.ts', import.meta.url));
/** Starts a server of the cluster on `redis` (a URL of redisOfOwnKeys). */
const startServer = async (redis: string, port: number, script = EXAMPLE_SERVER): Promise<ServerProcess> => {
  const server = await startClusterServer(script, port, redis);
  servers.push(server);
  return server;
};

/** A colyseus.js client of the server on `port` that sends `token`. */
function clientAs(port: number, token: string): Client {
  const client = new Client(`ws://127.0.0.1:${port}`);
  client.auth.token = token;
  return client;
}

/**
 * Checks that each player joined the game again since `before` (their counts of rejoins then). How
 * many times is not fixed: under load Colyseus may make two rooms for one game (a request to make it
 * on another process times out and the matchmaker makes it locally as well, or a joinOrCreate stops
 * waiting for a concurrent one), and the room the game was taken over from sends a player who found
 * it on to the newer one with REJOIN_CLOSE_CODE (docs/colyseus.md, "Scale-out" 5): another rejoin,
 * with no view of the older room's. So a player may join again more than once, at the first seating
 * too; each ends in its own seat with the game as it was, which the tests check on the views.
 */
function joinedAgain(players: readonly { rejoins: number }[], before: readonly number[]): void {
  players.forEach((p, i) => expect(p.rejoins).toBeGreaterThan(before[i]!));
}

/**
 * A player's refusals but `superseded`: an action sent in a room another room has just taken the game
 * over from, before it heard so, is refused that way and changes nothing (the player is sent on and
 * plays it again there), which two rooms made for one game under load allow.
 */
function refusals(player: { errors: readonly { code: string }[] }): { code: string }[] {
  return player.errors.filter((e) => e.code !== 'superseded');
}

describe.skipIf(!available)('paliano/colyseus on two processes and one Redis', () => {
  it('brings a game back on another process when the one holding it dies or shuts down, with every action kept', async () => {
    const redis = redisOfOwnKeys('scale-out-test');
    const [portOne, portTwo, portThree] = (await freePorts(3)) as [number, number, number];
    const [one, two] = await Promise.all([startServer(redis, portOne), startServer(redis, portTwo)]);
    const presence = new RedisPresence(redis);
    const gameId = `scale-out-test-${process.pid}-${Date.now()}`;
    try {
      const deck = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
      const game = { format: 'two-player', players: [{ name: 'Ana', deck }, { name: 'Ben', deck }], seed: 11 };
      let limit = 15;
      const playOn = (m: { actionCount: number }) => m.actionCount < limit;
      const clientOf = (port: number) => new Client(`ws://127.0.0.1:${port}`);
      // Ana asks the first process, Ben the second: one of them joins a room held by the other (and
      // both know the address of a third, started later, as a load balancer would)
      const ana = await seatPlayer([clientOf(one!.port), clientOf(two!.port), clientOf(portThree)], GAME_ROOM, { gameId, name: 'Ana', create: { game } }, playOn);
      const ben = await seatPlayer([clientOf(two!.port), clientOf(one!.port), clientOf(portThree)], GAME_ROOM, { gameId, name: 'Ben' }, playOn);
      await until(() => ana.last()?.actionCount === limit && ben.last()?.actionCount === limit, `${limit} actions`);
      const listing = JSON.parse((await presence.hget('roomcaches', ana.connection.room.roomId))!) as { processId: string };
      const owner = servers.find((s) => s.processId === listing.processId)!;
      const survivor = servers.find((s) => s !== owner)!;
      expect(owner).toBeDefined();
      const before = (await savedReplay(presence, gameId))!;
      expect(before.actions).toHaveLength(limit);
      const seenBefore = [ana.last()!, ben.last()!];
      const viewsBefore = [ana.views.length, ben.views.length];
      const rejoinsBefore = [ana.rejoins, ben.rejoins];

      owner.child.kill('SIGKILL');
      await until(() => ana.views.length > viewsBefore[0]! && ben.views.length > viewsBefore[1]!, 'both players to join again and get a view', 30_000);
      joinedAgain([ana, ben], rejoinsBefore);
      // each player's first view after the move is the one they had: nothing was lost
      for (const [i, player] of [ana, ben].entries()) {
        const first = player.views[viewsBefore[i]!]!;
        expect(first.delta).toBe(false);
        expect(first.actionCount).toBe(seenBefore[i]!.actionCount);
        expect(first.view).toEqual(seenBefore[i]!.view);
      }
      // and the game goes on there
      limit = 45;
      ana.connection.requestView();
      ben.connection.requestView();
      await until(() => (ana.last()?.actionCount ?? 0) >= limit || ana.last()?.over === true, 'the game to go on', 30_000);

      // the room is held by the surviving process now
      const moved = JSON.parse((await presence.hget('roomcaches', ana.connection.room.roomId))!) as { processId: string };
      expect(moved.processId).toBe(survivor.processId);
      // the record holds the actions of before the move, then those after, and replays to what the players see
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = (await savedReplay(presence, gameId))!;
      expect(after.actions.slice(0, before.actions.length)).toEqual(before.actions);
      expect(after.actions.length).toBe(ana.last()!.actionCount);
      const states = [...replay(after)];
      expect(ana.last()!.view).toEqual(JSON.parse(JSON.stringify(view(states[states.length - 1]!, 0))));

      // a third process comes up and the second shuts down (SIGTERM): the game moves on to the third
      const third = await startServer(redis, portThree);
      const beforeShutdown = [ana.last()!, ben.last()!];
      const viewsBeforeShutdown = [ana.views.length, ben.views.length];
      const rejoinsBeforeShutdown = [ana.rejoins, ben.rejoins];
      survivor.child.kill('SIGTERM');
      await until(() => ana.views.length > viewsBeforeShutdown[0]! && ben.views.length > viewsBeforeShutdown[1]!, 'both players to join again after the shutdown', 30_000);
      joinedAgain([ana, ben], rejoinsBeforeShutdown);
      for (const [i, player] of [ana, ben].entries()) {
        const first = player.views[viewsBeforeShutdown[i]!]!;
        expect(first.actionCount).toBe(beforeShutdown[i]!.actionCount);
        expect(first.view).toEqual(beforeShutdown[i]!.view);
      }
      const last = JSON.parse((await presence.hget('roomcaches', ana.connection.room.roomId))!) as { processId: string };
      expect(last.processId).toBe(third.processId);
      limit = 60;
      ana.connection.requestView();
      ben.connection.requestView();
      await until(() => (ana.last()?.actionCount ?? 0) >= limit || ana.last()?.over === true, 'the game to go on again', 30_000);
      expect(refusals(ana)).toEqual([]);
      expect(refusals(ben)).toEqual([]);
      await Promise.all([ana, ben].map((p) => p.connection.leave()));
    } finally {
      await cleanUp(presence, gameId);
    }
  });

  it('brings a game of Async Mental Magic back on another process when the one holding it dies, and it plays on to its end', async () => {
    const redis = redisOfOwnKeys('scale-out-test');
    const [portOne, portTwo] = (await freePorts(2)) as [number, number];
    const [one, two] = await Promise.all([startServer(redis, portOne), startServer(redis, portTwo)]);
    const presence = new RedisPresence(redis);
    const gameId = `scale-out-amm-test-${process.pid}-${Date.now()}`;
    try {
      const game = { format: 'mental-magic', names: ['Ana', 'Ben'], seed: 12, manaAbilities: 'automatic' };
      let limit = 6;
      const playOn = (m: { actionCount: number }) => m.actionCount < limit;
      const clientOf = (port: number) => new Client(`ws://127.0.0.1:${port}`);
      // Ana plays seat 0; the fair bot plays Ben's seat from the start
      const ana = await seatPlayer([clientOf(one!.port), clientOf(two!.port)], GAME_ROOM, { gameId, name: 'Ana', create: { game, bots: [1] } }, playOn);
      // the game waits on Ana, who acts no more: the bot decides only for its own seat, so the game
      // stays as she sees it (a wait of a fixed time, under load, may end before the bot has acted,
      // and the rebuilt room's bot then acts before Ana's first view there)
      await until(() => (ana.last()?.actionCount ?? 0) >= limit && ana.last()!.actions.length > 0, `${limit} actions and a decision of Ana's`);
      const listing = JSON.parse((await presence.hget('roomcaches', ana.connection.room.roomId))!) as { processId: string };
      const owner = servers.find((s) => s.processId === listing.processId)!;
      const survivor = servers.find((s) => s !== owner && (s === one || s === two))!;
      const before = (await savedReplay(presence, gameId))!;
      expect(before).toMatchObject({ version: 2, variant: 'mental-magic' });
      const seen = ana.last()!;
      const viewsBefore = ana.views.length;

      owner.child.kill('SIGKILL');
      await until(() => ana.views.length > viewsBefore, 'Ana to join again and get a view', 30_000);
      const first = ana.views[viewsBefore]!;
      expect(first.actionCount).toBe(seen.actionCount);
      expect(first.view).toEqual(seen.view);
      expect(first.actions).toEqual(seen.actions);
      // the game goes on on the surviving process, settled after each action, to its end
      limit = Infinity;
      ana.connection.requestView();
      await untilDone(() => ana.last()?.over === true, () => ana.views.length, 'the end of the game');
      const moved = JSON.parse((await presence.hget('roomcaches', ana.connection.room.roomId))!) as { processId: string };
      expect(moved.processId).toBe(survivor.processId);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = (await savedReplay(presence, gameId))!;
      expect(after.actions.slice(0, before.actions.length)).toEqual(before.actions);
      expect(after.actions.length).toBe(ana.last()!.actionCount);
      const end = [...replay(after)].at(-1)!;
      expect(end.result).not.toBeNull();
      expect(ana.last()!.view).toEqual(JSON.parse(JSON.stringify(view(end, 0))));
      expect(refusals(ana)).toEqual([]);
      await ana.connection.leave();
    } finally {
      await cleanUp(presence, gameId);
    }
  });

  it('seats each player by identity on any process, refuses a claimed name of another, and keeps doing so in a game rebuilt elsewhere', async () => {
    const redis = redisOfOwnKeys('scale-out-test');
    const [portOne, portTwo] = (await freePorts(2)) as [number, number];
    const [one, two] = await Promise.all([startServer(redis, portOne, AUTH_SERVER), startServer(redis, portTwo, AUTH_SERVER)]);
    const presence = new RedisPresence(redis);
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
      const rejoinsBefore = [ana.rejoins, ben.rejoins];
      owner.child.kill('SIGKILL');
      await until(() => ana.views.length > viewsBefore[0]! && ben.views.length > viewsBefore[1]!, 'both players to join again and get a view', 30_000);
      joinedAgain([ana, ben], rejoinsBefore);
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
      expect(refusals(ana)).toEqual([]);
      expect(refusals(ben)).toEqual([]);
      await Promise.all([ana, ben].map((p) => p.connection.leave()));
    } finally {
      await cleanUp(presence, gameId);
    }
  });

  it('keeps an idle game\'s record and fencing number in Redis while its room is open, past recordSeconds, and lets them expire once the room is gone', async () => {
    const redis = redisOfOwnKeys('scale-out-test');
    const [port] = (await freePorts(1)) as [number];
    await startServer(redis, port);
    const presence = new RedisPresence(redis);
    const gameId = `idle-record-test-${process.pid}-${Date.now()}`;
    try {
      const deck = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
      const game = { format: 'two-player', players: [{ name: 'Ana', deck }, { name: 'Ben', deck }], seed: 17 };
      const playOn = (m: { actionCount: number }) => m.actionCount < 2;
      const clientOf = () => new Client(`ws://127.0.0.1:${port}`);
      const ana = await seatPlayer(clientOf(), GAME_ROOM, { gameId, name: 'Ana', create: { game, recordSeconds: 1 } }, playOn);
      const ben = await seatPlayer(clientOf(), GAME_ROOM, { gameId, name: 'Ben' }, playOn);
      await until(() => ana.last()?.actionCount === 2 && ben.last()?.actionCount === 2, 'the mulligans');
      // the players think for 2.5 times recordSeconds, connected, sending nothing
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await loadRecord(presence, gameId))?.actions).toHaveLength(2);
      expect(await presence.get(ownerKey(gameId))).not.toBeNull();
      const mover = [ana, ben].find((p) => p.last()!.actions.length > 0)!;
      mover.connection.send(mover.last()!.actions[0]!);
      await until(() => (ana.last()?.actionCount ?? 0) >= 3 || mover.errors.length > 0, 'the action after the pause');
      expect(mover.errors).toEqual([]);
      expect((await loadRecord(presence, gameId))?.actions).toHaveLength(3);
      const roomId = ana.connection.room.roomId;
      await Promise.all([ana, ben].map((p) => p.connection.leave()));
      // the room closes (its listing goes), then the record lives recordSeconds more at most
      for (const end = Date.now() + 10_000; (await presence.hget('roomcaches', roomId)) !== null; ) {
        if (Date.now() > end) throw new Error('timed out waiting for the room to close');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await loadRecord(presence, gameId)).toBeNull();
      expect(await presence.get(ownerKey(gameId))).toBeNull();
    } finally {
      await cleanUp(presence, gameId);
    }
  });
});
