/**
 * How the heuristic bot puts its triggered abilities on the stack (CR 603.3b–d): the order, and the
 * mode and targets of each.
 *
 * Order: its abilities without targets go on the stack first, in the order they triggered, and those
 * with targets last, so that these resolve first — their targets, chosen now, have the least time to
 * become illegal before they resolve (CR 608.2b), as another of its abilities resolving first could
 * make them. Mode and targets: the legal choice of that ability aimed best (see `targetsScore`: what
 * hurts at opponents' things, what helps at its own), the first of those alike. Asked as an opponent
 * to choose a target of another player's triggered ability (CR 603.3d: "target … of an opponent's
 * choice"), it aims it the same way for itself: what hurts at the others' things worth most, what
 * helps at its own, else at the others' things worth least.
 *
 * @module
 */
import type { Action, PutTriggerAction } from '../engine/actions.js';
import { controllerChosenSpecs, OPPONENT_TARGET_RULE } from '../engine/opponent-chosen-targets.js';
import { effectsOf } from '../engine/resolve.js';
import { triggeredAbilityOf } from '../engine/triggers.js';
import { spellWithModes } from '../cards/modes.js';
import type { GameState, PlayerId } from '../state/types.js';
import { stanceOf, stancesOf, targetsScore } from './heuristic-targets.js';

/** How well a way to put a waiting triggered ability on the stack is aimed (see `targetsScore`). */
function choiceScore(state: GameState, me: PlayerId, a: PutTriggerAction): number {
  const t = state.pendingTriggers[a.index];
  if (!t || a.targets.length === 0) return 0;
  const ability = spellWithModes(triggeredAbilityOf(state, t), a.modes ?? []);
  return targetsScore(state, me, a.targets, stancesOf(ability.effects, controllerChosenSpecs(ability.targets)));
}

/**
 * The bot's next triggered ability to put on the stack, with its mode and targets (see the module's
 * description), among the listed `putTrigger` actions; undefined when none is listed.
 */
export function putTriggerAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const puts = actions.filter((a): a is PutTriggerAction => a.type === 'putTrigger');
  if (puts.length === 0) return undefined;
  const targeted = new Set(puts.filter((a) => a.targets.length > 0).map((a) => a.index));
  // the first waiting ability without targets, else the first with them (CR 603.3b: any order its controller chooses)
  const index = [...new Set(puts.map((a) => a.index))].sort((x, y) => Number(targeted.has(x)) - Number(targeted.has(y)) || x - y)[0];
  let best: Action | undefined;
  let bestScore = -Infinity;
  for (const a of puts) {
    if (a.index !== index) continue;
    const score = choiceScore(state, me, a);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}

/**
 * The bot's choice, as an opponent, of the target of another player's triggered ability on the stack
 * "of an opponent's choice" (CR 603.3d): the option it aims best for itself (see the module's
 * description); undefined for another choice, or the choice of which opponent chooses.
 */
export function opponentTargetAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.choice.rule !== OPPONENT_TARGET_RULE) return undefined;
  const top = state.stack[state.stack.length - 1];
  const ability = top === undefined ? undefined : state.objects[top];
  if (ability?.kind !== 'ability' || ability.controller === me) return undefined;
  const { effects, targets } = effectsOf(state, ability);
  const index = ability.targets.length;
  const stance = stanceOf(effects, index, targets[index]);
  let best: Action | undefined;
  let bestScore = -Infinity;
  for (const a of actions) {
    const option = a.type === 'choose' && a.choice.length === 1 ? d.choice.options[a.choice[0] as number] : undefined;
    if (!option || 'label' in option) continue;
    const score = targetsScore(state, me, ['player' in option ? { player: option.player } : { object: option.object }], [stance]);
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}
