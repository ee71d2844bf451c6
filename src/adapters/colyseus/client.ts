/**
 * The client side of the table rooms, for colyseus.js: joins a game by its id and seat name and,
 * when the connection is lost, joins it again — the same room if its process still runs
 * (`reconnect`), else by game id on any server given, where the room is rebuilt from its record.
 *
 * @module
 */
import type { Client, Room } from 'colyseus.js';
import type { TableErrorMessage, TableJoinOptions, TableStateReference, TableViewMessage } from './messages.js';

export type { TableErrorMessage, TableJoinOptions, TableStateReference, TableViewMessage } from './messages.js';

/**
 * The close code a room leaves its clients with when they should join the game again by its id: its
 * server is shutting down, or another room has taken the game over.
 */
export const REJOIN_CLOSE_CODE = 4100;

/** Close codes after which a table connection does not join again: a normal close, a consented leave. */
const FINAL_CLOSE_CODES = new Set([1000, 4000]);

/** What a table connection calls. */
export interface TableHandlers<V = unknown, A = unknown> {
  /** A view: the first after every join is whole (`delta: false`). */
  onView(message: TableViewMessage<V, A>): void;
  /** The room refused a message (the game is unchanged). */
  onError?(message: TableErrorMessage): void;
  /** The connection was lost and the table joined again in `room`. */
  onRejoin?(room: Room): void;
  /** The connection ended for good (left, or every attempt to join again failed). */
  onClose?(code: number): void;
}

/** Options of {@link joinTable}. */
export interface JoinTableOptions extends TableJoinOptions {
  /** The game to join (required: the helper joins it again by this id). */
  gameId: string;
  /** Options to create the room with when it does not exist (e.g. `game` or `draft`, `bots`, `clockSeconds`). */
  create?: Record<string, unknown>;
  /** Attempts to join again after a lost connection, each server in turn (20 by default). */
  attempts?: number;
  /** Milliseconds between attempts (500 by default). */
  retryDelayMs?: number;
}

/** Options of {@link TableConnection.send} and {@link TableConnection.sendMessage}. */
export interface SendOptions {
  /**
   * The state the action was chosen in ({@link TableStateReference}): by default the `actionCount`
   * of the latest view received, so that the room refuses as `stale` an action sent twice or chosen
   * before the seat's decision changed; null to send none (the room then does not check it).
   */
  actionCount?: number | null;
}

/** A seat or a spectator at a table, joined again whenever the connection is lost. */
export interface TableConnection<A = unknown> {
  /** The room joined now (a new one after a rejoin). */
  readonly room: Room;
  /** Sends an action for the seat held, naming the state it was chosen in (the latest view's by default). */
  send(action: A, options?: SendOptions): void;
  /**
   * Sends a message of the room's own that acts for the seat held (a game of Async Mental Magic's
   * `turnOver`, `peek`, `direct`, `specify`) with its payload's fields, naming the state it was
   * chosen in as {@link send} does.
   */
  sendMessage(type: string, payload?: Record<string, unknown>, options?: SendOptions): void;
  /** Asks for the whole view again. */
  requestView(): void;
  /** Leaves for good. */
  leave(): Promise<void>;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Joins the table `gameId` in rooms named `roomName` (`paliano-game`, `paliano-draft`) through the
 * first of `clients` that answers (one per server of a cluster, or one behind a load balancer), and
 * keeps it joined: after a lost connection it reconnects to the same room, or joins the game by its
 * id through any of `clients`, which recreates the room from its saved record.
 */
export async function joinTable<V = unknown, A = unknown>(
  clients: Client | readonly Client[], roomName: string, options: JoinTableOptions, handlers: TableHandlers<V, A>,
): Promise<TableConnection<A>> {
  const servers = Array.isArray(clients) ? clients : [clients as Client];
  if (servers.length === 0) throw new Error('joinTable needs at least one client');
  const join = { gameId: options.gameId, ...(options.name === undefined ? {} : { name: options.name }), ...(options.delta ? { delta: true } : {}) };
  const attempts = options.attempts ?? 20;
  const delay = options.retryDelayMs ?? 500;
  let left = false;
  let next = 0;
  /** The `actionCount` of the latest view received, or null before the first. */
  let seen: number | null = null;

  const attach = (room: Room): Room => {
    room.onMessage('view', (message: TableViewMessage<V, A>) => {
      seen = message.actionCount;
      handlers.onView(message);
    });
    room.onMessage('error', (message: TableErrorMessage) => handlers.onError?.(message));
    room.onLeave((code: number) => {
      if (left || FINAL_CLOSE_CODES.has(code)) {
        handlers.onClose?.(code);
        return;
      }
      void rejoin(room, code);
    });
    room.send('view');
    return room;
  };

  const rejoin = async (lost: Room, code: number): Promise<void> => {
    for (let attempt = 0; attempt < attempts && !left; attempt++) {
      const server = servers[next % servers.length] as Client;
      try {
        const room = attempt === 0 && code !== REJOIN_CLOSE_CODE
          ? await server.reconnect(lost.reconnectionToken)
          : await server.joinOrCreate(roomName, join);
        connection.room = attach(room);
        handlers.onRejoin?.(room);
        return;
      } catch {
        next++;
        await sleep(delay);
      }
    }
    handlers.onClose?.(code);
  };

  let first: Room | null = null;
  let lastError: unknown;
  for (let i = 0; i < servers.length && !first; i++) {
    try {
      first = await (servers[i] as Client).joinOrCreate(roomName, { ...options.create, ...join });
      next = i;
    } catch (e) {
      lastError = e;
    }
  }
  if (!first) throw lastError;
  /** A message's payload with the state reference `options` ask for (an object payload only: another is sent as it is). */
  const referenced = (payload: unknown, options: SendOptions): unknown => {
    const actionCount = options.actionCount === undefined ? seen : options.actionCount;
    if (actionCount === null || typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    return { ...payload, actionCount } satisfies TableStateReference;
  };
  const connection = {
    room: first,
    send: (action: A, options: SendOptions = {}) => connection.room.send('action', referenced(action, options)),
    sendMessage: (type: string, payload: Record<string, unknown> = {}, options: SendOptions = {}) => connection.room.send(type, referenced(payload, options)),
    requestView: () => connection.room.send('view'),
    leave: async () => {
      left = true;
      await connection.room.leave(true);
    },
  };
  attach(first);
  return connection;
}
