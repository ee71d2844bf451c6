/**
 * `paliano replay FILE`: replays a replay record (see `replay`) and prints the game's log, one line
 * per event. FILE is a record, or the JSON lines `paliano sim --out` writes (a game a line, its
 * record in `replay`), of which one game is replayed. A record that is not valid is reported with
 * the reason.
 *
 * @module
 */
import { readFile } from 'node:fs/promises';
import { describeEvent } from '../engine/describe.js';
import { RulesError } from '../engine/errors.js';
import { logOf } from '../engine/log.js';
import { parseReplay, replay } from '../state/replay.js';
import type { ReadonlyGameState } from '../state/types.js';

/** A game of `paliano sim --out`: its number and its replay record. */
interface SimLine {
  index: number;
  replay: unknown;
}

/** The game a line of `paliano sim --out` holds, or null for a line that is no such game. */
function simLine(line: string): SimLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  const v = value as Partial<SimLine> | null;
  return typeof v === 'object' && v !== null && Number.isInteger(v.index) && 'replay' in v ? (v as SimLine) : null;
}

/**
 * The text of the replay record in a file's `text`: the text itself, or, for the lines of
 * `paliano sim --out`, the record of game `game` (by its number; the first line's unless given).
 */
function recordText(text: string, game: number | undefined): string {
  const lines = text.split('\n').filter((l) => l.trim() !== '').map(simLine);
  if (lines.length === 0 || lines.some((l) => l === null)) {
    if (game !== undefined) throw new RulesError('malformed', `a game number (${game}) picks one game of the lines paliano sim --out writes; this file is not such lines`);
    return text;
  }
  const games = lines as SimLine[];
  const picked = game === undefined ? games[0] : games.find((g) => g.index === game);
  if (!picked) throw new RulesError('malformed', `no game ${game} in this file: its games are ${games.map((g) => g.index).join(', ')}`);
  return JSON.stringify(picked.replay);
}

/**
 * Replays the record in `file` and writes its game log to `out`; for the lines of `paliano sim
 * --out`, the record of game `game` (the first unless given).
 */
export async function runReplay(file: string, out: (line: string) => void, game?: number): Promise<void> {
  const record = parseReplay(recordText(await readFile(file, 'utf8'), game));
  let last: ReadonlyGameState | null = null;
  for (const state of replay(record)) last = state;
  for (const e of logOf(last as ReadonlyGameState)) out(describeEvent(last as ReadonlyGameState, e));
}
