/**
 * paliano/colyseus: Colyseus rooms for paliano games and drafts (docs/colyseus.md). Colyseus
 * (`@colyseus/core` 0.16) is an optional peer dependency of this entry only.
 *
 * @module
 */
import type { Server } from '@colyseus/core';
import { registerBuiltIns } from '../../built-ins.js';
import * as gameRoom from './game-room.js';
import * as draftRoom from './draft-room.js';
import * as tableRoom from './table-room.js';
import * as records from './records.js';

registerBuiltIns();

// Each value below that needs the registries is a binding of this module, not a re-export: a bundler
// that trusts "sideEffects": false keeps this module, and the registration above, wherever one is
// used (docs/DESIGN.md, "Layers"; test/entry-bindings.test.ts).
/**
 * A room playing one game: each seat's client is sent its own view after every action, spectators
 * the public view; actions are checked by the engine and saved before they are shown. A game of
 * Async Mental Magic runs on after each action to the next decision a player controls (AMM 7, 8),
 * and takes the messages `turnOver`, `peek`, `direct` and `specify` (AMM 7–9, see `ownMessages`).
 *
 * @reexport
 */
export const GameRoom = gameRoom.GameRoom;
/**
 * A room playing one game: each seat's client is sent its own view after every action, spectators
 * the public view; actions are checked by the engine and saved before they are shown. A game of
 * Async Mental Magic also takes the messages `turnOver`, `peek`, `direct` and `specify` (AMM 7–9).
 */
export type GameRoom = gameRoom.GameRoom;
export type { GameRoomOptions } from './game-room.js';
/**
 * A room running one draft: drafters pick at the same time, each sent their own view after every
 * action; the heuristic drafter drafts for the seats nobody holds.
 *
 * @reexport
 */
export const DraftRoom = draftRoom.DraftRoom;
/**
 * A room running one draft: drafters pick at the same time, each sent their own view after every
 * action; the heuristic drafter drafts for the seats nobody holds.
 */
export type DraftRoom = draftRoom.DraftRoom;
export type { DraftRoomOptions } from './draft-room.js';
/**
 * A Colyseus room playing a game or a draft through the engine (see {@link GameRoom} and
 * {@link DraftRoom}). Messages: `action` and `view` from clients, `view` and `error` to them.
 *
 * @reexport
 */
export const TableRoom = tableRoom.TableRoom;
/**
 * A Colyseus room playing a game or a draft through the engine (see {@link GameRoom} and
 * {@link DraftRoom}). Messages: `action` and `view` from clients, `view` and `error` to them.
 */
export type TableRoom<O, S, A extends object, V> = tableRoom.TableRoom<O, S, A, V>;
export type { TableRoomOptions } from './table-room.js';
export type { GameTableOptions, MentalMagicTableOptions, Table, TableStep } from './tables.js';
export type { TableErrorMessage, TableJoinOptions, TableStateReference, TableViewMessage } from './messages.js';
/**
 * Loads a table's record, or null when none is saved under that game id: the game as the room that
 * took it last plays it (of the rooms whose bases it holds, the one of the latest fencing number),
 * never an action a room saved after another took the game. A record of version 1 (also one saved
 * before records had a version) is read as it was saved; a RulesError for one of a later version,
 * or damaged.
 *
 * @reexport
 */
export const loadRecord = records.loadRecord;
/**
 * The presence key of the latest room to take a game (its fencing number).
 *
 * @reexport
 */
export const ownerKey = records.ownerKey;
/**
 * The presence key of a game's record.
 *
 * @reexport
 */
export const recordKey = records.recordKey;
/**
 * The options and actions of a draft saved by a draft room, or null when none is saved under that id:
 * `createDraft(options)` and `applyDraft` of each action rebuild it. Fields an earlier build's
 * `createDraft` ignored, and refuses now, are left out of the options, as they were drafted.
 *
 * @reexport
 */
export const savedDraft = records.savedDraft;
/**
 * The replay record of a game saved by a game room (`replay` rebuilds every state of it), or null
 * when no game is saved under that id: a version 2 record of the variant `mental-magic` for a game
 * of Async Mental Magic, else a version 1 record of `createGame` options (also for a game of the
 * format `mental-magic` saved with `createGame` options, see `isCreateGameOfMentalMagic`).
 *
 * @reexport
 */
export const savedReplay = records.savedReplay;
/**
 * The version of the records this build writes: 2, a record kept in fields of each room that took
 * the game, so that a room the game was taken from never writes over another's. A record of version
 * 1 (the setup and one field per action; one saved before records had a version is version 1) is
 * read too, and written in version 2 by the room that takes it. One of a later version is refused,
 * so that a change to the shape can be told and migrated.
 *
 * @reexport
 */
export const RECORD_VERSION = records.RECORD_VERSION;
export type { SavedRoomOptions, TableRecord, TableSetup } from './records.js';
export { joinTable, REJOIN_CLOSE_CODE } from './client.js';
export type { JoinTableOptions, SendOptions, TableConnection, TableHandlers } from './client.js';

/** The name the game room is defined under by {@link defineTableRooms}. */
export const GAME_ROOM = 'paliano-game';
/** The name the draft room is defined under by {@link defineTableRooms}. */
export const DRAFT_ROOM = 'paliano-draft';

/**
 * The room classes {@link defineTableRooms} defines: `GameRoom` and `DraftRoom`, or subclasses of
 * them, such as ones that authenticate their clients with `onAuth` (docs/colyseus.md, "Authentication").
 */
export interface TableRoomClasses {
  /** The game room's class (`GameRoom` by default). */
  game?: typeof gameRoom.GameRoom;
  /** The draft room's class (`DraftRoom` by default). */
  draft?: typeof draftRoom.DraftRoom;
}

/**
 * Defines the game and draft rooms on a Colyseus server, filtered by game id (so that joining a game
 * id finds its room): `GameRoom` and `DraftRoom`, or the classes given (define the same ones on every
 * server of a cluster).
 */
export function defineTableRooms(server: Server, rooms: TableRoomClasses = {}): void {
  server.define(GAME_ROOM, rooms.game ?? GameRoom).filterBy(['gameId']);
  server.define(DRAFT_ROOM, rooms.draft ?? DraftRoom).filterBy(['gameId']);
}
