/**
 * Replays: a versioned record of a game — the options it was created with (format, players and
 * their decks, seed, settings) and the actions applied to it, in order — from which the engine
 * rebuilds every state (DESIGN principle 2: the same seed and actions give the same game). Smaller
 * than a saved game, and readable by later builds as long as the rules answer the same actions.
 *
 * Version 1 records a game `createGame` made. Version 2 records a game of a format with a driver
 * (`Format.driver`: Async Mental Magic): it names the format as its `variant`, its options are the
 * driver's (`createMentalMagicGame`'s), and the driver runs the game on after every action. Each
 * record is written in the lowest version that describes it, so a record of a `createGame` game is
 * still version 1 and reads in every build.
 *
 * The version is the record's shape, not the form of its actions: a record of an earlier build holds
 * actions in the forms that build took, and replays here through the upgrades of `replay-upgrade.ts`
 * (a double agenda's names one action each, answers to order questions no longer asked).
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { RulesError } from '../engine/errors.js';
import { formatById, type DriverAction, type FormatDriver } from '../engine/format.js';
import { apply, createGame, withKnownFieldsOnly, type CreateGameOptions } from '../engine/game.js';
import { plainCopy } from './plain-state.js';
import { replayRecorded } from './replay-upgrade.js';
import type { ReadonlyGameState } from './types.js';
import { quoted } from '../engine/quote.js';

/** The `schema` of a replay record. */
export const REPLAY_SCHEMA = 'paliano/replay';

/**
 * The newest version of the replay records this build reads: 1, a game `createGame` made; 2, a game
 * of a format with a driver (`variant`). It writes each record in the lowest version that describes it.
 */
export const REPLAY_VERSION = 2;

/** A replay record of a game `createGame` made (version 1). */
export interface GameReplay {
  /** Always `paliano/replay`. */
  readonly schema: typeof REPLAY_SCHEMA;
  /** 1. */
  readonly version: 1;
  /** The options the game was created with: `format`, `players`, `seed`, `settings`, … (see `createGame`). */
  readonly options: CreateGameOptions;
  /** Every action applied to the game, in order (each one `apply` accepted). */
  readonly actions: readonly Action[];
}

/**
 * A replay record of a game of a format with a driver (version 2): Async Mental Magic, whose game
 * `createMentalMagicGame` made and `settle` ran on after each action.
 */
export interface VariantReplay {
  /** Always `paliano/replay`. */
  readonly schema: typeof REPLAY_SCHEMA;
  /** 2. */
  readonly version: 2;
  /** The format whose driver made and ran the game: `mental-magic`. */
  readonly variant: string;
  /** The options the driver made the game with (for `mental-magic`, `createMentalMagicGame`'s: `seed`, `names`, …). */
  readonly options: Readonly<Record<string, unknown>>;
  /**
   * Every action a player took, in order: each one `apply` accepted, and the driver ran the game on
   * after it, or one of the format's own that its driver performed (Async Mental Magic's control of
   * the turn, AMM 7–9: `turnOver`, `peek`, `direct`, `specify`).
   */
  readonly actions: readonly (Action | DriverAction)[];
}

/** A replay record: plain JSON, to be stored or sent as it is (see {@link replay}). */
export type Replay = GameReplay | VariantReplay;

/**
 * A replay record of a game created with `options` and then given `actions` (a copy of both: the
 * record is the caller's own). A client keeps the actions it applies and makes a record when it
 * wants one; `playGame` makes one for a game it starts from options. Not checked until replayed.
 */
export function replayRecord(options: CreateGameOptions, actions: readonly Action[]): GameReplay {
  // a plain copy, which reads through immer drafts (a reducer may make a record from its store's draft)
  return { schema: REPLAY_SCHEMA, version: 1, options: plainCopy(options), actions: plainCopy(actions) as Action[] };
}

/**
 * A replay record of a game of the format `variant`, whose driver made it from `options` and ran it
 * on after each of `actions` (for Async Mental Magic: `variantReplayRecord('mental-magic',
 * createMentalMagicGame's options, actions)`); a copy of both. Not checked until replayed.
 */
export function variantReplayRecord(variant: string, options: Readonly<Record<string, unknown>>, actions: readonly (Action | DriverAction)[]): VariantReplay {
  return { schema: REPLAY_SCHEMA, version: 2, variant, options: plainCopy(options), actions: plainCopy(actions) as (Action | DriverAction)[] };
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
  if (r.schema !== REPLAY_SCHEMA) fail(`schema ${quoted(r.schema)}, not ${quoted(REPLAY_SCHEMA)}`);
  if (r.version !== 1 && r.version !== 2) fail(`version ${quoted(r.version)}; this build reads versions 1 to ${REPLAY_VERSION}`);
  if (r.version === 2) driverOf(r.variant);
  if (typeof r.options !== 'object' || r.options === null || Array.isArray(r.options)) fail(r.version === 1 ? 'options must be the createGame options' : 'options must be an object');
  if (!Array.isArray(r.actions)) fail('actions must be a list');
}

/** The driver of a version 2 record's `variant`: a format registered with one. */
function driverOf(variant: unknown): FormatDriver {
  if (typeof variant !== 'string') fail('a version 2 record names its variant: the format whose driver made the game');
  const driver = formatById(variant)?.driver;
  if (!driver) fail(`variant ${quoted(variant)} is no format with a driver of its own`);
  return driver;
}

/**
 * Replays a record: yields the state `createGame` makes from its options, then the state after each
 * of its actions, through `apply` (so each state may be kept); for a version 2 record, the state
 * its variant's driver makes, and after each action the state the driver runs on to (Async Mental
 * Magic: `createMentalMagicGame`, then `apply` and `settle`, or for an action of its own the state
 * it performs: `turnOver`, `peek`, `direct`, `specify`). Checks the record like a saved game:
 * a record of the wrong shape or version, or of a variant with no driver, throws a
 * {@link RulesError} (code `badState`) at once; options the game's creation refuses or an action
 * `apply` refuses throw one, naming the action, when the replay reaches them. Actions in the forms of
 * earlier builds are upgraded as they are replayed (see `replay-upgrade.ts`), one state still yielded
 * per recorded action.
 */
export function replay(record: Replay): IterableIterator<ReadonlyGameState> {
  checkRecord(record);
  return replayStates(record);
}

function* replayStates(record: Replay): IterableIterator<ReadonlyGameState> {
  const driver = record.version === 2 ? driverOf(record.variant) : null;
  let state: ReadonlyGameState;
  try {
    // a record of a build that ignored the fields createGame does not have replays as it played
    state = driver ? driver.create(record.options as Readonly<Record<string, unknown>>) : createGame(withKnownFieldsOnly(record.options as CreateGameOptions));
  } catch (e) {
    invalid('options', e);
  }
  yield state;
  // the actions of earlier builds are upgraded as they are applied (see replay-upgrade.ts)
  yield* replayRecorded(state, record.actions, {
    apply: (s, action) => {
      if (!driver) return apply(s, action);
      return driver.perform?.(s, action) ?? driver.afterAction(apply(s, action));
    },
    refused: invalid,
  });
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
