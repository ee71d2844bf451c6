/**
 * The Paris mulligan (MT 12): a player who mulligans shuffles their hand into their library and
 * draws a new hand of one card fewer, and may do so again while their hand has cards. The first
 * player decides first, as often as they like; then the other player. Keeping is final.
 *
 * @module
 */
import { check } from '../../engine/errors.js';
import { formatOf, type RuleModule } from '../../engine/format.js';
import type { Action } from '../../engine/actions.js';
import { emit } from '../../engine/log.js';
import type { GameState } from '../../state/types.js';
import { continueStartOfGame, fromStarter, redrawHand } from '../../rules/103-starting-the-game.js';

/** Asks the next player still deciding, or begins the game once all have kept (MT 12.2). */
function nextDecision(state: GameState): void {
  const deciding = fromStarter(state).find((p) => state.players[p]?.mulliganState === 'deciding');
  if (deciding !== undefined) {
    state.decision = { kind: 'mulligan', player: deciding };
    return;
  }
  state.decision = null;
  formatOf(state).turns.beginGame(state);
}

function perform(state: GameState, action: Action): void {
  const d = state.decision;
  const p = state.players[action.player];
  check(p, 'malformed', `no player ${action.player}`);
  check(d?.kind === 'mulligan' && d.player === action.player, 'wrongDecision', 'not deciding on a mulligan now', 'MT 12.2');
  if (action.type === 'keep') {
    p.mulliganState = 'kept';
    emit(state, { type: 'keep', rule: 'MT 12.2', player: action.player, amount: p.hand.length });
    nextDecision(state);
    return;
  }
  check(p.hand.length > 0, 'illegal', 'no further mulligans: the hand has no cards', 'MT 12.1');
  redrawHand(state, action.player, p.hand.length - 1, 'MT 12.1');
  emit(state, { type: 'mulligan', rule: 'MT 12.1', player: action.player, amount: p.mulligans });
  state.decision = { kind: 'mulligan', player: action.player };
}

/** MT 12: the Paris mulligan. */
export const parisMulligan: RuleModule = {
  number: 'MT 12',
  title: 'Mulligan',
  keywords: ['mulligan', 'paris mulligan'],
  perform: { keep: perform, mulligan: perform },
  // the start of the game is CR 103's (MT 12 changes only the mulligan)
  startGame: (state) => continueStartOfGame(state),
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'mulligan') return;
    out.push({ type: 'keep', player: d.player });
    if ((state.players[d.player]?.hand.length ?? 0) > 0) out.push({ type: 'mulligan', player: d.player });
  },
};
