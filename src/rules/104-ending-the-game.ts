/**
 * CR 104 Ending the Game: conceding (CR 104.3a) is legal at any time for a player still in the
 * game, whoever is deciding; the player loses and leaves the game (CR 800.4a).
 *
 * @module
 */
import { check } from '../engine/errors.js';
import { advance, loseGame } from '../engine/flow.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';

/** CR 104: conceding and the end of the game. */
export const endingTheGame: RuleModule = {
  number: '104',
  title: 'Ending the Game',
  keywords: ['concede', 'win', 'lose', 'draw'],
  perform: {
    concede(state, action) {
      const p = state.players[action.player];
      check(p?.inGame, 'illegal', 'that player is not in the game', '104.3a');
      emit(state, { type: 'concede', rule: '104.3a', player: action.player });
      const wasDeciding = state.decision?.player === action.player;
      loseGame(state, action.player, '104.3a');
      if (wasDeciding && state.decision?.kind !== 'priority') {
        // CR 800.4h: a choice the leaving player had to make goes to the next player; here their
        // pending declaration or choice simply ends with them
        state.decision = null;
        if (state.resolution) state.resolution = null;
      }
      if (state.turn.step === 'pregame' && !state.result) return;
      advance(state);
    },
  },
};
