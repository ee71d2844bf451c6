/**
 * Saved play-by-post sessions changed by hand: refused with a RulesError when no league could reach
 * them (`gamesEnded: -5`, a game that is not the one after the games ended, dice that are no PRNG
 * state), and a session with one field changed at random either loads and plays on through commands
 * without a crash, or is refused with a RulesError.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOG_CHUNK, logOf, RulesError } from '../../src/index.js';
import { requiredEventFields } from '../../src/state/events.js';
import { loadSession, saveSession } from '../../src/pbp/saved.js';
import { createSession, handle, type Session } from '../../src/pbp/session.js';
import { corrupt } from '../properties/tamper.js';
import { after } from './helpers.js';

const base = (): Session => after(createSession({ seed: 4 }), ['alice: !dibs', 'alice: !', 'alice: !u 00']);

function tampered(edit: (x: Record<string, any>) => void): string {
  const x = JSON.parse(saveSession(base())) as Record<string, any>;
  edit(x);
  return JSON.stringify(x);
}

describe('tampered saved sessions', () => {
  it('gamesEnded -5 is refused, so !gameover never meets it', () => {
    expect(() => loadSession(tampered((x) => { x.gamesEnded = -5; }))).toThrow(expect.objectContaining({ code: 'malformed', message: expect.stringMatching(/gamesEnded/) }));
    expect(() => loadSession(tampered((x) => { x.gamesEnded = 2 ** 53; }))).toThrow(RulesError);
  });

  it('the CLI on a session file with gamesEnded -5 refuses it with one line, no crash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paliano-saved-'));
    try {
      const file = join(dir, 'league.json');
      writeFileSync(file, tampered((x) => { x.gamesEnded = -5; }));
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', 'pbp', '--session', file], { input: 'alice: !gameover\n', encoding: 'utf8', timeout: 60_000 });
      expect(r.status).toBe(1);
      expect(r.stderr).toBe('paliano pbp: a damaged session: gamesEnded is not a number of games\n');
      // the file is left as it was, and no lock is left behind
      expect(JSON.parse(readFileSync(file, 'utf8')).gamesEnded).toBe(-5);
      expect(existsSync(`${file}.lock`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('AMM 6: a league history that lists a name twice keeps it once, so its saves load', () => {
    const s = createSession({ seed: 2, usedNames: ['Forest', 'Doomed Traveler', 'Forest'] });
    expect(s.usedNames).toEqual(['Forest', 'Doomed Traveler']);
    expect(loadSession(saveSession(s))).toStrictEqual(JSON.parse(JSON.stringify(s)));
    expect(() => loadSession(tampered((x) => { x.game.formatData.mentalMagic.usedNames = ['Forest', 'Forest']; }))).toThrow(RulesError);
  });

  it("a game log event without a field its type requires, or of a type the engine does not log, is refused at load, naming the event's position", () => {
    const log = logOf(base().game);
    const at = log.map((e) => requiredEventFields(e.type).includes('player')).lastIndexOf(true);
    expect(at).toBeGreaterThan(0);
    const event = (x: Record<string, any>): Record<string, unknown> => x.game.log[Math.floor(at / LOG_CHUNK)][at % LOG_CHUNK];
    expect(() => loadSession(tampered((x) => { delete event(x).player; }))).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringContaining(`log event ${at} (${log[at]!.type}) has no player`) }));
    expect(() => loadSession(tampered((x) => { event(x).type = 'dies'; }))).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringContaining(`log event ${at} has type "dies"`) }));
  });

  it("AMM 1: the session's game is the one after the games ended", () => {
    expect(() => loadSession(tampered((x) => { x.gamesEnded = 3; }))).toThrow(/game a is not the game after 3 ended/);
  });

  it('dice that are no PRNG state, and a damaged cost table, are refused', () => {
    expect(() => loadSession(tampered((x) => { x.dice = [0.5, 1, 2, 3]; }))).toThrow(/the dice/);
    expect(() => loadSession(tampered((x) => { x.costTable = [{ cost: '{Q}', weight: 1 }]; }))).toThrow(/cost table/);
  });

  it('a session with one field changed at random loads and plays on without a crash, or is refused with a RulesError', () => {
    const s = base();
    const json = saveSession(s);
    let loaded = 0;
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const root = JSON.parse(json) as Record<string, unknown>;
        const what = corrupt(g, root, s.game);
        let t: Session;
        try {
          t = loadSession(JSON.stringify(root));
        } catch (e) {
          if (!(e instanceof RulesError)) throw new Error(`a tampered session (${what}) threw ${String(e)}`, { cause: e });
          return;
        }
        loaded++;
        for (const line of ['!info', '!actions', '!do 1', '!', '!turnover', '!gameover', '!info']) {
          try {
            t = handle(t, 'alice', line).session;
          } catch (e) {
            throw new Error(`a tampered session (${what}) loaded, then ${line} threw ${String(e)}`, { cause: e });
          }
        }
        expect(loadSession(saveSession(t))).toStrictEqual(JSON.parse(JSON.stringify(t)));
      }),
      { numRuns: 120, endOnFailure: true },
    );
    expect(loaded).toBeGreaterThan(0);
  });
});
