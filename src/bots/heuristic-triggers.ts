/**
 * How the heuristic bot puts its triggered abilities on the stack (CR 603.3b–d): the order, and the
 * mode and targets of each.
 *
 * Order: its abilities without targets go on the stack first, in the order they triggered, and those
 * with targets last, so that these resolve first — their targets, chosen now, have the least time to
 * become illegal before they resolve (CR 608.2b), as another of its abilities resolving first could
 * make them. Mode and targets: the legal choice of that ability aimed best (see `targetsScore`: what
 * hurts at opponents' things, what helps at its own), the first of those alike.
 *
 * @module
 */
import type { Action, PutTriggerAction } from '../engine/actions.js';
import { controllerChosenSpecs } from '../engine/opponent-chosen-targets.js';
import { triggeredAbilityOf } from '../engine/triggers.js';
import { spellWithModes } from '../cards/modes.js';
import type { GameState, PlayerId } from '../state/types.js';
import { stancesOf, targetsScore } from './heuristic-targets.js';

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
