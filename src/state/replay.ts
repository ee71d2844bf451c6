/**
 * Replays: a versioned record of a game — the options it was created with (format, players and
 * their decks, seed, settings) and the actions applied to it, in order — from which the engine
 * rebuilds every state (DESIGN principle 2: the same seed and actions give the same game). Smaller
 * than a saved game, and readable by later builds as long as the rules answer the same actions.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { RulesError } from '../engine/errors.js';
import { apply, createGame, type CreateGameOptions } from '../engine/game.js';
import { plainCopy } from './plain-state.js';
import type { ReadonlyGameState } from './types.js';

/** The `schema` of a replay record. */
export const REPLAY_SCHEMA = 'paliano/replay';

/** The version of the replay records this build writes and reads. */
export const REPLAY_VERSION = 1;

/** A replay record: plain JSON, to be stored or sent as it is (see {@link replay}). */
export interface Replay {
  /** Always `paliano/replay`. */
  readonly schema: typeof REPLAY_SCHEMA;
  /** The record's version ({@link REPLAY_VERSION}). */
  readonly version: typeof REPLAY_VERSION;
  /** The options the game was created with: `format`, `players`, `seed`, `settings`, … (see `createGame`). */
  readonly options: CreateGameOptions;
  /** Every action applied to the game, in order (each one `apply` accepted). */
  readonly actions: readonly Action[];
}

/**
 * A replay record of a game created with `options` and then given `actions` (a copy of both: the
 * record is the caller's own). A client keeps the actions it applies and makes a record when it
 * wants one; `playGame` makes one for a game it starts from options. Not checked until replayed.
 */
export function replayRecord(options: CreateGameOptions, actions: readonly Action[]): Replay {
  // a plain copy, which reads through immer drafts (a reducer may make a record from its store's draft)
  return { schema: REPLAY_SCHEMA, version: REPLAY_VERSION, options: plainCopy(options), actions: plainCopy(actions) as Action[] };
}

function fail(message: string, rule?: string): never {
  throw new RulesError('badState', `not a valid replay: ${message}`, rule);
}

/** An error of the engine as a reason a replay is not valid, the rule it cites kept. */
function invalid(where: string, e: unknown): never {
  if (!(e instanceof RulesError)) throw e;
  const message = e.rule === undefined ? e.message : e.message.slice(0, e.message.lastIndexOf(' ('));
  return fail(`${where}: ${message}`, e.rule);
}

/** Checks the shape of a record from outside (the game and its actions are checked as they are replayed). */
function checkRecord(record: unknown): asserts record is Replay {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) fail('a replay is an object');
  const r = record as Record<string, unknown>;
  if (r.schema !== REPLAY_SCHEMA) fail(`schema ${JSON.stringify(r.schema)}, not ${JSON.stringify(REPLAY_SCHEMA)}`);
  if (r.version !== REPLAY_VERSION) fail(`version ${JSON.stringify(r.version)}; this build reads version ${REPLAY_VERSION}`);
  if (typeof r.options !== 'object' || r.options === null || Array.isArray(r.options)) fail('options must be the createGame options');
  if (!Array.isArray(r.actions)) fail('actions must be a list');
}

/**
 * Replays a record: yields the state `createGame` makes from its options, then the state after each
 * of its actions, through `apply` (so each state may be kept). Checks the record like a saved game:
 * a record of the wrong shape or version throws a {@link RulesError} (code `badState`) at once,
 * options `createGame` refuses or an action `apply` refuses throw one, naming the action, when the
 * replay reaches them.
 */
export function replay(record: Replay): IterableIterator<ReadonlyGameState> {
  checkRecord(record);
  return replayStates(record);
}

function* replayStates(record: Replay): IterableIterator<ReadonlyGameState> {
  let state: ReadonlyGameState;
  try {
    state = createGame(record.options);
  } catch (e) {
    invalid('options', e);
  }
  yield state;
  for (let i = 0; i < record.actions.length; i++) {
    try {
      state = apply(state, record.actions[i] as Action);
    } catch (e) {
      invalid(`action ${i} (${JSON.stringify(record.actions[i])})`, e);
    }
    yield state;
  }
}

/**
 * Reads a replay record from JSON text and checks its shape (see {@link replay}); a text that is no
 * JSON is a {@link RulesError} too.
 */
export function parseReplay(json: string): Replay {
  if (typeof json !== 'string') fail('input is not a string');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (e) {
    fail(`not JSON (${(e as Error).message})`);
  }
  checkRecord(value);
  return value;
}
