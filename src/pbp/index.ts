/**
 * The play-by-post layer of Async Mental Magic (see docs/mental-magic.md).
 *
 * @module
 */
export { createSession, handle, readersLine, seatOf } from './session.js';
export type { Session, HandleResult, Reply, Readers, SessionOptions } from './session.js';
export { parseLine, HELP } from './parser.js';
export type { Command, ParseError } from './parser.js';
export { saveSession, loadSession } from './saved.js';
