/**
 * The `paliano` command line read and run: `--help` and `--version`, then a subcommand from the
 * table in `./commands.ts`, its options read by `util.parseArgs` so that an unknown or misused
 * option is named in the error.
 *
 * @module
 */
import { parseArgs } from 'node:util';
import { version } from '../../package.json';
import { UsageError, type CliCommand, type CliOutput } from './command.js';
import { COMMANDS } from './commands.js';
import { quoted } from '../engine/quote.js';

/** `paliano --help`: the usage and every subcommand with its summary. */
function mainHelp(commands: Readonly<Record<string, CliCommand>>): string {
  const width = Math.max(...Object.keys(commands).map((n) => n.length));
  return [
    'usage: paliano COMMAND [OPTIONS]',
    '       paliano --help | --version',
    '',
    'commands:',
    ...Object.entries(commands).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    'paliano COMMAND --help tells more about a command.',
  ].join('\n');
}

/** A command's own help: its usage line, then its help text. */
function commandHelp(command: CliCommand): string {
  return `usage: ${command.usage}\n\n${command.help}`;
}

/**
 * Runs the `paliano` command line `argv` (without `node` and the script) with `commands` (by
 * default every subcommand); returns the exit status: 0 on success, 1 when the command fails, 2 for
 * a usage error (which names the wrong argument).
 */
export async function runCli(argv: readonly string[], output: CliOutput, commands: Readonly<Record<string, CliCommand>> = COMMANDS): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? output.err : output.out)(`${mainHelp(commands)}\n`);
    return name === undefined ? 2 : 0;
  }
  if (name === '--version' || name === '-v') {
    output.out(`${version}\n`);
    return 0;
  }
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    output.err(`paliano: unknown command ${JSON.stringify(name)}; the commands are ${Object.keys(commands).join(', ')} (paliano --help)\n`);
    return 2;
  }
  try {
    const parsed = parseArgs({
      args: [...rest],
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    if (parsed.values.help === true) {
      output.out(`${commandHelp(command)}\n`);
      return 0;
    }
    const [min, max] = command.positionals;
    if (parsed.positionals.length > max) throw new UsageError(`unexpected argument ${quoted(parsed.positionals[max])}`);
    if (parsed.positionals.length < min) throw new UsageError(`missing argument: ${command.usage}`);
    return await command.run({ values: parsed.values, positionals: parsed.positionals }, output);
  } catch (e) {
    const usage = e instanceof UsageError || (e instanceof TypeError && String((e as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS'));
    output.err(`paliano ${name}: ${e instanceof Error ? e.message : String(e)}\n`);
    if (usage) output.err(`usage: ${command.usage}\n`);
    return usage ? 2 : 1;
  }
}
