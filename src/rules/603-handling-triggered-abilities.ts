/**
 * CR 603 Handling Triggered Abilities: a player with several waiting triggers puts them on the
 * stack one at a time in the order they choose, choosing targets for each (CR 603.3b, 603.3d).
 *
 * @module
 */
import type { PutTriggerAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import type { RuleModule } from '../engine/format.js';
import { isRefList, sameRef } from '../engine/targets.js';
import { putTriggerOnStack, triggerTargetChoices } from '../engine/triggers.js';
import type { Ref } from '../state/types.js';

function sameTargets(a: readonly Ref[], b: readonly Ref[]): boolean {
  return a.length === b.length && a.every((r, i) => sameRef(r, b[i] as Ref));
}

/** CR 603: triggered abilities. */
export const triggeredAbilities: RuleModule = {
  number: '603',
  title: 'Handling Triggered Abilities',
  keywords: ['trigger', 'triggered ability'],
  perform: {
    putTrigger(state, action) {
      const a = action as PutTriggerAction;
      const d = state.decision;
      check(d?.kind === 'putTrigger' && d.player === a.player, 'wrongDecision', 'you have no triggered abilities to put on the stack now', '603.3b');
      check(Number.isInteger(a.index) && isRefList(a.targets), 'malformed', 'index must be a number and targets a list of refs');
      const t = state.pendingTriggers[a.index];
      check(t && t.controller === a.player, 'illegal', 'that is not one of your waiting triggered abilities', '603.3b');
      const legal = triggerTargetChoices(state, t).some((c) => sameTargets(c, a.targets));
      check(legal, 'badTarget', 'those targets are not legal for that ability', '603.3d');
      putTriggerOnStack(state, a.index, a.targets.map((r) => ({ ...r })));
      state.decision = null;
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'putTrigger') return;
    state.pendingTriggers.forEach((t, index) => {
      if (t.controller !== d.player) return;
      for (const targets of triggerTargetChoices(state, t)) out.push({ type: 'putTrigger', player: d.player, index, targets });
    });
  },
};
