/**
 * CR 702.23 Rampage. "Rampage N" is a triggered ability: whenever the creature becomes blocked, it
 * gets +N/+N until end of turn for each creature blocking it beyond the first (702.23a). The bonus
 * is counted once, as the ability resolves, from the creatures blocking it then (702.23b): a blocker
 * that has left the battlefield or combat no longer counts, and blockers added later change nothing.
 * Each instance triggers separately, each with its own N (702.23c).
 *
 * @module
 */
import type { RampageKeyword } from '../cards/types.js';
import type { RuleModule } from '../engine/format.js';
import { pump } from '../engine/game-actions.js';
import type { GameState, ObjectId } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';

/** The N of a "rampage N" keyword (CR 702.23a). */
export function rampageN(keyword: RampageKeyword): number {
  return Number(keyword.slice('rampage '.length));
}

/** The creatures blocking an attacking creature now (CR 506.4, 509.1h): on the battlefield and still blocking it. */
export function creaturesBlocking(state: GameState, attacker: ObjectId): ObjectId[] {
  const combat = state.combat;
  const a = combat?.attackers.find((x) => x.id === attacker);
  if (!combat || !a) return [];
  return a.blockers.filter((b) => onBattlefield(state, b) && combat.blockers.some((x) => x.id === b && x.blocking.includes(attacker)));
}

/** CR 702.23: rampage. */
export const rampage: RuleModule = {
  number: '702.23',
  title: 'Rampage',
  keywords: ['rampage'],
  triggered: [
    {
      text: 'Rampage N (Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it beyond the first.)',
      rule: '702.23a',
      keyword: 'rampage',
      withParameter: true,
      event: 'becomesBlocked',
      effects: [
        {
          do: 'custom',
          text: 'it gets +N/+N until end of turn for each creature blocking it beyond the first',
          run: ({ state, object, source, controller }) => {
            const keyword = obj(state, object).trigger?.keyword as RampageKeyword | undefined;
            if (keyword === undefined || !onBattlefield(state, source)) return;
            const n = rampageN(keyword) * Math.max(0, creaturesBlocking(state, source).length - 1); // CR 702.23b
            if (n > 0) pump(state, source, n, n, [], source, controller, { until: 'endOfTurn' });
          },
        },
      ],
    },
  ],
};
