/**
 * `paliano serve --stdio` (docs/protocol.md): one JSON reply per request line, in order, each on a
 * line of its own; blank lines are no requests; a line that is not JSON gets a badRequest and the
 * session goes on. Without --stdio (the only transport) the command is a usage error.
 */
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run.js';
import { runServe } from '../../src/cli/serve.js';
import { PROTOCOL_VERSION } from '../../src/index.js';

/** The reply lines `runServe` writes for these input lines. */
async function serve(lines: string[]): Promise<string> {
  const output = new PassThrough();
  let written = '';
  output.on('data', (chunk: Buffer) => (written += chunk.toString('utf8')));
  await runServe(Readable.from([lines.join('\n')]), output);
  return written;
}

describe('paliano serve --stdio', () => {
  it('answers each request line with one reply line, in order; blank lines get none; a line that is not JSON gets a badRequest', async () => {
    const written = await serve([
      '{"id":"a","method":"hello"}',
      '',
      '   ',
      'not json',
      '{"id":"b","method":"randomDeck","params":{"seed":3}}',
      '{"id":"c","method":"status","params":{"game":"g1"}}',
    ]);
    expect(written.endsWith('\n')).toBe(true);
    const replies = written.trimEnd().split('\n').map((line) => JSON.parse(line) as { protocol: number; id: unknown; result?: unknown; error?: { code: string } });
    expect(replies.map((r) => r.id)).toEqual(['a', null, 'b', 'c']);
    expect(replies.every((r) => r.protocol === PROTOCOL_VERSION)).toBe(true);
    expect(replies[1]!.error).toEqual({ code: 'badRequest', message: 'a request is one line of JSON' });
    expect((replies[2]!.result as { deck: string[] }).deck).toHaveLength(40);
    expect(replies[3]!.error!.code).toBe('unknownGame');
  });

  it('without --stdio, or with an argument, is a usage error (exit status 2) that says so', async () => {
    for (const [argv, message] of [[['serve'], 'serve needs --stdio (the only transport)'], [['serve', '--stdio', 'now'], 'unexpected argument "now"']] as const) {
      let err = '';
      const code = await runCli(argv, { out: () => undefined, err: (t) => (err += t) });
      expect(code, argv.join(' ')).toBe(2);
      expect(err).toContain(message);
      expect(err).toContain('usage: paliano serve --stdio');
    }
  });
});
