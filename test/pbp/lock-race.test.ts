/**
 * Two processes taking over the same stale lock of a session file (`lockSession`), in an order the
 * test decides: one process stops at a step of the lock's protocol (`lock-contender.ts`) while the
 * other runs, then goes on. Whatever the order, at most one process holds the session, and the lock
 * file names the one that does.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFileOf, lockSession } from '../../src/cli/pbp.js';

const dirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A session file whose lock was left by a process that has ended (a stale lock). */
function staleLockedFile(): string {
  const d = mkdtempSync(join(tmpdir(), 'paliano-lock-race-'));
  dirs.push(d);
  const file = join(d, 'league.json');
  writeFileSync(lockFileOf(file), deadPid());
  return file;
}

/** The id of a process that has ended. */
function deadPid(): string {
  return spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
}

type Stop = 'none' | 'before-takeover' | 'before-removing-lock' | 'around-reading-takeover';

/** A contender for the lock: `next()` is its next line of output (rejected if it exits first). */
function contender(file: string, stop: Stop): { child: ChildProcessWithoutNullStreams; next: () => Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/pbp/lock-contender.ts', file, stop]);
  children.push(child);
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let rest = '';
  let ended = false;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    rest += chunk;
    for (let nl = rest.indexOf('\n'); nl >= 0; nl = rest.indexOf('\n')) {
      const line = rest.slice(0, nl);
      rest = rest.slice(nl + 1);
      const w = waiting.shift();
      if (w) w(line);
      else lines.push(line);
    }
  });
  let err = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => { err += chunk; });
  child.stdout.once('end', () => {
    ended = true;
    for (const w of waiting.splice(0)) w(null);
  });
  const next = (): Promise<string> => new Promise((resolve, reject) => {
    const line = lines.shift();
    if (line !== undefined) return resolve(line);
    if (ended) return reject(new Error(`the contender ended without a line: ${err}`));
    waiting.push((l) => (l === null ? reject(new Error(`the contender ended without a line: ${err}`)) : resolve(l)));
  });
  return { child, next };
}

describe('two processes taking over one stale lock, in a set order', () => {
  it('one takes the stale lock over while the other has read the dead holder: the other then finds the lock live, leaves it and is refused', async () => {
    const file = staleLockedFile();
    const late = contender(file, 'before-takeover');
    expect(await late.next()).toBe('stopped');
    const first = contender(file, 'none');
    expect(await first.next()).toBe('locked');
    expect(readFileSync(lockFileOf(file), 'utf8')).toBe(String(first.child.pid));
    // the late one goes on: the lock it read as stale is now another, live process's
    late.child.stdin.write('go\n');
    expect(await late.next()).toBe(`refused: the session ${file} is in use by process ${first.child.pid} (its lock is ${lockFileOf(file)})`);
    expect(readFileSync(lockFileOf(file), 'utf8')).toBe(String(first.child.pid));
    first.child.stdin.end();
    expect(await first.next()).toBe('released');
    expect(existsSync(lockFileOf(file))).toBe(false);
    expect(existsSync(`${lockFileOf(file)}.takeover`)).toBe(false);
  }, 120_000);

  it('while one guards its takeover (FILE.lock.takeover), the other cannot take the lock over too: refused, and the first takes the session', async () => {
    const file = staleLockedFile();
    const guarding = contender(file, 'before-removing-lock');
    expect(await guarding.next()).toBe('stopped');
    expect(existsSync(`${lockFileOf(file)}.takeover`)).toBe(true);
    const other = contender(file, 'none');
    expect(await other.next()).toBe(`refused: could not take the lock ${lockFileOf(file)} of the session ${file}: another process is taking it`);
    guarding.child.stdin.write('go\n');
    expect(await guarding.next()).toBe('locked');
    expect(readFileSync(lockFileOf(file), 'utf8')).toBe(String(guarding.child.pid));
    expect(existsSync(`${lockFileOf(file)}.takeover`)).toBe(false);
    guarding.child.stdin.end();
    expect(await guarding.next()).toBe('released');
    expect(existsSync(lockFileOf(file))).toBe(false);
  }, 120_000);
});

describe('three processes and a kill', () => {
  it('a guard found gone is not removed: a process that read it gone leaves alone the one taken since, and is refused', async () => {
    const file = staleLockedFile();
    const lock = lockFileOf(file);
    const first = contender(file, 'before-removing-lock');
    expect(await first.next()).toBe('stopped');
    // finds the takeover guarded by the first and stops before reading whose guard it is
    const reader = contender(file, 'around-reading-takeover');
    expect(await reader.next()).toBe('stopped');
    first.child.stdin.write('go\n');
    expect(await first.next()).toBe('locked');
    // reads the guard gone, and stops
    reader.child.stdin.write('go\n');
    expect(await reader.next()).toBe('stopped');
    // the first ends without releasing its lock; a third process guards the takeover of that stale lock
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    const third = contender(file, 'before-removing-lock');
    expect(await third.next()).toBe('stopped');
    expect(readFileSync(`${lock}.takeover`, 'utf8')).toBe(String(third.child.pid));
    // the reader goes on: the guard it read gone is the third's now, which it leaves
    reader.child.stdin.write('go\n');
    expect(await reader.next()).toBe(`refused: could not take the lock ${lock} of the session ${file}: another process is taking it`);
    third.child.stdin.write('go\n');
    expect(await third.next()).toBe('locked');
    expect(readFileSync(lock, 'utf8')).toBe(String(third.child.pid));
    expect(existsSync(`${lock}.takeover`)).toBe(false);
  }, 180_000);
});

describe('lockSession: leftovers of ended processes', () => {
  it('a takeover guard left by a process that ended is removed, and the stale lock taken over', () => {
    const file = staleLockedFile();
    writeFileSync(`${lockFileOf(file)}.takeover`, deadPid());
    const release = lockSession(file);
    expect(readFileSync(lockFileOf(file), 'utf8')).toBe(String(process.pid));
    expect(existsSync(`${lockFileOf(file)}.takeover`)).toBe(false);
    release();
    expect(existsSync(lockFileOf(file))).toBe(false);
  });

  it('a damaged lock (no process id in it: 0 and -1 name none, to signal 0 they are every process of a group) holds no process: taken over', () => {
    const file = staleLockedFile();
    for (const damaged of ['not a process id', '', '0', '-1', '2.5']) {
      writeFileSync(lockFileOf(file), damaged);
      const release = lockSession(file);
      expect(readFileSync(lockFileOf(file), 'utf8'), damaged).toBe(String(process.pid));
      release();
      expect(existsSync(lockFileOf(file))).toBe(false);
    }
  });

  it('a lock held by a running process of another user (signal 0 refused with EPERM) is live: refused', { skip: process.platform === 'win32' }, (ctx) => {
    // process 1 (init) runs as root: to a process of another user, signal 0 is refused, not unanswered
    const file = staleLockedFile();
    writeFileSync(lockFileOf(file), '1');
    if (process.getuid?.() === 0) {
      // root may signal any process: the lock is taken by a contender running as user nobody, in a
      // directory it may write to (so that a lock wrongly thought stale could be taken over)
      chmodSync(dirname(file), 0o777);
      const asNobody = { uid: 65534, gid: 65534, encoding: 'utf8', input: '' } as const;
      // a checkout user nobody cannot read (under a home directory of mode 700) cannot run the contender
      const readable = spawnSync(process.execPath, ['--import', 'tsx', '-e', ''], asNobody).status === 0 && spawnSync(process.execPath, ['-e', "require('fs').accessSync('test/pbp/lock-contender.ts')"], asNobody).status === 0;
      if (!readable) ctx.skip();
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/pbp/lock-contender.ts', file, 'none'], asNobody);
      expect(run.stdout).toMatch(/^refused: .*in use by process 1 /);
    } else {
      expect(() => lockSession(file)).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/in use by process 1 /) }));
    }
    expect(readFileSync(lockFileOf(file), 'utf8')).toBe('1');
  });

  it('a release called again after the process took the lock anew leaves the new lock', () => {
    const file = staleLockedFile();
    const first = lockSession(file);
    first();
    const second = lockSession(file);
    first();
    expect(readFileSync(lockFileOf(file), 'utf8')).toBe(String(process.pid));
    second();
    expect(existsSync(lockFileOf(file))).toBe(false);
    // nothing is left next to the session file: no temporary file of the lock's
    expect(readdirSync(dirname(file))).toEqual([]);
  });
});
