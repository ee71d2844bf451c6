#!/usr/bin/env node
/**
 * The `paliano` command. `paliano pbp [--session FILE] [--seed SEED] [--names A,B]` runs the
 * play-by-post bot of Async Mental Magic on standard input (see `./pbp.ts`); `paliano replay FILE`
 * prints the game log of a replay record (see `./replay.ts`).
 *
 * @module
 */
import { runPbp } from './pbp.js';
import { runReplay } from './replay.js';

const USAGE = 'usage: paliano pbp [--session FILE] [--seed SEED] [--names NAME1,NAME2]\n       paliano replay FILE';

/** Reads the command line and runs the command. */
async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'replay' && rest.length === 1) {
    await runReplay(rest[0] as string, (line) => process.stdout.write(`${line}\n`));
    return 0;
  }
  if (command !== 'pbp') {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const opts: { file: string; seed: string; names?: [string, string] } = { file: 'paliano-session.json', seed: '1' };
  for (let i = 0; i < rest.length; i += 2) {
    const value = rest[i + 1];
    if (value === undefined) {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
    if (rest[i] === '--session') opts.file = value;
    else if (rest[i] === '--seed') opts.seed = value;
    else if (rest[i] === '--names' && value.split(',').length === 2) opts.names = value.split(',') as [string, string];
    else {
      process.stderr.write(`${USAGE}\n`);
      return 2;
    }
  }
  await runPbp(opts);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`paliano: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
