/**
 * `paliano replay FILE`: replays a replay record (see `replay`) and prints the game's log, one line
 * per event. A record that is not valid is reported with the reason.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { describeEvent } from '../engine/describe.js';
import { logOf } from '../engine/log.js';
import { parseReplay, replay } from '../state/replay.js';
import type { ReadonlyGameState } from '../state/types.js';

/** Replays the record in `file` and writes its game log to `out`. */
export async function runReplay(file: string, out: (line: string) => void): Promise<void> {
  const record = parseReplay(await readFile(file, 'utf8'));
  let last: ReadonlyGameState | null = null;
  for (const state of replay(record)) last = state;
  for (const e of logOf(last as ReadonlyGameState)) out(describeEvent(last as ReadonlyGameState, e));
}
