/**
 * `paliano replay FILE [--game N]`: prints the game log of a replay record (see `./replay.ts`).
 *
 * @module
 */
import { UsageError, type CliCommand } from './command.js';
import { runReplay } from './replay.js';
import { quoted } from '../engine/quote.js';

/** `paliano replay FILE [--game N]`. */
export const replayCommand: CliCommand = {
  summary: 'print the game log of a replay record',
  usage: 'paliano replay FILE [--game N]',
  help: [
    'Replays the game of FILE (a replay record, as playGame and clients write it) and prints its log, each line with its rule.',
    'FILE may also be the JSON lines of paliano sim --out: then the game numbered N (--game N), or the first.',
  ].join('\n'),
  options: { game: { type: 'string' } },
  positionals: [1, 1],
  async run({ positionals, values }, output) {
    if (values.game !== undefined && !(typeof values.game === 'string' && /^\d+$/.test(values.game))) throw new UsageError(`--game takes a game's number (0 or more), not ${quoted(values.game)}`);
    const game = values.game === undefined ? undefined : Number(values.game);
    await runReplay(positionals[0] as string, (line) => output.out(`${line}\n`), game);
    return 0;
  },
};
