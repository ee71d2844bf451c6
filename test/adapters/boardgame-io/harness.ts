/**
 * A boardgame.io server on localhost and socket clients for the adapter's tests: the server on a free
 * port with the lobby API on another, every state the server stores kept by its state id, and each
 * client keeping every state it receives.
 */
import { createServer } from 'node:net';
import { vi } from 'vitest';
import type { Game, LogEntry, State, StorageAPI } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Origins, Server } from 'boardgame.io/server';
import { DECIDING_STAGE, WAITING_STAGE, withPublicInitialState } from '../../../src/adapters/boardgame-io/index.js';

/**
 * How long a test waits for something the server does in answer to one message: long, since a
 * loaded machine (two cores shared by several test runs) may take many seconds, and a wait ends as
 * soon as what it waits for happens.
 */
export const PATIENCE = 120_000;

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A running server, the states it stored by state id, and a lobby client for it. */
export interface TestServer {
  readonly port: number;
  readonly lobby: LobbyClient;
  /** Every state the server stored after a move, by `_stateID`. */
  readonly stored: Map<number, State>;
  /** The state of a match as the server holds it now. */
  current(matchID: string): State;
  /** The initial state as the server's own storage keeps it (not filtered). */
  initial(matchID: string): State;
  stop(): void;
}

/**
 * Starts boardgame.io's `Server` for `games` on free ports of localhost, its storage wrapped by
 * `withPublicInitialState` (and by a recorder of every state stored). The lobby API runs on a port of
 * its own: with koa-compose 4.2, routes added after the socket transport made the server's request
 * handler are not seen on the game port.
 */
export async function startServer(games: Game[]): Promise<TestServer> {
  const server = Server({ games, origins: [Origins.LOCALHOST] });
  const raw = server.db as StorageAPI.Sync;
  const stored = new Map<number, State>();
  const filtered = withPublicInitialState(raw, games);
  server.app.context.db = new Proxy(filtered, {
    get(target, property) {
      if (property === 'setState') {
        return (matchID: string, state: State, deltalog?: unknown) => {
          stored.set(state._stateID, state);
          return (target.setState as (id: string, s: State, d?: unknown) => void)(matchID, state, deltalog);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const apiPort = await freePort();
  const running = await server.run({ port: 0, lobbyConfig: { apiPort } });
  const address = running.appServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    lobby: new LobbyClient({ server: `http://localhost:${apiPort}` }),
    stored,
    current: (matchID) => raw.fetch(matchID, { state: true }).state,
    initial: (matchID) => raw.fetch(matchID, { initialState: true }).initialState,
    stop: () => server.kill(running),
  };
}

/** One state a client received, as its subscribers saw it. */
export interface Received {
  readonly stateID: number;
  readonly state: State;
}

/** One message the server sent a client over its socket, as it arrived: the event's name and arguments. */
export interface SocketMessage {
  readonly event: string;
  readonly args: readonly unknown[];
}

/** A socket client of one seat (or a spectator), the states it received and what it sent. */
export interface Seat {
  readonly playerID: string | null;
  readonly client: ReturnType<typeof Client>;
  readonly received: Received[];
  /** Every message the server sent the client over its socket (sync, update, patch, matchData, chat). */
  readonly messages: SocketMessage[];
}

/**
 * Joins `numPlayers` seats of a match through the lobby (each gets its credentials) and a spectator,
 * and connects a socket client for each. `act` is called (outside boardgame.io's dispatch) with every
 * new state a seat receives and returns the action to send, or null.
 */
export async function connectSeats(
  server: TestServer,
  game: Game,
  matchID: string,
  numPlayers: number,
  act: (playerID: string, state: State) => unknown,
): Promise<Seat[]> {
  const seats: Seat[] = [];
  // the bots start once every client has its first state, so that each sees the game from its start
  let everyoneSynced = false;
  const pokes: (() => void)[] = [];
  for (let i = 0; i <= numPlayers; i++) {
    const playerID = i < numPlayers ? String(i) : null;
    const credentials = playerID === null ? undefined : (await server.lobby.joinMatch(game.name as string, matchID, { playerID, playerName: `Player ${i + 1}` })).playerCredentials;
    const client = Client({
      game,
      numPlayers,
      matchID,
      ...(playerID === null ? {} : { playerID, credentials }),
      multiplayer: SocketIO({ server: `localhost:${server.port}` }),
    });
    const seat: Seat = { playerID, client, received: [], messages: [] };
    // a seat's move is on its way until boardgame.io's log shows it applied, or the seat is offered
    // something else (its move was refused: in a draft another drafter's pick may come first)
    const ownMoves = (state: State): number => ((state as { log?: LogEntry[] }).log ?? []).filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.playerID === playerID).length;
    let sent: { moves: number; offer: string } | null = null;
    const decide = (state: State): void => {
      if (!everyoneSynced || playerID === null || state.ctx.gameover !== undefined) return;
      // a game's waiting seats are active only to concede or change their stops; a draft's active drafters pick
      const stage = state.ctx.activePlayers?.[playerID];
      if (stage === undefined || stage === WAITING_STAGE) return;
      const offer = JSON.stringify((state.G as { actions?: unknown }).actions);
      const moves = ownMoves(state);
      if (sent !== null && sent.moves === moves && sent.offer === offer) return;
      const action = act(playerID, state);
      if (action === null) return;
      sent = { moves, offer };
      setImmediate(() => client.moves.act?.(action));
    };
    client.subscribe((state) => {
      if (!state) return;
      const previous = seat.received[seat.received.length - 1];
      if (previous?.stateID !== state._stateID) seat.received.push({ stateID: state._stateID, state: structuredClone(state) });
      decide(state);
    });
    pokes.push(() => {
      const state = client.getState();
      if (state) decide(state);
    });
    client.start();
    // the transport made its socket as the client started; nothing has arrived on it yet
    const socket = (client as unknown as { transport: { socket: { onAny(listener: (event: string, ...args: unknown[]) => void): void } } }).transport.socket;
    socket.onAny((event, ...args) => seat.messages.push({ event, args: structuredClone(args) }));
    seats.push(seat);
  }
  await until(() => seats.every((s) => s.received.length > 0), PATIENCE, 'every client to sync');
  everyoneSynced = true;
  for (const poke of pokes) poke();
  return seats;
}

/** Resolves once every client has received a state with `ctx.gameover` set, or rejects after `ms`. */
export function gameOver(seats: readonly Seat[], ms: number): Promise<void> {
  return until(() => seats.every((s) => s.received.some((r) => r.state.ctx.gameover !== undefined)), ms, 'the game to end on every client');
}

/** Resolves when `done()` holds, polling, or rejects after `ms` naming `what`. */
export function until(done: () => boolean, ms: number, what: string): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const poll = (): void => {
      if (done()) resolve();
      else if (Date.now() - start > ms) reject(new Error(`timed out waiting for ${what}`));
      else setTimeout(poll, 5);
    };
    poll();
  });
}

/** The server's error lines, silenced, with a wait for the next one saying something. */
export interface ServerErrors {
  /** Every line logged so far, its arguments joined. */
  readonly lines: readonly string[];
  /**
   * Resolves as the server logs a line whose message (the argument after boardgame.io's "ERROR:")
   * includes `text`, or rejects after `ms` naming it. Call it before sending what should cause it.
   */
  next(text: string, ms?: number): Promise<void>;
  /** Gives `console.error` back. */
  restore(): void;
}

/** Silences `console.error`, where boardgame.io's server logs a refused move, and watches its lines. */
export function watchServerErrors(): ServerErrors {
  const lines: string[] = [];
  const waiting = new Set<(message: string) => void>();
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
    for (const heard of [...waiting]) heard(String(args[1]));
  });
  return {
    lines,
    next: (text, ms = PATIENCE) => new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(heard);
        reject(new Error(`timed out after ${ms} ms waiting for the server to log "${text}"`));
      }, ms);
      const heard = (message: string): void => {
        if (!message.includes(text)) return;
        clearTimeout(timer);
        waiting.delete(heard);
        resolve();
      };
      waiting.add(heard);
    }),
    restore: () => spy.mockRestore(),
  };
}

/** The seats in the deciding stage of a game's active players: the one the engine waits for. */
export function decidingSeats(activePlayers: Record<string, string | null> | null | undefined): string[] {
  return Object.entries(activePlayers ?? {}).filter(([, stage]) => stage === DECIDING_STAGE).map(([seat]) => seat);
}
