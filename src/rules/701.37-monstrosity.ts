/**
 * CR 701.37 Monstrosity: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1
 * counters on it and it becomes monstrous" (701.37a). Monstrous is a designation kept on the
 * permanent (`monstrous`), not an ability nor a copiable value, so it lasts until the permanent
 * leaves the battlefield, where it becomes a new object (701.37b, 400.7); X in other abilities of
 * the permanent is the X it became monstrous with (701.37c).
 *
 * @module
 */
import { addCounters } from '../engine/game-actions.js';
import { emit } from '../engine/log.js';
import { mutableObject } from '../engine/working-copy.js';
import type { GameState, ObjectId } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';

/** Whether a permanent is monstrous (CR 701.37b). */
export function isMonstrous(state: GameState, id: ObjectId): boolean {
  return onBattlefield(state, id) && obj(state, id).monstrous === true;
}

/**
 * Monstrosity `n` of the permanent `id` (CR 701.37a): if it isn't monstrous, it gets `n` +1/+1
 * counters and becomes monstrous; if it already is, nothing happens.
 */
export function monstrosity(state: GameState, id: ObjectId, n: number): void {
  if (!onBattlefield(state, id) || isMonstrous(state, id)) return;
  addCounters(state, id, '+1/+1', n);
  const o = mutableObject(state, id);
  o.monstrous = true;
  emit(state, { type: 'monstrous', rule: '701.37a', object: id, card: o.card, amount: n });
}
