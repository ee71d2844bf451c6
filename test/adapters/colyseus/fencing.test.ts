/**
 * The fence between two rooms of one game (docs/colyseus.md, "Scale-out" 5), with their steps
 * interleaved by hand through the presence: two rooms made at once for a new game keep one setup,
 * the one the room holding the game plays; an action saved as another room takes the game over is
 * in that room's game whenever the room saving it applied it, and in the record only as that room
 * has it. On a `LocalPresence` and on Redis (REDIS_URL; skipped without one, except in CI).
 */
import { matchMaker, type Presence } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import type { ColyseusTestServer } from '@colyseus/testing';
import { Client } from 'colyseus.js';
import type { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineTableRooms, DRAFT_ROOM, GAME_ROOM, loadRecord, ownerKey, recordKey, savedReplay } from '../../../src/adapters/colyseus/index.js';
import { ownerChannel } from '../../../src/adapters/colyseus/records.js';
import { createGame, replay, serialize, type CreateGameOptions, type ReadonlyGameState } from '../../../src/index.js';
import { redisFor, redisOfOwnKeys } from '../../helpers/redis.js';
import { bootTestServer, freePorts, seatPlayer, until } from './helpers.js';

const sables = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
const islands = [...Array(17).fill('Island'), ...Array(23).fill('Bronze Sable')];
const players = [{ name: 'Ana', deck: sables }, { name: 'Ben', deck: islands }];

/** A room of the test server as the tests read it: its state, and its fencing number and work queue (private). */
interface ServerRoom {
  readonly roomId: string;
  readonly current: ReadonlyGameState;
  readonly actionCount: number;
  readonly epoch: number;
  readonly work: Promise<void>;
  disconnect(): Promise<unknown>;
}

/** A presence method the test puts in place of the presence's own, and the own one. */
type Method<K extends 'hgetall' | 'hset' | 'incr'> = Presence[K];

const redis = await redisFor('the Colyseus fencing tests on Redis');
// the test server's matchmaker on Redis keys of its own (redisOfOwnKeys): on the keys of the
// scale-out test's servers, running beside it, each would make rooms on the other
const presences: [string, boolean, () => Presence | undefined][] = [['LocalPresence', true, () => undefined], ['RedisPresence', redis, () => new RedisPresence(redisOfOwnKeys('fencing-test'))]];

for (const [name, available, make] of presences) {
  describe.skipIf(!available)(`rooms of one game on a ${name}`, () => {
    let URL = '';
    let colyseus: ColyseusTestServer;
    let games = 0;
    const newGameId = (): string => `fencing-test-${process.pid}-${Date.now()}-${games++}`;
    const gameIds: string[] = [];
    const serverRoom = (roomId: string): ServerRoom => colyseus.getRoomById(roomId) as unknown as ServerRoom;
    /** The presence with `method` replaced by `by` while `run` runs. */
    async function replacing<K extends 'hgetall' | 'hset' | 'incr', T>(method: K, by: (own: Method<K>) => Method<K>, run: () => Promise<T>): Promise<T> {
      const presence = matchMaker.presence;
      const own = presence[method].bind(presence) as Method<K>;
      presence[method] = by(own);
      try {
        return await run();
      } finally {
        presence[method] = own;
      }
    }

    beforeAll(async () => {
      const [port] = await freePorts(1);
      URL = `ws://127.0.0.1:${port}`;
      const presence = make();
      colyseus = await bootTestServer({ initializeGameServer: (server) => defineTableRooms(server), ...(presence ? { options: { presence } } : {}) }, port);
    });
    afterAll(async () => {
      const presence = matchMaker.presence;
      for (const gameId of gameIds) {
        await presence.del(recordKey(gameId));
        await presence.del(ownerKey(gameId));
      }
      for (const key of ['roomcount', 'colyseus:nodes']) await presence.del(key);
      await colyseus.shutdown();
    });

    it('two rooms made at once for a new game with a secret seed: the room holding the game plays the setup its record keeps', async () => {
      const gameId = newGameId();
      gameIds.push(gameId);
      const presence = matchMaker.presence;
      const game = { format: 'two-player', players };
      // room A reads the record first; room B is made then, up to its first save of the record;
      // A goes on up to taking its fencing number, and B is let save and finish first
      let step: 'A reads' | 'B saves' | 'A takes its number' | 'done' = 'A reads';
      let bSaves!: () => void;
      const bSaving = new Promise<void>((resolve) => (bSaves = resolve));
      let letBSave!: () => void;
      const bMaySave = new Promise<void>((resolve) => (letBSave = resolve));
      let b: Promise<{ roomId: string }> | undefined;
      const a = await replacing('hgetall', (own) => async (key) => {
        if (key === recordKey(gameId) && step === 'A reads') {
          step = 'B saves';
          b = matchMaker.createRoom(GAME_ROOM, { gameId, game });
          await bSaving;
        }
        return own(key);
      }, () => replacing('hset', (own) => async (key, field, value) => {
        if (key === recordKey(gameId) && step === 'B saves') {
          step = 'A takes its number';
          bSaves();
          await bMaySave;
        }
        return own(key, field, value);
      }, () => replacing('incr', (own) => async (key) => {
        if (key === ownerKey(gameId) && step === 'A takes its number') {
          step = 'done';
          letBSave();
          await b;
        }
        return own(key);
      }, () => matchMaker.createRoom(GAME_ROOM, { gameId, game }))));
      expect(step).toBe('done');
      const rooms = [serverRoom(a.roomId), serverRoom((await b!).roomId)];
      const owner = Number(await presence.get(ownerKey(gameId)));
      const holder = rooms.find((room) => room.epoch === owner)!;
      expect(holder).toBeDefined();
      const record = await loadRecord(presence, gameId);
      expect(record!.actions).toEqual([]);
      // the record rebuilds the game the room holding it plays, with its secret seed
      expect(serialize(createGame(record!.setup.options as CreateGameOptions))).toBe(serialize(holder.current));
      for (const room of rooms) await room.disconnect();
    });

    it('a room that finds, once it took its number, a record it cannot play is refused and stops listening for the game\'s numbers', async () => {
      const gameId = newGameId();
      gameIds.push(gameId);
      const presence = matchMaker.presence;
      const listeners = (): number => (presence as unknown as { subscriptions: EventEmitter }).subscriptions.listenerCount(ownerChannel(gameId));
      // a draft is made under the game's id after the game room's first read of the record, before it takes its number
      let draft: Promise<{ roomId: string }> | undefined;
      await expect(replacing('incr', (own) => async (key) => {
        if (key === ownerKey(gameId) && draft === undefined) {
          draft = matchMaker.createRoom(DRAFT_ROOM, { gameId, draft: { drafters: ['Ana', 'Ben'], seed: 1 } });
          await draft;
        }
        return own(key);
      }, () => matchMaker.createRoom(GAME_ROOM, { gameId, game: { format: 'two-player', players, seed: 5 } }))).rejects.toThrow(`game ${gameId} is a draft, not a game`);
      expect(listeners()).toBe(1);
      await serverRoom((await draft!).roomId).disconnect();
      await until(() => listeners() === 0, 'the draft room to stop listening');
    });

    const orders = {
      before: 'another room takes the game over before its save',
      after: 'another room takes the game over after its save',
      taking: 'saved while another room takes the game over, between its first read of the record and its fencing number',
    } as const;
    for (const [when, what] of Object.entries(orders) as [keyof typeof orders, string][]) {
      it(`an action ${what}: the room saving it applies it only if the other has it, and the record rebuilds the other's game`, async () => {
        const gameId = newGameId();
        gameIds.push(gameId);
        const presence = matchMaker.presence;
        const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: { format: 'two-player', players, seed: 5 } } });
        const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
        await until(() => ana.views.length > 0 && ben.views.length > 0, 'first views');
        const older = serverRoom(ana.connection.room.roomId);
        const mover = older.current.decision!.player === 0 ? ana : ben;
        const act = (): void => mover.connection.send(mover.last()!.actions[0]!);
        let newer: { roomId: string } | undefined;
        if (when === 'taking') {
          // the older room saves the action, and answers it, as the newer one takes its number
          let acted = false;
          newer = await replacing('incr', (own) => async (key) => {
            if (key === ownerKey(gameId) && !acted) {
              acted = true;
              act();
              await until(() => older.actionCount === 1 || mover.errors.length > 0, 'the older room applying the action');
            }
            return own(key);
          }, () => matchMaker.createRoom(GAME_ROOM, { gameId }));
          expect(acted).toBe(true);
        } else {
          const takeOver = async (): Promise<void> => {
            newer = await matchMaker.createRoom(GAME_ROOM, { gameId });
          };
          await replacing('hset', (own) => async (key, field, value) => {
            const action = key === recordKey(gameId) && field !== 'setup' && !field.startsWith('base:') && newer === undefined;
            if (action && when === 'before') await takeOver();
            const saved = await own(key, field, value);
            if (action && when === 'after') await takeOver();
            return saved;
          }, async () => {
            act();
            await until(() => newer !== undefined, 'the other room');
          });
        }
        // the older room's answer to the action
        await older.work;
        const taker = serverRoom(newer!.roomId);
        // saved after the other room took the game, the action is refused; saved and checked before it took its number, applied
        if (when === 'before') expect(older.actionCount).toBe(0);
        if (when === 'taking') expect(older.actionCount).toBe(1);
        if (older.actionCount === 1) expect(taker.actionCount).toBe(1);
        expect(older.actionCount).toBeLessThanOrEqual(taker.actionCount);
        const record = await savedReplay(presence, gameId);
        expect(record!.actions).toHaveLength(taker.actionCount);
        expect(serialize([...replay(record!)].at(-1)!)).toBe(serialize(taker.current));
        // the players play on in the room holding the game, whose record keeps its game: the other
        // room, or one made again from the record when they were sent on before the other room was
        // listed (Colyseus lists a room once its onCreate has ended, which announced its number), so
        // that they found none and made one, which took the game from it as the other took it
        const holding = (): ServerRoom | undefined => {
          const room = serverRoom(ana.connection.room.roomId);
          return room !== undefined && room.epoch >= taker.epoch && [ana, ben].every((p) => p.connection.room.roomId === room.roomId && p.last()?.actionCount === room.actionCount) ? room : undefined;
        };
        await until(() => holding() !== undefined, 'both players in the room holding the game');
        const holder = holding()!;
        expect(Number(await presence.get(ownerKey(gameId)))).toBe(holder.epoch);
        expect(serialize(holder.current)).toBe(serialize(taker.current));
        const next = holder.current.decision!.player === 0 ? ana : ben;
        next.connection.send(next.last()!.actions[0]!);
        await until(() => holder.actionCount === record!.actions.length + 1, 'the next action');
        const after = await savedReplay(presence, gameId);
        expect(serialize([...replay(after!)].at(-1)!)).toBe(serialize(holder.current));
        await Promise.all([ana, ben].map((p) => p.connection.leave()));
      });
    }
  });
}
