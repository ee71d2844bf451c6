import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** Runs `npm run fuzz -- ...args`: its exit code and output. */
function fuzz(...args: string[]): { code: number | null; out: string; err: string } {
  const r = spawnSync(TSX, [join(ROOT, 'scripts', 'fuzz.ts'), ...args], { encoding: 'utf8', cwd: ROOT });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe('scripts/fuzz.ts: its command line', () => {
  it('--help prints every option and exits 0', () => {
    const r = fuzz('--help');
    expect(r.code).toBe(0);
    for (const option of ['--actions', '--seed', '--views', '--max-game', '--slow-dump', '--help']) expect(r.out).toContain(option);
  }, 120_000);

  it('refuses an unknown option with the usage and exit code 2', () => {
    const r = fuzz('--action', '10');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/Unknown option '--action'[\s\S]*usage: npm run fuzz/);
  }, 120_000);

  it('refuses a value that is not a whole number, rather than trying no action or one seed for every word', () => {
    for (const [option, value] of [['--actions', 'many'], ['--seed', 'abc'], ['--views', '-1'], ['--max-game', '0'], ['--actions', '']] as const) {
      const r = fuzz(`${option}=${value}`);
      expect(r.code, `${option}=${value}`).toBe(2);
      expect(r.err).toContain(`${option} takes a whole number`);
    }
  }, 240_000);

  it('tries the actions asked for and prints the counts', () => {
    const r = fuzz('--actions', '40', '--seed', '12');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^fuzz: seed 12, \d+ actions/);
    expect(Number(/ {2}actions +(\d+)/.exec(r.out)?.[1])).toBeGreaterThanOrEqual(40);
  }, 120_000);
});
