/**
 * The Colyseus room both table rooms share (docs/colyseus.md): seats reserved by name — taken by
 * the identity Colyseus's `onAuth` authenticated when the room's class overrides it, by the name a
 * client claims otherwise — spectators, reconnection within a grace period, bots for the seats
 * nobody holds, a clock per decision, every action saved in the presence before anyone sees it, and
 * a room rebuilt from that record when a game id it does not hold is joined again (scale-out: the
 * process that held it died).
 *
 * @module
 */
import { ErrorCode, LocalPresence, Room, ServerError, type Client, type Delayed, type Deferred } from '@colyseus/core';
import { RulesError } from '../../engine/errors.js';
import { seedRng } from '../../state/rng.js';
import { secretSeed } from '../secret-seed.js';
import type { RngState } from '../../state/types.js';
import { keepRecord, loadRecord, ownerChannel, ownerKey, RECORD_VERSION, saveAction, saveBase, takeRecord, type SavedRoomOptions, type TableRecord, type TableSetup } from './records.js';
import { REJOIN_CLOSE_CODE } from './client.js';
import type { TableErrorMessage, TableJoinOptions, TableStateReference, TableViewMessage } from './messages.js';
import { rebuildTable, type Table } from './tables.js';
import { quoted } from '../../engine/quote.js';

/** The options a room is created with (the first client's join options; see docs/colyseus.md). */
export interface TableRoomOptions {
  /** The game's id: the key of its saved record. A new id is made when it is absent. */
  gameId?: string;
  /** Seats played by bots from the start (0-based, each a seat of the game). */
  bots?: number[];
  /** Seconds a seat has to decide, or absent for no clock. When it runs out the engine's bot decides for the seat. */
  clockSeconds?: number;
  /** Seconds a player who lost the connection has to reconnect to the same room (30 by default; at most 2147483, the longest Node.js timer). */
  reconnectSeconds?: number;
  /** Seconds a seat nobody holds is waited for before a bot plays it (60 by default; 0: at once). */
  emptySeatSeconds?: number;
  /** Milliseconds a bot waits before it acts (0 by default), so that people can follow a game. */
  botDelayMs?: number;
  /** Seconds a saved record is kept once its room is gone (an open room renews it; 7 days by default): a whole number of at least 1, at most 2147483 with `LocalPresence`. */
  recordSeconds?: number;
}

interface SeatHolder {
  readonly name: string | null;
  /** Played by a bot from the start. */
  readonly bot: boolean;
  client: Client | null;
  /** A bot plays the seat because nobody has held it for `emptySeatSeconds`. */
  botPlays: boolean;
  emptyTimer: Delayed | null;
  reconnection: Deferred<Client> | null;
}

interface Watcher {
  readonly client: Client;
  readonly seat: number | 'spectator';
  readonly delta: boolean;
  /** The log length of the last view sent, or null before the client asked for its first. */
  sentLog: number | null;
}

/** The clock of a seat's decision: when it runs out, and the timer that then has the bot decide. */
interface SeatClock {
  readonly deadline: number;
  readonly timer: Delayed;
}

/** What a room opens with (`opening`): its setup, table, state and names of its seats. */
interface Opening<O, S, A, V> {
  readonly setup: TableSetup<O>;
  readonly played: Table<O, S, A, V>;
  readonly current: S;
  readonly actionCount: number;
  readonly recordSeconds: number;
  /** The names the options give the seats, in seat order (null for a seat they do not name). */
  readonly seatNames: readonly (string | null)[];
}

/** How many times an open room renews its record within `recordSeconds` (a renewal may come late by a tick, or fail once). */
const RENEWALS_PER_RECORD_TIME = 3;

const DEFAULTS = { reconnectSeconds: 30, emptySeatSeconds: 60, botDelayMs: 0, recordSeconds: 7 * 24 * 3600 };

/**
 * The longest time a Node.js timer holds, in seconds (2^31 − 1 ms, about 24.8 days): a longer one
 * fires at once. Colyseus's reconnection grace and `LocalPresence`'s expiries are such timers.
 */
const MAX_TIMER_SECONDS = Math.floor((2 ** 31 - 1) / 1000);

function nonNegative(value: unknown, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > max) throw new Error(`${name} must be a number from 0 to ${max}`);
  return value;
}

/**
 * How long a record is kept: a whole number of seconds of at least 1 (Redis's EXPIRE takes whole
 * seconds; 0 would forget the record and the room's fencing number at once), and in a
 * `LocalPresence` at most {@link MAX_TIMER_SECONDS}, whose expiries are Node.js timers.
 */
function recordSecondsOf(value: unknown, local: boolean): number {
  if (value === undefined || value === null) return DEFAULTS.recordSeconds;
  const max = local ? MAX_TIMER_SECONDS : Number.MAX_SAFE_INTEGER;
  if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > max) throw new Error(`recordSeconds must be a whole number from 1 to ${max}`);
  return value as number;
}

/**
 * Whether a room's class authenticates its clients: it, or a class between it and Colyseus's `Room`,
 * overrides `onAuth`, static (run by the matchmaker, with the client's token) or per instance (run
 * by the room as the client joins). Read from the class, not the instance: Colyseus wraps an
 * instance's `onAuth` when the room handles uncaught exceptions, overridden or not. A class is server
 * code, the same in every process that defines it, so no client can change the answer.
 */
function classAuthenticates(room: Room): boolean {
  const klass = room.constructor as typeof Room;
  return klass.onAuth !== Room.onAuth || klass.prototype.onAuth !== Room.prototype.onAuth;
}

/**
 * A message that acts, as its payload without the state reference it may carry
 * ({@link TableStateReference}), and that reference's `actionCount` (undefined when it has none).
 */
function splitReference(message: unknown): { payload: unknown; actionCount: unknown } {
  if (typeof message !== 'object' || message === null || Array.isArray(message) || !Object.hasOwn(message, 'actionCount')) return { payload: message, actionCount: undefined };
  const { actionCount, ...payload } = message as TableStateReference & Record<string, unknown>;
  return { payload, actionCount };
}

/**
 * The engine's options with a seed: the one given, or else a secret one drawn here, on the server,
 * and kept in the record. A client that chose the seed would know every hidden card (DESIGN
 * principle 9); only a seed no client reads keeps them hidden.
 */
function withSecretSeed<O>(options: O): O {
  if (typeof options !== 'object' || options === null || (options as { seed?: unknown }).seed !== undefined) return options;
  return { ...options, seed: secretSeed() };
}

/**
 * A Colyseus room playing a game or a draft through the engine (see {@link GameRoom} and
 * {@link DraftRoom}). Messages: `action` and `view` from clients (and a game room's own, see
 * `ownMessages`), `view` and `error` to them.
 */
export abstract class TableRoom<O, S, A extends object, V> extends Room {
  /** The game or draft played here. */
  protected abstract readonly table: Table<O, S, A, V>;
  /** The field of the creation options holding the engine's options (`game` or `draft`). */
  protected abstract readonly optionsField: 'game' | 'draft';

  /**
   * The table a record saved by an earlier version is played at, when it is not {@link table}: a
   * game room's record of `createGame` options of the format `mental-magic` is played as
   * `createGame` made it. Only a rebuilt table asks: a new one is always played at `table`.
   */
  protected tableOf(_setup: TableSetup<O>): Table<O, S, A, V> {
    return this.table;
  }

  /**
   * Messages of the room's own besides `action` and `view`, by type: each makes, from the message's
   * payload and the sender's seat, the action it stands for, which is then checked, saved and shown
   * as an `action` message's is; it throws a RulesError for a payload it cannot read, or an action
   * the game does not have. None by default; a game room takes Async Mental Magic's control of the
   * turn (AMM 7–9).
   */
  protected ownMessages(): Readonly<Record<string, (payload: unknown, seat: number) => A>> {
    return {};
  }

  /** The game's id: the key of its record. */
  gameId = '';
  /** The current state of the game or draft. */
  protected current!: S;
  /** How many actions have been applied (and saved). */
  protected actionCount = 0;
  /**
   * For each seat, the action count from which its decisions are as they are now: a message naming
   * an earlier state ({@link TableStateReference}) is stale. A rebuilt room starts every seat at the
   * record's count (what was decided before is not known).
   */
  private decidedSince: number[] = [];
  private setup!: TableSetup<O>;
  /** The table played here: {@link table}, or for a rebuilt one, {@link tableOf} its setup. */
  private played!: Table<O, S, A, V>;
  private recordSeconds = DEFAULTS.recordSeconds;
  private seats: SeatHolder[] = [];
  private readonly watchers = new Map<string, Watcher>();
  /** The clock of each seat's decision now; one that ran out stays until its turn in the queue comes ({@link clockRanOut}). */
  private readonly clocks = new Map<number, SeatClock>();
  private readonly botTimers = new Map<number, Delayed>();
  private work: Promise<void> = Promise.resolve();
  /** The room's fencing number ({@link ownerKey}): the game's latest when the room took it. */
  private epoch = 0;
  /** The highest fencing number a room of this game announced ({@link ownerChannel}); above {@link epoch}, another room took the game over. */
  private newestEpoch = 0;
  /** Whether a client has joined: the room is listed then, and may be disconnected. */
  private joined = false;
  private rng: RngState = seedRng('colyseus');
  /** Seats are taken by authenticated identity ({@link seatNameOf}), never by a claimed name. */
  private authenticatedSeats = false;

  /**
   * The name of the seat an authenticated client holds, from what Colyseus's `onAuth` returned for
   * it (`client.auth`), or null for an identity that holds no seat (it watches as a spectator). By
   * default `auth.name` when that is a string; override it to map another identity (a user id, an
   * account) to the names the game's options give the seats. Called only in a room whose class
   * overrides `onAuth` (see docs/colyseus.md, "Authentication").
   */
  protected seatNameOf(auth: unknown): string | null {
    const name = typeof auth === 'object' && auth !== null ? (auth as { name?: unknown }).name : undefined;
    return typeof name === 'string' ? name : null;
  }

  /** Creates the table, or rebuilds it from the record saved under `gameId`. */
  override async onCreate(options: TableRoomOptions & Record<string, unknown>): Promise<void> {
    const given = options.gameId;
    if (given !== undefined && (typeof given !== 'string' || given.length === 0 || given.length > 200)) throw new Error('gameId must be a non-empty string');
    const local = this.presence instanceof LocalPresence;
    this.gameId = given ?? this.roomId;
    (this.listing as unknown as { gameId: string }).gameId = this.gameId;
    this.rng = seedRng(`${this.gameId}/${this.roomId}`);
    this.authenticatedSeats = classAuthenticates(this);
    const seen = await loadRecord(this.presence, this.gameId);
    // checked before the room takes the game: a room refusing its options takes no number, saves nothing
    let opening = this.opening(seen, options, local);
    // listening before it takes its number, the room hears the number of every room that takes the
    // game after it (docs/colyseus.md, "Scale-out" 5)
    await this.presence.subscribe(ownerChannel(this.gameId), this.heardOwner);
    try {
      this.epoch = await this.presence.incr(ownerKey(this.gameId));
      await this.presence.expire(ownerKey(this.gameId), opening.recordSeconds);
      // read again after the room took its number: a room that made the game, or saved an action,
      // before that read has it in what this room takes (docs/colyseus.md, "Scale-out" 5)
      const taken = await takeRecord(this.presence, this.gameId, this.epoch);
      if (JSON.stringify(taken?.record ?? null) !== JSON.stringify(seen)) opening = this.opening(taken?.record ?? null, options, local);
      await saveBase(this.presence, this.gameId, this.epoch, opening.played.kind, taken?.base ?? { setup: opening.setup, actions: [] });
      await keepRecord(this.presence, this.gameId, opening.recordSeconds);
    } catch (e) {
      await this.presence.unsubscribe(ownerChannel(this.gameId), this.heardOwner);
      throw e;
    }
    this.setup = opening.setup;
    this.played = opening.played;
    this.current = opening.current;
    this.actionCount = opening.actionCount;
    this.recordSeconds = opening.recordSeconds;
    // one seat per seat of the game or draft, named as the options name it (createDraft also takes a count)
    this.seats = opening.seatNames.map((name, seat) => ({
      name, bot: this.setup.room.bots.includes(seat), client: null, botPlays: false, emptyTimer: null, reconnection: null,
    }));
    this.decidedSince = this.seats.map(() => this.actionCount);
    await this.presence.publish(ownerChannel(this.gameId), this.epoch);
    this.keepRecordWhileOpen();
    this.listing.metadata = { gameId: this.gameId, kind: this.played.kind, names: this.seats.map((s) => s.name) };
    this.onMessage('action', (client, message) => this.enqueue(() => this.act(client, message)));
    this.onMessage('view', (client) => {
      const watcher = this.watchers.get(client.sessionId);
      if (!watcher) return;
      watcher.sentLog = null;
      this.sendView(watcher);
    });
    const own = this.ownMessages();
    for (const [type, actionOf] of Object.entries(own)) {
      this.onMessage(type, (client, payload) => this.enqueue(() => this.act(client, payload, actionOf)));
    }
    const known = ['action', 'view', ...Object.keys(own)].map((t) => `\`${t}\``).join(', ');
    this.onMessage('*', (client, type) => this.enqueue(async () => this.refuse(client, { code: 'unknownMessage', message: `no message ${quoted(type)}: send one of ${known}` })));
    for (const seat of this.seats.keys()) if (!this.seats[seat]!.bot) this.seatLeft(seat);
    this.schedule();
  }

  /**
   * Hears the fencing number a room of this game took: a room that took the game after this one
   * holds it now, so this room's clients are sent there, at once rather than at their next action,
   * which could be another player's in the other room (a player left here would never see it, and
   * a bot would take the seat there). A room nobody joined yet sends on the first who does.
   */
  private readonly heardOwner = (epoch: unknown): void => {
    if (typeof epoch !== 'number' || epoch <= this.newestEpoch) return;
    this.newestEpoch = epoch;
    if (this.takenOver() && this.joined) this.sendOn();
  };

  /** Whether another room took the game over from this one (it announced a later fencing number). */
  private takenOver(): boolean {
    return this.epoch > 0 && this.newestEpoch > this.epoch;
  }

  /**
   * Closes every connection with {@link REJOIN_CLOSE_CODE} after the messages being sent now (a
   * refusal, a join's acceptance), and the room: `joinTable` joins the game again, in the room
   * holding it. A room already closing ignores it.
   */
  private sendOn(): void {
    setTimeout(() => void this.disconnect(REJOIN_CLOSE_CODE), 0);
  }

  /**
   * Renews the record and the fencing number every third of `recordSeconds` while the room is open,
   * so that a game whose players think longer than that keeps both (its next action was refused as
   * `superseded`, and its record forgotten); the room's clock stops when it is disposed, and from
   * its last renewal the record expires as any other.
   */
  private keepRecordWhileOpen(): void {
    this.clock.setInterval(() => {
      keepRecord(this.presence, this.gameId, this.recordSeconds).catch((e: unknown) => console.error(`paliano room ${this.gameId}: the record could not be renewed:`, e));
    }, (this.recordSeconds * 1000) / RENEWALS_PER_RECORD_TIME);
  }

  /**
   * The table a room opens: rebuilt from the record `saved`, or, when none is saved, new from the
   * options (the engine's under `optionsField`, the room's). Throws for a record or options the
   * room cannot play: a record of another kind, of authenticated seats in a room that does not
   * authenticate, or that does not replay; options the engine or the room refuses.
   */
  private opening(saved: TableRecord | null, options: TableRoomOptions & Record<string, unknown>, local: boolean): Opening<O, S, A, V> {
    let setup: TableSetup<O>;
    let played = this.table;
    let current: S;
    let recordSeconds: number;
    if (saved) {
      if (saved.setup.kind !== played.kind) throw new Error(`game ${this.gameId} is a ${saved.setup.kind}, not a ${played.kind}`);
      // a game whose seats were taken by authenticated identity is never served by name (a process
      // defining a room class without onAuth would hand any seat to whoever claims its name)
      if (saved.setup.room.authenticatedSeats === true && !this.authenticatedSeats) {
        throw new Error(`game ${this.gameId} seats its players by authenticated identity, and this room does not authenticate its clients: define the same room class, with its onAuth, on every server`);
      }
      setup = saved.setup as TableSetup<O>;
      // the time its creator gave, not the joining client's, as for every room option (one that
      // rebuilds the room could otherwise have the record, and its fencing number, forgotten at once)
      recordSeconds = recordSecondsOf(setup.room.recordSeconds, local);
      played = this.tableOf(setup);
      const start = played.createSaved ? played.createSaved(setup.options) : played.create(setup.options);
      try {
        // a game's actions of earlier builds are upgraded as they are applied again (see replay-upgrade.ts)
        current = rebuildTable(played, start, saved.actions);
      } catch (e) {
        throw new Error(`the record of ${this.gameId} does not replay: ${(e as Error).message}`);
      }
    } else {
      const given = options[this.optionsField] as O | undefined;
      if (given === undefined) throw new Error(`no ${played.kind} is saved as ${this.gameId}: give \`${this.optionsField}\` options to start one`);
      recordSeconds = recordSecondsOf(options.recordSeconds, local);
      const engineOptions = withSecretSeed(given);
      setup = { version: RECORD_VERSION, kind: played.kind, options: engineOptions, room: this.roomOptions(options, recordSeconds) };
      current = played.create(engineOptions);
    }
    const names = played.seatNames(setup.options);
    const seatNames = Array.from({ length: played.seatCount(current) }, (_, seat) => names[seat] ?? null);
    if (!saved && setup.room.bots.some((b) => b < 0 || b >= seatNames.length)) throw new Error(`bots is a list of seats, from 0 to ${seatNames.length - 1}`);
    const players = seatNames.filter((_, seat) => !setup.room.bots.includes(seat));
    if (players.some((n) => n === null) || new Set(players).size !== players.length) throw new Error('every seat not played by a bot needs a name of its own');
    return { setup, played, current, actionCount: saved?.actions.length ?? 0, recordSeconds, seatNames };
  }

  /** The room options kept in the record, checked. */
  private roomOptions(options: TableRoomOptions, recordSeconds: number): SavedRoomOptions {
    const bots = options.bots ?? [];
    if (!Array.isArray(bots) || bots.some((b) => !Number.isInteger(b))) throw new Error('bots is a list of seats');
    const clock = options.clockSeconds;
    if (clock !== undefined && (typeof clock !== 'number' || !(clock > 0))) throw new Error('clockSeconds must be a positive number');
    return {
      authenticatedSeats: this.authenticatedSeats,
      bots: [...bots],
      clockSeconds: clock ?? null,
      // Colyseus's reconnection grace is a Node.js timer
      reconnectSeconds: nonNegative(options.reconnectSeconds, 'reconnectSeconds', DEFAULTS.reconnectSeconds, MAX_TIMER_SECONDS),
      emptySeatSeconds: nonNegative(options.emptySeatSeconds, 'emptySeatSeconds', DEFAULTS.emptySeatSeconds),
      botDelayMs: nonNegative(options.botDelayMs, 'botDelayMs', DEFAULTS.botDelayMs),
      recordSeconds,
    };
  }

  /**
   * Seats a player (taking the seat over from a connection that is waiting to reconnect), or a
   * spectator: by the name claimed in the join options, or, in a room that authenticates its
   * clients, by the identity `onAuth` gave the client ({@link seatNameOf}), when a claimed name must
   * be that identity's. In a room another room took the game over from, nobody: the client's
   * connection is closed with {@link REJOIN_CLOSE_CODE}, so that `joinTable` joins the newer room.
   */
  override onJoin(client: Client, options: TableJoinOptions = {}): void {
    this.joined = true;
    const claimed = options?.name ?? undefined;
    let name = claimed;
    if (this.authenticatedSeats) {
      const identity = this.seatNameOf(client.auth);
      if (claimed !== undefined && claimed !== identity) {
        const who = identity === null ? 'with no seat name' : `as ${JSON.stringify(identity)}`;
        throw new ServerError(ErrorCode.AUTH_FAILED, `you are authenticated ${who}, so you cannot take the seat of ${quoted(claimed)} in game ${this.gameId}`);
      }
      // an identity no seat of this game has watches, unless it claimed a seat
      name = identity !== null && this.seats.some((s) => !s.bot && s.name === identity) ? identity : claimed;
    }
    // a room another took the game over from (a claim of another's seat refused as in any room)
    // seats nobody and shows its game to nobody: the client is sent on once it has joined, also
    // one that joins while the room is being disconnected
    if (this.takenOver()) {
      this.sendOn();
      setTimeout(() => client.leave(REJOIN_CLOSE_CODE), 0);
      return;
    }
    let seat: number | 'spectator' = 'spectator';
    if (name !== undefined) {
      const index = this.seats.findIndex((s) => !s.bot && s.name === name);
      if (index < 0) throw new Error(`no seat named ${quoted(name)} in game ${this.gameId}`);
      const holder = this.seats[index]!;
      if (holder.client && !holder.reconnection) throw new Error(`the seat of ${quoted(name)} is taken`);
      holder.reconnection?.reject(new Error('seat taken over'));
      holder.reconnection = null;
      this.seatTaken(index, client);
      seat = index;
    }
    this.watchers.set(client.sessionId, { client, seat, delta: options?.delta === true, sentLog: null });
  }

  /** Keeps a seat for a player who lost the connection for `reconnectSeconds`; then a bot may take it. */
  override async onLeave(client: Client, consented: boolean): Promise<void> {
    const watcher = this.watchers.get(client.sessionId);
    this.watchers.delete(client.sessionId);
    if (!watcher || watcher.seat === 'spectator') return;
    const seat = watcher.seat;
    const holder = this.seats[seat]!;
    if (holder.client !== client) return;
    if (!consented && !this.played.over(this.current)) {
      try {
        holder.reconnection = this.allowReconnection(client, this.setup.room.reconnectSeconds);
        const back = await holder.reconnection;
        holder.reconnection = null;
        this.seatTaken(seat, back);
        this.watchers.set(back.sessionId, { ...watcher, client: back, sentLog: null });
        return;
      } catch {
        // not back in time, or the seat was taken by a new connection under the same name (or identity)
        if (holder.reconnection === null) return;
        holder.reconnection = null;
      }
    }
    holder.client = null;
    this.seatLeft(seat);
  }

  /**
   * The server is shutting down: once the action being saved is saved, the clients are told to join
   * the game again (code {@link REJOIN_CLOSE_CODE}), which another process makes from the record.
   */
  override onBeforeShutdown(): void {
    void this.work.then(() => this.disconnect(REJOIN_CLOSE_CODE));
  }

  /** Stops hearing the game's fencing numbers, and waits for the action being saved, so that nothing accepted is lost. */
  override async onDispose(): Promise<void> {
    await this.presence.unsubscribe(ownerChannel(this.gameId), this.heardOwner);
    await this.work;
  }

  private seatTaken(seat: number, client: Client): void {
    const holder = this.seats[seat]!;
    const fromBot = holder.botPlays;
    holder.client = client;
    holder.botPlays = false;
    holder.emptyTimer?.clear();
    holder.emptyTimer = null;
    this.botTimers.get(seat)?.clear();
    this.botTimers.delete(seat);
    this.schedule();
    // the others see that a player holds the seat again
    if (fromBot) this.broadcastViews();
  }

  private seatLeft(seat: number): void {
    const holder = this.seats[seat]!;
    const after = this.setup.room.emptySeatSeconds;
    holder.emptyTimer?.clear();
    const botTakes = (): void => {
      holder.emptyTimer = null;
      holder.botPlays = true;
      this.schedule();
      this.broadcastViews();
    };
    if (after === 0) botTakes();
    else holder.emptyTimer = this.clock.setTimeout(botTakes, after * 1000);
  }

  private playedByBot(seat: number): boolean {
    const holder = this.seats[seat]!;
    return holder.bot || holder.botPlays;
  }

  /** Runs one thing after another: actions are applied and saved in the order they came. */
  private enqueue(job: () => Promise<void>): void {
    this.work = this.work.then(job).catch((e: unknown) => console.error(`paliano room ${this.gameId}:`, e));
  }

  private refuse(client: Client, error: TableErrorMessage): void {
    client.send('error', error);
  }

  /**
   * A message that acts, for the sender's seat: an `action` message's action or, for a message of
   * the room's own ({@link ownMessages}), the action `actionOf` makes of its payload; refused if it
   * names another seat, or a state its seat's decisions have changed since ({@link staleness}),
   * else applied, saved and shown.
   */
  private async act(client: Client, message: unknown, actionOf?: (payload: unknown, seat: number) => A): Promise<void> {
    const watcher = this.watchers.get(client.sessionId);
    if (!watcher) return;
    if (watcher.seat === 'spectator') return this.refuse(client, { code: 'spectator', message: 'a spectator cannot act' });
    const { payload, actionCount } = splitReference(message);
    let action: A;
    try {
      action = actionOf ? actionOf(payload, watcher.seat) : (payload as A);
    } catch (e) {
      if (!(e instanceof RulesError)) throw e;
      return this.refuse(client, { code: e.code, message: e.message, ...(e.rule === undefined ? {} : { rule: e.rule }) });
    }
    const named = typeof action === 'object' && action !== null ? (action as Record<string, unknown>)[this.played.seatField] : undefined;
    if (named !== undefined && named !== watcher.seat) {
      return this.refuse(client, { code: 'notYourSeat', message: `you hold seat ${watcher.seat}, not ${quoted(named)}` });
    }
    const error = this.staleness(actionCount, watcher.seat) ?? (await this.commit(action, watcher.seat));
    if (error) this.refuse(client, error);
  }

  /**
   * Why a message chosen in the state after `actionCount` actions may not act for `seat` now, or
   * null: it names no state, or one from which the seat's decisions are as they are now. Stale when
   * the seat has acted since (the message was sent twice, or the bot decided on its clock) or its
   * decision has changed since ({@link decidedSince}).
   */
  private staleness(actionCount: unknown, seat: number): TableErrorMessage | null {
    if (actionCount === undefined) return null;
    if (typeof actionCount !== 'number' || !Number.isInteger(actionCount) || actionCount < 0 || actionCount > this.actionCount) {
      return { code: 'malformed', message: `actionCount names the state an action was chosen in: the actionCount of a view, a whole number from 0 to ${this.actionCount}` };
    }
    const since = this.decidedSince[seat]!;
    if (actionCount >= since) return null;
    return { code: 'stale', message: `chosen after ${actionCount} actions, but your seat acted or its decision changed after ${since}, so nothing was changed: choose again from your latest view (actionCount ${this.actionCount})` };
  }

  /** Applies, saves and shows an action; the state changes only once the action is saved. */
  private async commit(action: A, seat: number): Promise<TableErrorMessage | null> {
    const step = this.played.apply(this.current, action);
    if (!step.ok) return { code: step.error.code, message: step.error.message, ...(step.error.rule === undefined ? {} : { rule: step.error.rule }) };
    try {
      await saveAction(this.presence, this.gameId, this.epoch, this.actionCount, action);
      // checked after the save (docs/colyseus.md, "Scale-out" 5): a room that takes the game after
      // this check finds the action in the record; one that took it before finds this room's number
      // past, and the action, saved in a field of this room's own, out of the game
      const owner = Number(await this.presence.get(ownerKey(this.gameId)));
      if (owner !== this.epoch) {
        // another room took this game over (it was recreated elsewhere): its clients go there
        this.sendOn();
        return { code: 'superseded', message: `game ${this.gameId} is now played in another room: join it again` };
      }
    } catch (e) {
      return { code: 'unsaved', message: `the action could not be saved, so it was not applied: ${String(e)}` };
    }
    // saved: a renewal that fails now is tried again on the room's timer
    await keepRecord(this.presence, this.gameId, this.recordSeconds).catch((e: unknown) => console.error(`paliano room ${this.gameId}: the record could not be renewed:`, e));
    const kept = this.played.keepsDecision?.(action) === true;
    const waitedBefore = new Set(this.played.waitingOn(this.current));
    this.current = step.state;
    this.actionCount++;
    this.noteChangedDecisions(seat, kept, waitedBefore);
    // a decision's clock runs until it is made: an action that leaves it as it was does not start it anew
    if (!kept) {
      this.clocks.get(seat)?.timer.clear();
      this.clocks.delete(seat);
    }
    this.schedule();
    this.broadcastViews();
    return null;
  }

  /**
   * Marks the seats whose decisions the action just applied changed ({@link decidedSince}): the
   * acting seat's, and every other seat's but one waited on before and after it whose decision the
   * action left as it was (it kept the decision, or the seats decide apart).
   */
  private noteChangedDecisions(actor: number, kept: boolean, waitedBefore: ReadonlySet<number>): void {
    const waitedAfter = new Set(this.played.waitingOn(this.current));
    const othersKept = kept || this.played.seatsDecideApart === true;
    for (const seat of this.decidedSince.keys()) {
      if (seat === actor || !(othersKept && waitedBefore.has(seat) && waitedAfter.has(seat))) this.decidedSince[seat] = this.actionCount;
    }
  }

  /** Starts bots and clocks for the seats that must act, and stops those of seats that need not. */
  private schedule(): void {
    const waiting = new Set(this.played.waitingOn(this.current));
    for (const [seat, clock] of this.clocks) {
      if (!waiting.has(seat) || this.playedByBot(seat)) {
        clock.timer.clear();
        this.clocks.delete(seat);
      }
    }
    for (const [seat, timer] of this.botTimers) {
      if (!waiting.has(seat) || !this.playedByBot(seat)) {
        timer.clear();
        this.botTimers.delete(seat);
      }
    }
    for (const seat of waiting) {
      if (this.playedByBot(seat)) {
        if (!this.botTimers.has(seat)) {
          this.botTimers.set(seat, this.clock.setTimeout(() => {
            this.botTimers.delete(seat);
            this.enqueue(() => this.botActs(seat, false));
          }, this.setup.room.botDelayMs));
        }
      } else if (this.setup.room.clockSeconds !== null && !this.clocks.has(seat)) {
        const ms = this.setup.room.clockSeconds * 1000;
        const clock: SeatClock = { deadline: Date.now() + ms, timer: this.clock.setTimeout(() => this.enqueue(() => this.clockRanOut(seat, clock)), ms) };
        this.clocks.set(seat, clock);
      }
    }
  }

  /**
   * A seat's clock ran out: the bot makes the decision it timed. Its turn in the queue may come after
   * an action of the seat's that was already queued (being saved) when it ran out; that action
   * answered the decision and stopped this clock, so the seat's next decision, with a clock of its
   * own, stays the seat's.
   */
  private async clockRanOut(seat: number, clock: SeatClock): Promise<void> {
    if (this.clocks.get(seat) !== clock) return;
    this.clocks.delete(seat);
    await this.botActs(seat, true);
  }

  /** The engine's bot acts for a seat: one a bot plays, or one whose clock ran out. */
  private async botActs(seat: number, timedOut: boolean): Promise<void> {
    if (!timedOut && !this.playedByBot(seat)) return;
    const actions = this.played.legal(this.current, seat);
    if (actions.length === 0) return;
    const action = this.played.botAction(this.current, seat, actions, this.rng);
    const error = await this.commit(action, seat);
    if (error && error.code !== 'superseded') {
      console.error(`paliano room ${this.gameId}: the bot's action for seat ${seat} was refused: ${error.message}`);
      // try again in a while (a record that could not be written may be writable then)
      this.clock.setTimeout(() => this.schedule(), 1000);
    }
  }

  private broadcastViews(): void {
    for (const watcher of this.watchers.values()) if (watcher.sentLog !== null) this.sendView(watcher);
  }

  private sendView(watcher: Watcher): void {
    const since = watcher.delta && watcher.sentLog !== null ? watcher.sentLog : undefined;
    const view = this.played.view(this.current, watcher.seat, since);
    watcher.sentLog = this.played.viewLogLength(view);
    const seat = watcher.seat;
    const message: TableViewMessage<V, A> = {
      gameId: this.gameId,
      kind: this.played.kind,
      seat,
      names: this.seats.map((s) => s.name),
      botSeats: this.seats.flatMap((_, i) => (this.playedByBot(i) ? [i] : [])),
      actionCount: this.actionCount,
      delta: since !== undefined,
      view,
      actions: seat === 'spectator' ? [] : this.played.legal(this.current, seat),
      deadline: seat === 'spectator' ? null : this.clocks.get(seat)?.deadline ?? null,
      over: this.played.over(this.current),
    };
    watcher.client.send('view', message);
  }
}
