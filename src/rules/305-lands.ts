/**
 * CR 305 Lands: playing a land is a special action (CR 116.2a, 305.1), once per turn (CR 305.2); it
 * triggers abilities that watch for a player playing a land.
 *
 * @module
 */
import type { PlayLandAction } from '../engine/actions.js';
import { characteristics } from '../engine/characteristics.js';
import { check } from '../engine/errors.js';
import { nameAs, type RuleModule } from '../engine/format.js';
import { enteredBattlefield } from '../engine/game-actions.js';
import { emit } from '../engine/log.js';
import { fireTriggers } from '../engine/triggers.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { moveObject } from '../zones/zones.js';
import { sorceryTiming } from './timing.js';
import { hasLandPlayLeft } from './305.2-land-plays.js';

/** Whether a player may play this land from their hand now. */
export function canPlayLand(state: GameState, player: PlayerId, card: ObjectId): boolean {
  const p = state.players[player];
  if (!p || !p.hand.includes(card)) return false;
  if (!characteristics(state, card).types.includes('Land')) return false;
  return sorceryTiming(state, player) && hasLandPlayLeft(state, player);
}

/** CR 305: playing lands. */
export const lands: RuleModule = {
  number: '305',
  title: 'Lands',
  keywords: ['play land', 'land drop'],
  perform: {
    playLand(state, action) {
      const a = action as PlayLandAction;
      const p = state.players[a.player];
      check(p, 'malformed', `no player ${a.player}`);
      check(p.hand.includes(a.card), 'illegal', 'that card is not in your hand', '305.1');
      if (a.name !== undefined) nameAs(state, a.player, a.card, a.name, 'playLand');
      check(characteristics(state, a.card).types.includes('Land'), 'illegal', 'that card is not a land', '305.1');
      check(sorceryTiming(state, a.player), 'illegal', 'a land is played in your main phase with an empty stack while you have priority', '305.1');
      check(hasLandPlayLeft(state, a.player), 'illegal', 'you have already played your lands this turn', '305.2');
      p.landsPlayed++;
      const id = moveObject(state, a.card, 'battlefield', { controller: a.player, rule: '305.1' });
      emit(state, { type: 'playLand', rule: '305.1', player: a.player, object: id, card: state.objects[id]?.card ?? '' });
      enteredBattlefield(state, id);
      fireTriggers(state, { event: 'playsLand', object: id, player: a.player, amount: 0 });
      state.turn.passes = 0;
      state.decision = null;
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority') return;
    const p = state.players[d.player];
    if (!p || !sorceryTiming(state, d.player) || !hasLandPlayLeft(state, d.player)) return;
    for (const card of p.hand) {
      if (out.only !== undefined && card !== out.only) continue;
      if (canPlayLand(state, d.player, card)) out.push({ type: 'playLand', player: d.player, card });
      if (out.enough) return;
    }
  },
};
