/**
 * CR 502: the untap step's turn-based actions — phasing, then the active player's permanents untap
 * (502.3) — for any turn structure that has an untap step; and the effects that keep a permanent
 * from untapping during its controller's next untap step ("That creature doesn't untap during its
 * controller's next untap step"). Each such effect applies in the first untap step of the player who
 * then controls the permanent, and is then over; several on one permanent are all used up by that
 * one step. A permanent's own "~ doesn't untap during your untap step" (Galvanic Juggernaut) keeps it
 * tapped in every one of them.
 *
 * @module
 */
import { characteristics, definitionOf } from '../engine/characteristics.js';
import { modulesWith, type RuleModule } from '../engine/format.js';
import { addRuleEffect } from '../engine/rule-effects.js';
import { mutableStatus } from '../engine/working-copy.js';
import type { GameState, ObjectId, PlayerId, RuleEffect } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';

/**
 * The untap step's turn-based actions (CR 502.1–502.3): the format's modules act before untapping
 * (phasing, 502.1; and the effects of 502.3 that apply in this step are marked), then every
 * permanent the active player controls untaps unless a module says it doesn't (502.3), and each has
 * now been under their control continuously since the turn began (302.6).
 */
export function untapPermanents(state: GameState): void {
  const active = state.turn.active;
  for (const m of modulesWith(state, 'beforeUntapping')) m.beforeUntapping(state); // CR 502.1: phasing
  const controlChanges = state.effects.some((e) => e.change.kind === 'control');
  const keepers = modulesWith(state, 'doesntUntap');
  for (const id of state.battlefield) {
    const o = obj(state, id);
    if ((controlChanges ? characteristics(state, id).controller : o.controller) !== active) continue;
    const untaps = o.tapped && !keepers.some((m) => m.doesntUntap(state, id));
    if (!o.sick && !untaps) continue;
    const own = mutableStatus(state, id);
    own.sick = false;
    if (untaps) own.tapped = false;
  }
}

/** Says that a permanent doesn't untap during its controller's next untap step (CR 502.3). */
export function skipNextUntap(state: GameState, permanent: ObjectId, source: ObjectId | null, controller: PlayerId): void {
  addRuleEffect(state, { kind: 'skipsNextUntap', affected: permanent, applied: false, duration: { until: 'forever' }, source, controller });
}

/** Whether a permanent's own static ability says it doesn't untap during its controller's untap step (CR 502.3). */
function ownDoesntUntap(state: GameState, permanent: ObjectId): boolean {
  if (!definitionOf(obj(state, permanent))?.statics?.some((s) => s.kind === 'doesntUntap' && s.affects === 'self')) return false;
  return characteristics(state, permanent).hasAbilities;
}

/** CR 502: the untap step's skipped untaps (502.3). */
export const untapStep: RuleModule = {
  number: '502',
  title: 'Untap Step',
  keywords: ['untap', "doesn't untap during its controller's next untap step", "doesn't untap during your untap step"],
  beforeUntapping(state) {
    if (!state.ruleEffects.some((e) => e.kind === 'skipsNextUntap')) return;
    const active = state.turn.active;
    state.ruleEffects = state.ruleEffects.flatMap((e): RuleEffect[] => {
      if (e.kind !== 'skipsNextUntap') return [e];
      // used up in an earlier untap step, or its permanent left the battlefield (a new object, CR 400.7)
      if (e.applied || !onBattlefield(state, e.affected)) return [];
      return characteristics(state, e.affected).controller === active ? [{ ...e, applied: true }] : [e];
    });
  },
  doesntUntap: (state, permanent) => ownDoesntUntap(state, permanent) || state.ruleEffects.some((e) => e.kind === 'skipsNextUntap' && e.applied && e.affected === permanent),
};
