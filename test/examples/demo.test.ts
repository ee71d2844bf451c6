/**
 * `npm run demo [seed]` (demo/demo.ts), as the README shows it: the draft of 8 and both tables'
 * games played to the end, with a seed given as a number or as a word.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The demo's output for `seed`, checked to have exited 0 with nothing on stderr. */
function demo(seed: string): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'demo/demo.ts', seed], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return run.stdout;
}

describe('the demo', () => {
  it('drafts and plays both tables\' games to the end, for a number seed and a word seed', () => {
    for (const seed of ['7', 'paliano']) {
      const out = demo(seed);
      expect(out).toContain(`== The draft: 8 drafters, three rounds of CN2 boosters, seed ${seed} (CR 905.1) ==`);
      expect(out.match(/^== Table \d: /gm)).toHaveLength(2);
      expect(out.match(/^\(\d+ decisions\)$/gm)).toHaveLength(2);
    }
  }, 240_000);
});
