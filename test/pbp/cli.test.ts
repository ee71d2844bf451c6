import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, pbpLine, writeAtomically } from '../../src/cli/pbp.js';
import { runCli } from '../../src/cli/run.js';
import { loadSession } from '../../src/pbp/saved.js';
import { createSession } from '../../src/pbp/session.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'paliano-pbp-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('npx paliano pbp', () => {
  it('reads "user: command" lines and prints each reply after who may read it', () => {
    const s = createSession({ seed: 3 });
    const a = pbpLine(s, 'alice: !dibs');
    expect(a.output).toBe("[to everyone]\nalice has dibs on controlling the turn for seat 1 and joins seat 1's team (AMM 9a).");
    const b = pbpLine(a.session, 'alice: !');
    expect(b.output).toMatch(/^\[to seat 1's team: alice\]\nSeat 1 pulls a100/);
    expect(pbpLine(b.session, 'alice: just chatting').output).toBe('');
    expect(pbpLine(b.session, 'no colon here').output).toBe('[to everyone]\nlines are "user: command"');
    expect(pbpLine(b.session, '').output).toBe('');
  });

  it('writes the session atomically: a temporary file renamed over the old one, nothing left behind', () => {
    const dir = tempDir();
    const file = join(dir, 'session.json');
    writeAtomically(file, '{"a":1}');
    writeAtomically(file, '{"a":2}');
    expect(readFileSync(file, 'utf8')).toBe('{"a":2}');
    expect(readdirSync(dir)).toEqual(['session.json']);
  });

  it('opens the saved session, or starts and saves a new one', () => {
    const file = join(tempDir(), 's.json');
    const s = openSession({ file, seed: '9', names: ['Ann', 'Ben'] });
    expect(existsSync(file)).toBe(true);
    expect(openSession({ file, seed: 'ignored' })).toStrictEqual(JSON.parse(JSON.stringify(s)));
    expect(s.version === 1 && s.names).toEqual(['Ann', 'Ben']);
  });

  it('runs as a command: stdin lines in, replies out, the session file kept between runs', () => {
    const file = join(tempDir(), 'league.json');
    const run = (input: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--session', file, '--seed', '3'], { input, encoding: 'utf8', timeout: 60_000 });
    const first = run('alice: !dibs\nalice: !u 00\n');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/alice has dibs/);
    expect(first.stdout).toMatch(/play a100 \(unnamed \{[^}]*\}(\{[^}]*\})*\) as Utopia/);
    // a second run goes on from the saved session
    const second = run('alice: !info\n');
    expect(second.stdout).toMatch(/Dibs: alice/);
    const saved = loadSession(readFileSync(file, 'utf8'));
    expect(saved.game.battlefield).toHaveLength(1);
    expect(run('').status).toBe(0);
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'frob'], { encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown command "frob"; the commands are .*pbp/);
  });

  it('a session file in a directory that does not exist is one line naming it, status 1, nothing created', () => {
    const dir = join(tempDir(), 'missing');
    const file = join(dir, 'league.json');
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--session', file], { input: 'alice: !dibs\n', encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe(`paliano pbp: no directory ${dir} for the session file ${file}\n`);
    expect(r.status).toBe(1);
    expect(existsSync(dir)).toBe(false);
  });

  it('a --seats the kind does not take is a wrong argument: named, status 2, before any session file', async () => {
    const file = join(tempDir(), 'table.json');
    const kinds = [['conspiracy', '9', '3 to 6', 'CR 905.3'], ['draft', '1', '2 to 8', 'CR 905.1a'], ['magic-tech', '3', '2', 'MT 2.2'], ['free-for-all', '7', '2 to 6', 'CR 806']] as const;
    for (const [kind, seats, range, rule] of kinds) {
      let err = '';
      expect(await runCli(['pbp', '--session', file, '--kind', kind, '--seats', seats], { out: () => {}, err: (t) => (err += t) })).toBe(2);
      expect(err.split('\n')[0]).toBe(`paliano pbp: --seats: a ${kind} session offers ${range} seats, not ${seats} (${rule})`);
      expect(existsSync(file)).toBe(false);
    }
  });

  it('--kind takes every kind of session, a Magic Tech and a free-for-all game too; another is a wrong argument naming them', async () => {
    for (const kind of ['magic-tech', 'free-for-all'] as const) {
      const file = join(tempDir(), `${kind}.json`);
      const s = openSession({ file, seed: '5', kind });
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 2, kind, seats: kind === 'magic-tech' ? [expect.anything(), expect.anything()] : expect.any(Array) });
      expect(openSession({ file, seed: '6' })).toStrictEqual(s);
    }
    let err = '';
    expect(await runCli(['pbp', '--session', join(tempDir(), 'x.json'), '--kind', 'two-player'], { out: () => {}, err: (t) => (err += t) })).toBe(2);
    expect(err.split('\n')[0]).toBe('paliano pbp: --kind is one of mental-magic, conspiracy, draft, magic-tech, free-for-all, not "two-player"');
  });

  it('plays a Conspiracy game session: users with spaces and #, whispers named by their readers, the kind kept in the file', () => {
    const file = join(tempDir(), 'table.json');
    const run = (input: string, ...more: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--session', file, '--kind', 'conspiracy', '--seats', '3', '--seed', '2', ...more], { input, encoding: 'utf8', timeout: 60_000 });
    const deck = "!deck 17 Mountain; 23 Grenzo's Ruffians; Conspiracy; 1 Double Stroke";
    const first = run(['Jane Doe#1234: !join', '"a:b": !join', '@cy d: !join', `Jane Doe#1234: ${deck}`].join('\n'));
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('[to everyone]\nJane Doe#1234 sits at seat 1.\n[to everyone]\na:b sits at seat 2.\n[to everyone]\n@cy d sits at seat 3.');
    expect(first.stdout).toContain("[to everyone]\nSeat 1 has a deck.\n[to seat 1's team: Jane Doe#1234]\nYour deck: 40 cards. Conspiracies in your sideboard: Double Stroke.");
    // the second run opens the file as the session it is, whatever --kind says; --json prints objects
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--session', file, '--kind', 'draft', '--json'], { input: '@cy d: !status\n', encoding: 'utf8', timeout: 60_000 });
    expect(second.status).toBe(0);
    expect(JSON.parse(second.stdout.trim())).toMatchObject({ readers: { everyone: true }, text: expect.stringContaining('seat 1: Jane Doe#1234; seat 2: a:b; seat 3: @cy d'), data: { kind: 'status' } });
    const bad = run('', '--kind', 'chess');
    expect(bad.status).toBe(2);
  });
});
