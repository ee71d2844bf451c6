/**
 * Authentication in the Colyseus rooms (paliano/colyseus): a room whose class overrides Colyseus's
 * `onAuth` seats each client by the identity it authenticated, never by the name it claims — a
 * claimed name of another player is refused, the game unchanged; a player's own seat and view come
 * from their identity; reconnection keeps it; a game rebuilt from its record keeps the rule. Without
 * `onAuth` the rooms seat by name, as before.
 */
import { matchMaker } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineTableRooms, GAME_ROOM, loadRecord, savedReplay, type TableRoom } from '../../../src/adapters/colyseus/index.js';
import { AccountDraftRoom, TokenGameRoom } from './auth-rooms.js';
import { draftView, legalActions, serialize, view, type ReadonlyDraftState, type ReadonlyGameState } from '../../../src/index.js';
import { bootTestServer, freePorts, seatPlayer, until } from './helpers.js';

let URL = '';
const TOKEN_GAME_ROOM = 'token-game';
const ACCOUNT_DRAFT_ROOM = 'account-draft';

let colyseus: ColyseusTestServer;
beforeAll(async () => {
  const [port] = await freePorts(1);
  URL = `ws://127.0.0.1:${port}`;
  colyseus = await bootTestServer({
    initializeGameServer: (server) => {
      defineTableRooms(server);
      server.define(TOKEN_GAME_ROOM, TokenGameRoom).filterBy(['gameId']);
      server.define(ACCOUNT_DRAFT_ROOM, AccountDraftRoom).filterBy(['gameId']);
    },
  }, port);
});
afterAll(async () => {
  await colyseus.shutdown();
});

const sables = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
const islands = [...Array(17).fill('Island'), ...Array(23).fill('Bronze Sable')];
const twoPlayers = { format: 'two-player', players: [{ name: 'Ana', deck: sables }, { name: 'Ben', deck: islands }], seed: 5 };
let games = 0;
const newGameId = (): string => `auth-test-${process.pid}-${Date.now()}-${games++}`;
const serverRoom = (roomId: string) => colyseus.getRoomById(roomId) as unknown as { current: ReadonlyGameState; actionCount: number } & TableRoom<unknown, unknown, object, unknown>;
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
/** A colyseus.js client that sends `token` (Authorization header to the matchmaker, `_authToken` to the room). */
const clientAs = (token?: string): Client => {
  const client = new Client(URL);
  if (token !== undefined) client.auth.token = token;
  return client;
};
/** Drops a client's socket without a leave message (not consented), as a lost connection does. */
const dropSocket = (room: { connection: unknown }): void => (room.connection as { transport: { ws: { close(): void } } }).transport.ws.close();

describe('a room that authenticates its clients', () => {
  it("refuses a client claiming another player's name, even for a seat waiting for its player to reconnect, and leaves the game as it was", async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(clientAs('ana-token'), TOKEN_GAME_ROOM, { gameId, create: { game: twoPlayers, reconnectSeconds: 30 } });
    // Ben joins without joinTable, which would reconnect at once when his connection drops
    const benClient = clientAs('ben-token');
    const benRoom = await benClient.joinOrCreate(TOKEN_GAME_ROOM, { gameId, name: 'Ben' });
    await until(() => ana.views.length > 0, "Ana's view");
    const room = serverRoom(ana.connection.room.roomId);
    const before = serialize(room.current);
    await expect(clientAs('eve-token').joinOrCreate(TOKEN_GAME_ROOM, { gameId, name: 'Ben' })).rejects.toThrow(/authenticated as "Eve", so you cannot take the seat of "Ben"/);
    await expect(clientAs('ana-token').joinOrCreate(TOKEN_GAME_ROOM, { gameId, name: 'Ben' })).rejects.toThrow(/authenticated as "Ana"/);
    // no token, or one the server does not know: onAuth refuses
    await expect(clientAs().joinOrCreate(TOKEN_GAME_ROOM, { gameId, name: 'Ben' })).rejects.toThrow(/unknown token/);
    // Ben's connection drops: his seat waits for him, and still only Ben may take it
    dropSocket(benRoom);
    await until(() => room.clients.length === 1, "Ben's connection to drop");
    await expect(clientAs('eve-token').joinOrCreate(TOKEN_GAME_ROOM, { gameId, name: 'Ben' })).rejects.toThrow(/authenticated as "Eve"/);
    const ben = await seatPlayer(benClient, TOKEN_GAME_ROOM, { gameId });
    await until(() => ben.views.length > 0, "Ben's view");
    expect(ben.last()!.seat).toBe(1);
    expect(serialize(room.current)).toBe(before);
    expect(room.actionCount).toBe(0);
    expect((await savedReplay(matchMaker.presence, gameId))!.actions).toEqual([]);
    expect(ana.errors).toEqual([]);
    expect(ben.errors).toEqual([]);
    // the players still hold their seats and play
    const mover = room.current.decision!.player === 0 ? ana : ben;
    mover.connection.send(mover.last()!.actions[0]!);
    await until(() => ana.last()?.actionCount === 1 && ben.last()?.actionCount === 1, 'the action');
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('seats each authenticated user in their own seat with only their own view, whatever name they send; an identity without a seat watches', async () => {
    const gameId = newGameId();
    const playOn = (m: { actionCount: number }) => m.actionCount < 10;
    // neither player names a seat: the identity does
    const ana = await seatPlayer(clientAs('ana-token'), TOKEN_GAME_ROOM, { gameId, create: { game: twoPlayers } }, playOn);
    const ben = await seatPlayer(clientAs('ben-token'), TOKEN_GAME_ROOM, { gameId }, playOn);
    const eve = await seatPlayer(clientAs('eve-token'), TOKEN_GAME_ROOM, { gameId });
    await until(() => (eve.last()?.actionCount ?? 0) >= 10 && ana.last()?.actionCount === eve.last()?.actionCount, '10 actions');
    const room = serverRoom(ana.connection.room.roomId);
    for (const [seat, player] of [[0, ana], [1, ben], ['spectator', eve]] as const) {
      const m = player.last()!;
      expect(m.seat).toBe(seat);
      expect(m.view).toEqual(plain(view(room.current, seat)));
      expect(m.actions).toEqual(seat !== 'spectator' && room.current.decision?.player === seat ? plain(legalActions(room.current)) : []);
    }
    expect(ana.last()!.view.players[0]!.hand).toBeDefined();
    expect(ana.last()!.view.players[1]!.hand).toBeUndefined();
    expect(ben.last()!.view.players[0]!.hand).toBeUndefined();
    // a seat is not taken twice, and a name no seat has is still refused when claimed
    await expect(clientAs('ana-token').joinOrCreate(TOKEN_GAME_ROOM, { gameId })).rejects.toThrow(/the seat of "Ana" is taken/);
    await expect(clientAs('eve-token').joinOrCreate(TOKEN_GAME_ROOM, { gameId, name: 'Eve' })).rejects.toThrow(/no seat named "Eve"/);
    expect((await loadRecord(matchMaker.presence, gameId))!.setup.room.authenticatedSeats).toBe(true);
    await Promise.all([ana, ben, eve].map((p) => p.connection.leave()));
  });

  it('seats no identity in a seat the bot plays from the start: its user watches, and the bot plays on', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(clientAs('ana-token'), TOKEN_GAME_ROOM, { gameId, create: { game: twoPlayers, bots: [1] } });
    const ben = await seatPlayer(clientAs('ben-token'), TOKEN_GAME_ROOM, { gameId });
    await until(() => ana.views.length > 0 && ben.views.length > 0, 'the first views');
    expect(ben.last()!.seat).toBe('spectator');
    expect(ben.last()!.actions).toEqual([]);
    expect(ben.last()!.view.players[1]!.hand).toBeUndefined();
    expect(ana.last()!.botSeats).toEqual([1]);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('gives a seat back to the same identity: by reconnection within the grace period, or by a new connection (a reloaded page)', async () => {
    const gameId = newGameId();
    let limit = 4;
    const playOn = (m: { actionCount: number }) => m.actionCount < limit;
    const ana = await seatPlayer(clientAs('ana-token'), TOKEN_GAME_ROOM, { gameId, create: { game: twoPlayers, reconnectSeconds: 30, emptySeatSeconds: 0 } }, playOn);
    const ben = await seatPlayer(clientAs('ben-token'), TOKEN_GAME_ROOM, { gameId }, playOn);
    await until(() => ana.last()?.actionCount === limit && ben.last()?.actionCount === limit, `${limit} actions`);
    const room = serverRoom(ana.connection.room.roomId);
    const held = ana.views.length;
    // Colyseus's reconnection keeps the client's auth
    dropSocket(ben.connection.room);
    limit = 8;
    ana.connection.requestView();
    await until(() => ben.rejoins === 1 && ben.last()?.actionCount === limit && ben.last()?.seat === 1, "Ben's reconnection and play");
    // a reloaded page: the old connection waits to reconnect, a new one with Ben's token and no name takes the seat
    ben.connection.room.removeAllListeners();
    dropSocket(ben.connection.room);
    await until(() => room.clients.length === 1, "Ben's connection to drop");
    limit = 12;
    const reloaded = await seatPlayer(clientAs('ben-token'), TOKEN_GAME_ROOM, { gameId }, playOn);
    ana.connection.requestView();
    await until(() => reloaded.last()?.actionCount === limit, 'the game to go on');
    expect(reloaded.views.every((m) => m.seat === 1 && m.botSeats.length === 0)).toBe(true);
    // the seat was Ben's all along: no bot took it over while he was away
    expect(ana.views.slice(held).every((m) => m.botSeats.length === 0)).toBe(true);
    await Promise.all([ana, reloaded].map((p) => p.connection.leave()));
  });

  it('keeps the rule in a game rebuilt from its record, which a room that does not authenticate refuses to serve', async () => {
    const gameId = newGameId();
    const playOn = (m: { actionCount: number }) => m.actionCount < 6;
    const ana = await seatPlayer(clientAs('ana-token'), TOKEN_GAME_ROOM, { gameId, create: { game: twoPlayers } }, playOn);
    const ben = await seatPlayer(clientAs('ben-token'), TOKEN_GAME_ROOM, { gameId }, playOn);
    await until(() => ana.last()?.actionCount === 6 && ben.last()?.actionCount === 6, '6 actions');
    const roomId = ana.connection.room.roomId;
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
    await until(() => colyseus.getRoomById(roomId) === undefined, 'the room to close');
    // the game id through the rooms defined without onAuth: refused, and the record is unchanged
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Ana' })).rejects.toThrow(/seats its players by authenticated identity/);
    expect((await savedReplay(matchMaker.presence, gameId))!.actions).toHaveLength(6);
    // rebuilt by the authenticating room: a claimed name is still refused, the identity gets its seat
    const watcher = await seatPlayer(clientAs('eve-token'), TOKEN_GAME_ROOM, { gameId });
    await until(() => watcher.views.length > 0, "Eve's view");
    expect(watcher.connection.room.roomId).not.toBe(roomId);
    expect(watcher.last()!.seat).toBe('spectator');
    expect(watcher.last()!.actionCount).toBe(6);
    await expect(clientAs('eve-token').joinOrCreate(TOKEN_GAME_ROOM, { gameId, name: 'Ana' })).rejects.toThrow(/authenticated as "Eve"/);
    const back = await seatPlayer(clientAs('ana-token'), TOKEN_GAME_ROOM, { gameId });
    await until(() => back.views.length > 0, "Ana's view");
    expect(back.last()!.seat).toBe(0);
    await Promise.all([watcher, back].map((p) => p.connection.leave()));
  });

  it('seats a drafter by the identity an instance onAuth gave, mapped to a seat name by seatNameOf', async () => {
    const gameId = newGameId();
    const options = { drafters: ['Ana', 'Ben', 'Bot'], seed: 'auth draft', rounds: 1 };
    const ana = await seatPlayer(clientAs('ana-token'), ACCOUNT_DRAFT_ROOM, { gameId, create: { draft: options, bots: [2], botDelayMs: 60_000 } });
    await expect(clientAs('eve-token').joinOrCreate(ACCOUNT_DRAFT_ROOM, { gameId, name: 'Ben' })).rejects.toThrow(/authenticated as "Eve"/);
    await expect(clientAs().joinOrCreate(ACCOUNT_DRAFT_ROOM, { gameId })).rejects.toThrow(/onAuth failed/);
    const ben = await seatPlayer(clientAs('ben-token'), ACCOUNT_DRAFT_ROOM, { gameId, name: 'Ben' });
    await until(() => ana.views.length > 0 && ben.views.length > 0, 'first views');
    const state = (colyseus.getRoomById(ana.connection.room.roomId) as unknown as { current: ReadonlyDraftState }).current;
    expect(ana.last()!.seat).toBe(0);
    expect(ben.last()!.seat).toBe(1);
    expect(ben.last()!.view).toEqual(plain(draftView(state, 1)));
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });
});

describe('a room without onAuth', () => {
  it('seats by the name claimed, as before (for trusted or local setups), and keeps that in its record', async () => {
    const gameId = newGameId();
    // a token is ignored: this room does not authenticate
    const ana = await seatPlayer(clientAs('eve-token'), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    const watcher = await seatPlayer(clientAs('ben-token'), GAME_ROOM, { gameId });
    await until(() => ana.views.length > 0 && ben.views.length > 0 && watcher.views.length > 0, 'first views');
    expect([ana.last()!.seat, ben.last()!.seat, watcher.last()!.seat]).toEqual([0, 1, 'spectator']);
    expect((await loadRecord(matchMaker.presence, gameId))!.setup.room.authenticatedSeats).toBe(false);
    await Promise.all([ana, ben, watcher].map((p) => p.connection.leave()));
  });
});
