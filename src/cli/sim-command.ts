/**
 * `paliano sim`: plays N games (or drafts followed by games) with a bot per seat on every core and
 * prints a summary table, with each game's result and replay record as JSON lines if asked.
 *
 * @module
 */
import { createWriteStream, openSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { UsageError, type CliCommand } from './command.js';
import { checkPlayerCount, formatById, formatIds } from '../engine/format.js';
import { MENTAL_MAGIC_FORMAT } from '../variants/mental-magic/rule-module.js';
import { botNamed, draftBotNamed, type SimGameResult } from '../sim/game.js';
import { playSimOnQueue, runSimWorker } from '../sim/queue.js';
import { playSim, type SimOptions } from '../sim/run.js';
import { SimSummary } from '../sim/summary.js';
import { simWorkerScript } from '../sim/worker-script.js';
import { quoted } from '../engine/quote.js';
import { MAX_COUNT } from '../state/validate.js';

/**
 * The whole number an option gives, from `min` to the largest count a game holds (`MAX_COUNT`, the
 * bound of a game's turn limit; more games than that no list of them holds); a usage error otherwise.
 */
function count(value: string | boolean | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  // written in decimal digits: not 1e2, 0x10 or 1.0
  const n = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (typeof value !== 'string' || !Number.isInteger(n) || n < min || n > MAX_COUNT) throw new UsageError(`--${name} takes a whole number from ${min} to ${MAX_COUNT}, not ${quoted(value)}`);
  return n;
}

/**
 * Checks `--format` and the seat count `--bots` gives: a format the games can be created in (Async
 * Mental Magic's games are started and settled by its own driver, not `createGame`), for that many players.
 */
function checkFormat(format: string, seats: number): void {
  const playable = formatIds().filter((id) => id !== MENTAL_MAGIC_FORMAT);
  if (format === MENTAL_MAGIC_FORMAT) throw new UsageError(`--format ${MENTAL_MAGIC_FORMAT}: Async Mental Magic games are played through createMentalMagicGame and settleMentalMagic (or paliano pbp), not simulated; --format takes ${playable.join(', ')}`);
  const f = formatById(format);
  if (!f) throw new UsageError(`--format: no format ${quoted(format)}: ${playable.join(', ')}`);
  try {
    checkPlayerCount(f, seats);
  } catch (e) {
    throw new UsageError(`--bots names ${seats} seats: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The `--draft` options: the draft bots by seat and the boosters, checked. */
function draftOptions(values: Record<string, string | boolean | undefined>, seats: number, format: string): SimOptions['draft'] {
  if (values.draft !== true) {
    if (values.drafters !== undefined || values.boosters !== undefined) throw new UsageError('--drafters and --boosters go with --draft');
    return undefined;
  }
  if (format !== 'conspiracy') throw new UsageError(`--draft plays Conspiracy games after the draft (905.3): leave out --format or give conspiracy, not ${format}`);
  if (seats < 3 || seats > 5) throw new UsageError(`--draft seats one table of 3 to 5 players: --bots names ${seats}`);
  const drafters = typeof values.drafters === 'string' ? values.drafters.split(',') : Array.from({ length: seats }, () => 'heuristic');
  if (drafters.length !== seats) throw new UsageError(`--drafters names ${drafters.length} draft bots for ${seats} seats`);
  for (const d of drafters) {
    try {
      draftBotNamed(d);
    } catch (e) {
      throw new UsageError(`--drafters: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const boosters = values.boosters ?? 'CN2';
  if (boosters !== 'CN2' && boosters !== 'CNS') throw new UsageError(`--boosters takes CN2 or CNS, not ${quoted(boosters)}`);
  return { drafters, boosters };
}

/** `paliano sim [--games N] [--bots B,B,…] [--format F] [--draft [--drafters D,D,…] [--boosters SET]] [--seed S] [--turn-limit N] [--workers N] [--out FILE] [--queue URL [--work]]`. */
export const simCommand: CliCommand = {
  summary: 'play many games (or drafts and games) between bots and print win rates (JSON lines with replays on request)',
  usage: 'paliano sim [--games N] [--bots BOT,BOT,...] [--format FORMAT] [--draft [--drafters BOT,...] [--boosters CN2|CNS]] [--seed SEED] [--turn-limit N] [--workers N] [--out FILE] [--queue redis://HOST:PORT [--work]]',
  help: [
    'Plays games with random 40-card decks, one bot per seat; the seats rotate game by game.',
    'With --draft, each game is a Conspiracy Draft: the seats draft, build decks from their pools and',
    'play a Conspiracy game at one table seated at random.',
    '',
    '  --games N          games to play (default 100)',
    '  --bots LIST        a bot per seat: random, heuristic, ismcts or ismcts:ITERATIONS (default heuristic,random)',
    '  --format F         free-for-all (default), two-player, conspiracy, magic-tech (not mental-magic)',
    '  --draft            draft first (3 to 5 seats; the format is conspiracy)',
    '  --drafters LIST    with --draft: a draft bot per seat, heuristic or random (default heuristic)',
    '  --boosters SET     with --draft: CN2 (default) or CNS boosters',
    '  --seed S           the run seed; game i is seeded S:i (default 1)',
    '  --turn-limit N     a game still going after N turns is a draw, as turn N+1 begins (default 60)',
    '  --workers N        worker threads (default: one per core); 0 plays in this thread',
    '  --out FILE         write each game as a JSON line: seed, bots, winner, turns, decisions, replay record',
    '                     (paliano replay FILE --game N prints the log of game N)',
    '  --queue URL        send the games through a BullMQ queue on this Redis (npm install bullmq), to be',
    '                     played by workers on any machine, and wait for their results',
    '  --work             with --queue: be a worker, playing games from the queue until interrupted,',
    '                     each on a thread of its own, --workers at a time (default: one per core)',
    '  --queue-name NAME  the queue (default paliano-sim)',
  ].join('\n'),
  options: {
    games: { type: 'string' }, bots: { type: 'string' }, format: { type: 'string' }, seed: { type: 'string' }, 'turn-limit': { type: 'string' },
    workers: { type: 'string' }, out: { type: 'string' }, queue: { type: 'string' }, work: { type: 'boolean' }, 'queue-name': { type: 'string' },
    draft: { type: 'boolean' }, drafters: { type: 'string' }, boosters: { type: 'string' },
  },
  positionals: [0, 0],
  async run({ values }, output) {
    const bots = (typeof values.bots === 'string' ? values.bots : 'heuristic,random').split(',');
    for (const b of bots) {
      try {
        botNamed(b);
      } catch (e) {
        throw new UsageError(`--bots: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    const queue = typeof values.queue === 'string' ? values.queue : undefined;
    const queueName = typeof values['queue-name'] === 'string' ? values['queue-name'] : undefined;
    if (queueName !== undefined && !queue) throw new UsageError('--queue-name names a queue of --queue redis://HOST:PORT, which is not given');
    if (values.work === true) {
      if (!queue) throw new UsageError('--work needs --queue redis://HOST:PORT');
      const stop = new Promise<void>((resolve) => {
        process.once('SIGINT', () => resolve());
        process.once('SIGTERM', () => resolve());
      });
      await runSimWorker({ queue, ...(queueName ? { queueName } : {}), workerScript: simWorkerScript(), concurrency: count(values.workers, 'workers', availableParallelism(), 1), stop, onReady: () => output.err(`playing games from ${queue}${queueName ? ` (${queueName})` : ''}; Ctrl-C stops\n`), onGame: (r) => output.err(`game ${r.seed}: ${r.winner === null ? 'draw' : `seat ${r.winner} (${r.bots[r.winner]}) wins`}\n`) });
      return 0;
    }
    const games = count(values.games, 'games', 100, 1);
    const format = typeof values.format === 'string' ? values.format : values.draft === true ? 'conspiracy' : 'free-for-all';
    const draft = draftOptions(values, bots.length, format);
    checkFormat(format, bots.length);
    let done = 0;
    const options: SimOptions = {
      games,
      bots,
      format,
      ...(draft ? { draft } : {}),
      seed: typeof values.seed === 'string' ? values.seed : '1',
      turnLimit: count(values['turn-limit'], 'turn-limit', 60, 1),
      workers: count(values.workers, 'workers', availableParallelism(), 0),
      workerScript: simWorkerScript(),
    };
    // opened before any game is played, so a path that cannot be written fails at once, as an error
    const out = typeof values.out === 'string' ? createWriteStream('', { fd: openSync(values.out, 'w') }) : null;
    // the results are counted as they come, not kept: a run of millions of games summarizes in constant memory
    const summary = new SimSummary();
    const each = (r: SimGameResult): void => {
      done++;
      summary.add(r);
      out?.write(`${JSON.stringify(r)}\n`);
      const width = 30;
      const filled = Math.round((width * done) / games);
      output.err(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${games}`);
    };
    await (queue ? playSimOnQueue({ ...options, queue, ...(queueName ? { queueName } : {}) }, each) : playSim(options, each));
    output.err('\n');
    if (out) await new Promise<void>((resolve) => out.end(resolve));
    for (const line of summary.lines()) output.out(`${line}\n`);
    return 0;
  },
};
