/**
 * examples/python, the standard-library Python client of `paliano serve --stdio` (docs/protocol.md):
 * play_game.py, run as its docstring says, plays a 4-player game to its end, has a malformed request
 * and an illegal action refused (a protocol error and a RulesError with its rule) without the game
 * changing, and prints the one line it promises. The engine is the source through tsx (PALIANO), so
 * the test needs no build; CI also runs the script against the built dist/cli.js. Without a build
 * and without PALIANO it says to build, in one line.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('examples/python/play_game.py', () => {
  it('plays a game to its end through paliano serve --stdio and prints its result and returns', () => {
    const run = spawnSync('python3', ['examples/python/play_game.py', '3'], {
      cwd: ROOT,
      env: { ...process.env, PALIANO: 'node --import tsx src/cli/paliano.ts' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const line = /^game over on turn (\d+) after (\d+) decisions: (a draw|seat ([0-3]) wins) \(CR ([0-9a-z.]+)\); returns \[(.*)\]\n$/.exec(run.stdout);
    expect(line, run.stdout).not.toBeNull();
    const [, , , , winner, rule, returns] = line!;
    const values = returns!.split(', ').map(Number);
    expect(values).toHaveLength(4);
    // +1 for the winner, −1/3 for each other seat; 0 each in a draw (104.4)
    if (winner === undefined) expect(values).toEqual([0, 0, 0, 0]);
    else expect(values.map((v, seat) => (seat === Number(winner) ? v === 1 : Math.abs(v + 1 / 3) < 1e-9))).toEqual([true, true, true, true]);
    expect(rule).toMatch(/^104\./);
  }, 150_000);

  it('without a build says to run npm run build, in one line, and exits 1', () => {
    // a copy of the example in a checkout with no dist/
    const root = mkdtempSync(join(tmpdir(), 'paliano-python-'));
    try {
      mkdirSync(join(root, 'examples', 'python'), { recursive: true });
      for (const f of ['play_game.py', 'paliano_client.py']) copyFileSync(join(ROOT, 'examples', 'python', f), join(root, 'examples', 'python', f));
      const env = { ...process.env };
      delete env.PALIANO;
      const run = spawnSync('python3', [join(root, 'examples', 'python', 'play_game.py')], { env, encoding: 'utf8', timeout: 60_000 });
      expect(run.stderr).toBe(`no ${join(root, 'dist', 'cli.js')}: run \`npm run build\` first (or set PALIANO to the engine's command)\n`);
      expect(run.status).toBe(1);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
