/**
 * Waiting triggered abilities whose order is no decision (CR 603.3b). A player putting several
 * triggered abilities on the stack at the same time chooses their order; when every one of them is
 * the same pending trigger — the same controller, source, card, ability and trigger event, down to
 * the last field the engine keeps of it — and none has a mode or a target to choose, every order
 * makes the same stack, object for object, and the same game after it. The engine then puts them on
 * the stack itself, the first waiting one first, instead of asking.
 *
 * @module
 */
import type { PendingTrigger } from '../state/types.js';
import type { TriggeredAbility } from './triggers.js';

/**
 * Whether two values of a game state (plain data: numbers, strings, booleans, null, arrays and
 * plain objects) are equal field by field. An absent field and one that is `undefined` differ, as
 * they may to the code reading them.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameData(ra[k], rb[k]));
}

/**
 * Whether `triggers`, two or more abilities one player puts on the stack in the same round, can be
 * put there in any order with the same result (CR 603.3b): each is equal to the first in every field
 * of its pending trigger, and their `ability` has no modes (CR 603.3c) and no targets, of its
 * controller's or of an opponent's choice (CR 603.3d). Anything else is asked.
 */
export function interchangeableTriggers(triggers: readonly PendingTrigger[], ability: TriggeredAbility): boolean {
  const first = triggers[0];
  if (first === undefined || triggers.length < 2) return false;
  if (ability.modes !== undefined || (ability.targets ?? []).length > 0) return false;
  return triggers.every((t) => sameData(t, first));
}
