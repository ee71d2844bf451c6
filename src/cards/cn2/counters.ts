/**
 * CN2 cards that move counters (CR 122.5) that issue 17 added.
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import type { EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import { isCreature } from '../../engine/characteristics.js';
import { addCounters, takeCounters } from '../../engine/game-actions.js';
import { emit } from '../../engine/log.js';
import { mutableObject } from '../../engine/working-copy.js';
import { obj, onBattlefield } from '../../zones/zones.js';
import type { ObjectId } from '../../state/types.js';

/**
 * "You may move any number of +1/+1 counters from ~ onto other creatures", decided as it resolves and
 * not targeted (rulings): the controller picks, one counter at a time, another creature to move a
 * counter onto, or stops. Every pick is asked before any counter moves, then each moves (CR 122.5).
 */
function moveCountersOntoOthers({ state, source, controller }: EffectContext, io: ResolutionIo): boolean {
  if (!onBattlefield(state, source)) return true; // CR 122.5: a counter can't be moved from an object that left
  const available = obj(state, source).counters['+1/+1'] ?? 0;
  const others = state.battlefield.filter((id) => id !== source && isCreature(state, id));
  const picks: ObjectId[] = [];
  for (let i = 0; i < available && others.length > 0; i++) {
    const answer = io.ask(`move.${i}`, controller, {
      prompt: 'move a +1/+1 counter onto', options: [...others.map((object) => ({ object })), { label: 'stop' }], min: 1, max: 1, rule: '122.5',
    });
    if (!answer) return false;
    const onto = others[answer[0] ?? others.length];
    if (onto === undefined) break;
    picks.push(onto);
  }
  for (const onto of picks) {
    const from = mutableObject(state, source);
    if ((from.counters['+1/+1'] ?? 0) <= 0 || !onBattlefield(state, onto)) continue;
    takeCounters(from, '+1/+1', 1);
    emit(state, { type: 'moveCounter', rule: '122.5', player: controller, object: source, to: onto, amount: 1, detail: '+1/+1' });
    addCounters(state, onto, '+1/+1', 1);
  }
  return true;
}

/** The CN2 counter-moving cards of issue 17. */
export const cn2Counters: readonly CardDefinition[] = [
  card('Forgotten Ancient', {
    triggered: [
      {
        // A cast trigger (CR 601.2i); a copy of a spell isn't cast (CR 707.10).
        text: 'Whenever a player casts a spell, you may put a +1/+1 counter on Forgotten Ancient.',
        when: { event: 'castSpell', who: 'any' },
        effects: [{ do: 'may', prompt: 'put a +1/+1 counter on Forgotten Ancient', then: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }] }],
      },
      {
        text: 'At the beginning of your upkeep, you may move any number of +1/+1 counters from Forgotten Ancient onto other creatures.',
        when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
        // Triggers at the beginning of the upkeep (CR 503.1a); moving a counter (CR 122.5).
        effects: [{ do: 'customAsking', text: 'Move any number of +1/+1 counters from Forgotten Ancient onto other creatures.', run: moveCountersOntoOthers }],
      },
    ],
  }),
];
