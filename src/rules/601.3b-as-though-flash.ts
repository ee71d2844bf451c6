/**
 * CR 601.3b: an effect may allow a player to cast spells as though they had flash (Vedalken Orrery's
 * "You may cast spells as though they had flash"): that player may cast them any time they could cast
 * an instant (CR 702.8a, 117.1a). Only casting: abilities "activate only as a sorcery" keep their timing.
 *
 * @module
 */
import { battlefieldStatics } from '../engine/battlefield-statics.js';
import type { GameState, PlayerId } from '../state/types.js';

/** Whether `player` controls a permanent that lets them cast spells as though they had flash (CR 601.3b). */
export function castsAsThoughFlash(state: GameState, player: PlayerId): boolean {
  return battlefieldStatics(state, 'castAsThoughFlash').some((s) => s.controller === player);
}
