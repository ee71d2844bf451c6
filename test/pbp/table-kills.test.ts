/**
 * A Conspiracy game session under `paliano pbp`, killed with SIGKILL at random moments while lines
 * are in flight: the session file is always readable and holds every acknowledged command (the
 * writer saves — temporary file, fsync, rename, fsync of the directory — before it prints the
 * reply), plus at most the one line it was handling; the next writer takes the stale lock over and
 * plays on to the same session as one uninterrupted run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pbpLine } from '../../src/cli/pbp.js';
import { loadAnySession } from '../../src/pbp/saved.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { seedRng, randomInt } from '../../src/state/rng.js';
import { drive, eager, type Exchange } from './table-driver.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const USERS = ['Jane Doe#1234', '@user name', 'Bo'];
const DECKS = [
  "17 Mountain; 8 Grenzo's Ruffians; 8 Goblin Racketeer; 7 Crown-Hunter Hireling; Conspiracy; 1 Double Stroke",
  "17 Plains; 8 Wings of the Guard; 8 Palace Sentinels; 7 Custodi Squire; Conspiracy; 1 Summoner's Bond",
  '17 Forest; 8 Menagerie Liberator; 8 Fang of the Pack; 7 Entourage of Trest; Conspiracy; 1 Natural Unity',
];
const SEED = '5';
const fresh = (): TableSession => createTableSession({ kind: 'conspiracy', seed: SEED, seats: 3 });

/** The input lines of a game's opening, as `user: command`, found by the scripted driver. */
function script(): string[] {
  let s = fresh();
  const first: Exchange[] = [];
  const send = (user: string, line: string): void => {
    const result = handleTable(s, user, line);
    first.push({ user, line, before: s, result });
    s = result.session;
  };
  USERS.forEach((u, i) => {
    send(u, '!join');
    send(u, `!deck ${DECKS[i]}`);
  });
  send(USERS[0]!, '!start');
  return drive(s, first, { choose: eager, seed: 3, limit: 70, until: () => false }).filter((x) => x.result.session !== x.before).map((x) => `${x.user}: ${x.line}`);
}

/** The session file's content after these lines, as the CLI writes it. */
function replayed(lines: readonly string[]): unknown {
  let s = fresh();
  for (const line of lines) s = pbpLine(s, line).session;
  return JSON.parse(JSON.stringify(s));
}

/** Runs a writer on `lines`, a status check after each, and kills it `delay` ms after its first reply; returns how many lines were acknowledged. */
function killedRun(file: string, lines: readonly string[], delay: number): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--kind', 'conspiracy', '--seats', '3', '--seed', SEED, '--session', file, '--json']);
    let out = '';
    let timer: NodeJS.Timeout | null = null;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      timer ??= setTimeout(() => child.kill('SIGKILL'), delay);
    });
    child.on('close', () => {
      if (timer) clearTimeout(timer);
      // a line is acknowledged by its first reply; the watcher's status reply after each line tells
      // where the replies of one line end and the next begin
      const kinds = out.split('\n').filter((l) => l.endsWith('}')).map((l) => (JSON.parse(l) as { data?: { kind?: string } }).data?.kind === 'status');
      const statuses = kinds.filter((k) => k).length;
      const pending = kinds.length > 0 && !kinds[kinds.length - 1] ? 1 : 0;
      resolve(Math.min(statuses + pending, lines.length));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(lines.map((l) => `${l}\nwatcher: !status\n`).join(''));
  });
}

describe('paliano pbp on a Conspiracy game, killed at random moments', () => {
  it('never loses an acknowledged command nor leaves an unreadable file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paliano-kills-'));
    dirs.push(dir);
    const file = join(dir, 'table.json');
    const lines = script();
    expect(lines.length).toBeGreaterThan(30);
    const rng = seedRng('kills');
    let done = 0;
    for (let round = 0; round < 20 && done < lines.length; round++) {
      const acked = await killedRun(file, lines.slice(done), randomInt(rng, 1500));
      expect(existsSync(file)).toBe(true);
      const text = readFileSync(file, 'utf8');
      // readable, and a session of every acknowledged line (the line in hand may be saved too)
      expect(() => loadAnySession(text)).not.toThrow();
      const saved = JSON.parse(text) as unknown;
      const at = [done + acked, done + acked + 1].find((n) => n <= lines.length && JSON.stringify(replayed(lines.slice(0, n))) === JSON.stringify(saved));
      expect(at).toBeDefined();
      done = at!;
    }
    // the interrupted runs together played every line
    expect(done).toBe(lines.length);
  }, 240_000);
});
