/**
 * A play-by-post session's seed decides every shuffle and draw of its games and drafts, so the host
 * keeps it where no player can read it and makes it too large to find by trying seeds (DESIGN
 * principle 9, CR 400.2): `paliano pbp` without `--seed` draws a 128-bit seed, which the session keeps
 * as four words, and every game and draft derived from it keeps those bits.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isSeed } from '../../src/state/rng.js';
import { loadAnySession, saveSession } from '../../src/pbp/saved.js';
import { createSession } from '../../src/pbp/session.js';
import { createTableSession } from '../../src/pbp/table-session.js';
import { handle } from '../../src/pbp/handle.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A draft session of two seats, joined and started: its draft, dealt from the session's seed. */
function startedDraft(seed: number[] | string) {
  let s = createTableSession({ kind: 'draft', seed, seats: 2 });
  for (const line of ['ann: !join 1', 'ben: !join 2', 'ann: !start']) s = handle(s, line.split(': ')[0]!, line.split(': ')[1]!).session as typeof s;
  return s;
}

describe('play-by-post seeds (DESIGN principle 9)', () => {
  it('paliano pbp without --seed draws a secret 128-bit seed, another for each new session', () => {
    const seeds = [0, 1].map(() => {
      const dir = mkdtempSync(join(tmpdir(), 'paliano-pbp-seed-'));
      dirs.push(dir);
      const file = join(dir, 'league.json');
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--session', file], { input: 'alice: !info\n', encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(0);
      return (JSON.parse(readFileSync(file, 'utf8')) as { seed: unknown }).seed;
    });
    for (const seed of seeds) expect(Array.isArray(seed) && isSeed(seed)).toBe(true);
    expect(seeds[0]).not.toEqual(seeds[1]);
  });

  it('a session with a four-word seed is saved and loaded with it, and its games differ by any of its bits', () => {
    const a = createSession({ seed: [1, 2, 3, 4] });
    const b = createSession({ seed: [1, 2, 3, 5] });
    expect(a.seed).toEqual([1, 2, 3, 4]);
    expect(loadAnySession(saveSession(a))).toStrictEqual(JSON.parse(saveSession(a)));
    expect(a.dice).not.toEqual(b.dice);
  });

  it("a draft's boosters follow every word of the session's seed, and a string seed plays as before", () => {
    const packs = (seed: number[] | string) => JSON.stringify(startedDraft(seed).draft?.cards.map((c) => c.name));
    expect(packs([7, 7, 7, 7])).not.toBe(packs([7, 7, 7, 8]));
    expect(packs('42')).toBe(packs('42'));
    const saved = startedDraft([9, 8, 7, 6]);
    expect(loadAnySession(saveSession(saved))).toStrictEqual(JSON.parse(saveSession(saved)));
  });
});
