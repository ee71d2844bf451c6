/** Helpers of the Colyseus room tests: players that answer every view, waiting, hidden ids, server processes of a cluster. */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { Client } from 'colyseus.js';
import type { RedisPresence } from '@colyseus/redis-presence';
import { joinTable, ownerKey, recordKey, type JoinTableOptions, type TableConnection, type TableErrorMessage, type TableViewMessage } from '../../../src/adapters/colyseus/index.js';
import type { Action, ReadonlyGameState, GameView } from '../../../src/index.js';

/**
 * `count` different TCP ports free now, chosen by the operating system, so that test files running
 * side by side never listen on the same port (a port derived from the process id can collide).
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers: Server[] = [];
  for (let i = 0; i < count; i++) {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    servers.push(server);
  }
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}

/**
 * `boot` of @colyseus/testing on `port`, its HTTP server keeping an idle connection a minute. The
 * test and its server share one process: a test that computes for seconds between two matchmaking
 * requests (replaying a game, making a record) blocks both ends of the connection the first left
 * idle, so the server's keep-alive timer (5 s, Node's default) and the client's (http.globalAgent:
 * the server's less a second, at most 5 s) both run out during it; the next request goes out on that
 * connection before either timer fires, and the server's, firing next, closes it under the request
 * (ECONNRESET). With a minute on the server's, the client's always closes the connection first.
 */
export async function bootTestServer(config: Parameters<typeof boot>[0], port?: number): Promise<ColyseusTestServer> {
  const colyseus = await boot(config, port);
  (colyseus.server.transport.server as HttpServer).keepAliveTimeout = 60_000;
  return colyseus;
}

/** Resolves once `check` holds (polled), or rejects after `ms` with `what`. */
export async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Resolves once `check` holds (polled), or rejects with `what` once `progress` (a count that grows
 * while the work goes on, such as the views received) has not grown for `idleMs`: a whole game takes
 * as long as the machine's load makes it (a bound on its whole time failed under load), and only one
 * that stopped going on fails here (the test's own timeout bounds the rest).
 */
export async function untilDone(check: () => boolean, progress: () => number, what: string, idleMs = 20_000): Promise<void> {
  let seen = progress();
  let idleSince = Date.now();
  while (!check()) {
    const now = progress();
    if (now !== seen) {
      seen = now;
      idleSince = Date.now();
    } else if (Date.now() - idleSince > idleMs) {
      throw new Error(`timed out waiting for ${what}: nothing happened for ${idleMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A client at a table, keeping every message it got; with `play`, it answers each view with its first legal action while `play` says so. */
export interface Player {
  readonly views: TableViewMessage<GameView, Action>[];
  readonly errors: TableErrorMessage[];
  rejoins: number;
  connection: TableConnection<Action>;
  /** The latest view message. */
  last(): TableViewMessage<GameView, Action> | undefined;
}

export async function seatPlayer(
  clients: Client | Client[], room: string, options: JoinTableOptions, play: (m: TableViewMessage<GameView, Action>) => boolean = () => false,
): Promise<Player> {
  const player: Player = {
    views: [], errors: [], rejoins: 0, connection: undefined as unknown as TableConnection<Action>,
    last: () => player.views[player.views.length - 1],
  };
  player.connection = await joinTable<GameView, Action>(clients, room, { retryDelayMs: 200, ...options }, {
    onView: (m) => {
      player.views.push(m);
      if (m.actions.length > 0 && play(m)) player.connection.send(m.actions[0]!);
    },
    onError: (e) => player.errors.push(e),
    onRejoin: () => {
      player.rejoins++;
    },
  });
  return player;
}

/** The ids of the objects a seat may not see: other players' hands and every library. */
export function hiddenIds(state: ReadonlyGameState, seat: number | 'spectator'): Set<number> {
  const ids = new Set<number>();
  state.players.forEach((p, i) => {
    for (const id of p.library) ids.add(id);
    if (i !== seat) for (const id of p.hand) ids.add(id);
  });
  return ids;
}

/** Every object id a message names (under `id`, `object` or `to`; a player's `id` is a seat), anywhere in it. */
export function namedIds(value: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) for (const v of value) namedIds(v, found);
  else if (typeof value === 'object' && value !== null) {
    const isPlayer = 'handCount' in value;
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'object' || k === 'to' || (k === 'id' && !isPlayer)) && typeof v === 'number') found.add(v);
      else namedIds(v, found);
    }
  }
  return found;
}

/** A server process of a cluster on one Redis (its keys under a prefix of the cluster's own, see redisOfOwnKeys). */
export interface ServerProcess {
  readonly child: ChildProcess;
  readonly port: number;
  /** Its Colyseus process id. */
  readonly processId: string;
  /** What it wrote to stderr so far (its rooms' errors), to show when a test fails. */
  errors(): string;
}

/**
 * Starts the server `script` (the example server, or one like it that prints `as process ID` once it
 * listens) on `port` in the cluster on `redis` (a URL of redisOfOwnKeys); resolves once it listens.
 * The caller kills it.
 */
export async function startClusterServer(script: string, port: number, redis: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), REDIS_URL: redis, PUBLIC_ADDRESS: `127.0.0.1:${port}`, COLYSEUS_PRESENCE_SHORT_TIMEOUT: '500' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => {
    errors += d.toString();
  });
  const processId = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const found = /as process (\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
    child.on('exit', (code) => reject(new Error(`the server on ${port} exited (${code}): ${errors}`)));
  });
  return { child, port, processId, errors: () => errors };
}

/**
 * Forgets a test game's record and the Colyseus bookkeeping of the test's cluster (a killed process
 * leaves its own behind), then shuts the presence down: `presence` is on the cluster's keys
 * (redisOfOwnKeys), so no other cluster's are touched.
 */
export async function cleanUp(presence: RedisPresence, gameId: string): Promise<void> {
  for (const key of [recordKey(gameId), ownerKey(gameId), 'roomcount', 'roomcaches', 'colyseus:nodes']) await presence.del(key);
  presence.shutdown();
}
