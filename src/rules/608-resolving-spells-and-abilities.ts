/**
 * CR 608 Resolving Spells and Abilities: answering a choice asked in the middle of a resolution
 * (CR 608.2d–e), after which the resolution goes on from where it stopped. A choice a rule asks
 * outside a resolution goes to that rule's module ({@link RuleModule.choices}).
 *
 * @module
 */
import type { ChooseAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import { continueResolution } from '../engine/flow.js';
import { modulesWith, type RuleModule } from '../engine/format.js';
import { indexSubsets } from '../engine/subsets.js';
import { keepAnswer } from '../engine/resolution-answers.js';
import type { PendingChoice } from '../state/types.js';

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
      // a choice asked outside a resolution is answered by the rule that asked it
      for (const m of modulesWith(state, 'choices')) if (m.choices[c.rule]?.answer(state, a.player, c, a.choice)) return;
      const r = state.resolution;
      check(r && r.waiting !== null, 'badState', 'no resolution is waiting for this choice');
      keepAnswer(state, r, r.waiting, c, [...a.choice].sort((x, y) => x - y));
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
