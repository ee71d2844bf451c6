/**
 * What a subcommand of the `paliano` command declares: its name, a one-line summary, its usage, its
 * options for `util.parseArgs`, and what it does. Adding a subcommand is adding one entry to the
 * table in `./commands.ts`.
 *
 * @module
 */
import type { ParseArgsConfig } from 'node:util';

/** Where a command writes. */
export interface CliOutput {
  /** Writes to standard output. */
  out(text: string): void;
  /** Writes to standard error. */
  err(text: string): void;
}

/** The parsed command line of one subcommand. */
export interface CliArguments {
  /** The options given, by name (`--seed 3` is `{ seed: '3' }`; a flag is `true`). */
  readonly values: Readonly<Record<string, string | boolean | undefined>>;
  /** The arguments that are not options, in order. */
  readonly positionals: readonly string[];
}

/** A usage error: the command prints it with its usage and exits with status 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A subcommand of `paliano`. */
export interface CliCommand {
  /** One line saying what it does, for `paliano --help`. */
  readonly summary: string;
  /** The usage line, e.g. `paliano deck FILE [--to FORMAT]`. */
  readonly usage: string;
  /** The help text after the usage line: what the arguments and options mean. */
  readonly help: string;
  /** Its options, as `util.parseArgs` takes them (`--help` is added to every command). */
  readonly options: NonNullable<ParseArgsConfig['options']>;
  /** How many positional arguments it takes, at least and at most. */
  readonly positionals: readonly [min: number, max: number];
  /**
   * Runs the command. Returns the exit status; throws {@link UsageError} for a wrong argument (the
   * message names it), any other error for a failure.
   */
  run(args: CliArguments, output: CliOutput): Promise<number>;
}
