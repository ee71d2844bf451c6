/**
 * CR 601.3b: an effect may allow a player to cast spells as though they had flash (Vedalken Orrery's
 * "You may cast spells as though they had flash"): that player may cast them any time they could cast
 * an instant (CR 702.8a, 117.1a). Only casting: abilities "activate only as a sorcery" keep their timing.
 *
 * @module
 */
import { characteristics, definitionOf, objectsGeneration } from '../engine/characteristics.js';
import type { GameObject, GameState, PlayerId } from '../state/types.js';

/** Where the players who may cast spells as though they had flash are kept on an objects generation. */
const FLASH = Symbol('castAsThoughFlash');

/** Whether `player` controls a permanent that lets them cast spells as though they had flash (CR 601.3b). */
export function castsAsThoughFlash(state: GameState, player: PlayerId): boolean {
  const generation = objectsGeneration(state);
  if (generation === null) return flashPlayers(state).includes(player);
  const players = (generation[FLASH] ??= flashPlayers(state)) as readonly PlayerId[];
  return players.includes(player);
}

/** The controllers of permanents with "You may cast spells as though they had flash". */
function flashPlayers(state: GameState): PlayerId[] {
  const out: PlayerId[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id] as GameObject;
    if (o.faceDown || !definitionOf(o)?.statics?.some((s) => s.kind === 'castAsThoughFlash')) continue;
    const c = characteristics(state, id);
    if (c.hasAbilities) out.push(c.controller);
  }
  return out;
}
