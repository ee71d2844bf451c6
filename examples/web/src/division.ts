// Damage a spell divides among its targets as it is cast (CR 601.2d, Hail of Arrows): the engine lists
// one division per choice of targets and X, and accepts any other, so the player may give their own.
import type { Action } from 'paliano';

/**
 * The listed action `action` with `division` as its shares, in the order of its targets; the engine
 * judges them when the action is applied (each at least 1, adding up to X). Throws for an action that
 * divides nothing.
 */
export function dividedAs(action: Action, division: readonly number[]): Action {
  if (action.type !== 'cast' || action.division === undefined) throw new Error('that action divides no damage');
  return { ...action, division: [...division] };
}
