/**
 * Appending to the game log. The log is chunked (see {@link LOG_CHUNK}) so that an immutable
 * append copies one short chunk rather than the whole history.
 *
 * @module
 */
import { plainState } from '../state/plain-state.js';
import { checkGameState } from './arguments.js';
import { LOG_CHUNK, type GameEvent, type GameState, type ReadonlyGameEvent, type ReadonlyGameState } from '../state/types.js';

/** Appends an event to the log. Every event names its rule (DESIGN principle 6). */
export function emit(state: GameState, event: GameEvent): void {
  const chunks = state.log;
  const last = chunks[chunks.length - 1];
  if (last === undefined || last.length >= LOG_CHUNK) chunks.push([event]);
  else last.push(event);
}

/**
 * The whole log as one array, oldest first: the array is the caller's, the events are the state's
 * (read-only for a state the engine returned). A `state` that is no game state is a RulesError `malformed`.
 */
export function logOf(state: GameState): GameEvent[];
export function logOf(state: ReadonlyGameState): ReadonlyGameEvent[];
export function logOf(state: ReadonlyGameState): ReadonlyGameEvent[] {
  checkGameState(state, 'logOf');
  const out: ReadonlyGameEvent[] = [];
  for (const chunk of plainState(state).log) for (const e of chunk) out.push(e);
  return out;
}

/** The number of events in the log. */
export function logLength(state: ReadonlyGameState): number {
  const n = state.log.length;
  return n === 0 ? 0 : (n - 1) * LOG_CHUNK + (state.log[n - 1] as readonly unknown[]).length;
}
