/**
 * The Colyseus game room's messages for Async Mental Magic's control of the turn (AMM 7–9):
 * `turnOver`, `peek`, `direct` and `specify`, each performed for the sender's seat with the variant's
 * own functions, refused with an `error` message and nothing changed when the rules or the payload
 * say no, saved in the record with the other actions (a rebuilt room has them), and a peeked card in
 * its owner's view alone.
 */
import { matchMaker } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineTableRooms, GAME_ROOM, recordKey, savedReplay } from '../../../src/adapters/colyseus/index.js';
import { createMentalMagicGame, legalActions, replay, serialize, turnOverAfterPeek, view, type GameView, type ReadonlyGameState } from '../../../src/index.js';
import { bootTestServer, freePorts, seatPlayer, until, type Player } from './helpers.js';

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

let games = 0;
const newGameId = (): string => `amm-control-test-${process.pid}-${Date.now()}-${games++}`;
const amm = { format: 'mental-magic', names: ['Ana', 'Ben'], seed: 11, startingPlayer: 0 } as const;
const plain = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const serverState = (roomId: string): ReadonlyGameState => (colyseus.getRoomById(roomId) as unknown as { current: ReadonlyGameState }).current;
const peeks = (v: GameView) => v.log.filter((e) => e.type === 'peek');
const mentalMagic = (v: GameView) => (v.formatData as { mentalMagic: { specs: Record<string, string[]>; directions: Record<string, string[]>; control: number; cards: Record<string, { owner: number }> } }).mentalMagic;

/** Sends a message and waits for the error it is answered with. */
async function refusedWith(player: Player, type: string, payload?: unknown): Promise<{ code: string; message: string; rule?: string }> {
  const errors = player.errors.length;
  player.connection.room.send(type, payload);
  await until(() => player.errors.length > errors, `the refusal of ${type}`);
  return player.errors[errors]!;
}

/** Sends a message and waits for the view after the action it stands for. */
async function accepted(player: Player, type: string, payload?: unknown): Promise<GameView> {
  const count = player.last()!.actionCount;
  const errors = player.errors.length;
  player.connection.room.send(type, payload);
  await until(() => player.last()!.actionCount > count || player.errors.length > errors, `the view after ${type}`);
  expect(player.errors.slice(errors)).toEqual([]);
  return player.last()!.view;
}

describe('GameRoom: Async Mental Magic control of the turn (AMM 7–9)', () => {
  it('takes turnOver, peek, direct and specify from the seats, shows a peeked card to its owner alone, refuses bad ones with nothing changed, and keeps them in the record a rebuilt room plays', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: amm } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    const watcher = await seatPlayer(new Client(URL), GAME_ROOM, { gameId });
    await until(() => [ana, ben, watcher].every((p) => p.views.length > 0), 'the first views');
    expect(ana.last()!.actions.length).toBeGreaterThan(0);
    const roomId = ana.connection.room.roomId;

    // refused: the player without control, a spectator, a payload of the wrong kind, another seat's, a card of no game
    expect(await refusedWith(ben, 'peek')).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    expect(await refusedWith(ben, 'turnOver')).toMatchObject({ code: 'illegal', rule: 'AMM 7' });
    expect(await refusedWith(watcher, 'turnOver')).toMatchObject({ code: 'spectator' });
    expect(await refusedWith(ana, 'direct', 'a000 a100')).toMatchObject({ code: 'malformed', rule: 'AMM 8f' });
    // a payload of no fields is no peek of none: refused, not taken for an empty one
    expect(await refusedWith(ana, 'peek', 7)).toMatchObject({ code: 'malformed', rule: 'AMM 9' });
    expect(await refusedWith(ana, 'direct', { attacker: '__proto__', blockers: [] })).toMatchObject({ code: 'malformed', rule: 'AMM 8f' });
    expect(await refusedWith(ana, 'direct', { attacker: 'a999', blockers: [] })).toMatchObject({ code: 'illegal', message: expect.stringMatching(/no card a999/) });
    expect(await refusedWith(ana, 'direct', { player: 1, attacker: 'a000', blockers: [] })).toMatchObject({ code: 'notYourSeat' });
    expect(await refusedWith(ana, 'specify', { card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SOMETIMES'] })).toMatchObject({ code: 'malformed', rule: 'AMM 8' });
    expect(await refusedWith(ana, 'peek', { extra: true })).toMatchObject({ code: 'malformed', message: expect.stringMatching(/no field "extra"/) });
    expect(ana.last()!.actionCount).toBe(0);
    const { format: _format, ...own } = amm;
    expect(serialize(serverState(roomId))).toBe(serialize(createMentalMagicGame(own)));

    // specifications (any seat) and directions: public (AMM 8g)
    await accepted(ben, 'specify', { card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'] });
    const [attacker, blocker] = Object.keys(mentalMagic(ana.last()!.view).cards);
    await accepted(ana, 'direct', { attacker, blockers: [blocker] });
    await until(() => watcher.last()!.actionCount === 2, 'the spectator\'s view');
    expect(mentalMagic(watcher.last()!.view).specs).toEqual({ '1|Doomed Traveler|triggered 1': ['SELF'] });
    expect(mentalMagic(watcher.last()!.view).directions).toEqual({ [attacker!]: [blocker] });

    // peek, after the specifications and directions (AMM 9): the card is in Ana's view only
    const seen = await accepted(ana, 'peek');
    await until(() => ben.last()!.actionCount === 3 && watcher.last()!.actionCount === 3, 'the others\' views');
    const [peeked] = peeks(seen);
    expect(peeked).toMatchObject({ rule: 'AMM 9', player: 0, card: expect.stringMatching(/\S/), detail: expect.stringMatching(/^a1\d+$/) });
    for (const other of [ben, watcher]) {
      expect(peeks(other.last()!.view)).toHaveLength(1);
      expect(peeks(other.last()!.view)[0]).not.toHaveProperty('card');
      expect(peeks(other.last()!.view)[0]).not.toHaveProperty('detail');
    }
    // AMM 9: the peek is the last thing before turnOver, all that Ana is offered now; anything else is refused
    expect(ana.last()!.actions).toEqual([{ type: 'turnOver', player: 0 }]);
    expect(await refusedWith(ana, 'action', { type: 'pass', player: 0 })).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    expect(await refusedWith(ana, 'direct', { attacker, blockers: [] })).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    expect(await refusedWith(ana, 'peek')).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    expect(ana.last()!.actionCount).toBe(3);

    // turnOver: the game runs on to Ben's turn, where he holds control
    const turn = seen.turn.number;
    await accepted(ana, 'turnOver');
    await until(() => ben.last()!.actionCount === 4, 'Ben\'s view');
    expect(ben.last()!.view.turn.number).toBeGreaterThan(turn);
    expect(ben.last()!.actions.length).toBeGreaterThan(0);
    expect(ana.last()!.actions).toEqual([]);

    // the record holds them, and replays to the room's game
    const record = (await savedReplay(matchMaker.presence, gameId))!;
    expect(record.actions).toEqual([
      { type: 'specify', player: 1, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'] },
      { type: 'direct', player: 0, attacker, blockers: [blocker] },
      { type: 'peek', player: 0 },
      { type: 'turnOver', player: 0 },
    ]);
    const end = [...replay(record)].at(-1)!;
    expect(serialize(serverState(roomId))).toBe(serialize(end));

    // a room rebuilt from the record: Ana still knows the card she peeked at
    const lastView = ana.last()!.view;
    await Promise.all([ana, ben, watcher].map((p) => p.connection.leave()));
    await until(() => colyseus.getRoomById(roomId) === undefined, 'the room to close');
    const again = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' });
    await until(() => again.views.length > 0, 'the rebuilt room\'s view');
    expect(again.connection.room.roomId).not.toBe(roomId);
    expect(again.views[0]!.view).toEqual(lastView);
    expect(again.views[0]!.view).toEqual(plain(view(end, 0)));
    expect(peeks(again.views[0]!.view)).toEqual([peeked]);
    await again.connection.leave();
  });

  it('runs the clock of a decision on through specify, direct and peek, which leave the decision as it was', async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: amm, clockSeconds: 600 } });
    await until(() => ana.views.length > 0, 'the first view');
    const deadline = ana.last()!.deadline;
    expect(deadline).not.toBeNull();
    await accepted(ana, 'specify', { card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'] });
    const [attacker] = Object.keys(mentalMagic(ana.last()!.view).cards);
    await accepted(ana, 'direct', { attacker, blockers: [] });
    await accepted(ana, 'peek');
    expect(ana.views.slice(1).map((m) => m.deadline)).toEqual([deadline, deadline, deadline]);
    await ana.connection.leave();
  });

  it("refuses as stale a control message naming a state its seat has acted since (a direction sent twice directs once), not one naming a state before another seat's specify", async () => {
    const gameId = newGameId();
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: amm } });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    await until(() => ana.views.length > 0 && ben.views.length > 0, 'the first views');
    const [attacker] = Object.keys(mentalMagic(ana.last()!.view).cards);
    ana.connection.sendMessage('direct', { attacker, blockers: [] });
    ana.connection.sendMessage('direct', { attacker, blockers: [] });
    await until(() => ana.errors.length > 0, 'the refusal');
    expect(ana.errors.map((e) => e.code)).toEqual(['stale']);
    await until(() => ana.last()!.actionCount === 1 && ben.last()!.actionCount === 1, 'the views after the direction');
    // Ben specifies (any seat, any time, AMM 8e) while Ana decides: her decision is as it was
    ben.connection.sendMessage('specify', { card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'] });
    await until(() => ana.last()!.actionCount === 2, 'the view after the specify');
    // Ana peeks last (AMM 9), naming the state before Ben's specify
    ana.connection.sendMessage('peek', undefined, { actionCount: 1 });
    await until(() => ana.last()!.actionCount === 3 || ana.errors.length > 1, 'the peek');
    expect(ana.errors.length).toBe(1);
    expect(ben.errors).toEqual([]);
    const record = (await savedReplay(matchMaker.presence, gameId))!;
    expect(record.actions.map((a) => a.type)).toEqual(['direct', 'specify', 'peek']);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('AMM 9: the bot turns over control for a seat that peeked when its clock runs out, so the game goes on', async () => {
    const gameId = newGameId();
    // the game's record after Ana peeked, with a clock of a second: the room rebuilt from it starts
    // her clock with the peek made (a peek sent to a new room races the clock the room starts as it
    // is made, and on a loaded machine came after the bot had decided for her)
    const room = { bots: [], clockSeconds: 1, reconnectSeconds: 30, emptySeatSeconds: 60, botDelayMs: 0 };
    const peek = { type: 'peek', player: 0 };
    await matchMaker.presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 1, kind: 'game', options: amm, room }));
    await matchMaker.presence.hset(recordKey(gameId), '0', JSON.stringify(peek));
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana' });
    const ben = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ben' });
    // nobody sends anything: the clock runs out and the bot takes the one action left, turnOver
    await until(() => (ana.last()?.actionCount ?? 0) >= 2 && (ben.last()?.actionCount ?? 0) >= 2, 'the timed-out decision');
    expect(ana.errors).toEqual([]);
    const record = (await savedReplay(matchMaker.presence, gameId))!;
    expect(record.actions).toEqual([peek, { type: 'turnOver', player: 0 }]);
    // having peeked, turning over control is all Ana may do (AMM 9): no engine action, and the one the
    // room offers her and the bot took for her
    const peeked = [...replay(record)][1]!;
    expect(legalActions(peeked)).toEqual([]);
    expect(turnOverAfterPeek(peeked, 0)).toEqual({ type: 'turnOver', player: 0 });
    for (const m of ana.views.filter((v) => v.actionCount === 1)) expect(m.actions).toEqual([{ type: 'turnOver', player: 0 }]);
    expect(ben.last()!.view.turn.active).toBe(1);
    await Promise.all([ana, ben].map((p) => p.connection.leave()));
  });

  it('refuses the control messages in a game of another format', async () => {
    const gameId = newGameId();
    const forests = Array(40).fill('Forest');
    const ana = await seatPlayer(new Client(URL), GAME_ROOM, { gameId, name: 'Ana', create: { game: { format: 'two-player', players: [{ name: 'Ana', deck: forests }, { name: 'Ben', deck: forests }], seed: 1 } } });
    await until(() => ana.views.length > 0, 'the first view');
    expect(await refusedWith(ana, 'turnOver')).toMatchObject({ code: 'illegal', message: expect.stringMatching(/action of Async Mental Magic/) });
    await ana.connection.leave();
  });
});
