/**
 * One session file, several processes: while `paliano pbp` runs on a session, a second process on
 * the same file is refused (the lock file holds the writer's process id); a writer killed with
 * SIGKILL leaves a stale lock that the next process takes over; and no acknowledged command is lost
 * — the saved session is the one the acknowledged lines give, whenever the writer is killed.
 */
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockFileOf, lockSession, pbpLine } from '../../src/cli/pbp.js';
import { loadSession } from '../../src/pbp/saved.js';
import { createSession, type Session } from '../../src/pbp/session.js';

const dirs: string[] = [];
const children: ChildProcessWithoutNullStreams[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function sessionFile(): string {
  const d = mkdtempSync(join(tmpdir(), 'paliano-writers-'));
  dirs.push(d);
  return join(d, 'league.json');
}

const ARGS = (file: string): string[] => ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--session', file, '--seed', '5'];

/** A running writer: send a line and wait for its reply (the acknowledgement). */
function writer(file: string): { child: ChildProcessWithoutNullStreams; send: (line: string) => Promise<string> } {
  const child = spawn(process.execPath, ARGS(file));
  children.push(child);
  let out = '';
  let waiting: ((text: string) => void) | null = null;
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    out += chunk;
    // a reply is a "[to …]" line and its text; the next reply starts with "[to "
    if (waiting && /\n$/.test(out)) {
      const w = waiting;
      waiting = null;
      const text = out;
      out = '';
      w(text);
    }
  });
  const send = (line: string): Promise<string> => new Promise((resolve, reject) => {
    waiting = resolve;
    child.once('exit', (code) => reject(new Error(`the writer exited (${String(code)}) before answering ${line}`)));
    child.stdin.write(`${line}\n`);
  });
  return { child, send };
}

/** The session the lines give from a new session of seed 5, as the CLI would save it. */
function replay(lines: readonly string[]): Session {
  let s = createSession({ seed: '5' });
  for (const line of lines) s = pbpLine(s, line).session;
  return JSON.parse(JSON.stringify(s)) as Session;
}

/** Commands that each change the session (and get a reply). */
const LINES = ['alice: !dibs', 'alice: !', 'bob: !dibs', 'alice: !', 'alice: !u 00', 'alice: !', 'alice: !info'];

describe('two writers on one session file, and kills', () => {
  it('a second process is refused while the first runs; a SIGKILLed writer loses no acknowledged command; its stale lock is taken over', async () => {
    const file = sessionFile();
    const acknowledged: string[] = [];
    for (let round = 0; round < 3; round++) {
      const a = writer(file);
      // the first line is answered only once the session is open and the lock held
      const first = LINES[(2 * round) % LINES.length]!;
      await a.send(first);
      acknowledged.push(first);
      // a second writer on the same file is refused and writes nothing
      const before = readFileSync(file, 'utf8');
      const b = spawnSync(process.execPath, ARGS(file), { input: 'bob: !dibs\n', encoding: 'utf8', timeout: 60_000 });
      expect(b.status).toBe(1);
      expect(b.stderr).toMatch(new RegExp(`in use by process ${a.child.pid}`));
      expect(readFileSync(file, 'utf8')).toBe(before);
      const second = LINES[(2 * round + 1) % LINES.length]!;
      await a.send(second);
      acknowledged.push(second);
      a.child.kill('SIGKILL');
      await new Promise((resolve) => a.child.once('exit', resolve));
      // the lock is left behind, naming a process that is gone
      expect(readFileSync(lockFileOf(file), 'utf8')).toBe(String(a.child.pid));
      expect(loadSession(readFileSync(file, 'utf8'))).toStrictEqual(replay(acknowledged));
    }
    // a last run takes the stale lock over, plays on, and releases the lock as it ends
    const c = spawnSync(process.execPath, ARGS(file), { input: 'alice: !info\n', encoding: 'utf8', timeout: 60_000 });
    expect(c.status).toBe(0);
    expect(c.stdout).toMatch(/Dibs:/);
    expect(existsSync(lockFileOf(file))).toBe(false);
    expect(loadSession(readFileSync(file, 'utf8'))).toStrictEqual(replay(acknowledged));
    // seven processes started one after another (each loads the CLI through tsx: 7 to 10 s apiece on
    // a 2-core machine under a load of 20, where the whole took up to 132 s)
  }, 240_000);

  it('four processes started at once on a stale lock: exactly one takes the session, the others are refused', async () => {
    const file = sessionFile();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lockFileOf(file), gone.stdout);
    const all = Array.from({ length: 4 }, () => writer(file));
    const exits = all.map((w) => new Promise<number | null>((resolve) => w.child.once('exit', (code) => resolve(code))));
    // the one that took the lock answers; the others exit refused
    const answered = await Promise.any(all.map((w) => w.send('alice: !info').then(() => w)));
    const others = all.filter((w) => w !== answered);
    expect(await Promise.all(exits.filter((_, i) => all[i] !== answered))).toEqual([1, 1, 1]);
    for (const w of others) expect(w.child.exitCode).toBe(1);
    expect(answered.child.exitCode).toBeNull();
    expect(readFileSync(lockFileOf(file), 'utf8')).toBe(String(answered.child.pid));
    expect(existsSync(`${lockFileOf(file)}.takeover`)).toBe(false);
  }, 120_000);

  it('lockSession: refused while a live process holds the lock, taken over from a dead one, released only by its holder', () => {
    const file = sessionFile();
    const lock = lockFileOf(file);
    const release = lockSession(file);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    // the parent of this process is alive
    writeFileSync(lock, String(process.ppid));
    expect(() => lockSession(file)).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/in use by process/) }));
    // not ours any more: releasing leaves it
    release();
    expect(existsSync(lock)).toBe(true);
    // a process that ended: its lock is stale
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(lock, gone.stdout);
    const again = lockSession(file);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    again();
    expect(existsSync(lock)).toBe(false);
    // a lock holding this very process's id (left by an ended process whose id was reused) is no other process's: taken
    writeFileSync(lock, String(process.pid));
    const reused = lockSession(file);
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid));
    reused();
    expect(existsSync(lock)).toBe(false);
  });
});
