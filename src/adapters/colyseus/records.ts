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
import type { CreateGameOptions } from '../../engine/game.js';
import { replayRecord, variantReplayRecord, type Replay } from '../../state/replay.js';
import { MENTAL_MAGIC_FORMAT } from '../../variants/mental-magic/format.js';
import type { CreateDraftOptions } from '../../draft/create.js';
import type { DraftAction } from '../../draft/types.js';
import { isMentalMagicTable, mentalMagicOptions, type GameTableOptions } from './tables.js';

/** The setup a room was created with, saved once: enough, with the actions, to rebuild it. */
export interface TableSetup<O = unknown> {
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
  readonly bots: readonly number[];
  readonly clockSeconds: number | null;
  readonly reconnectSeconds: number;
  readonly emptySeatSeconds: number;
  readonly botDelayMs: number;
}

/** A saved table: its setup and the actions applied, in order. */
export interface TableRecord<O = unknown, A = unknown> {
  readonly setup: TableSetup<O>;
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

/** Keeps a record `seconds` more (renewed with every action), then forgets it. */
export async function keepRecord(presence: Presence, gameId: string, seconds: number): Promise<void> {
  const key = recordKey(gameId);
  await presence.expire(key, seconds);
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

/** Loads a table's record, or null when none is saved under that game id. */
export async function loadRecord(presence: Presence, gameId: string): Promise<TableRecord | null> {
  const fields = await presence.hgetall(recordKey(gameId));
  const setup = fields?.[SETUP_FIELD];
  if (setup === undefined) return null;
  const actions: unknown[] = [];
  for (let i = 0; fields[String(i)] !== undefined; i++) actions.push(JSON.parse(fields[String(i)] as string));
  return { setup: JSON.parse(setup) as TableSetup, actions };
}

/**
 * The replay record of a game saved by a game room (`replay` rebuilds every state of it), or null
 * when no game is saved under that id: a version 2 record of the variant `mental-magic` for a game
 * of Async Mental Magic, else a version 1 record of `createGame` options.
 */
export async function savedReplay(presence: Presence, gameId: string): Promise<Replay | null> {
  const record = await loadRecord(presence, gameId);
  if (!record || record.setup.kind !== 'game') return null;
  const options = record.setup.options as GameTableOptions;
  const actions = record.actions as Action[];
  if (isMentalMagicTable(options)) return variantReplayRecord(MENTAL_MAGIC_FORMAT, { ...mentalMagicOptions(options) }, actions);
  return replayRecord(options as CreateGameOptions, actions);
}

/** The options and actions of a draft saved by a draft room, or null when none is saved under that id. */
export async function savedDraft(presence: Presence, gameId: string): Promise<{ options: CreateDraftOptions; actions: DraftAction[] } | null> {
  const record = await loadRecord(presence, gameId);
  if (!record || record.setup.kind !== 'draft') return null;
  return { options: record.setup.options as CreateDraftOptions, actions: record.actions as DraftAction[] };
}
