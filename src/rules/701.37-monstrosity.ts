/**
 * CR 701.37 Monstrosity (701.28 in the 2016 edition of *Conspiracy: Take the Crown*, later 701.29–701.31).
 * "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it becomes
 * monstrous" (701.37a). Monstrous is a designation kept on the permanent (`monstrous`), neither an
 * ability nor a copiable value, until it leaves the battlefield (701.37b): a permanent that changes
 * zones is a new object that isn't monstrous (CR 400.7).
 *
 * @module
 */
import { characteristics } from '../engine/characteristics.js';
import { addCounters } from '../engine/game-actions.js';
import { emit } from '../engine/log.js';
import { fireTriggers } from '../engine/triggers.js';
import { mutableObject } from '../engine/working-copy.js';
import type { GameState, ObjectId } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import { amountOf } from '../engine/resolve.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/** Whether a permanent is monstrous (CR 701.37b). */
export function isMonstrous(state: GameState, id: ObjectId): boolean {
  return obj(state, id).monstrous === true;
}

/**
 * A permanent's monstrosity N (CR 701.37a): if it is on the battlefield and isn't monstrous, it gets N
 * +1/+1 counters and becomes monstrous, and "when ~ becomes monstrous" abilities trigger. A permanent
 * already monstrous is unchanged (rulings).
 */
export function monstrosity(state: GameState, id: ObjectId, n: number): void {
  if (!onBattlefield(state, id) || isMonstrous(state, id)) return;
  addCounters(state, id, '+1/+1', n);
  mutableObject(state, id).monstrous = true;
  const controller = characteristics(state, id).controller;
  emit(state, { type: 'monstrous', rule: '701.37a', player: controller, object: id, amount: n, card: obj(state, id).card });
  fireTriggers(state, { event: 'becomesMonstrous', object: id, player: controller, amount: n });
}

/** The effect step of CR 701.37: "Monstrosity N" as the ability resolves. */
export const monstrosityEffects: RuleEffects = {
  steps: {
    monstrosity(run, e) {
      // CR 701.37a: only the source itself, if it is still on the battlefield (a new object if it left, CR 400.7)
      if (onBattlefield(run.state, run.source) && run.source !== run.object) monstrosity(run.state, run.source, amountOf(run, e.amount));
      return true;
    },
  },
};

/** The line of a permanent becoming monstrous (CR 701.37a). */
export const monstrosityEvents: RuleEventProse<'monstrous'> = {
  monstrous: (e, say) => `${say.player(e.player)}'s ${say.card(e)} becomes monstrous with ${say.count(e.amount, '+1/+1 counter')}`,
};
