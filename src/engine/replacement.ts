/**
 * Replacement and prevention effects created by resolving spells and abilities (CR 614, 615):
 * damage prevention shields (CR 615.7: "prevent the next N damage") and regeneration shields
 * (CR 701.19, 614.8). Each lasts until it is used up or its duration ends. When several apply to
 * one event, they apply one at a time in timestamp order (the affected player's choice of order,
 * CR 616.1, is not yet asked).
 *
 * @module
 */
import type { Duration, GameState, ObjectId, PlayerId, Ref, ReplacementEffect } from '../state/types.js';
import { mutableObject } from './working-copy.js';
import { emit } from './log.js';

function sameRef(a: Ref, b: Ref): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/** Adds a replacement or prevention effect (CR 614.1, 615.1). */
export function addReplacement(
  state: GameState,
  e: { kind: ReplacementEffect['kind']; affected: Ref; amount: number | null; duration: Duration; source: ObjectId | null; controller: PlayerId },
): void {
  state.replacements.push({ ...e, id: state.nextEffectId++, timestamp: state.nextTimestamp++ });
}

/**
 * Applies prevention shields to damage about to be dealt to `to` (CR 615.6–615.7); returns the
 * damage left to deal. Shields with an amount are used up by what they prevent.
 */
export function preventDamage(state: GameState, source: ObjectId, to: Ref, amount: number): number {
  let left = amount;
  if (state.replacements.length === 0) return left;
  for (const r of state.replacements) {
    if (left <= 0) break;
    if (r.kind !== 'preventDamage' || !sameRef(r.affected, to)) continue;
    const prevented = r.amount === null ? left : Math.min(left, r.amount);
    if (prevented <= 0) continue;
    left -= prevented;
    if (r.amount !== null) r.amount -= prevented;
    emit(state, { type: 'preventDamage', rule: '615.1', object: source, amount: prevented, ...('player' in to ? { toPlayer: to.player } : { to: to.object }) });
  }
  state.replacements = state.replacements.filter((r) => r.kind !== 'preventDamage' || r.amount === null || r.amount > 0);
  return left;
}

/**
 * Regenerates a permanent about to be destroyed, if a regeneration shield applies (CR 701.19a–c):
 * instead it is tapped, all damage is removed from it, and it is removed from combat. Returns
 * whether the destruction was replaced.
 */
export function regenerate(state: GameState, id: ObjectId): boolean {
  const at = state.replacements.findIndex((r) => r.kind === 'regenerate' && 'object' in r.affected && r.affected.object === id);
  if (at < 0) return false;
  state.replacements.splice(at, 1);
  const o = mutableObject(state, id);
  o.tapped = true;
  o.damage = 0;
  o.deathtouched = false;
  const combat = state.combat;
  if (combat) {
    combat.attackers = combat.attackers.filter((a) => a.id !== id);
    combat.blockers = combat.blockers.filter((b) => b.id !== id);
    for (const a of combat.attackers) a.blockers = a.blockers.filter((b) => b !== id);
  }
  emit(state, { type: 'regenerate', rule: '701.19c', object: id, card: o.card });
  return true;
}

/** Ends the replacement effects whose duration is over (CR 514.2). */
export function endReplacements(state: GameState, over: (d: Duration) => boolean): void {
  if (state.replacements.length === 0) return;
  const kept = state.replacements.filter((r) => !over(r.duration));
  if (kept.length !== state.replacements.length) state.replacements = kept;
}
