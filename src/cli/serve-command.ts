/**
 * `paliano serve --stdio`: the JSON-lines protocol for bots and tools in any language (see
 * `./serve.ts` and docs/protocol.md).
 *
 * @module
 */
import { UsageError, type CliCommand } from './command.js';
import { runServe } from './serve.js';

/** `paliano serve --stdio`. */
export const serveCommand: CliCommand = {
  summary: 'answer the JSON-lines protocol on standard input and output, for bots in any language',
  usage: 'paliano serve --stdio',
  help: [
    'Reads one JSON request per line on standard input and writes one JSON reply per line on standard',
    'output, until standard input ends. The methods and their schemas are in docs/protocol.md.',
    '',
    '  --stdio            speak the protocol on standard input and output (the only transport)',
  ].join('\n'),
  options: { stdio: { type: 'boolean' } },
  positionals: [0, 0],
  async run({ values }) {
    if (values.stdio !== true) throw new UsageError('serve needs --stdio (the only transport)');
    await runServe(process.stdin, process.stdout);
    return 0;
  },
};
