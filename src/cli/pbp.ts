/**
 * `paliano pbp`: the play-by-post bot on standard input and output. Each input line is
 * `user: command`; each reply is printed after a line saying who may read it. The session lives in a
 * file, rewritten after every line that changes it by writing a temporary file and renaming it over
 * the old one, so that a crash leaves either the old session or the new one, never half of one.
 *
 * @module
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { loadSession, saveSession } from '../pbp/saved.js';
import { createSession, handle, readersLine, type Session } from '../pbp/session.js';

/** Options of the `pbp` command. */
export interface PbpOptions {
  /** The session file. */
  file: string;
  /** The league's seed, for a new session. */
  seed: string;
  /** The seat names, for a new session. */
  names?: [string, string];
}

/** Writes a file atomically: a temporary file next to it, then a rename over it. */
export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

/** The session in the file, or a new one if there is no file. */
export function openSession(options: PbpOptions): Session {
  if (existsSync(options.file)) return loadSession(readFileSync(options.file, 'utf8'));
  const session = createSession({ seed: options.seed, ...(options.names ? { names: options.names } : {}) });
  writeAtomically(options.file, saveSession(session));
  return session;
}

/** Handles one input line (`user: command`) and returns the text to print and the new session. */
export function pbpLine(session: Session, line: string): { output: string; session: Session } {
  const m = /^\s*([^:\s]+)\s*:\s?(.*)$/.exec(line);
  if (!m) return { output: line.trim() === '' ? '' : '[to everyone]\nlines are "user: command"', session };
  const step = handle(session, m[1] as string, m[2] as string);
  if (step.reply.text === '') return { output: '', session: step.session };
  return { output: `[to ${readersLine(step.reply.readers)}]\n${step.reply.text}`, session: step.session };
}

/** Runs the bot over standard input until it ends. */
export async function runPbp(options: PbpOptions): Promise<void> {
  let session = openSession(options);
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    const r = pbpLine(session, line);
    if (r.session !== session) writeAtomically(options.file, saveSession(r.session));
    session = r.session;
    if (r.output !== '') process.stdout.write(`${r.output}\n`);
  }
}
