/**
 * `legalActions`: every legal action of the player who must decide now (DESIGN principle 4).
 * Conceding (CR 104.3a) is always legal for every player in the game and is not listed.
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import type { Action } from './actions.js';
import { withCharacteristicsMemo } from './characteristics.js';
import { actionRestriction, formatOf, type ActionSink, type CompiledFormat, type RuleModule } from './format.js';

/**
 * Runs the format's listers (in the format's order unless given) over a state, handing each legal
 * action to `sink` until it has had enough: the one enumeration behind {@link legalActions} and
 * {@link hasNonPassOption}, so that they never disagree.
 */
function listActions(state: GameState, sink: ActionSink, listers: readonly RuleModule[] = formatOf(state).listers): void {
  const player = (state.decision as { player: PlayerId }).player;
  withCharacteristicsMemo(state, () => {
    for (const m of listers) {
      if (m.mayOffer !== undefined && !m.mayOffer(state, player)) continue;
      m.list?.(state, sink);
      if (sink.enough) return;
    }
  });
}

/** The listers of each format in the order {@link hasNonPassOption} runs them. */
const optionOrder = new WeakMap<CompiledFormat, readonly RuleModule[]>();

/**
 * The format's listers with the one that casts spells last: whether an action exists does not
 * depend on the order, and a spell is the costliest option to prove (timing, total cost and targets
 * for each card in hand) while the others, mana abilities above all, are usually found at once.
 */
function listersForOptions(format: CompiledFormat): readonly RuleModule[] {
  let order = optionOrder.get(format);
  if (!order) {
    const casts = (m: RuleModule): boolean => m.perform?.cast !== undefined;
    order = [...format.listers.filter((m) => !casts(m)), ...format.listers.filter(casts)];
    optionOrder.set(format, order);
  }
  return order;
}

/** Whether the format restricts actions the other rules allow (see `RuleModule.actionRestriction`). */
function restricts(state: GameState): boolean {
  return formatOf(state).restrictingModules.length > 0;
}

/** Every legal action of the deciding player; empty once the game is over. */
export function legalActions(state: GameState): Action[] {
  const out: Action[] = [];
  if (state.result || !state.decision) return out;
  listActions(state, out);
  if (!restricts(state)) return out;
  return out.filter((a) => actionRestriction(state, a) === null);
}

/**
 * Whether the deciding player has a legal action other than passing priority: the same as
 * `legalActions(state).some((a) => a.type !== 'pass')`, but the listing stops at the first such
 * action instead of building them all.
 */
export function hasNonPassOption(state: GameState): boolean {
  if (state.result || !state.decision) return false;
  const restricted = restricts(state);
  const sink = {
    enough: false,
    push(action: Action): void {
      if (!sink.enough && action.type !== 'pass' && (!restricted || actionRestriction(state, action) === null)) sink.enough = true;
    },
  };
  listActions(state, sink, listersForOptions(formatOf(state)));
  return sink.enough;
}

/**
 * Whether the engine passes priority for the deciding player without asking: the `whenOnlyPass`
 * setting is on and passing is their only legal action (the player has no choice to make).
 */
export function autoPasses(state: GameState): boolean {
  const d = state.decision;
  if (state.settings.autoPass !== 'whenOnlyPass' || d?.kind !== 'priority' || state.result) return false;
  if (restricts(state) && actionRestriction(state, { type: 'pass', player: d.player }) !== null) return false;
  return !hasNonPassOption(state);
}
