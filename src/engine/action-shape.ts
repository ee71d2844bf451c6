/**
 * The one check of an action's shape, before any rule reads it: the action's type picks its JSON
 * Schema ({@link ACTION_SCHEMAS}), compiled once, and the state sets the bounds the schema leaves
 * to it (seats, object ids, amounts that could be paid). Anything else is a RulesError `malformed`.
 *
 * @module
 */
import { ACTION_SCHEMAS } from './action-schemas.js';
import { ACTION_TYPES, type Action } from './actions.js';
import { manaSources } from './costs.js';
import { RulesError } from './errors.js';
import { moduleWith } from './format.js';
import { compileSchema, shown, type BoundContext, type CompiledCheck } from './json-schema.js';
import type { GameState, PlayerId } from '../state/types.js';

/** The compiled check of each action type. */
const CHECKS = new Map<string, CompiledCheck>(ACTION_TYPES.map((t) => [t, compileSchema(ACTION_SCHEMAS[t])]));

/**
 * The most an X or a number of kicks could be for `player`, generously: the mana in their pool,
 * what the mana abilities the payment planner knows of their permanents make, the counters on
 * permanents (a cost paid by removing them, Magic Tech's construction counters), and one for each
 * object of the game (a cost paid by tapping, sacrificing or exiling objects, or reduced for each
 * of them). A bound against absurd amounts (`kicked: 1e6`), not the rules' judgement of a payment.
 */
export function payableBound(state: GameState, player: PlayerId): number {
  const p = state.players[player];
  if (!p) return 0;
  let total = p.pool.W + p.pool.U + p.pool.B + p.pool.R + p.pool.G + p.pool.C + state.objects.length;
  for (const s of manaSources(state, player)) total += s.amount;
  for (const id of state.battlefield) {
    const counters = state.objects[id]?.counters;
    if (counters) for (const k in counters) total += counters[k] ?? 0;
  }
  return total;
}

/** The bounds a game state sets on an action of `player` (the amount that could be paid, worked out only if asked). */
class ActionBounds implements BoundContext {
  readonly seats: number;
  private bound: number | null = null;
  constructor(
    private readonly state: GameState,
    private readonly player: unknown,
  ) {
    this.seats = state.players.length;
  }
  payable(): number {
    return (this.bound ??= typeof this.player === 'number' ? payableBound(this.state, this.player) : 0);
  }
}

/** Throws RulesError `malformed` unless `action` has the shape of an action of its type, within the bounds `state` sets. */
export function checkActionShape(state: GameState, action: unknown): asserts action is Action {
  checkShape(action, (a) => new ActionBounds(state, a.player));
  const type = (action as { type: string }).type;
  // a `name` for an object without one (cast, playLand, activate) only where the format names objects,
  // so that no performer of a format without naming takes one and ignores it
  if ((action as { name?: unknown }).name !== undefined && NAMING_TYPES.has(type) && !moduleWith(state.format, 'nameObject')) {
    throw new RulesError('malformed', 'this format names no cards as they are played');
  }
}

/**
 * Throws RulesError `malformed` unless `action` has the shape of an action of its type for a game of
 * `seats` players, with no bound on amounts: the check of an action only described, not performed.
 */
export function checkActionFields(seats: number, action: unknown): asserts action is Action {
  checkShape(action, () => ({ seats, payable: () => Number.POSITIVE_INFINITY }));
}

function checkShape(action: unknown, bounds: (action: { player?: unknown }) => BoundContext): void {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) throw new RulesError('malformed', `an action must be an object, not ${shown(action)}`);
  const type = Object.hasOwn(action, 'type') ? (action as { type: unknown }).type : undefined;
  const check = typeof type === 'string' ? CHECKS.get(type) : undefined;
  if (!check) throw new RulesError('malformed', `unknown action type ${shown(type)}`);
  // the one-name form of earlier builds: a double agenda's two of them told other players it was one
  if (type === 'nameCard' && Object.hasOwn(action, 'name') && !Object.hasOwn(action, 'names')) {
    throw new RulesError('malformed', 'a nameCard action gives every name of the conspiracy at once, as names: [...]; the one-name form, name, is no longer taken', '702.106f');
  }
  const why = check(action, bounds(action), 'action');
  if (why) throw new RulesError('malformed', why);
}

/** The action types whose `name` names the object acted on (see `RuleModule.nameObject`). */
const NAMING_TYPES = new Set(['cast', 'playLand', 'activate']);
