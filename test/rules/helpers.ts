/**
 * Small helpers for the rule-module tests. They drive a game only through the public API.
 */
import { apply, logOf, type Action, type ReadonlyGameEvent, type ReadonlyGameState, type ObjectId, type PlayerId } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { passUntil } from '../cards/helpers.js';

export { expectRefused, pass, passUntil, withKeywords } from '../cards/helpers.js';

/** The player who must decide now. */
export function decider(state: ReadonlyGameState): PlayerId {
  const d = state.decision;
  if (!d) throw new Error('nobody is deciding');
  return d.player;
}

/** Passes until the given step of the given turn (or of any turn) is reached. */
export function passToStep(state: ReadonlyGameState, step: ReadonlyGameState['turn']['step'], turn?: number): ReadonlyGameState {
  return passUntil(state, (s) => s.turn.step === step && (turn === undefined || s.turn.number === turn));
}

/** Applies a list of actions in order. */
export function applyAll(state: ReadonlyGameState, actions: readonly Action[]): ReadonlyGameState {
  return actions.reduce((s, a) => apply(s, a), state);
}

/** The events of the log, optionally of one type, from a log index on. */
export function events(state: ReadonlyGameState, type?: string, from = 0): ReadonlyGameEvent[] {
  return logOf(state).slice(from).filter((e) => type === undefined || e.type === type);
}

/** The number of events in the log now (to look only at what happens after it). */
export function mark(state: ReadonlyGameState): number {
  return logOf(state).length;
}

/** The steps entered since a log index, as [step, rule] pairs. */
export function stepsSince(state: ReadonlyGameState, from: number): [string, string][] {
  return events(state, 'step', from).map((e) => [e.detail ?? '', e.rule]);
}

/** The current id of an object after it has moved (CR 400.7), following its chain of new objects. */
export function latest(state: ReadonlyGameState, id: ObjectId): ObjectId {
  let cur = id;
  for (let o = state.objects[cur]; o && o.movedTo !== null; o = state.objects[cur]) cur = o.movedTo;
  return cur;
}

/** Gives a player control of a permanent, as a resolved control-changing effect would (CR 613.1b). Returns a new state. */
export function withControl(state: ReadonlyGameState, id: ObjectId, player: PlayerId): ReadonlyGameState {
  return editState(state, (s) => {
    s.effects.push({
      id: s.nextEffectId++,
      timestamp: s.nextTimestamp++,
      affected: [id],
      change: { kind: 'control', player },
      duration: { until: 'forever' },
      source: null,
      controller: player,
    });
  });
}
