/**
 * `paliano pbp`: the play-by-post bot of Async Mental Magic on standard input (see `./pbp.ts`).
 *
 * @module
 */
import { UsageError, type CliCommand } from './command.js';
import { runPbp } from './pbp.js';

/** `paliano pbp [--session FILE] [--seed SEED] [--names A,B]`. */
export const pbpCommand: CliCommand = {
  summary: 'run the play-by-post bot of Async Mental Magic on standard input',
  usage: 'paliano pbp [--session FILE] [--seed SEED] [--names NAME1,NAME2]',
  help: [
    'Reads "user: command" lines on standard input and prints each reply after a line saying who may read it.',
    '',
    '  --session FILE     the session file, created if absent (default paliano-session.json)',
    '  --seed SEED        the league seed of a new session (default 1)',
    '  --names A,B        the two seat names of a new session',
  ].join('\n'),
  options: { session: { type: 'string' }, seed: { type: 'string' }, names: { type: 'string' } },
  positionals: [0, 0],
  async run({ values }) {
    const names = typeof values.names === 'string' ? values.names.split(',') : undefined;
    if (names && (names.length !== 2 || names.some((n) => n.trim() === ''))) {
      throw new UsageError(`--names takes two names separated by a comma, not ${JSON.stringify(values.names)}`);
    }
    await runPbp({
      file: typeof values.session === 'string' ? values.session : 'paliano-session.json',
      seed: typeof values.seed === 'string' ? values.seed : '1',
      ...(names ? { names: [names[0] ?? '', names[1] ?? ''] as [string, string] } : {}),
    });
    return 0;
  },
};
