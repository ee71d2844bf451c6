/**
 * Continuous effects that change game rules rather than objects (CR 613.11), created by resolving
 * spells and abilities: "can't be blocked" (CR 509.1b) for chosen creatures or for every creature a
 * player controls, and permissions to cast a card from where it is (CR 601.2a). Each lasts for its
 * duration (CR 611.2) and ends with the effects of the layer system.
 *
 * @module
 */
import type { Duration, GameState, ObjectId, PlayerId, RuleEffect } from '../state/types.js';
import { characteristics } from './characteristics.js';

/** What a new rule effect says; the id and timestamp are handed out as it is added. */
type NewRuleEffect = RuleEffect extends infer E ? (E extends RuleEffect ? Omit<E, 'id' | 'timestamp'> : never) : never;

/** Adds a rule-changing effect (CR 611.2, 613.11). */
export function addRuleEffect(state: GameState, e: NewRuleEffect): void {
  state.ruleEffects.push({ ...e, id: state.nextEffectId++, timestamp: state.nextTimestamp++ } as RuleEffect);
}

/** Ends the rule effects whose duration is over (CR 514.2, 611.2b). */
export function endRuleEffects(state: GameState, over: (d: Duration) => boolean): void {
  if (state.ruleEffects.length === 0) return;
  const kept = state.ruleEffects.filter((e) => !over(e.duration));
  if (kept.length !== state.ruleEffects.length) state.ruleEffects = kept;
}

/**
 * Whether an effect says this attacking creature can't be blocked (CR 509.1b): one that names it, or
 * one that covers every creature its controller controls now.
 */
export function cantBeBlocked(state: GameState, attacker: ObjectId): boolean {
  if (state.ruleEffects.length === 0) return false;
  for (const e of state.ruleEffects) {
    if (e.kind !== 'cantBeBlocked') continue;
    if (e.affected !== null ? e.affected.includes(attacker) : characteristics(state, attacker).controller === e.controlledBy) return true;
  }
  return false;
}

/** The permission, if any, for a player to cast a card from where it is now (CR 601.2a). */
export function castPermission(state: GameState, player: PlayerId, card: ObjectId): Extract<RuleEffect, { kind: 'mayCast' }> | undefined {
  for (const e of state.ruleEffects) if (e.kind === 'mayCast' && e.card === card && e.player === player) return e;
  return undefined;
}
