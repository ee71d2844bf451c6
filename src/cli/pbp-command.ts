/**
 * `paliano pbp`: the play-by-post bot of every kind of session on standard input (see `./pbp.ts`).
 *
 * @module
 */
import { UsageError, type CliCommand } from './command.js';
import { runPbp } from './pbp.js';
import { secretSeed } from '../adapters/secret-seed.js';
import { seatCountProblem, TABLE_KINDS, type TableKind } from '../pbp/table-kinds.js';
import { quoted } from '../engine/quote.js';
import { citation } from '../engine/citation.js';

const KINDS: readonly ('mental-magic' | TableKind)[] = ['mental-magic', ...TABLE_KINDS];

/** `paliano pbp [--session FILE] [--kind KIND] [--seed SEED] [--names A,B] [--seats N] [--json]`. */
export const pbpCommand: CliCommand = {
  summary: 'run the play-by-post bot (Async Mental Magic, a Conspiracy game, a draft, a Magic Tech or a free-for-all game) on standard input',
  usage: `paliano pbp [--session FILE] [--kind ${KINDS.join('|')}] [--seed SEED] [--names NAME1,NAME2] [--seats N] [--json]`,
  help: [
    'Reads "user: command" lines on standard input and prints each reply after a line saying who may read it.',
    'The user is everything before the first colon (spaces and # included); a name with a colon is a JSON string: "a:b": !join.',
    '',
    '  --session FILE     the session file, created if absent (default paliano-session.json)',
    '  --kind KIND        what a new session plays: mental-magic (default), conspiracy (3-6 players),',
    '                     draft (then its Conspiracy game), magic-tech (2 players) or free-for-all (2-6 players)',
    '  --seed SEED        the seed of a new session (default: a secret 128-bit seed drawn at random)',
    '  --names A,B        the two seat names of a new Mental Magic session',
    '  --seats N          the seats a new session offers: conspiracy 3-6, draft 2-8, magic-tech 2,',
    '                     free-for-all 2-6; a draft goes on to its game with 3-6 drafters only (CR 905.3)',
    '  --json             print each reply as one JSON object a line: { readers, text, data }',
  ].join('\n'),
  options: { session: { type: 'string' }, seed: { type: 'string' }, names: { type: 'string' }, kind: { type: 'string' }, seats: { type: 'string' }, json: { type: 'boolean' } },
  positionals: [0, 0],
  async run({ values }) {
    const names = typeof values.names === 'string' ? values.names.split(',') : undefined;
    if (names && (names.length !== 2 || names.some((n) => n.trim() === ''))) {
      throw new UsageError(`--names takes two names separated by a comma, not ${quoted(values.names)}`);
    }
    const kind = typeof values.kind === 'string' ? values.kind : 'mental-magic';
    if (!(KINDS as readonly string[]).includes(kind)) throw new UsageError(`--kind is one of ${KINDS.join(', ')}, not ${quoted(kind)}`);
    const seats = typeof values.seats === 'string' ? Number(values.seats) : undefined;
    if (seats !== undefined && !Number.isInteger(seats)) throw new UsageError(`--seats takes a number, not ${quoted(values.seats)}`);
    if (seats !== undefined && kind !== 'mental-magic') {
      const problem = seatCountProblem(kind as TableKind, seats);
      if (problem !== null) throw new UsageError(`--seats: ${problem.message} (${citation(problem.rule)})`);
    }
    await runPbp({
      file: typeof values.session === 'string' ? values.session : 'paliano-session.json',
      // a new session's seed, unless given, is drawn where no player can read it (DESIGN principle 9)
      seed: typeof values.seed === 'string' ? values.seed : secretSeed(),
      kind: kind as (typeof KINDS)[number],
      ...(seats !== undefined ? { seats } : {}),
      ...(values.json === true ? { format: 'json' as const } : {}),
      ...(names ? { names: [names[0] ?? '', names[1] ?? ''] as [string, string] } : {}),
    });
    return 0;
  },
};
