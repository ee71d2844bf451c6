/**
 * Phrases of the monstrosity cards (CR 701.37): the activated ability "{cost}: Monstrosity N." and
 * the condition "as long as ~ is monstrous".
 *
 * @module
 */
import type { ActivatedDef, Amount, ObjectFilter } from './types.js';

/** "{cost}: Monstrosity N." (CR 701.37a), with its reminder text left out; N may be X (`{ x: true }`). */
export function monstrosityAbility(cost: string, n: Amount): ActivatedDef {
  const shown = typeof n === 'number' ? String(n) : 'X';
  return { text: `${cost}: Monstrosity ${shown}.`, cost: { mana: cost }, effects: [{ do: 'monstrosity', amount: n }] };
}

/**
 * The object itself, as long as it is monstrous (CR 701.37b): what "As long as ~ is monstrous, it
 * has …" affects. Fields rather than a `test`, so that remembered characteristics are kept while such
 * a permanent is on the battlefield (becoming monstrous is a change of the permanent itself).
 */
export const selfWhileMonstrous: ObjectFilter = { itself: true, monstrous: true };
