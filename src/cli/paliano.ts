#!/usr/bin/env node
/**
 * The `paliano` command: `paliano --help` lists the subcommands (see `./commands.ts`), `paliano
 * COMMAND --help` tells about one.
 *
 * @module
 */
import { registerBuiltIns } from '../built-ins.js';
import { runCli } from './run.js';

registerBuiltIns();

runCli(process.argv.slice(2), { out: (t) => process.stdout.write(t), err: (t) => process.stderr.write(t) }).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`paliano: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
