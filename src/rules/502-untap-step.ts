/**
 * CR 502.3: effects that keep a permanent from untapping during its controller's next untap step
 * ("That creature doesn't untap during its controller's next untap step"). Each applies in the first
 * untap step of the player who then controls the permanent, and is then over; several such effects
 * on one permanent are all used up by that one step.
 *
 * @module
 */
import { characteristics } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';
import { addRuleEffect } from '../engine/rule-effects.js';
import type { GameState, ObjectId, PlayerId, RuleEffect } from '../state/types.js';
import { onBattlefield } from '../zones/zones.js';

/** Says that a permanent doesn't untap during its controller's next untap step (CR 502.3). */
export function skipNextUntap(state: GameState, permanent: ObjectId, source: ObjectId | null, controller: PlayerId): void {
  addRuleEffect(state, { kind: 'skipsNextUntap', affected: permanent, applied: false, duration: { until: 'forever' }, source, controller });
}

/** CR 502: the untap step's skipped untaps (502.3). */
export const untapStep: RuleModule = {
  number: '502',
  title: 'Untap Step',
  keywords: ["doesn't untap during its controller's next untap step"],
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
  doesntUntap: (state, permanent) => state.ruleEffects.some((e) => e.kind === 'skipsNextUntap' && e.applied && e.affected === permanent),
};
