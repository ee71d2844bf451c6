/** `paliano replay FILE` prints the game log of a replay record (or of one game of `paliano sim --out`), and reports a bad record. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runReplay } from '../../src/cli/replay.js';
import { apply, describeEvent, createMentalMagicGame, legalActions, logOf, playGame, randomBot, randomDeck, replay, RulesError, settleMentalMagic, variantReplayRecord, type Action, type ReadonlyGameState } from '../../src/index.js';
import { runSim } from '../helpers/sim-results.js';
import { seedRng } from '../../src/state/rng.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function write(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'paliano-replay-'));
  dirs.push(dir);
  const file = join(dir, 'game.json');
  writeFileSync(file, text);
  return file;
}

describe('paliano replay', () => {
  it('prints one line per event of the replayed game', async () => {
    const { state, replay } = playGame({ players: [{ deck: randomDeck(1) }, { deck: randomDeck(2) }], seed: 9, settings: { turnLimit: 6 } }, randomBot, seedRng(3));
    const lines: string[] = [];
    await runReplay(write(JSON.stringify(replay)), (line) => lines.push(line));
    expect(lines).toEqual(logOf(state).map((e) => describeEvent(state, e)));
    expect(lines.length).toBeGreaterThan(20);
  });

  it('prints the log of a game of Async Mental Magic from its version 2 record, settled after each action as it was played', async () => {
    const options = { seed: 5, manaAbilities: 'automatic' } as const;
    let state = createMentalMagicGame(options);
    const actions: Action[] = [];
    for (let i = 0; i < 30 && !state.result; i++) {
      const action = legalActions(state).at(-1)!;
      state = settleMentalMagic(apply(state, action));
      actions.push(action);
    }
    const lines: string[] = [];
    await runReplay(write(JSON.stringify(variantReplayRecord('mental-magic', options, actions))), (line) => lines.push(line));
    expect(lines).toEqual(logOf(state).map((e) => describeEvent(state, e)));
    expect(lines.some((l) => l.includes('AMM'))).toBe(true);
  });

  it('prints the log of one game of the JSON lines paliano sim --out writes: the game --game names, or the first', async () => {
    const results = await runSim({ games: 2, bots: ['heuristic', 'random'], format: 'free-for-all', seed: 'out', turnLimit: 6, workers: 0 });
    const file = write(results.map((r) => `${JSON.stringify(r)}\n`).join(''));
    const logOfGame = (i: number): string[] => {
      let last: ReadonlyGameState | null = null;
      for (const s of replay(results[i]!.replay)) last = s;
      return logOf(last!).map((e) => describeEvent(last!, e));
    };
    const second: string[] = [];
    await runReplay(file, (line) => second.push(line), 1);
    expect(second).toEqual(logOfGame(1));
    const first: string[] = [];
    await runReplay(file, (line) => first.push(line));
    expect(first).toEqual(logOfGame(0));
    await expect(runReplay(file, () => {}, 7)).rejects.toThrow('no game 7 in this file: its games are 0, 1');
    // a game number picks among such lines only
    await expect(runReplay(write(JSON.stringify(results[0]!.replay)), () => {}, 0)).rejects.toThrow(RulesError);
  });

  it('reports a record that is not valid', async () => {
    await expect(runReplay(write('{"schema":"paliano/replay","version":7}'), () => {})).rejects.toThrow(RulesError);
  });
});
