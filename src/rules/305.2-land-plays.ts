/**
 * CR 305.2 and 402.2: the number of lands a player can play this turn (one, increased by continuous
 * effects such as Exploration's) and their maximum hand size (seven, or what their player state says,
 * increased by effects such as Minamo Scrollkeeper's): both read from the static abilities of the
 * permanents the player controls.
 *
 * @module
 */
import { objectsWithFeature, staticOfKind } from '../engine/card-features.js';
import { characteristics, definitionOf } from '../engine/characteristics.js';
import type { StaticDef } from '../cards/types.js';
import type { GameState, PlayerId } from '../state/types.js';

/** The sum of a number the player's permanents' static abilities of one kind add. */
function added(state: GameState, player: PlayerId, kind: 'additionalLandPlays' | 'maximumHandSize'): number {
  let n = 0;
  for (const id of objectsWithFeature(state, 'battlefield', staticOfKind(kind))) {
    const statics = definitionOf(state.objects[id]!)?.statics;
    if (!statics) continue;
    for (const st of statics as readonly StaticDef[]) {
      if (st.kind !== kind) continue;
      const c = characteristics(state, id);
      if (c.controller === player && c.hasAbilities) n += st.amount;
    }
  }
  return n;
}

/** The number of lands a player can play this turn (CR 305.2): one, plus what effects add. */
export function landPlays(state: GameState, player: PlayerId): number {
  return 1 + added(state, player, 'additionalLandPlays');
}

/** Whether a player may still play a land this turn by the count (CR 305.2a–b). */
export function hasLandPlayLeft(state: GameState, player: PlayerId): boolean {
  const p = state.players[player];
  if (p === undefined) return false;
  // one land play is always there: the permanents are read only for a second one
  return p.landsPlayed < 1 || p.landsPlayed < landPlays(state, player);
}

/** A player's maximum hand size (CR 402.2): their own, plus what effects add. */
export function maximumHandSize(state: GameState, player: PlayerId): number {
  return (state.players[player]?.maxHandSize ?? 7) + added(state, player, 'maximumHandSize');
}
