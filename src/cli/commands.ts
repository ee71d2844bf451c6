/**
 * The subcommands of `paliano`, by name. A subcommand is one entry here.
 *
 * @module
 */
import type { CliCommand } from './command.js';
import { deckCommand } from './deck-command.js';
import { pbpCommand } from './pbp-command.js';
import { replayCommand } from './replay-command.js';
import { rulesCommand } from './rules-command.js';
import { serveCommand } from './serve-command.js';

/** Every subcommand of `paliano`, by name, in the order `paliano --help` lists them. */
export const COMMANDS: Readonly<Record<string, CliCommand>> = {
  deck: deckCommand,
  pbp: pbpCommand,
  replay: replayCommand,
  rules: rulesCommand,
  serve: serveCommand,
};
