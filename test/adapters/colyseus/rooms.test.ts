/**
 * The Colyseus game and draft rooms (paliano/colyseus) on a test server of @colyseus/testing, with
 * colyseus.js clients: views after every action, hidden cards, refused actions, spectators,
 * reconnection, bots for empty seats, the clock, and a room rebuilt from its record.
 */
import { matchMaker } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { Client } from 'colyseus.js';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineTableRooms, DRAFT_ROOM, GAME_ROOM, loadRecord, ownerKey, recordKey, REJOIN_CLOSE_CODE, savedDraft, savedReplay, type TableRoom } from '../../../src/adapters/colyseus/index.js';
import { apply, applyDraft, legalPicks, serializeDraft, logOf, applyViewDelta, createDraft, createGame, createMentalMagicGame, draftView, legalActions, replay, serialize, settleMentalMagic, tryApply, view, type CreateGameOptions, type GameReplay, type ReadonlyDraftState, type ReadonlyGameState } from '../../../src/index.js';
import { ownerChannel } from '../../../src/adapters/colyseus/records.js';
import { bootTestServer, freePorts, hiddenIds, namedIds, seatPlayer, until, untilDone } from './helpers.js';
import { oldRecord, playedNow } from '../../helpers/old-records.js';

let URL = '';
let colyseus: ColyseusTestServer;

beforeAll(async () => {
  const [port] = await freePorts(1);
  URL = `ws://127.0.0.1:${port}`;
  colyseus = await bootTestServer({ initializeGameServer: (server) => defineTableRooms(server) }, port);
});
afterAll(async () => {
  await colyseus.shutdown();
});

const sables = [...Array(17).fill('Forest'), ...Array(23).fill('Bronze Sable')];
const islands = [...Array(17).fill('Island'), ...Array(23).fill('Bronze Sable')];
const plains = [...Array(17).fill('Plains'), ...Array(23).fill('Bronze Sable')];
const threePlayers = { players: [{ name: 'Ana', deck: sables }, { name: 'Ben', deck: islands }, { name: 'Cy', deck: plains }], seed: 3 };
const twoPlayers = { format: 'two-player', players: [{ name: 'Ana', deck: sables }, { name: 'Ben', deck: islands }], seed: 5 };
let games = 0;
const newGameId = (): string => `rooms-test-${process.pid}-${Date.now()}-${games++}`;
/** The room holding a game on this server, to read its state. */
const serverRoom = (roomId: string) => colyseus.getRoomById(roomId) as unknown as { current: ReadonlyGameState; actionCount: number } & TableRoom<unknown, unknown, object, unknown>;
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('GameRoom', () => {
  it('sends each seat its own view and legal actions after every action, a spectator the public view, and no view holds a hidden card', async () => {
    const gameId = newGameId();
    const playOn = (m: { actionCount: number }) => m.actionCount < 40;
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: threePlayers, bots: [2] } }, playOn);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, playOn);
    const watcher = await seatPlayer(new Client(URL), GAME_ROOM, { gameId });
    // the game waits on Ana or Ben, who act no more, and the watcher has seen it so: the bot decides
    // only for its own seat, so the record stays as the watcher sees it (after a wait of a fixed time
    // a loaded machine's bot may still be acting)
    await until(() => {
      const count = watcher.last()?.actionCount ?? 0;
      return count >= 40 && [ana, ben].some((p) => p.last()?.actionCount === count && p.last()!.actions.length > 0);
    }, '40 actions and a decision of Ana\'s or Ben\'s');
    const record = await savedReplay(matchMaker.presence, gameId);
    const states = [...replay(record!)];
    expect(record!.actions.length).toBe(watcher.last()!.actionCount);
    for (const [seat, player] of [[0, ana], [1, ben], ['spectator', watcher]] as const) {
      const counts = player.views.map((m) => m.actionCount);
      // a view after every action from the first the player saw
      for (let n = counts[0]!; n <= counts[counts.length - 1]!; n++) expect(counts).toContain(n);
      for (const m of player.views) {
        const state = states[m.actionCount]!;
        expect(m.seat).toBe(seat);
        expect(m.view).toEqual(plain(view(state, seat)));
        expect(m.actions).toEqual(seat !== 'spectator' && state.decision?.player === seat ? plain(legalActions(state)) : []);
        const seen = namedIds(m);
        for (const id of hiddenIds(state, seat)) expect(seen.has(id)).toBe(false);
        m.view.players.forEach((p, i) => {
          if (i !== seat) expect(p.hand).toBeUndefined();
        });
      }
    }
    expect(ana.views.some((m) => m.view.players[0]!.hand!.length > 0)).toBe(true);
    expect(ana.last()!.botSeats).toEqual([2]);
    await Promise.all([ana, ben, watcher].map((p) => p.connection.leave()));
  });

  it('sends only the new log events to a client that asked for deltas, from which it rebuilds each whole view', async () => {
    const gameId = newGameId();
    const playOn = (m: { actionCount: number }) => m.actionCount < 20;
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', delta: true, create: { game: twoPlayers } }, playOn);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, playOn);
    await until(() => (ana.last()?.actionCount ?? 0) >= 20, '20 actions');
    const states = [...replay((await savedReplay(matchMaker.presence, gameId))!)];
    const [first, ...rest] = ana.views;
    expect(first!.delta).toBe(false);
    let held = first!.view;
    for (const m of rest) {
      expect(m.delta).toBe(true);
      expect(m.view.logFrom).toBe(held.log.length);
      held = applyViewDelta(held, m.view);
      expect(held).toEqual(plain(view(states[m.actionCount]!, 0)));
    }
    expect(rest.length).toBeGreaterThan(10);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('sends a client that asked for deltas its whole view again when it asks for it (a client that lost its log)', async () => {
    const gameId = newGameId();
    const playOn = (m: { actionCount: number }) => m.actionCount < 6;
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', delta: true, create: { game: twoPlayers } }, playOn);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, playOn);
    await until(() => ana.last()?.actionCount === 6 && ben.last()?.actionCount === 6, '6 actions');
    expect(ana.last()!.delta).toBe(true);
    const seen = ana.views.length;
    ana.connection.requestView();
    await until(() => ana.views.length > seen, 'the view asked for');
    const whole = ana.views[seen]!;
    expect(whole.delta).toBe(false);
    expect(whole.view.logFrom ?? 0).toBe(0);
    expect(whole.view).toEqual(plain(view(serverRoom(ana.connection.room.roomId).current, 0)));
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it("702.106f: the room publishes a double agenda's two names as one action, as a hidden agenda's one name: another seat gets the same views", async () => {
    /** Ana brings `conspiracy` and answers with the first listed action until the mulligans; Ben watches from his seat, the bot Cy finishes. */
    const play = async (conspiracy: string) => {
      const gameId = newGameId();
      const game = { ...threePlayers, format: 'conspiracy', players: threePlayers.players.map((p, i) => ({ ...p, sideboard: i === 0 ? [conspiracy] : [] })) };
      const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben', create: { game, bots: [2] } }, (m) => m.view.decision?.kind === 'startOfGame');
      const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' }, (m) => m.view.decision?.kind === 'startOfGame');
      await until(() => ben.last()?.view.decision?.kind === 'mulligan', 'the mulligans');
      const seen = ben.views.map((m) => ({ actionCount: m.actionCount, view: m.view }));
      await Promise.all([ana, ben].map((p) => p.connection.leave()));
      return seen;
    };
    const hidden = await play('Immediate Action');
    const double = await play("Summoner's Bond");
    // Ana puts, names and finishes; Ben and Cy finish
    expect(double.at(-1)!.actionCount).toBe(5);
    expect(double).toEqual(hidden);
  });

  it('answers an illegal or malformed action with an error and leaves the game as it was', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    const watcher = await seatPlayer(new Client(URL), GAME_ROOM, { gameId });
    await until(() => ana.views.length > 0 && ben.views.length > 0 && watcher.views.length > 0, 'first views');
    const room = serverRoom(ana.connection.room.roomId);
    const before = serialize(room.current);
    const decider = room.current.decision!.player;
    const [mover, other] = decider === 0 ? [ana, ben] : [ben, ana];
    const otherSeat = 1 - decider;
    other.connection.send({ type: 'keep', player: otherSeat });
    other.connection.send({ type: 'keep', player: decider });
    mover.connection.send('keep' as never);
    mover.connection.send({ type: 'keep', player: decider, extra: 1 } as never);
    mover.connection.send({ type: 'nonsense' } as never);
    mover.connection.room.send('chat', 'hello');
    watcher.connection.send({ type: 'keep', player: decider });
    await until(() => other.errors.length === 2 && mover.errors.length === 4 && watcher.errors.length === 1, 'the errors');
    // the engine's refusal, as tryApply gives it
    const refusal = tryApply(room.current, { type: 'keep', player: otherSeat });
    expect(other.errors.map((e) => e.code)).toEqual([refusal.ok ? 'accepted' : refusal.error.code, 'notYourSeat']);
    expect(mover.errors.map((e) => e.code)).toEqual(['malformed', 'malformed', 'malformed', 'unknownMessage']);
    expect(watcher.errors.map((e) => e.code)).toEqual(['spectator']);
    expect(serialize(room.current)).toBe(before);
    expect(room.actionCount).toBe(0);
    expect((await savedReplay(matchMaker.presence, gameId))!.actions).toEqual([]);
    // and the room still plays
    mover.connection.send(mover.last()!.actions[0]!);
    await until(() => (watcher.last()?.actionCount ?? 0) === 1, 'the legal action');
    await Promise.all([ana, ben, watcher].map((p) => p.connection.leave()));
  });

  it('104.3a: takes a concession from a seat another is deciding for; the game is over for every client (104.2a): no actions, no clock, and an action after it changes nothing', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, clockSeconds: 60 } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    const watcher = await seatPlayer(new Client(URL), GAME_ROOM, { gameId });
    await until(() => [ana, ben, watcher].every((p) => p.views.length > 0), 'first views');
    // Ana decides first (seed 5), on her clock; Ben concedes meanwhile
    expect(ana.last()!.deadline).not.toBeNull();
    const keep = ana.last()!.actions[0]!;
    ben.connection.send({ type: 'concede', player: 1 });
    await until(() => [ana, ben, watcher].every((p) => p.last()!.actionCount === 1), 'the views after the concession');
    for (const p of [ana, ben, watcher]) {
      expect(p.last()!.over).toBe(true);
      expect(p.last()!.actions).toEqual([]);
      expect(p.last()!.deadline).toBeNull();
    }
    const room = serverRoom(ana.connection.room.roomId);
    expect(room.current.result).toMatchObject({ winner: 0 });
    const after = serialize(room.current);
    ana.connection.send(keep);
    await until(() => ana.errors.length > 0, 'the refusal');
    expect(serialize(room.current)).toBe(after);
    expect((await savedReplay(matchMaker.presence, gameId))!.actions).toEqual([{ type: 'concede', player: 1 }]);
    await Promise.all([ana, ben, watcher].map((p) => p.connection.leave()));
  });

  it('applies an action only once it is saved: one that cannot be saved is refused and changes nothing', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    await until(() => ana.views.length > 0 && ben.views.length > 0, 'first views');
    const room = serverRoom(ana.connection.room.roomId);
    const before = serialize(room.current);
    const mover = room.current.decision!.player === 0 ? ana : ben;
    const presence = matchMaker.presence;
    const hset = presence.hset.bind(presence);
    presence.hset = async () => {
      throw new Error('the store is down');
    };
    try {
      mover.connection.send(mover.last()!.actions[0]!);
      await until(() => mover.errors.length === 1, 'the error');
    } finally {
      presence.hset = hset;
    }
    expect(mover.errors[0]!.code).toBe('unsaved');
    expect(serialize(room.current)).toBe(before);
    expect(room.actionCount).toBe(0);
    // sent again once the store is back, it is saved and applied
    mover.connection.send(mover.last()!.actions[0]!);
    await until(() => (ana.last()?.actionCount ?? 0) === 1, 'the action');
    expect((await savedReplay(presence, gameId))!.actions).toEqual([mover.views[0]!.actions[0]]);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it("tries a bot's action again when it could not be saved: a store that failed once does not stall the game", async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, bots: [1] } });
    await until(() => ana.views.length > 0, "Ana's view");
    const room = serverRoom(ana.connection.room.roomId);
    expect(room.current.decision!.player).toBe(0);
    const presence = matchMaker.presence;
    const hset = presence.hset.bind(presence);
    // the save of the game's second action, the bot's answer after Ana's, fails once
    presence.hset = async (...args: Parameters<typeof hset>) => {
      if (args[0] === recordKey(gameId) && String(args[1]).endsWith(':1')) {
        presence.hset = hset;
        throw new Error('the store is down');
      }
      return hset(...args);
    };
    try {
      ana.connection.send(ana.last()!.actions[0]!);
      await until(() => room.actionCount >= 2, "the bot's action, saved when tried again");
    } finally {
      presence.hset = hset;
    }
    expect(ana.errors).toEqual([]);
    expect((await savedReplay(presence, gameId))!.actions[1]).toMatchObject({ player: 1 });
    await ana.connection.leave();
  });

  it('applies an action it saved though the renewal of its record then fails: the record holds it, so it is not called unsaved', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    await until(() => ana.views.length > 0 && ben.views.length > 0, 'first views');
    const room = serverRoom(ana.connection.room.roomId);
    const mover = room.current.decision!.player === 0 ? ana : ben;
    const presence = matchMaker.presence;
    const expire = presence.expire.bind(presence);
    presence.expire = async () => {
      throw new Error('the store is down');
    };
    try {
      mover.connection.send(mover.last()!.actions[0]!);
      await until(() => (ana.last()?.actionCount ?? 0) === 1 || mover.errors.length > 0, 'the answer');
    } finally {
      presence.expire = expire;
    }
    expect(mover.errors).toEqual([]);
    expect(room.actionCount).toBe(1);
    expect((await savedReplay(presence, gameId))!.actions).toEqual([mover.views[0]!.actions[0]]);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('refuses a seat name it does not have and a seat already held', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers } });
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Zed' })).rejects.toThrow(/no seat named "Zed"/);
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Ana' })).rejects.toThrow(/taken/);
    await ana.connection.leave();
  });

  it('refuses a seat the bot plays from the start to a client claiming its name: a bot seat is nobody\'s to take', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: threePlayers, bots: [2] } });
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Cy' })).rejects.toThrow(/no seat named "Cy"/);
    await until(() => ana.views.length > 0, "Ana's view");
    expect(ana.last()!.botSeats).toEqual([2]);
    await ana.connection.leave();
  });

  it('refuses to start a game the engine refuses or whose seats have no names of their own, and saves nothing', async () => {
    const gameId = newGameId();
    const sameNames = { ...twoPlayers, players: [{ name: 'Ana', deck: sables }, { name: 'Ana', deck: sables }] };
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Ana', game: sameNames })).rejects.toThrow(/a name of its own/);
    const unknownCard = { ...twoPlayers, players: [{ name: 'Ana', deck: Array(40).fill('No Such Card') }, { name: 'Ben', deck: sables }] };
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Ana', game: unknownCard })).rejects.toThrow(/No Such Card/);
    expect(await loadRecord(matchMaker.presence, gameId)).toBeNull();
  });

  it('refuses room options it cannot keep (times past what its timers hold or below zero, a clock of no time, seats the game has not, an empty game id), and saves nothing', async () => {
    const gameId = newGameId();
    const thirtyDays = 30 * 24 * 3600;
    const refused: [Record<string, unknown>, RegExp][] = [
      // a Node.js timer of over 2^31 - 1 ms fires at once: the record and the room's fencing number were forgotten at once
      [{ recordSeconds: thirtyDays }, /recordSeconds must be a whole number from 1 to 2147483/],
      [{ recordSeconds: 0 }, /recordSeconds/],
      [{ recordSeconds: 0.5 }, /recordSeconds/],
      [{ reconnectSeconds: thirtyDays }, /reconnectSeconds must be a number from 0 to 2147483/],
      [{ bots: [2] }, /bots is a list of seats, from 0 to 1/],
      [{ bots: [-1] }, /bots is a list of seats/],
      // a clock of no time would have the bot make every decision at once
      [{ clockSeconds: 0 }, /clockSeconds must be a positive number/],
      [{ emptySeatSeconds: -1 }, /emptySeatSeconds must be a number from 0/],
      [{ botDelayMs: -1 }, /botDelayMs must be a number from 0/],
      [{ gameId: '' }, /gameId must be a non-empty string/],
    ];
    for (const [options, message] of refused) {
      await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Ana', game: twoPlayers, ...options }), JSON.stringify(options)).rejects.toThrow(message);
      expect(await loadRecord(matchMaker.presence, gameId)).toBeNull();
    }
    // the longest a LocalPresence keeps: the game is saved and plays
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, recordSeconds: 2147483, emptySeatSeconds: 0 } }, (m) => m.actionCount < 3);
    await until(() => (ana.last()?.actionCount ?? 0) >= 3, 'three actions');
    expect(ana.errors).toEqual([]);
    expect((await savedReplay(matchMaker.presence, gameId))!.actions.length).toBeGreaterThanOrEqual(3);
    await ana.connection.leave();
  });

  it('keeps a seat for a player who lost the connection, who reconnects to it within the grace period', async () => {
    const gameId = newGameId();
    // the players stop at 5 actions until Ben's connection has dropped, then play on to 30
    let limit = 5;
    const playOn = (m: { actionCount: number }) => m.actionCount < limit;
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, reconnectSeconds: 10, emptySeatSeconds: 0 } }, playOn);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, playOn);
    await until(() => ana.last()?.actionCount === 5 && ben.last()?.actionCount === 5, '5 actions');
    const roomId = ben.connection.room.roomId;
    const dropped = ana.views.length;
    // the socket drops without a leave message (not consented)
    (ben.connection.room.connection as unknown as { transport: { ws: { close(): void } } }).transport.ws.close();
    limit = 30;
    await until(() => ben.rejoins === 1 && (ana.last()?.actionCount ?? 0) >= 30, 'the reconnection and 30 actions');
    expect(ben.connection.room.roomId).toBe(roomId);
    expect(ben.last()!.seat).toBe(1);
    // nobody played Ben's seat for him meanwhile
    expect(ana.views.slice(dropped).every((m) => m.botSeats.length === 0)).toBe(true);
    expect(ana.views.length - dropped).toBeGreaterThan(10);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('lets a bot play a seat its player left, until a player of that name joins again', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, emptySeatSeconds: 0 } }, (m) => m.actionCount < 200);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    await until(() => ben.views.length > 0, "Ben's view");
    await ben.connection.leave();
    // Ana answers her decisions only: the game goes on because the bot answers Ben's
    await until(() => ana.views.some((m) => m.botSeats.includes(1)) && (ana.last()?.actionCount ?? 0) >= 20, 'the bot playing for Ben');
    const record = await savedReplay(matchMaker.presence, gameId);
    const states = [...replay(record!)];
    expect(record!.actions.some((a, i) => 'player' in a && a.player === 1 && states[i]!.decision?.player === 1)).toBe(true);
    const back = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    await until(() => back.views.length > 0 && (ana.last()?.botSeats.length ?? 1) === 0, 'Ben back in his seat');
    await Promise.all([ana, back].map((p) => p.connection.leave()));
  });

  it("gives each decision a clock and lets the bot decide when it runs out", async () => {
    const gameId = newGameId();
    const made = Date.now();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, clockSeconds: 0.3 } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    const decision = () => [...ana.views, ...ben.views].find((m) => m.actions.length > 0);
    await until(() => decision() !== undefined, 'a view of a decision');
    // 0.3 s after the decision began: after the room was asked for, and before the view came (a
    // bound on how long after, as the joins take, would fail on a loaded machine)
    expect(decision()!.deadline).toBeGreaterThanOrEqual(made + 300);
    expect(decision()!.deadline).toBeLessThanOrEqual(Date.now() + 300);
    // nobody sends anything: the clock runs out decision after decision
    await until(() => (ana.last()?.actionCount ?? 0) >= 3, 'three timed-out decisions');
    expect(ana.errors).toEqual([]);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  /** A two-player game (seed 5) with the room options given, whose players have kept: seat 0 has priority in its first main phase, and gets it again in the next step when it passes (CR 117.3a). */
  async function keptHands(roomOptions: { clockSeconds?: number; recordSeconds?: number }) {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, ...roomOptions } }, (m) => m.actionCount < 2);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, (m) => m.actionCount < 2);
    await until(() => ana.last()?.actionCount === 2, 'the mulligans');
    const room = serverRoom(ana.connection.room.roomId);
    expect(room.current.decision).toMatchObject({ kind: 'priority', player: 0 });
    return { gameId, ana, ben, room };
  }

  it('117.3a: starts the clock anew for a priority the same seat gets again in the next step after it passes', async () => {
    const { ana, ben } = await keptHands({ clockSeconds: 5 });
    const first = ana.last()!.deadline!;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ana.connection.send({ type: 'pass', player: 0 });
    await until(() => (ana.last()?.actionCount ?? 0) >= 3, 'the pass');
    const next = ana.views.find((m) => m.actionCount === 3)!;
    expect(next.actions.length).toBeGreaterThan(0);
    expect(next.deadline).toBeGreaterThanOrEqual(first + 900);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it("117.3d: setting stops answers no decision: the seat's clock runs on, and another seat's stops leave its decision as it was (not stale)", async () => {
    const { ana, ben, room } = await keptHands({ clockSeconds: 60 });
    const deadline = ana.last()!.deadline!;
    ana.connection.send({ type: 'setStops', player: 0, stops: null });
    await until(() => ana.last()?.actionCount === 3, 'her stops');
    expect(ana.last()!.actions.length).toBeGreaterThan(0);
    expect(ana.last()!.deadline).toBe(deadline);
    // Ben sets his stops while Ana holds priority: her pass chosen before them is still hers to make
    ben.connection.send({ type: 'setStops', player: 1, stops: null });
    await until(() => ana.last()?.actionCount === 4, "Ben's stops");
    ana.connection.send({ type: 'pass', player: 0 }, { actionCount: 3 });
    await until(() => room.actionCount === 5 || ana.errors.length > 0, 'the pass');
    expect(ana.errors).toEqual([]);
    expect(room.actionCount).toBe(5);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it("leaves the next decision to a seat whose action was being saved when its clock ran out: the bot makes only the decision the clock timed", async () => {
    const { gameId, ana, ben, room } = await keptHands({ clockSeconds: 2 });
    const presence = matchMaker.presence;
    const hset = presence.hset.bind(presence);
    // Ana's pass is still being saved when her clock runs out
    presence.hset = async (...args: Parameters<typeof hset>) => {
      presence.hset = hset;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      return hset(...args);
    };
    try {
      ana.connection.send({ type: 'pass', player: 0 });
      await until(() => (ana.last()?.actionCount ?? 0) >= 3, 'the pass');
    } finally {
      presence.hset = hset;
    }
    // her new decision is hers until its own clock runs out: once the room's queue, which held the
    // run-out clock's turn behind her pass, is done, the game is as her pass left it (waiting a fixed
    // time instead could let the new decision's own clock run out on a loaded machine)
    await (room as unknown as { work: Promise<void> }).work;
    expect(room.actionCount).toBe(3);
    expect(ana.last()!.actions.length).toBeGreaterThan(0);
    expect((await savedReplay(presence, gameId))!.actions[2]).toEqual({ type: 'pass', player: 0 });
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('keeps a rebuilt game\'s record as long as its creator said: recordSeconds is saved, and a client that joins the game again cannot shorten it', async () => {
    const gameId = newGameId();
    const playOn = (m: { actionCount: number }) => m.actionCount < 2;
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers, recordSeconds: 3600 } }, playOn);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, playOn);
    await until(() => (ana.last()?.actionCount ?? 0) >= 2, 'two actions');
    const roomId = ana.connection.room.roomId;
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
    await until(() => colyseus.getRoomById(roomId) === undefined, 'the room to close');
    expect((await loadRecord(matchMaker.presence, gameId))!.setup.room.recordSeconds).toBe(3600);
    // a spectator makes the room again, asking for a record kept one second
    const eve = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, create: { recordSeconds: 1 } });
    const back = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' }, (m) => m.actionCount < 3);
    await until(() => (eve.last()?.actionCount ?? 0) >= 3, 'an action in the rebuilt room');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await loadRecord(matchMaker.presence, gameId))?.actions.length).toBe(3);
    const rebuilt = eve.connection.room.roomId;
    await Promise.all([eve, back].map((p) => p.connection.leave()));
    // nor once the rebuilt room is gone: its last renewal kept the record the creator's hour
    await until(() => colyseus.getRoomById(rebuilt) === undefined, 'the rebuilt room to close');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await loadRecord(matchMaker.presence, gameId))?.actions.length).toBe(3);
  });

  it('plays on past recordSeconds after the room was made while actions keep coming: the room\'s fencing number is kept with the record', async () => {
    const { ana, ben, room } = await keptHands({ recordSeconds: 2 });
    // Ana passes twice, 1.2 seconds apart (priority in her first main phase, then in the next step)
    for (const count of [3, 4]) {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      ana.connection.send({ type: 'pass', player: 0 });
      await until(() => (ana.last()?.actionCount ?? 0) >= count || ana.errors.length > 0, `action ${count}`);
    }
    expect(ana.errors).toEqual([]);
    expect(room.actionCount).toBe(4);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('keeps the record and the fencing number of a live room past recordSeconds without an action, and lets them expire once the room is gone', async () => {
    const { gameId, ana, ben, room } = await keptHands({ recordSeconds: 1 });
    const presence = matchMaker.presence;
    // the players think for 2.5 times recordSeconds, connected, sending nothing
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await loadRecord(presence, gameId))?.actions.length).toBe(2);
    ana.connection.send({ type: 'pass', player: 0 });
    await until(() => (ana.last()?.actionCount ?? 0) >= 3 || ana.errors.length > 0, 'the pass');
    expect(ana.errors).toEqual([]);
    expect(room.actionCount).toBe(3);
    expect((await loadRecord(presence, gameId))?.actions.length).toBe(3);
    const roomId = ana.connection.room.roomId;
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
    await until(() => colyseus.getRoomById(roomId) === undefined, 'the room to close');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await loadRecord(presence, gameId)).toBeNull();
    expect((await presence.get(ownerKey(gameId))) ?? null).toBeNull();
  });

  it('refuses, as stale and changing nothing, an action naming a state its seat has acted since: a pass sent twice moves the game once', async () => {
    const { gameId, ana, ben, room } = await keptHands({});
    // a double click: the same pass twice, each naming the view it was chosen in (after 2 actions)
    ana.connection.send({ type: 'pass', player: 0 });
    ana.connection.send({ type: 'pass', player: 0 });
    await until(() => ana.errors.length > 0, 'the refusal');
    expect(ana.errors[0]).toMatchObject({ code: 'stale', message: expect.stringMatching(/chosen after 2 actions/) });
    expect(room.actionCount).toBe(3);
    // the record holds the action alone, not the reference
    expect((await savedReplay(matchMaker.presence, gameId))!.actions.slice(2)).toEqual([{ type: 'pass', player: 0 }]);
    await until(() => ana.last()?.actionCount === 3, 'the view after the pass');
    // a reference to no state of the game is malformed
    for (const actionCount of [-1, 4, 2.5, '3']) ana.connection.send({ type: 'pass', player: 0 }, { actionCount } as never);
    await until(() => ana.errors.length === 5, 'the refusals');
    expect(ana.errors.slice(1).map((e) => e.code)).toEqual(['malformed', 'malformed', 'malformed', 'malformed']);
    expect(room.actionCount).toBe(3);
    // naming the latest view, or none (as before), it is applied
    ana.connection.send({ type: 'pass', player: 0 }, { actionCount: null });
    await until(() => room.actionCount === 4 || ana.errors.length > 5, 'the pass naming no state');
    expect(ana.errors.length).toBe(5);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('refuses as stale an action its seat chose before the bot decided for it on its clock', async () => {
    const { ana, ben, room } = await keptHands({ clockSeconds: 0.5 });
    const chosenAt = ana.last()!.actionCount;
    // Ana's pass comes after her clock ran out and the bot answered her decision
    await until(() => room.actionCount > chosenAt, 'the bot deciding for Ana');
    ana.connection.send({ type: 'pass', player: 0 }, { actionCount: chosenAt });
    await until(() => ana.errors.length > 0, 'the refusal');
    expect(ana.errors.map((e) => e.code)).toEqual(['stale']);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('refuses as stale, in a room rebuilt from the record, an action sent again that the room before had applied', async () => {
    const { gameId, ana, ben } = await keptHands({});
    ana.connection.send({ type: 'pass', player: 0 });
    await until(() => ana.last()?.actionCount === 3, 'the pass');
    const roomId = ana.connection.room.roomId;
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
    await until(() => colyseus.getRoomById(roomId) === undefined, 'the room to close');
    // the client sends its pass again, as after a lost connection, to the room made again
    const again = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' });
    await until(() => again.views.length > 0, 'the view');
    expect(again.last()!.actions.length).toBeGreaterThan(0);
    again.connection.send({ type: 'pass', player: 0 }, { actionCount: 2 });
    await until(() => again.errors.length > 0, 'the refusal');
    expect(again.errors.map((e) => e.code)).toEqual(['stale']);
    expect(serverRoom(again.connection.room.roomId).actionCount).toBe(3);
    await again.connection.leave();
  });

  it('sends the players of a room another room took the game over from on to that room at once, where they play on with nothing lost (docs/colyseus.md, "Scale-out" 5)', async () => {
    const { gameId, ana, ben } = await keptHands({});
    const older = ana.connection.room.roomId;
    const viewsBefore = [ana.views.length, ben.views.length];
    // a second room for the game, as Colyseus's matchmaker makes one when its request to make the room
    // on another process times out, or its wait for a concurrent joinOrCreate does: it takes the game
    // over from its record while the players sit in the first, where nobody acts
    const newer = await matchMaker.createRoom(GAME_ROOM, { gameId });
    await until(() => ana.connection.room.roomId === newer.roomId && ben.connection.room.roomId === newer.roomId, 'both players to be sent on to the newer room');
    await until(() => ana.views.length > viewsBefore[0]! && ben.views.length > viewsBefore[1]!, 'their views there');
    expect([ana.rejoins, ben.rejoins]).toEqual([1, 1]);
    expect(colyseus.getRoomById(older)).toBeUndefined();
    expect(ana.last()!.actionCount).toBe(2);
    // Ana's pass is applied there, and Ben sees it
    ana.connection.send({ type: 'pass', player: 0 });
    await until(() => ben.last()?.actionCount === 3, 'the pass in the newer room');
    expect([ana.errors, ben.errors]).toEqual([[], []]);
    expect((await savedReplay(matchMaker.presence, gameId))!.actions).toHaveLength(3);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
    // each room stops listening for the game's fencing numbers once it is gone
    await until(() => colyseus.getRoomById(newer.roomId) === undefined, 'the newer room to close');
    expect(await matchMaker.presence.channels(ownerChannel(gameId))).toEqual([]);
  });

  it('seats nobody in a room another room took the game over from: a player who finds it is sent on, and never sees its stale game', async () => {
    const gameId = newGameId();
    // a room made for the game first, then left without players (locked here while the other is
    // made and played in, as if the matchmaker had not found it), then found again
    const stale = await matchMaker.createRoom(GAME_ROOM, { gameId, game: twoPlayers });
    await serverRoom(stale.roomId).lock();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' }, (m) => m.actionCount < 2);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, (m) => m.actionCount < 2);
    await until(() => ana.last()?.actionCount === 2 && ben.last()?.actionCount === 2, 'the mulligans');
    const played = ana.connection.room.roomId;
    expect(played).not.toBe(stale.roomId);
    await serverRoom(stale.roomId).unlock();
    // the room played in goes away (its process shut down): the players join the game again
    const viewsBefore = [ana.views.length, ben.views.length];
    await serverRoom(played).disconnect(REJOIN_CLOSE_CODE);
    await until(() => ana.views.length > viewsBefore[0]! && ben.views.length > viewsBefore[1]!, 'both players to join again and get a view', 10_000);
    // each first view after the move is of the game as it was played, not of the stale room's
    expect([ana.views[viewsBefore[0]!]!.actionCount, ben.views[viewsBefore[1]!]!.actionCount]).toEqual([2, 2]);
    expect([ana.connection.room.roomId, ben.connection.room.roomId].filter((id) => id === stale.roomId || id === played)).toEqual([]);
    expect(ana.connection.room.roomId).toBe(ben.connection.room.roomId);
    expect(colyseus.getRoomById(stale.roomId)).toBeUndefined();
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('rebuilds a game from its saved record when its id is joined again after the room closed', async () => {
    const gameId = newGameId();
    const playOn = (m: { actionCount: number }) => m.actionCount < 12;
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers } }, playOn);
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, playOn);
    await until(() => (ana.last()?.actionCount ?? 0) >= 12, '12 actions');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lastView = ana.last()!;
    const roomId = ana.connection.room.roomId;
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
    await until(() => colyseus.getRoomById(roomId) === undefined, 'the room to close');
    const again = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' });
    await until(() => again.views.length > 0, 'the view');
    expect(again.connection.room.roomId).not.toBe(roomId);
    expect(again.last()!.actionCount).toBe(lastView.actionCount);
    expect(again.last()!.view).toEqual(lastView.view);
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId: `${gameId}-none`, name: 'Ana' })).rejects.toThrow(/no game is saved/);
    await again.connection.leave();
  });
});

describe('GameRoom hosting Async Mental Magic (format "mental-magic")', () => {
  const amm = { format: 'mental-magic', names: ['Ana', 'Ben'], seed: 11, manaAbilities: 'automatic' } as const;

  /** Checks each of a client's views against the state after that many actions: its own view, its legal actions, no hidden card of the other player. */
  function checkViews(messages: readonly { actionCount: number; seat: number | 'spectator'; view: unknown; actions: readonly unknown[] }[], seat: 0 | 'spectator', states: readonly ReadonlyGameState[]): void {
    expect(messages.length).toBeGreaterThan(5);
    for (const m of messages) {
      const state = states[m.actionCount]!;
      expect(m.seat).toBe(seat);
      expect(m.view).toEqual(plain(view(state, seat)));
      expect(m.actions).toEqual(seat !== 'spectator' && state.decision?.player === seat ? plain(legalActions(state)) : []);
      // no object of Ben's hand or of a library, and no card Ben holds, by object or by its card ID's object (AMM 1)
      const seen = namedIds(m);
      for (const id of hiddenIds(state, seat)) expect(seen.has(id)).toBe(false);
      const players = (m.view as { players: { hand?: unknown }[] }).players;
      expect(players[1]!.hand).toBeUndefined();
      if (seat === 'spectator') expect(players[0]!.hand).toBeUndefined();
    }
  }

  it('seats two players by name, lets the fair bot play the empty one, settles after every action, and plays to the end with views that hide the other player\'s cards', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: amm, emptySeatSeconds: 0 } }, () => true);
    const watcher = await seatPlayer(new Client(URL), GAME_ROOM, { gameId });
    await untilDone(() => ana.last()?.over === true && watcher.last()?.over === true, () => ana.views.length + watcher.views.length, 'the end of the game');
    expect(ana.last()!.names).toEqual(['Ana', 'Ben']);
    expect(ana.last()!.botSeats).toEqual([1]);
    expect(ana.errors).toEqual([]);
    const record = await savedReplay(matchMaker.presence, gameId);
    const { format: _format, ...own } = amm;
    expect(record).toMatchObject({ schema: 'paliano/replay', version: 2, variant: 'mental-magic', options: own });
    const states = [...replay(record!)];
    const end = states.at(-1)!;
    expect(end.result).not.toBeNull();
    expect(states[0]).toEqual(createMentalMagicGame(own));
    // the room's game is the record's, every state settled to a decision a player controls (AMM 7, 8)
    expect(serialize(serverRoom(ana.connection.room.roomId).current)).toBe(serialize(end));
    for (const s of states) expect(serialize(settleMentalMagic(s))).toBe(serialize(s));
    // both seats acted: Ana as a client, Ben's seat by the bot
    expect(new Set(record!.actions.map((a) => a.player))).toEqual(new Set([0, 1]));
    checkViews(ana.views, 0, states);
    checkViews(watcher.views, 'spectator', states);
    expect(ana.views.some((m) => m.view.players[0]!.hand!.length > 0)).toBe(true);
    await Promise.all([ana, watcher].map((p) => p.connection.leave()));
  });

  it('refuses options createMentalMagicGame does not take, and saves nothing', async () => {
    const gameId = newGameId();
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Ana', game: { ...amm, players: [{ name: 'Ana', deck: sables }, { name: 'Ben', deck: sables }] } })).rejects.toThrow(/players is not an option of createMentalMagicGame/);
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId, name: 'Ana', game: { ...amm, names: ['Ana'] } })).rejects.toThrow(/names must list the two players' names/);
    expect(await loadRecord(matchMaker.presence, gameId)).toBeNull();
  });

  it('rebuilds the game from its saved record when its id is joined again after the room closed, and plays the same game on to its end', async () => {
    const gameId = newGameId();
    let limit = 8;
    const playOn = (m: { actionCount: number }) => m.actionCount < limit;
    // Ben's seat is the bot's from the start: Ana's, when she leaves, waits for her
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: amm, bots: [1] } }, playOn);
    // the game waits on Ana, who acts no more: the bot decides only for its own seat, so the game
    // stays as she sees it (after a wait of a fixed time a loaded machine's bot may not have acted
    // yet, and the rebuilt room's bot then acts before Ana's first view there)
    await until(() => (ana.last()?.actionCount ?? 0) >= limit && ana.last()!.actions.length > 0, `${limit} actions and a decision of Ana's`);
    const lastView = ana.last()!;
    const before = (await savedReplay(matchMaker.presence, gameId))!;
    const roomId = ana.connection.room.roomId;
    await ana.connection.leave();
    await until(() => colyseus.getRoomById(roomId) === undefined, 'the room to close');
    limit = Infinity;
    const again = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' }, playOn);
    await until(() => again.views.length > 0, 'the view');
    expect(again.connection.room.roomId).not.toBe(roomId);
    // the same game, where it was
    expect(again.views[0]!.actionCount).toBe(lastView.actionCount);
    expect(again.views[0]!.view).toEqual(lastView.view);
    expect(again.views[0]!.actions).toEqual(lastView.actions);
    await untilDone(() => again.last()?.over === true, () => again.views.length, 'the end of the game');
    const after = (await savedReplay(matchMaker.presence, gameId))!;
    expect(after.actions.slice(0, before.actions.length)).toEqual(before.actions);
    expect(after.actions.length).toBeGreaterThan(before.actions.length);
    const end = [...replay(after)].at(-1)!;
    expect(end.result).not.toBeNull();
    expect(serialize(serverRoom(again.connection.room.roomId).current)).toBe(serialize(end));
    expect(again.last()!.view).toEqual(plain(view(end, 0)));
    await again.connection.leave();
  });
});

describe('GameRoom rebuilding a game of the format "mental-magic" that createGame made', () => {
  it('replays a record saved before game rooms hosted Async Mental Magic (createGame options, no version) with createGame and apply alone, and plays it on so', async () => {
    const gameId = newGameId();
    const formatData = structuredClone(createMentalMagicGame({ seed: 4, names: ['Ana', 'Ben'] }).formatData) as CreateGameOptions['formatData'];
    const options: CreateGameOptions = { format: 'mental-magic', seed: 4, players: [{ name: 'Ana', deck: [] }, { name: 'Ben', deck: [] }], formatData };
    const created = createGame(options);
    const first = legalActions(created)[0]!;
    // the record as a room saved it then: no version, the options createGame's, the actions applied unsettled
    const room = { bots: [], clockSeconds: null, reconnectSeconds: 0, emptySeatSeconds: 600, botDelayMs: 0 };
    await matchMaker.presence.hset(recordKey(gameId), 'setup', JSON.stringify({ kind: 'game', options, room }));
    await matchMaker.presence.hset(recordKey(gameId), '0', JSON.stringify(first));
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' });
    await until(() => ana.views.length > 0, 'the view');
    const played = apply(created, first);
    // as createGame made it, unsettled: Ben's mulligan waits for Ben (settling would have kept his hand)
    expect(ana.views[0]!.actionCount).toBe(1);
    expect(serialize(serverRoom(ana.connection.room.roomId).current)).toBe(serialize(played));
    expect(played.decision).toMatchObject({ kind: 'mulligan', player: 1 });
    // and played on the same way
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' }, (m) => m.actionCount < 2);
    await until(() => ben.last()?.actionCount === 2, 'Ben\'s action');
    const keep = legalActions(played)[0]!;
    expect(serialize(serverRoom(ana.connection.room.roomId).current)).toBe(serialize(apply(played, keep)));
    await ben.connection.leave();
    // its replay record is one of createGame options (version 1), which replays to the same game
    const record = (await savedReplay(matchMaker.presence, gameId))!;
    expect(record).toMatchObject({ version: 1, options: plain(options), actions: plain([first, keep]) });
    expect(serialize([...replay(record)].at(-1)!)).toBe(serialize(apply(played, keep)));
    await ana.connection.leave();
  });
});

describe('GameRoom rebuilding a game an earlier build recorded', () => {
  it('rebuilds a record whose options have fields createGame then ignored and now refuses, ignoring them again', async () => {
    const gameId = newGameId();
    const options: CreateGameOptions = { seed: 6, players: [{ name: 'Ana', deck: Array(40).fill('Forest') }, { name: 'Ben', deck: Array(40).fill('Island') }], settings: { startingLife: 25 } };
    const sloppy = { ...options, autopass: 'never', settings: { startingLife: 25, autopass: 'never' } };
    expect(() => createGame(sloppy as never)).toThrow(/has no field "autopass"/);
    const created = createGame(options);
    const first = legalActions(created)[0]!;
    const room = { bots: [], clockSeconds: null, reconnectSeconds: 0, emptySeatSeconds: 600, botDelayMs: 0 };
    await matchMaker.presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 1, kind: 'game', options: sloppy, room }));
    await matchMaker.presence.hset(recordKey(gameId), '0', JSON.stringify(first));
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' });
    await until(() => ana.views.length > 0, 'the view');
    expect(serialize(serverRoom(ana.connection.room.roomId).current)).toBe(serialize(apply(created, first)));
    await ana.connection.leave();
  });

  it("upgrades its actions: a double agenda's names one action each (702.106f) and answers to order questions no longer asked (603.3b) rebuild the same game", async () => {
    const now = playedNow();
    const old = oldRecord(now.record, now.states);
    // up to the first alike triggers the engine now puts on the stack itself, and their answers
    const ordered = (i: number): boolean => logOf(now.states[i]!).slice(logOf(now.states[i - 1]!).length).some((e) => e.type === 'triggersOrdered');
    const upTo = now.states.findIndex((_, i) => i > 0 && ordered(i));
    const actions = old.record.actions.slice(0, old.ends[upTo - 1]);
    expect(actions.some((a) => a.type === 'putTrigger')).toBe(true);
    const gameId = newGameId();
    const room = { bots: [], clockSeconds: null, reconnectSeconds: 0, emptySeatSeconds: 600, botDelayMs: 0 };
    await matchMaker.presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 1, kind: 'game', options: now.record.options, room }));
    for (const [i, action] of actions.entries()) await matchMaker.presence.hset(recordKey(gameId), String(i), JSON.stringify(action));
    const a = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'A' }, () => false);
    await until(() => a.views.length > 0, 'the view');
    expect(a.views[0]!.actionCount).toBe(actions.length);
    expect(serialize(serverRoom(a.connection.room.roomId).current)).toBe(serialize(now.states[upTo]!));
    await a.connection.leave();
  });
});

describe('GameRoom rebuilding a game an earlier build recorded asking the players putting conspiracies in seat order', () => {
  it('11720b28 asked seats 0, 1, 2, 3 where seat 2 starts (now 2, 3, 0, 1, CR 101.4e): the room rebuilds the same game, its conspiracies with the ids that build gave', async () => {
    const record = JSON.parse(readFileSync(new globalThis.URL('../../fixtures/records-old-builds/11720b28-conspiracy-seat-order.replay.json', import.meta.url), 'utf8')) as GameReplay;
    // the start of the game and the mulligans
    const actions = record.actions.slice(0, 12);
    expect(actions.filter((a) => a.type === 'finishConspiracies').map((a) => a.player)).toEqual([0, 1, 2, 3]);
    const gameId = newGameId();
    const room = { bots: [], clockSeconds: null, reconnectSeconds: 0, emptySeatSeconds: 600, botDelayMs: 0 };
    await matchMaker.presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 1, kind: 'game', options: record.options, room }));
    for (const [i, action] of actions.entries()) await matchMaker.presence.hset(recordKey(gameId), String(i), JSON.stringify(action));
    const a = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'A' }, () => false);
    await until(() => a.views.length > 0, 'the view');
    expect(a.views[0]!.actionCount).toBe(actions.length);
    const rebuilt = serverRoom(a.connection.room.roomId).current;
    expect(rebuilt.turn.step).not.toBe('pregame');
    const first = createGame(record.options).objects.length;
    expect(rebuilt.command).toEqual([first, first + 1]);
    expect(rebuilt.command.map((id) => rebuilt.objects[id]!.owner)).toEqual([1, 3]);
    expect(serialize(rebuilt)).toBe(serialize([...replay({ ...record, actions })].at(-1)!));
    await a.connection.leave();
  });
});

describe('GameRoom rebuilding a game an earlier build recorded asking Backup Plan\'s hands in seat order', () => {
  it('e51a545c asked seat 0\'s hand before seat 3\'s where seat 2 starts (now 3, then 0, CR 101.4e, 315.5a): the room rebuilds the same game', async () => {
    const record = JSON.parse(readFileSync(new globalThis.URL('../../fixtures/records-old-builds/e51a545c-backup-plan-seat-order.replay.json', import.meta.url), 'utf8')) as GameReplay;
    // the start of the game and the mulligans
    const actions = record.actions.slice(0, 12);
    expect(actions.filter((a) => a.type === 'keepHand').map((a) => a.player)).toEqual([0, 3]);
    const gameId = newGameId();
    const room = { bots: [], clockSeconds: null, reconnectSeconds: 0, emptySeatSeconds: 600, botDelayMs: 0 };
    await matchMaker.presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 1, kind: 'game', options: record.options, room }));
    for (const [i, action] of actions.entries()) await matchMaker.presence.hset(recordKey(gameId), String(i), JSON.stringify(action));
    const a = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'P0' }, () => false);
    await until(() => a.views.length > 0, 'the view');
    expect(a.views[0]!.actionCount).toBe(actions.length);
    const rebuilt = serverRoom(a.connection.room.roomId).current;
    expect(rebuilt.turn.step).not.toBe('pregame');
    expect(rebuilt.conspiracyDraft?.seatOrder).toBe(true);
    expect(logOf(rebuilt).filter((e) => e.type === 'keepHand').map((e) => e.player)).toEqual([0, 3]);
    expect(serialize(rebuilt)).toBe(serialize([...replay({ ...record, actions })].at(-1)!));
    await a.connection.leave();
  });
});

describe('record versions', () => {
  it('a new game\'s record says its version; a record of a later version is refused on rebuilding, saying so, and left as it is', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: twoPlayers } });
    await until(() => ana.views.length > 0, 'the view');
    expect(JSON.parse((await matchMaker.presence.hget(recordKey(gameId), 'setup'))!)).toEqual({ version: 2, kind: 'game' });
    expect((await loadRecord(matchMaker.presence, gameId))!.setup).toMatchObject({ version: 2, kind: 'game', options: twoPlayers });
    await ana.connection.leave();
    const later = newGameId();
    const setup = JSON.stringify({ version: 3, kind: 'game', options: twoPlayers, room: { bots: [], clockSeconds: null, reconnectSeconds: 0, emptySeatSeconds: 60, botDelayMs: 0 }, more: 'a field of version 3' });
    await matchMaker.presence.hset(recordKey(later), 'setup', setup);
    await expect(new Client(URL).joinOrCreate(GAME_ROOM, { gameId: later, name: 'Ana' })).rejects.toThrow(`the record of game ${later} is of version 3, saved by a later paliano: this paliano reads records of versions 1 to 2`);
    expect(await matchMaker.presence.hgetall(recordKey(later))).toEqual({ setup });
  });
});

describe('seeds drawn on the server', () => {
  it('a game or draft created without a seed gets a 128-bit one drawn on the server, kept in its record so that it replays, another for each table', async () => {
    const { seed: _given, ...seedless } = twoPlayers;
    const seeds: unknown[] = [];
    const libraries: string[] = [];
    for (let i = 0; i < 2; i++) {
      const gameId = newGameId();
      const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: seedless } });
      await until(() => ana.views.length > 0, 'the view');
      const record = await savedReplay(matchMaker.presence, gameId);
      const seed = record!.options.seed;
      expect(Array.isArray(seed) && seed.length === 4).toBe(true);
      seeds.push(seed);
      const state = serverRoom(ana.connection.room.roomId).current;
      libraries.push(state.players[0]!.library.map((id) => state.objects[id]!.card).join(','));
      // the record replays to the game the room plays
      expect([...replay(record!)].at(-1)!.rng).toEqual(state.rng);
      await ana.connection.leave();
    }
    expect(seeds[0]).not.toEqual(seeds[1]);
    expect(libraries[0]).not.toBe(libraries[1]);
    const draftId = newGameId();
    const drafter = await new Client(URL).joinOrCreate(DRAFT_ROOM, { gameId: draftId, name: 'Ana', draft: { drafters: ['Ana', 'Ben', 'Cy'], boosters: 'CN2' }, bots: [1, 2] });
    const draftSeed = (await loadRecord(matchMaker.presence, draftId))!.setup.options as { seed?: unknown };
    expect(Array.isArray(draftSeed.seed) && draftSeed.seed.length === 4).toBe(true);
    await drafter.leave();
  });
});

describe('DraftRoom', () => {
  it('gives a draft of a number of drafters (createDraft takes one) a seat each: without names, only bots may play them', async () => {
    const gameId = newGameId();
    // unnamed seats nobody could join: refused as such, and nothing saved (it threw a TypeError after saving the record)
    await expect(new Client(URL).joinOrCreate(DRAFT_ROOM, { gameId, draft: { drafters: 3, seed: 1, rounds: 1 } })).rejects.toThrow(/every seat not played by a bot needs a name of its own/);
    expect(await loadRecord(matchMaker.presence, gameId)).toBeNull();
    await expect(new Client(URL).joinOrCreate(DRAFT_ROOM, { gameId, draft: { drafters: 3, seed: 1, rounds: 1 }, bots: [3] })).rejects.toThrow(/bots is a list of seats, from 0 to 2/);
    // the game id is free: a draft of bots in its three seats runs to its end
    const watcher = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId, create: { draft: { drafters: 3, seed: 1, rounds: 1 }, bots: [0, 1, 2] } });
    await untilDone(() => watcher.last()?.over === true, () => watcher.views.length, 'the end of the draft');
    expect(watcher.last()!.names).toEqual([null, null, null]);
    expect(watcher.last()!.botSeats).toEqual([0, 1, 2]);
    await watcher.connection.leave();
  });

  it("takes a pick naming a state other drafters have picked since (each decides on their own pack), and refuses one its drafter has picked since as stale", async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId, name: 'Ana', create: { draft: { drafters: ['Ana', 'Ben', 'Cy'], seed: 2, rounds: 1 }, bots: [1, 2] } });
    await until(() => ana.views.length > 0, "Ana's first view");
    // Ana's pick from her first pack, which she holds from the start (after 0 actions) until she picks
    const pick = ana.views[0]!.actions[0]!;
    const room = serverRoom(ana.connection.room.roomId);
    // the bots pick from their first packs at once, while Ana thinks
    await until(() => room.actionCount >= 2, 'the bots picking');
    ana.connection.send(pick, { actionCount: 0 });
    ana.connection.send(pick, { actionCount: 0 });
    await until(() => ana.errors.length > 0, 'the refusal');
    expect(ana.errors.map((e) => e.code)).toEqual(['stale']);
    const saved = (await savedDraft(matchMaker.presence, gameId))!;
    expect(saved.actions.filter((a) => a.seat === 0)).toEqual([plain(pick)]);
    await ana.connection.leave();
  });

  it("905.1a: refuses a pick a drafter sends for another drafter's seat, from the pack that drafter holds, and changes nothing", async () => {
    const gameId = newGameId();
    const draft = { drafters: ['Ana', 'Ben', 'Cy'], seed: 4, rounds: 1 };
    const ana = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId, name: 'Ana', create: { draft, bots: [2] } });
    const ben = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId, name: 'Ben' });
    await until(() => ana.views.length > 0 && ben.views.length > 0, 'first views');
    const room = serverRoom(ana.connection.room.roomId);
    await until(() => room.actionCount === 1, "the bot's pick");
    const before = serializeDraft(room.current as unknown as ReadonlyDraftState);
    // a pick Ben may make now, sent by Ana
    ana.connection.send(ben.last()!.actions[0]!);
    await until(() => ana.errors.length > 0 || room.actionCount > 1, 'the answer');
    expect(ana.errors.map((e) => e.code)).toEqual(['notYourSeat']);
    expect(serializeDraft(room.current as unknown as ReadonlyDraftState)).toBe(before);
    expect((await savedDraft(matchMaker.presence, gameId))!.actions.filter((a) => a.seat !== 2)).toEqual([]);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('905.1a: runs no clock for a drafter who has picked and waits for the next pack, only while they hold one', async () => {
    const gameId = newGameId();
    const draft = { drafters: ['Ana', 'Ben', 'Cy'], seed: 4, rounds: 1 };
    // the bots take their time, so that Ana waits for the pack passed to her
    const ana = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId, name: 'Ana', create: { draft, bots: [1, 2], clockSeconds: 60, botDelayMs: 3000 } }, (m) => m.actionCount === 0);
    await until(() => ana.views.some((m) => m.actionCount > 0 && m.actions.length === 0), 'Ana waiting for a pack');
    expect(ana.views[0]!.deadline).not.toBeNull();
    for (const m of ana.views) if (m.actions.length === 0) expect(m.deadline).toBeNull();
    await ana.connection.leave();
  });

  it('runs a draft with bots in the empty seats, each drafter seeing only their own picks and pack', async () => {
    const gameId = newGameId();
    const options = { drafters: ['Ana', 'Bot one', 'Bot two'], seed: 'room draft', rounds: 1 };
    const ana = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId, name: 'Ana', create: { draft: options, bots: [1, 2] } }, () => true);
    const watcher = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId });
    await untilDone(() => ana.last()?.over === true && watcher.last()?.over === true, () => ana.views.length + watcher.views.length, 'the end of the draft');
    const saved = await savedDraft(matchMaker.presence, gameId);
    const states: ReadonlyDraftState[] = [createDraft(saved!.options)];
    for (const action of saved!.actions) states.push(applyDraft(states[states.length - 1]!, action));
    expect(states[states.length - 1]!.phase).toBe('complete');
    for (const [seat, player] of [[0, ana], ['spectator', watcher]] as const) {
      for (const m of player.views) {
        expect(m.view).toEqual(plain(draftView(states[m.actionCount]!, seat)));
        for (const other of (m.view as unknown as ReturnType<typeof draftView>).others) expect(other).not.toHaveProperty('pile');
      }
    }
    expect(ana.last()!.view).toMatchObject({ pile: expect.arrayContaining([expect.objectContaining({ name: expect.any(String) })]) });
    await Promise.all([ana, watcher].map((p) => p.connection.leave()));
  });

  it('rebuilds a record whose options have fields createDraft then ignored and now refuses, ignoring them again (savedDraft leaves them out)', async () => {
    const gameId = newGameId();
    const options = { drafters: ['Ana', 'Ben', 'Cy'], seed: 'old draft', rounds: 1, boosters: 'CNS' as const };
    const sloppy = { ...options, foil: true };
    expect(() => createDraft(sloppy as never)).toThrow(/has no field "foil": did you mean foils\?/);
    await expect(new Client(URL).joinOrCreate(DRAFT_ROOM, { gameId: newGameId(), name: 'Ana', draft: sloppy })).rejects.toThrow(/has no field "foil"/);
    const created = createDraft(options);
    const first = legalPicks(created, 1)[0]!;
    const room = { bots: [], clockSeconds: null, reconnectSeconds: 0, emptySeatSeconds: 600, botDelayMs: 0 };
    await matchMaker.presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 1, kind: 'draft', options: sloppy, room }));
    await matchMaker.presence.hset(recordKey(gameId), '0', JSON.stringify(first));
    const ana = await seatPlayer(new Client(URL), DRAFT_ROOM, { gameId, name: 'Ana' });
    await until(() => ana.views.length > 0, 'the view');
    expect(serializeDraft(serverRoom(ana.connection.room.roomId).current as never)).toBe(serializeDraft(applyDraft(created, first)));
    expect((await savedDraft(matchMaker.presence, gameId))!.options).toEqual(options);
    await ana.connection.leave();
  });
});
