/**
 * CR 603 Handling Triggered Abilities: a player with several waiting triggers puts them on the
 * stack one at a time in the order they choose, choosing the mode of a modal one (CR 603.3c) and
 * targets for each (CR 603.3b, 603.3d).
 *
 * @module
 */
import type { PutTriggerAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import type { RuleChoice, RuleModule } from '../engine/format.js';
import { isLegalTargetList, isRefList, sameRef } from '../engine/targets.js';
import { answerOpponentTarget, controllerChosenSpecs, OPPONENT_TARGET_RULE, waitingForOpponentTarget } from '../engine/opponent-chosen-targets.js';
import { effectsOf } from '../engine/resolve.js';
import { obj } from '../zones/zones.js';
import { spellWithModes } from '../cards/modes.js';
import { inThisRound, putTriggerOnStack, triggerChoices, triggeredAbilityOf, waitForNextRound } from '../engine/triggers.js';
import type { GameState, ObjectId, Ref } from '../state/types.js';
import type { TargetSpec } from '../cards/types.js';

function sameTargets(a: readonly Ref[], b: readonly Ref[]): boolean {
  return a.length === b.length && a.every((r, i) => sameRef(r, b[i] as Ref));
}

function sameModes(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((m, i) => m === b[i]);
}

/** The target specs of the ability `id` on the stack. */
function specsOf(state: GameState, id: ObjectId): readonly TargetSpec[] {
  return effectsOf(state, obj(state, id)).targets;
}

/**
 * The choices of a target "of an opponent's choice" (CR 603.3d, 601.6): which opponent chooses, then
 * the target, asked as the triggered ability is put on the stack.
 */
const opponentTargetChoice: RuleChoice = {
  mayWait: (state) => state.resolution === null && state.stack.length > 0,
  answer(state, _player, _choice, picked) {
    const specs = (id: ObjectId): readonly TargetSpec[] => specsOf(state, id);
    if (!waitingForOpponentTarget(state, specs)) return false;
    const before = state.pendingTriggers.length;
    answerOpponentTarget(state, picked[0] as number, specs);
    waitForNextRound(state, before);
    return true;
  },
};

/** CR 603: triggered abilities. */
export const triggeredAbilities: RuleModule = {
  number: '603',
  title: 'Handling Triggered Abilities',
  keywords: ['trigger', 'triggered ability'],
  choices: { [OPPONENT_TARGET_RULE]: opponentTargetChoice },
  perform: {
    putTrigger(state, action) {
      const a = action as PutTriggerAction;
      const d = state.decision;
      check(d?.kind === 'putTrigger' && d.player === a.player, 'wrongDecision', 'you have no triggered abilities to put on the stack now', '603.3b');
      check(Number.isInteger(a.index) && isRefList(a.targets), 'malformed', 'index must be a number and targets a list of refs');
      check(a.modes === undefined || (Array.isArray(a.modes) && a.modes.every((m) => Number.isInteger(m))), 'malformed', 'modes must be a list of mode indexes');
      const t = state.pendingTriggers[a.index];
      check(t && t.controller === a.player && inThisRound(t), 'illegal', 'that is not one of your waiting triggered abilities', '603.3b');
      const modes = a.modes ?? [];
      const choices = triggerChoices(state, t);
      check(choices.some((c) => sameModes(c.modes, modes)), 'illegal', 'choose one legal mode of that ability', '603.3c');
      // an "any number of targets" set beyond those listed is legal too (CR 601.2c)
      const legal = choices.some((c) => sameModes(c.modes, modes) && sameTargets(c.targets, a.targets))
        || isLegalTargetList(state, controllerChosenSpecs(spellWithModes(triggeredAbilityOf(state, t), modes).targets), a.targets, t.controller, t.source, t.context);
      check(legal, 'badTarget', 'those targets are not legal for that ability', '603.3d');
      putTriggerOnStack(state, a.index, a.targets.map((r) => ({ ...r })), [...modes]);
      // unless an opponent now chooses a target of it (CR 603.3d)
      if (state.decision?.kind === 'putTrigger') state.decision = null;
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'putTrigger') return;
    state.pendingTriggers.forEach((t, index) => {
      if (t.controller !== d.player || !inThisRound(t)) return;
      for (const c of triggerChoices(state, t)) {
        out.push(c.modes.length > 0 ? { type: 'putTrigger', player: d.player, index, targets: c.targets, modes: c.modes } : { type: 'putTrigger', player: d.player, index, targets: c.targets });
      }
    });
  },
};
