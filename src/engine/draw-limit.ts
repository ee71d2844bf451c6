/**
 * Limits on how many cards a player may draw each turn: "Each opponent can't draw more than one card
 * each turn" (Leovold, Emissary of Trest). A draw the limit forbids doesn't happen: a "can't" effect
 * takes precedence over an instruction to draw (CR 101.2), and draws made earlier in the turn count,
 * even those made before the permanent came (Leovold's rulings). The turn history counts each card
 * drawn (CR 121.1); a draw that a replacement effect replaced is no card drawn.
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import { battlefieldStatics } from './battlefield-statics.js';

/** How many more cards `player` may draw this turn: Infinity without a limit. */
export function drawsAllowed(state: GameState, player: PlayerId): number {
  let allowed = Infinity;
  for (const s of battlefieldStatics(state, 'opponentsDrawLimit')) {
    if (s.controller === player) continue;
    allowed = Math.min(allowed, Math.max(0, s.ability.count - (state.history.cardsDrawn[player] ?? 0)));
  }
  return allowed;
}
