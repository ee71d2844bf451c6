/**
 * What `paliano sim` refuses, with a message naming what is wrong: no games, a bot name that only
 * begins like one, a draft table the simulation can't seat or a draft followed by a game other than
 * Conspiracy (CR 905.3) given to the API, and a queue URL that is not a Redis one; and what a Redis
 * URL stands for.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { botNamed } from '../../src/sim/game.js';
import { redisConnection } from '../../src/sim/queue.js';
import { playSim } from '../../src/sim/run.js';

describe('paliano sim inputs', () => {
  it('the command refuses --games 0 as a usage error, before any game', async () => {
    let out = '';
    let err = '';
    expect(await runCli(['sim', '--games', '0', '--workers', '0'], { out: (t) => (out += t), err: (t) => (err += t) })).toBe(2);
    expect(err).toContain('--games takes a whole number from 1');
    expect(err).toContain('not "0"');
    expect(out).toBe('');
  });

  it('a bot name is the whole name: ismcts with anything after its iterations is no bot', () => {
    expect(() => botNamed('ismcts:5x')).toThrow('no bot "ismcts:5x"');
    expect(() => botNamed('ismctsx')).toThrow('no bot "ismctsx"');
    expect(() => botNamed('ismcts:5')).not.toThrow();
  });

  it('a draft run through the API refuses a table of fewer than 3 seats and a game other than Conspiracy (905.3)', async () => {
    const draft = { drafters: ['random', 'random'], boosters: 'CN2' as const };
    const two = { games: 1, bots: ['random', 'random'], format: 'conspiracy', seed: 'd', turnLimit: 3, workers: 0, draft };
    await expect(playSim(two, () => {})).rejects.toThrow('3 to 5 players (905.3), not 2');
    const three = { ...two, bots: ['random', 'random', 'random'], format: 'free-for-all', draft: { ...draft, drafters: ['random', 'random', 'random'] } };
    await expect(playSim(three, () => {})).rejects.toThrow('a Conspiracy game (905.3), not free-for-all');
  });

  it('a Redis URL gives its host, port (6379 by default), database and credentials; any other URL is refused', () => {
    expect(redisConnection('redis://example.org')).toEqual({ host: 'example.org', port: 6379 });
    expect(redisConnection('redis://u%40x:p%3Aw@10.0.0.2:7000/3')).toEqual({ host: '10.0.0.2', port: 7000, db: 3, username: 'u@x', password: 'p:w' });
    expect(() => redisConnection('https://example.org:6379')).toThrow('not a Redis URL: https://example.org:6379');
    expect(() => redisConnection('example.org:6379')).toThrow('not a Redis URL');
  });
});
