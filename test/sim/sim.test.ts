/**
 * `paliano sim`: games with a bot per seat, seats rotating, each with a replay record that replays to
 * the same end, and a summary of win rates with confidence intervals.
 */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { replay, type ReadonlyGameState } from '../../src/index.js';
import { runCli } from '../../src/cli/run.js';
import { gameSpec, playSim } from '../../src/sim/run.js';
import { runSim } from '../helpers/sim-results.js';
import { summaryTable, wilsonInterval } from '../../src/sim/summary.js';

describe('paliano sim', () => {
  it('plays the games in order with the seats rotating, and each replay record replays to the game\'s end', async () => {
    const options = { games: 4, bots: ['heuristic', 'random', 'random'], format: 'free-for-all', seed: 's', turnLimit: 30, workers: 0 };
    const seen: number[] = [];
    const results = await runSim(options, (r) => seen.push(r.index));
    expect(results.map((r) => r.index)).toEqual([0, 1, 2, 3]);
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(results.map((r) => r.bots.indexOf('heuristic'))).toEqual([0, 2, 1, 0]);
    expect(gameSpec(options, 1)).toMatchObject({ seed: 's:1', bots: ['random', 'random', 'heuristic'] });
    for (const r of results) {
      let last: ReadonlyGameState | null = null;
      for (const s of replay(r.replay)) last = s;
      expect(last!.result?.winner ?? null).toBe(r.winner);
      expect(last!.turn.number).toBe(r.turns);
    }
    // the same run gives the same games
    expect((await runSim(options)).map((r) => [r.winner, r.turns, r.decisions])).toEqual(results.map((r) => [r.winner, r.turns, r.decisions]));
  });

  it('on threads, the first game that throws stops the other threads and the run rejects with its error', async () => {
    const options = { games: 40, bots: ['random', 'random'], format: 'free-for-all', seed: 's', turnLimit: 30, workers: 2, workerScript: new URL('./fixtures/throwing-worker.mjs', import.meta.url) };
    const seen: number[] = [];
    await expect(runSim(options, (r) => seen.push(r.index))).rejects.toThrow('game 0 threw');
    const atRejection = seen.length;
    // a thread still playing would post more results in this time (each game takes 20 ms)
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.length).toBe(atRejection);
    expect(atRejection).toBeLessThan(39);
  });

  it('a run keeps nothing: the games\' specs are made as they are handed out, so a run of 2^31 - 1 games starts at once', async () => {
    const stop = new Error('stop after two games');
    const seen: number[] = [];
    const options = { games: 2 ** 31 - 1, bots: ['random', 'random'], format: 'free-for-all', seed: 'big', turnLimit: 3, workers: 0 };
    await expect(playSim(options, (r) => {
      seen.push(r.index);
      if (seen.length === 2) throw stop;
    })).rejects.toBe(stop);
    expect(seen).toEqual([0, 1]);
  });

  it('summarizes wins by bot with Wilson intervals', () => {
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
    const [lo, hi] = wilsonInterval(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    const base = { seed: 'x', rule: '104.2a', turns: 10, decisions: 10, ms: 1, replay: {} as never };
    const table = summaryTable([
      { ...base, index: 0, bots: ['a', 'b'], winner: 0 },
      { ...base, index: 1, bots: ['b', 'a'], winner: 1 },
      { ...base, index: 2, bots: ['a', 'b'], winner: null },
    ]);
    expect(table.find((l) => l.startsWith('a '))).toMatch(/^a\s+3\s+2\s+66\.7%/);
    expect(table.find((l) => l.startsWith('b '))).toMatch(/^b\s+3\s+0\s+0\.0%/);
    expect(table.at(-1)).toContain('draws 1');
  });

  it('the command prints the table and refuses a bot it does not know, naming it', async () => {
    let out = '';
    let err = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
    expect(await runCli(['sim', '--games', '2', '--bots', 'heuristic,random', '--workers', '0'], io)).toBe(0);
    expect(out).toContain('heuristic');
    expect(out).toContain('games 2');
    expect(await runCli(['sim', '--bots', 'genius,random'], io)).toBe(2);
    expect(err).toContain('genius');
  });

  it('the command refuses ismcts with no iterations, naming the bot', async () => {
    let err = '';
    const io = { out: () => {}, err: (t: string) => (err += t) };
    expect(await runCli(['sim', '--games', '1', '--bots', 'ismcts:0,random', '--workers', '0'], io)).toBe(2);
    expect(err).toContain('ismcts:0');
    expect(err).toContain('at least 1');
  });

  it('the command refuses, as usage errors before any game, a seat count the format does not take, an unknown format and Async Mental Magic', async () => {
    let err = '';
    const io = { out: () => {}, err: (t: string) => (err += t) };
    expect(await runCli(['sim', '--games', '1', '--bots', 'heuristic', '--workers', '0'], io)).toBe(2);
    expect(err).toContain('--bots names 1 seats');
    expect(err).toContain('2 to 6 players, not 1');
    err = '';
    expect(await runCli(['sim', '--games', '1', '--bots', 'heuristic,heuristic,random', '--format', 'magic-tech', '--workers', '0'], io)).toBe(2);
    expect(err).toContain('not 3');
    err = '';
    expect(await runCli(['sim', '--games', '1', '--format', 'chess', '--workers', '0'], io)).toBe(2);
    expect(err).toContain('no format "chess"');
    expect(err).toContain('free-for-all');
    err = '';
    expect(await runCli(['sim', '--games', '1', '--format', 'mental-magic', '--workers', '0'], io)).toBe(2);
    expect(err).toContain('createMentalMagicGame');
    expect(err).not.toContain('format data');
  });

  it('with a draft: the seats draft, build decks from their pools and play a Conspiracy game at one table; the bots follow their draft seats, and the replay record replays to the game\'s end', async () => {
    const options = {
      games: 2, bots: ['heuristic', 'random', 'random'], format: 'conspiracy', seed: 'd', turnLimit: 25, workers: 0,
      draft: { drafters: ['heuristic', 'random', 'random'], boosters: 'CN2' as const },
    };
    expect(gameSpec(options, 1).draft).toEqual({ drafters: ['random', 'random', 'heuristic'], boosters: 'CN2' });
    const results = await runSim(options);
    for (const r of results) {
      const spec = gameSpec(options, r.index);
      // each seat of the game is played by the bot of the draft seat it came from
      expect([...(r.draftSeats ?? [])].sort()).toEqual([0, 1, 2]);
      expect(r.bots).toEqual(r.draftSeats?.map((d) => spec.bots[d]));
      const players = r.replay.options.players;
      expect(r.replay.options.format).toBe('conspiracy');
      // the decks are the drafters' own: each player's game deck comes with the record of their draft (905.1d, 905.2b)
      expect(players.every((p) => p.draft !== undefined && p.deck.length >= 40)).toBe(true);
      let last: ReadonlyGameState | null = null;
      for (const s of replay(r.replay)) last = s;
      expect(last!.result?.winner ?? null).toBe(r.winner);
      expect(last!.turn.number).toBe(r.turns);
    }
    expect((await runSim(options)).map((r) => [r.winner, r.turns, r.draftSeats])).toEqual(results.map((r) => [r.winner, r.turns, r.draftSeats]));
  });

  it('the command drafts with --draft and refuses a draft of the wrong size or format, or an unknown draft bot', async () => {
    let out = '';
    let err = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
    expect(await runCli(['sim', '--draft', '--games', '1', '--bots', 'heuristic,random,random', '--drafters', 'heuristic,random,heuristic', '--turn-limit', '15', '--workers', '0'], io)).toBe(0);
    expect(out).toContain('games 1');
    expect(await runCli(['sim', '--draft', '--bots', 'heuristic,random'], io)).toBe(2);
    expect(err).toContain('3 to 5');
    expect(await runCli(['sim', '--draft', '--format', 'two-player', '--bots', 'heuristic,random,random'], io)).toBe(2);
    expect(err).toContain('905.3');
    expect(await runCli(['sim', '--draft', '--bots', 'heuristic,random,random', '--drafters', 'oracle,random,random'], io)).toBe(2);
    expect(err).toContain('oracle');
    expect(await runCli(['sim', '--drafters', 'random,random,random'], io)).toBe(2);
    expect(err).toContain('--draft');
  });

  it('the command refuses, as usage errors before any game, a draft table past 5 seats, drafters of the wrong count, boosters other than Conspiracy ones (905.1), and boosters without --draft', async () => {
    // one short game each, should a refusal be missed
    const short = ['--games', '1', '--turn-limit', '3', '--workers', '0'];
    const three = ['--bots', 'random,random,random'];
    const refused: [string[], string][] = [
      [['--draft', '--bots', 'random,random,random,random,random,random'], '--draft seats one table of 3 to 5 players: --bots names 6'],
      [['--draft', ...three, '--drafters', 'random,random'], '--drafters names 2 draft bots for 3 seats'],
      [['--draft', ...three, '--drafters', 'random,random,random,random'], '--drafters names 4 draft bots for 3 seats'],
      [['--draft', ...three, '--boosters', 'M19'], '--boosters takes CN2 or CNS, not "M19"'],
      [[...three, '--boosters', 'CNS'], '--drafters and --boosters go with --draft'],
    ];
    for (const [argv, message] of refused) {
      let out = '';
      let err = '';
      expect(await runCli(['sim', ...argv, ...short], { out: (t) => (out += t), err: (t) => (err += t) }), argv.join(' ')).toBe(2);
      expect(err).toContain(message);
      expect(out).toBe('');
    }
  });

  it('the command refuses, as usage errors naming the option, counts past what a game or a run can hold (a turn limit a game may not have, more games than a list holds)', async () => {
    let out = '';
    let err = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
    for (const [option, value] of [['--turn-limit', '99999999999999999999'], ['--turn-limit', '1e300'], ['--turn-limit', '2147483648'], ['--games', '1e20'], ['--games', '9007199254740993'], ['--workers', '1e400'], ['--games', '1e2'], ['--games', '0x10'], ['--turn-limit', '1.0'], ['--games', ' 5']] as const) {
      err = '';
      expect(await runCli(['sim', '--games', '1', '--workers', '0', option, value], io), `${option} ${value}`).toBe(2);
      expect(err).toContain(`${option} takes a whole number from`);
      expect(err).toContain(`not "${value}"`);
    }
    expect(out).toBe('');
    // a queue's name without the queue
    err = '';
    expect(await runCli(['sim', '--games', '1', '--workers', '0', '--queue-name', 'q'], io)).toBe(2);
    expect(err).toContain('--queue-name names a queue of --queue');
  });

  it('the command fails with one line, before any game, for an --out file it cannot write', async () => {
    let out = '';
    let err = '';
    const io = { out: (t: string) => (out += t), err: (t: string) => (err += t) };
    expect(await runCli(['sim', '--games', '1', '--out', '/nonexistent-dir/games.jsonl', '--workers', '0'], io)).toBe(1);
    expect(err).toBe("paliano sim: ENOENT: no such file or directory, open '/nonexistent-dir/games.jsonl'\n");
    expect(out).toBe('');
  });

  it('the command fails at once, naming the URL, when no Redis answers at --queue: as a run and as a worker', async () => {
    // a port nothing listens on: one the system gave and took back
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const url = `redis://127.0.0.1:${port}`;
    let err = '';
    const io = { out: () => {}, err: (t: string) => (err += t) };
    expect(await runCli(['sim', '--games', '1', '--queue', url, '--workers', '0'], io)).toBe(1);
    expect(err).toBe(`paliano sim: cannot reach Redis at ${url}: connect ECONNREFUSED 127.0.0.1:${port}\n`);
    err = '';
    expect(await runCli(['sim', '--work', '--queue', url, '--workers', '1'], io)).toBe(1);
    expect(err).toBe(`paliano sim: cannot reach Redis at ${url}: connect ECONNREFUSED 127.0.0.1:${port}\n`);
  }, 20_000);
});
