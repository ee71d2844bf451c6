/**
 * Parley, an ability word of Conspiracy (CNS): it has no rules meaning of its own (CR 207.2c). Every
 * parley ability has each player reveal the top card of their library, counts the nonland cards
 * revealed, acts on that count, then has each player draw a card. The reveal and the count live here;
 * what a card does for each nonland card is its own effect steps.
 *
 * @module
 */
import type { GameState } from '../state/types.js';
import { revealCards, topOfLibrary } from '../zones/zones.js';
import { characteristics } from './characteristics.js';
import { apnap } from './players.js';

/**
 * Each player in the game reveals the top card of their library, in APNAP order (CR 101.4, 701.20);
 * a player with an empty library reveals nothing (an inexhaustible one is refilled first). Returns
 * how many of the revealed cards are nonland.
 */
export function parleyReveal(state: GameState): number {
  let nonland = 0;
  for (const p of apnap(state)) {
    const top = topOfLibrary(state, p);
    if (top === undefined) continue;
    revealCards(state, p, [top]);
    if (!characteristics(state, top).types.includes('Land')) nonland++;
  }
  return nonland;
}
