/**
 * A table's record kept in the Colyseus presence (Redis with `RedisPresence`, memory with the default
 * `LocalPresence`): one hash per game id holding the room's setup and every action applied, one field
 * per action, written before the action is shown to anyone. Any process of the cluster rebuilds the
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
 * The version of the records this build writes and reads. A record saved before records had a
 * version is read as version 1, the shape it has; one of a later version is refused, so that a
 * change to the shape can be told and migrated.
 */
export const RECORD_VERSION = 1;

/** The setup a room was created with, saved once: enough, with the actions, to rebuild it. */
export interface TableSetup<O = unknown> {
  /** The version of the record ({@link RECORD_VERSION}); a record saved without one is read as version 1. */
  readonly version: typeof RECORD_VERSION;
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
  /** The actions applied, in order (one field of the record's hash each). */
  readonly actions: A[];
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

const SETUP_FIELD = 'setup';

/** Saves a new table's setup (before its first action). */
export async function saveSetup(presence: Presence, gameId: string, setup: TableSetup): Promise<void> {
  await presence.hset(recordKey(gameId), SETUP_FIELD, JSON.stringify(setup));
}

/** Saves the action at `index` of a table's record. */
export async function saveAction(presence: Presence, gameId: string, index: number, action: unknown): Promise<void> {
  await presence.hset(recordKey(gameId), String(index), JSON.stringify(action));
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

/** A field of game `gameId`'s record, parsed; a RulesError if it is not JSON. */
function parsed(gameId: string, field: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new RulesError('malformed', `the record of game ${gameId} is damaged: its field ${field} is not JSON`);
  }
}

/**
 * The setup of game `gameId`'s record in the version this build reads: one saved before records had
 * a version is version 1. A RulesError for a setup of another version (a later paliano saved it) or
 * of no known kind.
 */
function setupOf(gameId: string, text: string): TableSetup {
  const setup = parsed(gameId, SETUP_FIELD, text) as Partial<Omit<TableSetup, 'version'>> & { version?: unknown } | null;
  if (typeof setup !== 'object' || setup === null || (setup.kind !== 'game' && setup.kind !== 'draft')) throw new RulesError('malformed', `the record of game ${gameId} is damaged: its setup names no game or draft`);
  const version = setup.version ?? 1;
  if (version !== RECORD_VERSION) {
    const which = Number.isInteger(version) && (version as number) > RECORD_VERSION ? `of version ${String(version)}, saved by a later paliano` : `of no known version (${JSON.stringify(version)})`;
    throw new RulesError('malformed', `the record of game ${gameId} is ${which}: this paliano reads records of version ${RECORD_VERSION}`);
  }
  return { ...setup, version } as TableSetup;
}

/**
 * Loads a table's record, or null when none is saved under that game id. A record saved before
 * records had a version is read as version 1; a RulesError for one of a later version, or damaged.
 */
export async function loadRecord(presence: Presence, gameId: string): Promise<TableRecord | null> {
  const fields = await presence.hgetall(recordKey(gameId));
  const setup = fields?.[SETUP_FIELD];
  if (setup === undefined) return null;
  const actions: unknown[] = [];
  for (let i = 0; fields[String(i)] !== undefined; i++) actions.push(parsed(gameId, String(i), fields[String(i)] as string));
  return { setup: setupOf(gameId, setup), actions };
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
