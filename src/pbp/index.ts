/**
 * The play-by-post layer: Async Mental Magic leagues (see docs/mental-magic.md) and table sessions —
 * Conspiracy games, drafts, Magic Tech and free-for-all games (see docs/play-by-post.md).
 *
 * @module
 */
export { createSession, readersLine, seatOf } from './session.js';
export { handle, renderReplies, isTableSession } from './handle.js';
export type { AnySession, Post } from './handle.js';
export { createTableSession, handleTable, tableSeatOf, ACTIONS_PER_PAGE, POST_STOPS } from './table-session.js';
export type { TableSession, TableSessionOptions, TableSeat, TableReply, TableHandleResult, ReplyData } from './table-session.js';
export type { TableKind } from './table-kinds.js';
export { parseTableLine, splitUserLine, normalUser, TABLE_HELP } from './table-commands.js';
export type { TableCommand, TableParseError, OutputFormat } from './table-commands.js';
export type { Session, HandleResult, Reply, Readers, SessionOptions } from './session.js';
export { parseLine, HELP } from './parser.js';
export type { Command, ParseError } from './parser.js';
export { saveSession, loadSession, loadTableSession, loadAnySession } from './saved.js';
