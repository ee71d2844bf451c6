/**
 * A table's record kept in the Colyseus presence (Redis with `RedisPresence`, memory with the default
 * `LocalPresence`): one hash per game id in which each room that takes the game writes fields of its
 * own, its base (the record as it took it, {@link TableBase}) and each action it applies, before the
 * action is shown to anyone. No room writes over another's, so a room that took the game after
 * another has what it took, whatever that room saves later. Any process of the cluster rebuilds the
 * game from it (see docs/colyseus.md, "Scale-out").
 *
 * @module
 */
import { LocalPresence, type Presence } from '@colyseus/core';
import type { Action } from '../../engine/actions.js';
import { RulesError } from '../../engine/errors.js';
import type { CreateGameOptions } from '../../engine/game.js';
import { replayRecord, variantReplayRecord, type Replay } from '../../state/replay.js';
import { MENTAL_MAGIC_FORMAT } from '../../variants/mental-magic/rule-module.js';
import { withKnownDraftFieldsOnly, type CreateDraftOptions } from '../../draft/create.js';
import type { DraftAction } from '../../draft/types.js';
import { isCreateGameOfMentalMagic, isMentalMagicTable, mentalMagicOptions, type GameTableOptions } from './tables.js';

/**
 * The version of the records this build writes: 2, a record kept in fields of each room that took
 * the game (its base: the record as that room took it), so that a room the game was taken from
 * never writes over another's. A record of version 1 (the setup and one field per action; one
 * saved before records had a version is version 1) is read too, and written in version 2 by the
 * room that takes it. One of a later version is refused, so that a change to the shape can be told
 * and migrated.
 */
export const RECORD_VERSION = 2;

/** The setup a room was created with, saved once: enough, with the actions, to rebuild it. */
export interface TableSetup<O = unknown> {
  /** The version of the record it was saved in: {@link RECORD_VERSION}, or 1 for a record of version 1 (also one saved without a version). */
  readonly version: 1 | typeof RECORD_VERSION;
  /** `game` or `draft`. */
  readonly kind: 'game' | 'draft';
  /** The `createGame` options (or `format: 'mental-magic'` with `createMentalMagicGame`'s), or the `createDraft` options. */
  readonly options: O;
  /** The room's options that are not the engine's (seats played by bots, clocks, …). */
  readonly room: SavedRoomOptions;
}

/** The room options kept with a record (see {@link TableRoomOptions}). */
export interface SavedRoomOptions {
  /**
   * The seats are taken by the identity the room's `onAuth` authenticated, never by a claimed name:
   * a room that does not authenticate refuses to rebuild such a game. Absent in records saved
   * before it was kept (seats by name).
   */
  readonly authenticatedSeats?: boolean;
  /** The seats the engine's bot plays from the start. */
  readonly bots: readonly number[];
  /** Seconds each decision may take before the bot makes it; null: no clock. */
  readonly clockSeconds: number | null;
  /** Seconds a player who lost the connection has to come back to their seat. */
  readonly reconnectSeconds: number;
  /** Seconds a seat nobody holds is waited for before the bot plays it. */
  readonly emptySeatSeconds: number;
  /** Milliseconds a bot waits before it acts. */
  readonly botDelayMs: number;
  /** Seconds the record is kept once its room is gone (an open room renews it), also by a room rebuilt from it. Absent in records saved before it was kept: 7 days, the default. */
  readonly recordSeconds?: number;
}

/** A saved table: its setup and the actions applied, in order. */
export interface TableRecord<O = unknown, A = unknown> {
  /** What the table plays and how the room runs it. */
  readonly setup: TableSetup<O>;
  /** The actions applied, in order. */
  readonly actions: A[];
}

/**
 * What a room that takes a game writes to the game's record, in a field of its own (`base:<n>`, n its
 * fencing number, {@link ownerKey}), before it saves an action (each in a field of its own too,
 * `action:<n>:<index>`): the record as the room took it. The room that starts the game writes its
 * `setup` and no actions; one that takes a record of version 1, its setup and actions; any other,
 * the number of the room whose record it took (`after`) and the actions of that room's own it took.
 * The game's record is that of the room with the latest base: its base, the bases it names back to
 * a setup, and its own actions.
 */
export interface TableBase {
  /** The game's setup, in the base of the room that started the game (or took a record of version 1). */
  readonly setup?: TableSetup;
  /** The fencing number of the room whose record this room took (absent with `setup`). */
  readonly after?: number;
  /** The actions taken with the record: those of the room `after` names past its own base, or with `setup` the first ones. */
  readonly actions: readonly unknown[];
}

/** The presence key of a game's record. */
export function recordKey(gameId: string): string {
  return `paliano:table:${gameId}`;
}

/** The presence key of the latest room to take a game (its fencing number). */
export function ownerKey(gameId: string): string {
  return `paliano:table-owner:${gameId}`;
}

/**
 * The presence channel on which each room that takes a game announces its fencing number
 * ({@link ownerKey}), so that an older room holding the game learns at once that it no longer does.
 */
export function ownerChannel(gameId: string): string {
  return `paliano:table-taken:${gameId}`;
}

/** The field of a record's version (version 2: with the kind alone; version 1: the whole setup). */
const SETUP_FIELD = 'setup';

/** The field of the base of the room of fencing number `epoch` ({@link TableBase}). */
function baseField(epoch: number): string {
  return `base:${epoch}`;
}

/** The field of the action at `index` as the room of fencing number `epoch` saved it. */
function actionField(epoch: number, index: number): string {
  return `action:${epoch}:${index}`;
}

/** The fencing numbers of the rooms whose bases a record holds. */
function baseEpochs(fields: Readonly<Record<string, string>>): number[] {
  return Object.keys(fields).flatMap((field) => {
    const found = /^base:([1-9][0-9]*)$/.exec(field);
    return found ? [Number(found[1])] : [];
  });
}

/**
 * Saves the base of the room of fencing number `epoch`, then the record's version (field `setup`),
 * which a build reading version 1 alone refuses rather than taking the record for none.
 */
export async function saveBase(presence: Presence, gameId: string, epoch: number, kind: TableSetup['kind'], base: TableBase): Promise<void> {
  await presence.hset(recordKey(gameId), baseField(epoch), JSON.stringify(base));
  await presence.hset(recordKey(gameId), SETUP_FIELD, JSON.stringify({ version: RECORD_VERSION, kind }));
}

/**
 * Saves the action at `index` as the room of fencing number `epoch` plays the game, in a field no
 * other room writes. It is the game's once the room, reading after this save, still holds the latest
 * number: a room that takes the game later takes it with the record (docs/colyseus.md, "Scale-out").
 */
export async function saveAction(presence: Presence, gameId: string, epoch: number, index: number, action: unknown): Promise<void> {
  await presence.hset(recordKey(gameId), actionField(epoch, index), JSON.stringify(action));
}

/**
 * Deletions of records kept in a `LocalPresence`, by presence and key: its `expire` forgets plain
 * keys but not hashes (Colyseus 0.16), so a record there would outlive its time and every game a
 * long-running single process hosted would stay in memory. The timers do not keep the process alive.
 */
const localExpiries = new WeakMap<Presence, Map<string, ReturnType<typeof setTimeout>>>();

/**
 * Keeps a record `seconds` more (renewed with every action, and on a timer while its room is open), then forgets it; and the game's fencing
 * number ({@link ownerKey}) as long, so that a room playing on past `seconds` after it was made still
 * finds its own number there (a number gone would read as another room's, refusing every action).
 */
export async function keepRecord(presence: Presence, gameId: string, seconds: number): Promise<void> {
  const key = recordKey(gameId);
  await presence.expire(key, seconds);
  await presence.expire(ownerKey(gameId), seconds);
  if (!(presence instanceof LocalPresence)) return;
  let timers = localExpiries.get(presence);
  if (timers === undefined) localExpiries.set(presence, (timers = new Map()));
  clearTimeout(timers.get(key));
  const timer = setTimeout(() => {
    timers.delete(key);
    void presence.del(key);
  }, seconds * 1000);
  timer.unref?.();
  timers.set(key, timer);
}

/** The RulesError of a damaged record of game `gameId`, saying how. */
function damaged(gameId: string, how: string): RulesError {
  return new RulesError('malformed', `the record of game ${gameId} is damaged: ${how}`);
}

/** A field of game `gameId`'s record, parsed; a RulesError if it is not JSON. */
function parsed(gameId: string, field: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw damaged(gameId, `its field ${field} is not JSON`);
  }
}

/**
 * A setup (or version 2's record version, which has no options) of game `gameId`'s record, its version
 * read: one saved without one is version 1. A RulesError for one of another version (a later paliano
 * saved it) or of no known kind.
 */
function setupOf(gameId: string, value: unknown): TableSetup {
  const setup = value as Partial<Omit<TableSetup, 'version'>> & { version?: unknown } | null;
  if (typeof setup !== 'object' || setup === null || (setup.kind !== 'game' && setup.kind !== 'draft')) throw damaged(gameId, 'its setup names no game or draft');
  const version = setup.version ?? 1;
  if (version !== 1 && version !== RECORD_VERSION) {
    const which = Number.isInteger(version) && (version as number) > RECORD_VERSION ? `of version ${String(version)}, saved by a later paliano` : `of no known version (${JSON.stringify(version)})`;
    throw new RulesError('malformed', `the record of game ${gameId} is ${which}: this paliano reads records of versions 1 to ${RECORD_VERSION}`);
  }
  return { ...setup, version } as TableSetup;
}

/** The base of the room of fencing number `epoch` in game `gameId`'s record; a RulesError if it is damaged. */
function baseOf(gameId: string, fields: Readonly<Record<string, string>>, epoch: number): TableBase {
  const field = baseField(epoch);
  const base = parsed(gameId, field, fields[field]!) as Partial<TableBase> | null;
  const root = typeof base === 'object' && base !== null && base.setup !== undefined;
  if (typeof base !== 'object' || base === null || !Array.isArray(base.actions) || (!root && !(Number.isInteger(base.after) && base.after! >= 1 && base.after! < epoch))) {
    throw damaged(gameId, `its field ${field} is no base of a room`);
  }
  return base as TableBase;
}

/**
 * The game as the room of fencing number `epoch` took it, from its record: its base and the bases it
 * names back to the setup (never the actions saved after it by the rooms they name).
 */
function takenBy(gameId: string, fields: Readonly<Record<string, string>>, epoch: number): { setup: TableSetup; actions: unknown[] } {
  const base = baseOf(gameId, fields, epoch);
  if (base.setup !== undefined) return { setup: setupOf(gameId, base.setup), actions: [...base.actions] };
  if (fields[baseField(base.after!)] === undefined) throw damaged(gameId, `its field ${baseField(epoch)} names the base of room ${base.after!}, which it does not hold`);
  const taken = takenBy(gameId, fields, base.after!);
  return { setup: taken.setup, actions: [...taken.actions, ...base.actions] };
}

/**
 * The game as the room of fencing number `epoch` plays it, from its record: as it took it
 * ({@link takenBy}), then its own actions (`own`: the index of its first).
 */
function playedBy(gameId: string, fields: Readonly<Record<string, string>>, epoch: number): { setup: TableSetup; actions: unknown[]; own: number } {
  const { setup, actions } = takenBy(gameId, fields, epoch);
  const own = actions.length;
  for (let i = own; fields[actionField(epoch, i)] !== undefined; i++) actions.push(parsed(gameId, actionField(epoch, i), fields[actionField(epoch, i)]!));
  return { setup, actions, own };
}

/**
 * Game `gameId`'s record in the fields of its hash, as the rooms of fencing numbers below `below`
 * left it, and the base a room taking it writes; null when none is saved. The record of the room
 * with the latest base below `below`; without one, a record of version 1. A RulesError for a record
 * of a later version, or damaged.
 */
function recordIn(gameId: string, fields: Readonly<Record<string, string>>, below: number): { record: TableRecord; base: TableBase } | null {
  const text = fields[SETUP_FIELD];
  const version = text === undefined ? undefined : setupOf(gameId, parsed(gameId, SETUP_FIELD, text));
  const epochs = baseEpochs(fields);
  const latest = Math.max(0, ...epochs.filter((e) => e < below));
  if (latest > 0) {
    const { setup, actions, own } = playedBy(gameId, fields, latest);
    return { record: { setup, actions }, base: { after: latest, actions: actions.slice(own) } };
  }
  if (version === undefined) return null;
  if (version.version === RECORD_VERSION) {
    // the record's bases are all of rooms that took the game after `below`
    if (epochs.length > 0) return null;
    throw damaged(gameId, 'it holds no base of a room');
  }
  const actions: unknown[] = [];
  for (let i = 0; fields[String(i)] !== undefined; i++) actions.push(parsed(gameId, String(i), fields[String(i)]!));
  return { record: { setup: version, actions }, base: { setup: { ...version, version: RECORD_VERSION }, actions } };
}

/**
 * Loads a table's record, or null when none is saved under that game id: the game as the room that
 * took it last plays it (of the rooms whose bases it holds, the one of the latest fencing number),
 * never an action a room saved after another took the game. A record of version 1 (also one saved
 * before records had a version) is read as it was saved; a RulesError for one of a later version,
 * or damaged.
 */
export async function loadRecord(presence: Presence, gameId: string): Promise<TableRecord | null> {
  return recordIn(gameId, (await presence.hgetall(recordKey(gameId))) ?? {}, Infinity)?.record ?? null;
}

/**
 * The record of game `gameId` as a room of fencing number `epoch` takes it, read after it took its
 * number, and the base it writes (see {@link TableBase}), or null when no room below it saved the game.
 * Every action a room below `epoch` found saved in its turn (it held the latest number after saving
 * it) is in it, as no action saved after this read is.
 */
export async function takeRecord(presence: Presence, gameId: string, epoch: number): Promise<{ record: TableRecord; base: TableBase } | null> {
  return recordIn(gameId, (await presence.hgetall(recordKey(gameId))) ?? {}, epoch);
}

/**
 * The replay record of a game saved by a game room (`replay` rebuilds every state of it), or null
 * when no game is saved under that id: a version 2 record of the variant `mental-magic` for a game
 * of Async Mental Magic, else a version 1 record of `createGame` options (also for a game of the
 * format `mental-magic` saved with `createGame` options, see `isCreateGameOfMentalMagic`).
 */
export async function savedReplay(presence: Presence, gameId: string): Promise<Replay | null> {
  const record = await loadRecord(presence, gameId);
  if (!record || record.setup.kind !== 'game') return null;
  const options = record.setup.options as GameTableOptions;
  const actions = record.actions as Action[];
  if (isMentalMagicTable(options) && !isCreateGameOfMentalMagic(options)) return variantReplayRecord(MENTAL_MAGIC_FORMAT, { ...mentalMagicOptions(options) }, actions);
  return replayRecord(options as CreateGameOptions, actions);
}

/**
 * The options and actions of a draft saved by a draft room, or null when none is saved under that id:
 * `createDraft(options)` and `applyDraft` of each action rebuild it. Fields an earlier build's
 * `createDraft` ignored, and refuses now, are left out of the options, as they were drafted.
 */
export async function savedDraft(presence: Presence, gameId: string): Promise<{ options: CreateDraftOptions; actions: DraftAction[] } | null> {
  const record = await loadRecord(presence, gameId);
  if (!record || record.setup.kind !== 'draft') return null;
  return { options: withKnownDraftFieldsOnly(record.setup.options as CreateDraftOptions), actions: record.actions as DraftAction[] };
}
