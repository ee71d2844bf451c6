/**
 * `paliano serve --stdio`: the JSON protocol of `../serve/session.ts` over standard input and output,
 * one request per line, one reply per line, in order.
 *
 * @module
 */
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { ServeSession } from '../serve/session.js';

/** Answers each line of `input` on `output` until `input` ends. */
export async function runServe(input: Readable, output: Writable): Promise<void> {
  const session = new ServeSession();
  const lines = createInterface({ input, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    output.write(`${session.handleLine(line)}\n`);
  }
}
