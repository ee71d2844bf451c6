/**
 * Restrictions on how many creatures take part in each combat: "No more than one creature can attack
 * each combat" (CR 508.1c) and "No more than one creature can block each combat" (CR 509.1b), static
 * abilities of permanents (Silent Arbiter). They bind the whole declaration, not one creature, and
 * blocks count across every defending player's declaration of the combat.
 *
 * @module
 */
import { characteristics, definitionOf, objectsGeneration } from '../engine/characteristics.js';
import type { GameObject, GameState } from '../state/types.js';

/** Where the limits are kept on an objects generation (see objectsGeneration). */
const LIMITS = Symbol('combatLimits');

/** The most creatures that may attack and block each combat; Infinity without a limit. */
interface Limits {
  attack: number;
  block: number;
}

/** How many creatures may attack (`attack`) or block (`block`) each combat, by the permanents' static abilities. */
export function combatLimit(state: GameState, role: 'attack' | 'block'): number {
  const generation = objectsGeneration(state);
  const limits = generation === null ? findLimits(state) : ((generation[LIMITS] ??= findLimits(state)) as Limits);
  return limits[role];
}

/** Reads the limits of every permanent with a `combatLimit` static ability that has its abilities. */
function findLimits(state: GameState): Limits {
  const out: Limits = { attack: Infinity, block: Infinity };
  for (const id of state.battlefield) {
    const o = state.objects[id] as GameObject;
    const statics = o.faceDown ? undefined : definitionOf(o)?.statics;
    if (!statics?.some((st) => st.kind === 'combatLimit') || !characteristics(state, id).hasAbilities) continue;
    for (const st of statics) if (st.kind === 'combatLimit') out[st.role] = Math.min(out[st.role], st.count);
  }
  return out;
}
