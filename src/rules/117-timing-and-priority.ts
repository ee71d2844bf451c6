/**
 * CR 117 Timing and Priority: passing priority (CR 117.3d). What happens when all players pass
 * (CR 117.4) is the engine's flow.
 *
 * @module
 */
import { check } from '../engine/errors.js';
import { passPriority } from '../engine/flow.js';
import type { RuleModule } from '../engine/format.js';

/** CR 117: priority. */
export const timingAndPriority: RuleModule = {
  number: '117',
  title: 'Timing and Priority',
  keywords: ['priority'],
  perform: {
    pass(state, action) {
      const d = state.decision;
      check(d?.kind === 'priority' && d.player === action.player, 'notYourDecision', 'you do not have priority', '117.3');
      state.decision = null;
      passPriority(state, action.player);
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind === 'priority') out.push({ type: 'pass', player: d.player });
  },
};
