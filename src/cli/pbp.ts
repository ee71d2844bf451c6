/**
 * `paliano pbp`: the play-by-post bot on standard input and output, for every kind of session. Each
 * input line is `user: command`; each reply is printed after a line saying who may read it (or as
 * one JSON object a line). The session lives in a
 * file, rewritten after every line that changes it by writing a temporary file, flushing it and
 * renaming it over the old one, so that a crash leaves either the old session or the new one, never
 * half of one; a lock file next to it (`FILE.lock`, with the writer's process id) keeps a second
 * process from writing the same session, and a lock whose process is gone is taken over.
 *
 * @module
 */
import { closeSync, existsSync, fsyncSync, linkSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { RulesError } from '../engine/errors.js';
import { handle, renderReplies, type AnySession } from '../pbp/handle.js';
import { loadAnySession, saveSession } from '../pbp/saved.js';
import { createSession, readersLine } from '../pbp/session.js';
import { splitUserLine, type OutputFormat } from '../pbp/table-commands.js';
import { createTableSession } from '../pbp/table-session.js';
import type { TableKind } from '../pbp/table-kinds.js';
import type { Seed } from '../state/rng.js';

/** Options of the `pbp` command. */
export interface PbpOptions {
  /** The session file. */
  file: string;
  /** The seed of a new session (see `Seed`): the host's secret, or a number or string to replay one. */
  seed: Seed;
  /** The seat names, for a new Mental Magic session. */
  names?: [string, string];
  /** What a new session plays: an Async Mental Magic league (the default), or a kind of table session. */
  kind?: 'mental-magic' | TableKind;
  /** The seats a new table session offers (see `TABLE_SEATS`). */
  seats?: number;
  /** How to print replies, whatever the session's own setting: text, or one JSON object a line. */
  format?: OutputFormat;
}

/**
 * Writes a file atomically and durably: a temporary file next to it, flushed to disk (fsync), then
 * renamed over the old one and the directory flushed, so that a crash or a kill at any moment leaves
 * either the old file or the new one, and a file written is still there after a power loss.
 */
export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    // writeSync may write less than asked: write until every byte is out
    const bytes = Buffer.from(text, 'utf8');
    for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  syncDirectory(dirname(file));
}

/** Flushes a directory's entries (the rename) to disk where the system allows it. */
function syncDirectory(dir: string): void {
  let fd: number;
  try {
    fd = openSync(dir, 'r');
  } catch {
    return; // a system that cannot open a directory for reading (Windows) keeps its renames anyway
  }
  try {
    fsyncSync(fd);
  } catch {
    // some file systems refuse fsync on a directory; the rename is still atomic
  } finally {
    closeSync(fd);
  }
}

/** The lock file of a session file: `FILE.lock`, holding the id of the process that writes the session. */
export function lockFileOf(file: string): string {
  return `${file}.lock`;
}

/** Whether a process with this id is running (signal 0 checks without sending anything). */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Creates `path` holding this process's id, only if it does not exist: the id is written to a
 * temporary file first and linked into place, so that the file never exists empty. False if it exists.
 */
function createWithPid(path: string): boolean {
  const tmp = `${path}.${process.pid}.tmp`;
  writeAtomically(tmp, String(process.pid));
  try {
    linkSync(tmp, path);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Takes the lock of a session file for this process, so that no second process writes the same
 * session: the lock file is created only if absent and holds this process's id. A lock left by a
 * process that no longer runs (killed, crashed) is stale and taken over; the takeover itself is
 * guarded (`FILE.lock.takeover`), so that two processes finding the same stale lock never both
 * hold the session. Throws a RulesError `illegal` if a running process holds the lock. Returns the
 * function that releases it.
 */
export function lockSession(file: string): () => void {
  const lock = lockFileOf(file);
  const takeover = `${lock}.takeover`;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWithPid(lock)) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // release only a lock that is still ours
        if (readLockPid(lock) === process.pid) rmSync(lock, { force: true });
      };
    }
    const holder = readLockPid(lock);
    if (holder !== null && holder !== process.pid && processAlive(holder)) {
      throw new RulesError('badState', `the session ${file} is in use by process ${holder} (its lock is ${lock})`);
    }
    if (createWithPid(takeover)) {
      try {
        // still the same stale lock (no other process took it over meanwhile): remove it
        if (readLockPid(lock) === holder) rmSync(lock, { force: true });
      } finally {
        rmSync(takeover, { force: true });
      }
    } else {
      // another process is taking the lock over; a takeover left by a process that died is removed
      const taker = readLockPid(takeover);
      if (taker !== null && !processAlive(taker)) rmSync(takeover, { force: true });
    }
  }
  throw new RulesError('badState', `could not take the lock ${lock} of the session ${file}: another process is taking it`);
}

/** The process id in a lock file, or null if it has none (absent, empty or damaged). */
function readLockPid(lock: string): number | null {
  try {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** The session in the file (of any kind), or a new one if there is no file. */
export function openSession(options: PbpOptions): AnySession {
  if (existsSync(options.file)) return loadAnySession(readFileSync(options.file, 'utf8'));
  const kind = options.kind ?? 'mental-magic';
  const session: AnySession = kind === 'mental-magic'
    ? createSession({ seed: options.seed, ...(options.names ? { names: options.names } : {}) })
    : createTableSession({ kind, seed: options.seed, ...(options.seats !== undefined ? { seats: options.seats } : {}) });
  writeAtomically(options.file, saveSession(session));
  return session;
}

/**
 * Handles one input line (`user: command`, see {@link splitUserLine}: the user is everything before
 * the first colon, or a JSON string) and returns the text to print and the new session. In text
 * format each reply is a `[to READERS]` line and its text; in JSON format each is one line, a JSON
 * object `{ readers, text, data }`.
 */
export function pbpLine<S extends AnySession>(session: S, line: string, format?: OutputFormat): { output: string; session: S } {
  const split = splitUserLine(line);
  const json = format === 'json' || (format === undefined && session.version === 2 && session.output === 'json');
  if (!split) {
    if (line.trim() === '') return { output: '', session };
    const message = 'lines are "user: command"';
    return { output: json ? JSON.stringify({ readers: { everyone: true }, text: message }) : `[to everyone]\n${message}`, session };
  }
  const step = handle(session, split.user, split.text);
  const posts = renderReplies(step, json ? 'json' : 'text');
  const output = posts.map((p) => (json ? p.text : `[to ${readersLine(p.readers)}]\n${p.text}`)).join('\n');
  return { output, session: step.session as S };
}

/**
 * Runs the bot over standard input until it ends, holding the session's lock (see
 * {@link lockSession}) all along: a second process started on the same session is refused while
 * this one runs. A reply is printed only once the session it acknowledges is written to disk.
 */
export async function runPbp(options: PbpOptions): Promise<void> {
  // said plainly here: the lock would fail first, naming a temporary file the user never gave
  if (!existsSync(dirname(options.file))) throw new Error(`no directory ${dirname(options.file)} for the session file ${options.file}`);
  const release = lockSession(options.file);
  const onSignal = (signal: NodeJS.Signals): void => {
    release();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let session = openSession(options);
    const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
    for await (const line of lines) {
      let r: { output: string; session: AnySession };
      try {
        r = pbpLine(session, line, options.format);
      } catch (e) {
        // a bug met on one line must not take the bot down: the session stays as it was, and the
        // details (which may hold hidden facts) go to standard error only
        process.stderr.write(`paliano pbp: ${line}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        const message = 'that line could not be handled; the session is unchanged';
        r = { output: options.format === 'json' ? JSON.stringify({ readers: { everyone: true }, text: message }) : `[to everyone]\n${message}`, session };
      }
      if (r.session !== session) writeAtomically(options.file, saveSession(r.session));
      session = r.session;
      if (r.output !== '') process.stdout.write(`${r.output}\n`);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    release();
  }
}
