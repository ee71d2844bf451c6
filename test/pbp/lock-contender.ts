/**
 * A process that takes a session's lock (`lockSession`) for the lock race tests, stopping at a given
 * step of the lock's protocol until told to go on, so that the test decides the order in which two
 * processes take their steps (no timing, no sleep).
 *
 * Usage: `node --import tsx test/pbp/lock-contender.ts FILE STOP`, where STOP is
 * - `none`: no stop;
 * - `before-takeover`: stops after reading the stale lock's process id, before guarding its takeover;
 * - `before-removing-lock`: stops just before removing the lock (while guarding its takeover);
 * - `around-reading-takeover`: having found the takeover guarded by another process, stops before
 *   reading whose guard it is and again just after.
 *
 * It writes `stopped` when it stops and waits for a line on standard input; then `locked` or
 * `refused: MESSAGE`. Holding the lock, it waits for standard input to end, releases the lock,
 * writes `released` and exits.
 */
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { lockFileOf, lockSession } from '../../src/cli/pbp.js';

const [file, stop] = process.argv.slice(2) as [string, string];
const lock = lockFileOf(file);
let stops = 0;

function say(line: string): void {
  fs.writeSync(1, `${line}\n`);
}

/**
 * Blocks until standard input gives some text (true) or ends (false): a synchronous read, as the
 * lock's steps are synchronous too.
 */
function readInput(): boolean {
  const buffer = Buffer.alloc(64);
  for (;;) {
    try {
      return fs.readSync(0, buffer, 0, buffer.length, null) > 0;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    }
  }
}

/** Stops (at most `most` times in all): says so and waits for a line. */
function stopHere(most = 1): void {
  if (stops >= most) return;
  stops++;
  say('stopped');
  readInput();
}

// lockSession's fs functions are this module's (live bindings of node:fs): wrapped, then synced
const { openSync, readFileSync, rmSync } = fs;
if (stop === 'before-takeover') {
  fs.openSync = ((path: fs.PathLike, ...rest: unknown[]) => {
    // the first step of guarding a takeover: writing this process's id to take FILE.lock.takeover
    if (String(path).startsWith(`${lock}.takeover.${process.pid}.`)) stopHere();
    return (openSync as (...a: unknown[]) => number)(path, ...rest);
  }) as typeof fs.openSync;
} else if (stop === 'before-removing-lock') {
  fs.rmSync = ((path: fs.PathLike, options?: fs.RmOptions) => {
    if (String(path) === lock) stopHere();
    rmSync(path, options);
  }) as typeof fs.rmSync;
} else if (stop === 'around-reading-takeover') {
  fs.readFileSync = ((path: fs.PathOrFileDescriptor, options?: unknown) => {
    const guard = String(path) === `${lock}.takeover`;
    if (guard) stopHere(2);
    try {
      return (readFileSync as (...a: unknown[]) => unknown)(path, options);
    } finally {
      if (guard) stopHere(2);
    }
  }) as typeof fs.readFileSync;
} else if (stop !== 'none') throw new Error(`unknown stop ${stop}`);
syncBuiltinESMExports();

let release: (() => void) | null = null;
try {
  release = lockSession(file);
  say('locked');
} catch (e) {
  say(`refused: ${(e as Error).message}`);
}
if (release) {
  // hold the lock until the test is done with this process
  while (readInput());
  release();
  say('released');
}
