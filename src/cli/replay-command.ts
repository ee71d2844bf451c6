/**
 * `paliano replay FILE`: prints the game log of a replay record (see `./replay.ts`).
 *
 * @module
 */
import type { CliCommand } from './command.js';
import { runReplay } from './replay.js';

/** `paliano replay FILE`. */
export const replayCommand: CliCommand = {
  summary: 'print the game log of a replay record',
  usage: 'paliano replay FILE',
  help: 'Replays the game of FILE (a replay record, as playGame and clients write it) and prints its log, each line with its rule.',
  options: {},
  positionals: [1, 1],
  async run({ positionals }, output) {
    await runReplay(positionals[0] as string, (line) => output.out(`${line}\n`));
    return 0;
  },
};
