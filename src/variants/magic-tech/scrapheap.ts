/**
 * The stockpile and the scrapheap (MT 1, 8.5, 9): the library and the graveyard under the
 * variant's names. Scrapping moves the top cards of a stockpile to its owner's scrapheap; a
 * returned card goes from the top of the scrapheap to the bottom of the stockpile.
 *
 * @module
 */
import { emit } from '../../engine/log.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { moveObject } from '../../zones/zones.js';

/** Puts the top `count` cards of a player's stockpile on their scrapheap; returns how many went. */
export function scrap(state: GameState, player: PlayerId, count: number, rule: string): number {
  const p = state.players[player];
  if (!p) return 0;
  let n = 0;
  for (; n < count && p.library.length > 0; n++) moveObject(state, p.library[0] as ObjectId, 'graveyard', { rule });
  if (n > 0) emit(state, { type: 'scrap', rule, player, amount: n });
  return n;
}

/** Puts the top `count` cards of a player's scrapheap under their stockpile (MT 9.2); returns how many went. */
export function unscrap(state: GameState, player: PlayerId, count: number, rule: string): number {
  const p = state.players[player];
  if (!p) return 0;
  let n = 0;
  for (; n < count && p.graveyard.length > 0; n++) {
    moveObject(state, p.graveyard[p.graveyard.length - 1] as ObjectId, 'library', { rule, position: 'bottom' });
  }
  if (n > 0) emit(state, { type: 'unscrap', rule, player, amount: n });
  return n;
}
