/**
 * `legalActions`: every legal action of the player who must decide now (DESIGN principle 4).
 * Conceding (CR 104.3a) is always legal for every player in the game and is not listed.
 *
 * @module
 */
import { randomInt } from '../state/rng.js';
import type { GameState, ObjectId, PlayerId, RngState } from '../state/types.js';
import type { Action } from './actions.js';
import { withCharacteristicsMemo } from './characteristics.js';
import { actionRestriction, formatOf, type ActionSink } from './format.js';

/**
 * Runs the format's listers over a state, handing each legal action to `sink` until it has had
 * enough: the one enumeration behind {@link legalActions}, {@link countActions} and
 * {@link sampleAction}, so that they never disagree. A lister whose `mayOffer` says it has nothing
 * for the deciding player is skipped, unless `everyLister` (the fresh computation the properties
 * compare the shortcut with); with `only`, the listers of the modules of those numbers alone run.
 * The format's restrictions are the caller's to apply (see `actionRestriction`).
 */
export function listActions(state: GameState, sink: ActionSink, everyLister = false, only?: ReadonlySet<string>): void {
  const player = (state.decision as { player: PlayerId }).player;
  withCharacteristicsMemo(state, () => {
    for (const m of formatOf(state).listers) {
      if (only !== undefined && !only.has(m.number)) continue;
      if (!everyLister && m.mayOffer !== undefined && !m.mayOffer(state, player)) continue;
      m.list?.(state, sink);
      if (sink.enough) return;
    }
  });
}

/**
 * The legal actions that the listers of the rule modules numbered `numbers` list, and only those:
 * for a caller that wants one kind of action (a variant listing the casts of one card as it would be
 * named), without running every other lister. With `object`, only the actions of that object (the
 * card cast or played, the source of an ability activated) are listed, the listers leaving the
 * other objects alone (see `ActionSink.only`).
 */
export function legalActionsListedBy(state: GameState, numbers: ReadonlySet<string>, object?: ObjectId): Action[] {
  if (object === undefined) return listed(state, false, numbers);
  const sink = new ObjectSink(object);
  if (state.result || !state.decision) return sink.actions;
  listActions(state, sink, false, numbers);
  return sink.actions.filter((a) => actionOf(a) === object && (!restricts(state) || actionRestriction(state, a) === null));
}

/** A sink that keeps the actions a lister hands it, telling the listers whose are wanted (see `ActionSink.only`). */
class ObjectSink implements ActionSink {
  readonly actions: Action[] = [];
  constructor(readonly only: ObjectId) {}
  push(action: Action): void {
    this.actions.push(action);
  }
}

/** The object an action is of: the card cast or played, the source of an ability activated; undefined for any other action. */
function actionOf(a: Action): ObjectId | undefined {
  if (a.type === 'cast' || a.type === 'playLand') return a.card;
  if (a.type === 'activate') return a.source;
  return undefined;
}

/** Whether the format restricts actions the other rules allow (see `RuleModule.actionRestriction`). */
function restricts(state: GameState): boolean {
  return formatOf(state).restrictingModules.length > 0;
}

/** Every legal action of the deciding player; empty once the game is over. */
export function legalActions(state: GameState): Action[] {
  return listed(state, false);
}

/**
 * {@link legalActions} computed by running every lister, none skipped by its `mayOffer`: what the
 * shortcut must equal (checked by a property on random games of every format).
 */
export function legalActionsRunningEveryLister(state: GameState): Action[] {
  return listed(state, true);
}

function listed(state: GameState, everyLister: boolean, only?: ReadonlySet<string>): Action[] {
  const out: Action[] = [];
  if (state.result || !state.decision) return out;
  listActions(state, out, everyLister, only);
  if (!restricts(state)) return out;
  return out.filter((a) => actionRestriction(state, a) === null);
}

/** A sink that counts the actions allowed (by the format's restrictions too) and keeps one drawn uniformly among them. */
class ReservoirSink implements ActionSink {
  enough = false;
  count = 0;
  drawn: Action | null = null;
  private readonly restricted: boolean;
  constructor(
    private readonly state: GameState,
    private readonly rng: RngState | null,
  ) {
    this.restricted = restricts(state);
  }
  push(action: Action): void {
    if (this.restricted && actionRestriction(this.state, action) !== null) return;
    this.count++;
    // reservoir sampling: the k-th action replaces the one kept with probability 1/k
    if (this.rng !== null && (this.count === 1 || randomInt(this.rng, this.count) === 0)) this.drawn = action;
  }
}

/**
 * One of `actions` drawn uniformly at random with `rng` (advanced in place), or null if there is none:
 * by the same reservoir draws as {@link ReservoirSink} makes over the listers, which push the actions
 * in the order `legalActions` lists them, so that a state draws the same action and leaves `rng`
 * alike whether its actions were kept or not (DESIGN principle 2: a function of the state's value).
 */
export function drawFrom(actions: readonly Action[], rng: RngState): Action | null {
  let drawn: Action | null = actions.length === 0 ? null : (actions[0] as Action);
  for (let k = 2; k <= actions.length; k++) if (randomInt(rng, k) === 0) drawn = actions[k - 1] as Action;
  return drawn;
}

/** The number of legal actions of the deciding player (`legalActions(state).length`), without building the list. */
export function countActions(state: GameState): number {
  if (state.result || !state.decision) return 0;
  const sink = new ReservoirSink(state, null);
  listActions(state, sink);
  return sink.count;
}

/**
 * One legal action of the deciding player drawn uniformly at random with `rng` (a PRNG state,
 * advanced in place), in one pass over the listers and without building the list; null once the
 * game is over. Each action {@link legalActions} lists is drawn with the same probability.
 */
export function sampleAction(state: GameState, rng: RngState): Action | null {
  if (state.result || !state.decision) return null;
  const sink = new ReservoirSink(state, rng);
  listActions(state, sink);
  return sink.drawn;
}

/**
 * Whether the engine may pass priority for the deciding player without asking, if passing turns out
 * to be their only legal action: the `whenOnlyPass` setting is on, a player has priority, and the
 * format allows them to pass (see `settleInPlace`).
 */
export function mayAutoPass(state: GameState): boolean {
  const d = state.decision;
  if (state.settings.autoPass !== 'whenOnlyPass' || d?.kind !== 'priority' || state.result) return false;
  return !restricts(state) || actionRestriction(state, { type: 'pass', player: d.player }) === null;
}
