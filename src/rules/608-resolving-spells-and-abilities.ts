/**
 * CR 608 Resolving Spells and Abilities: answering a choice asked in the middle of a resolution
 * (CR 608.2d–e), after which the resolution goes on from where it stopped.
 *
 * @module
 */
import type { ChooseAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import { continueResolution } from '../engine/flow.js';
import type { RuleModule } from '../engine/format.js';
import { indexSubsets } from '../engine/subsets.js';
import type { PendingChoice } from '../state/types.js';
import { answerCombatShieldChoice, answerCombatShieldShare } from './506-combat-phase.js';
import { applyLegendRule } from './704-state-based-actions.js';
import { answerReturning, waitingToReturn } from './725-the-monarch.js';
import { answerChosenPlayerColor, CHOSEN_PLAYER_COLOR_RULE } from '../engine/mana-by-chosen-player.js';
import { answerOpponentTarget, OPPONENT_TARGET_RULE, waitingForOpponentTarget } from '../engine/opponent-chosen-targets.js';
import type { TargetSpec } from '../cards/types.js';
import { effectsOf } from '../engine/resolve.js';
import { obj } from '../zones/zones.js';

/** Every subset of option indexes with a size in [min, max], in lexicographic order. */
export function choiceSubsets(choice: PendingChoice): number[][] {
  return indexSubsets(choice.options.length, choice.min, choice.max);
}

/** CR 608: choices during resolution. */
export const resolving: RuleModule = {
  number: '608',
  title: 'Resolving Spells and Abilities',
  keywords: ['resolve', 'fizzle'],
  perform: {
    choose(state, action) {
      const a = action as ChooseAction;
      const d = state.decision;
      check(d?.kind === 'choose' && d.player === a.player, 'wrongDecision', 'there is no choice for you to make now', '608.2d');
      const c = d.choice;
      check(Array.isArray(a.choice) && a.choice.every((i) => Number.isInteger(i) && i >= 0 && i < c.options.length), 'malformed', 'choice must be a list of option indexes');
      check(new Set(a.choice).size === a.choice.length, 'illegal', 'an option chosen twice', c.rule);
      check(a.choice.length >= c.min && a.choice.length <= c.max, 'illegal', `choose between ${c.min} and ${c.max} options`, c.rule);
      if (c.rule === '704.5j') {
        applyLegendRule(state, a.player, c, a.choice[0] as number);
        return;
      }
      if (c.rule === '616.1' && !state.resolution) {
        answerCombatShieldChoice(state, a.choice[0] as number);
        return;
      }
      if (c.rule === '615.7' && !state.resolution) {
        answerCombatShieldShare(state, a.choice[0] as number);
        return;
      }
      const specs = (id: number): readonly TargetSpec[] => effectsOf(state, obj(state, id)).targets;
      if (c.rule === OPPONENT_TARGET_RULE && waitingForOpponentTarget(state, specs)) {
        answerOpponentTarget(state, a.choice[0] as number, specs);
        return;
      }
      if (waitingToReturn(state)) {
        answerReturning(state, a.choice);
        return;
      }
      if (c.rule === CHOSEN_PLAYER_COLOR_RULE && !state.resolution) {
        answerChosenPlayerColor(state, a.player, a.choice[0] as number);
        return;
      }
      const r = state.resolution;
      check(r && r.waiting !== null, 'badState', 'no resolution is waiting for this choice');
      r.answers[r.waiting] = [...a.choice].sort((x, y) => x - y);
      r.waiting = null;
      continueResolution(state);
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'choose') return;
    for (const choice of choiceSubsets(d.choice)) out.push({ type: 'choose', player: d.player, choice });
  },
};
