/**
 * The steps of a turn in their order (CR 500.1), and which of them make up a combat phase (CR 506.1).
 *
 * @module
 */
import type { PriorityStops, Step } from './types.js';

/** The steps of a turn in the order they happen (CR 500.1); a main phase counts as a step. */
export const STEP_ORDER: readonly Step[] = [
  'untap', 'upkeep', 'draw', 'main1', 'beginCombat', 'declareAttackers', 'declareBlockers',
  'firstStrikeDamage', 'combatDamage', 'endCombat', 'main2', 'end', 'cleanup',
];

/** The most steps one list of a player's priority stops may hold, repeats allowed (see `PriorityStops`). */
export const MAX_STOP_STEPS = 64;

/** A state's own copy of a player's priority stops given by a caller (null for none), sharing nothing with them. */
export function copyOfStops(stops: PriorityStops | null | undefined): PriorityStops | null {
  return stops ? { ownTurn: [...stops.ownTurn], othersTurns: [...stops.othersTurns] } : null;
}

/** The steps of a combat phase (CR 506.1). */
const COMBAT_STEPS: ReadonlySet<string> = new Set<Step>(['beginCombat', 'declareAttackers', 'declareBlockers', 'firstStrikeDamage', 'combatDamage', 'endCombat']);

/** Whether `step` is a step of a combat phase (CR 506.1); `pregame` and anything else is not. */
export function isCombatStep(step: string): boolean {
  return COMBAT_STEPS.has(step);
}
