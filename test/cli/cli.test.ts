import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import type { CliCommand } from '../../src/cli/command.js';
import { readDeckList } from '../../src/index.js';
import pkg from '../../package.json';

/** Runs the command line in process and collects what it writes. */
async function cli(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

const dir = mkdtempSync(join(tmpdir(), 'paliano-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('paliano', () => {
  it('--help lists every command and exits 0; no command prints it to stderr and exits 2', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage: paliano COMMAND/);
    expect(help.out).toMatch(/\n {2}deck +read a deck list/);
    expect(help.out).toMatch(/\n {2}pbp +run the play-by-post bot/);
    const none = await cli();
    expect(none.code).toBe(2);
    expect(none.err).toContain('usage: paliano COMMAND');
  });

  it('help is --help; -v is --version; a name of an object property (toString, constructor) is an unknown command', async () => {
    expect(await cli('help')).toEqual(await cli('--help'));
    expect(await cli('-v')).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
    for (const name of ['toString', 'constructor', '__proto__']) {
      const run = await cli(name);
      expect(run.code, name).toBe(2);
      expect(run.err).toContain(`unknown command "${name}"`);
    }
  });

  it('--version prints the package version', async () => {
    expect(await cli('--version')).toEqual({ code: 0, out: `${pkg.version}\n`, err: '' });
  });

  it('each command has its own help', async () => {
    const deck = await cli('deck', '--help');
    expect(deck.code).toBe(0);
    expect(deck.out).toMatch(/^usage: paliano deck FILE/);
    expect(deck.out).toContain('--to FORMAT');
    expect((await cli('pbp', '-h')).out).toContain('--session FILE');
  });

  it('names the wrong argument: an unknown command, an unknown option, a bad value, an extra argument', async () => {
    const unknown = await cli('dekc');
    expect(unknown).toMatchObject({ code: 2 });
    expect(unknown.err).toContain('unknown command "dekc"');
    const option = await cli('deck', 'x.txt', '--too', 'arena');
    expect(option.code).toBe(2);
    expect(option.err).toContain("'--too'");
    expect(option.err).toContain('usage: paliano deck');
    const value = await cli('deck', 'x.txt', '--to', 'cockatrice');
    expect(value.code).toBe(2);
    expect(value.err).toContain('--to must be one of mtgo-dek, mtgo-txt, arena, not "cockatrice"');
    const extra = await cli('deck', 'a.txt', 'b.txt');
    expect(extra.err).toContain('unexpected argument "b.txt"');
    const missing = await cli('deck');
    expect(missing.err).toContain('missing argument');
    const names = await cli('pbp', '--names', 'only-one');
    expect(names.code).toBe(2);
    expect(names.err).toContain('--names takes two names');
  });

  it('deck converts a deck list; a bad list fails with status 1 and the reason', async () => {
    const file = join(dir, 'deck.txt');
    writeFileSync(file, '17 forest\n23 grenzo’s ruffians\n\n1 Backup Plan\n');
    const converted = await cli('deck', file, '--to', 'mtgo-dek');
    expect(converted.code).toBe(0);
    expect(readDeckList(converted.out)).toEqual(readDeckList('17 Forest\n23 Grenzo\'s Ruffians\n\n1 Backup Plan'));
    writeFileSync(file, '4 Forrest\n');
    const bad = await cli('deck', file);
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('did you mean Forest?');
  });

  it('rules looks a rule up and names a bad edition', async () => {
    const monarch = await cli('rules', '716', '--edition', '2016-08-26');
    expect(monarch.code).toBe(0);
    expect(monarch.out).toMatch(/^725 The Monarch\n/);
    expect(monarch.out).toContain('Palace Jailer');
    expect(monarch.out).toMatch(/^725 The Monarch\n716 in the 2016-08-26 edition\n/);
    const between = await cli('rules', '701.38', '--edition', '2021-01-01');
    expect(between.out).toMatch(/^701\.15 Goad\n701\.38 in the 2020-11-20 edition, in force on 2021-01-01\n/);
    expect((await cli('rules', '725')).out).not.toContain('edition');
    expect((await cli('rules', 'kicker')).out).toMatch(/^702\.33 Kicker\n/);
    expect((await cli('rules', '716')).out).toMatch(/^716 Class Cards \(not implemented\)\n/);
    const meld = await cli('rules', '713', '--edition', '2022-01-01');
    expect(meld.out).toMatch(
      /^712 Double-Faced Cards.*\n712 in the 2021-11-19 edition, in force on 2022-01-01\nincludes Meld Cards \(712 from 2016-07-22, 713 from 2021-07-23 to 2023-02-03\); 713 Meld Cards in the 2021-11-19 edition\n/,
    );
    const amm = await cli('rules', 'AMM 5c');
    expect(amm.out).toMatch(/^AMM 5 Naming a card \(Async Mental Magic\)\n/);
    expect(amm.out).toContain('AMM 5c  ');
    expect((await cli('rules', 'no such rule')).code).toBe(1);
    const blank = await cli('rules', ' ');
    expect(blank).toMatchObject({ code: 2, out: '' });
    expect(blank.err).toContain('QUERY is blank');
    const bad = await cli('rules', '725', '--edition', 'yesterday');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--edition must be a YYYY-MM-DD date');
    const noSuchDay = await cli('rules', '725', '--edition', '2016-02-30');
    expect(noSuchDay).toMatchObject({ code: 2, out: '' });
    expect(noSuchDay.err).toContain('--edition must be a YYYY-MM-DD date, not "2016-02-30"');
  });

  it('rules reads a query the shell split into words as those words with spaces (paliano rules MT 8.5)', async () => {
    const amm = await cli('rules', 'AMM', '5c');
    expect(amm).toMatchObject({ code: 0, err: '' });
    expect(amm.out).toBe((await cli('rules', 'AMM 5c')).out);
    expect((await cli('rules', 'MT', '8.5')).out).toMatch(/^MT 8 Attack, armor and structure \(Magic Tech\)\n/);
    expect((await cli('rules', 'will', 'of', 'the', 'council')).out).toMatch(/^701\.38 Vote\n/);
    expect((await cli('rules', 'Draw', 'Step', '--edition', '2016-08-26')).out).toMatch(/^504 Draw Step\n504 in the 2016-08-26 edition\n/);
    expect((await cli('rules', 'no', 'such', 'rule')).err).toContain('no rule "no such rule"');
    // a date before the first edition known says so
    const early = await cli('rules', '716', '--edition', '2010-01-01');
    expect(early).toMatchObject({ code: 1, out: '' });
    expect(early.err).toContain('no rule "716" in the 2010-01-01 edition (the editions known start on 2014-06-01)');
    expect((await cli('rules', '716', '--edition', '2016-08-26')).err).toBe('');
  });

  it('a subcommand is one table entry', async () => {
    const echo: CliCommand = {
      summary: 'print its argument',
      usage: 'paliano echo WORD',
      help: '',
      options: {},
      positionals: [1, 1],
      run: async ({ positionals }, output) => {
        output.out(`${positionals[0]}\n`);
        return 0;
      },
    };
    let out = '';
    expect(await runCli(['echo', 'hi'], { out: (t) => (out += t), err: () => undefined }, { echo })).toBe(0);
    expect(out).toBe('hi\n');
  });

  it('the script exits 0 on --help', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/paliano.ts', '--help'], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('usage: paliano COMMAND');
  });
});
