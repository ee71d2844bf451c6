/**
 * paliano/colyseus: Colyseus rooms for paliano games and drafts (docs/colyseus.md). Colyseus
 * (`@colyseus/core` 0.16) is an optional peer dependency of this entry only.
 *
 * @module
 */
import type { Server } from '@colyseus/core';
import { DraftRoom } from './draft-room.js';
import { GameRoom } from './game-room.js';

export { GameRoom } from './game-room.js';
export type { GameRoomOptions } from './game-room.js';
export { DraftRoom } from './draft-room.js';
export type { DraftRoomOptions } from './draft-room.js';
export { TableRoom } from './table-room.js';
export type { TableRoomOptions } from './table-room.js';
export type { Table, TableStep } from './tables.js';
export type { TableErrorMessage, TableJoinOptions, TableViewMessage } from './messages.js';
export { loadRecord, ownerKey, recordKey, savedDraft, savedReplay } from './records.js';
export type { SavedRoomOptions, TableRecord, TableSetup } from './records.js';
export { joinTable, REJOIN_CLOSE_CODE } from './client.js';
export type { JoinTableOptions, TableConnection, TableHandlers } from './client.js';

/** The name the game room is defined under by {@link defineTableRooms}. */
export const GAME_ROOM = 'paliano-game';
/** The name the draft room is defined under by {@link defineTableRooms}. */
export const DRAFT_ROOM = 'paliano-draft';

/** Defines the game and draft rooms on a Colyseus server, filtered by game id (so that joining a game id finds its room). */
export function defineTableRooms(server: Server): void {
  server.define(GAME_ROOM, GameRoom).filterBy(['gameId']);
  server.define(DRAFT_ROOM, DraftRoom).filterBy(['gameId']);
}
