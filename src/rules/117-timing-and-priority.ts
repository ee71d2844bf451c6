/**
 * CR 117 Timing and Priority: passing priority (CR 117.3d). What happens when all players pass
 * (CR 117.4) is the engine's flow.
 *
 * @module
 */
import { check } from '../engine/errors.js';
import { passPriority } from '../engine/flow.js';
import type { RuleModule } from '../engine/format.js';
import { copyOfStops } from '../state/steps.js';
import type { SetStopsAction } from '../engine/actions.js';
import { isSeatStops } from '../state/validate.js';

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
    setStops(state, action) {
      const a = action as SetStopsAction;
      check(isSeatStops(a.stops), 'malformed', 'stops must be null or { ownTurn: [steps], othersTurns: [steps] }');
      check(state.players[a.player]?.inGame === true, 'illegal', 'only a player still in the game sets stops', '117.3d');
      // the action is the caller's: the state keeps its own copy of the stops
      const stops = state.players.map((_, seat) => (seat === a.player ? copyOfStops(a.stops) : (state.settings.stops?.[seat] ?? null)));
      state.settings = { ...state.settings, stops };
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind === 'priority') out.push({ type: 'pass', player: d.player });
  },
};
