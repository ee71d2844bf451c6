/**
 * CR 702.25 Flanking. Flanking is a triggered ability: whenever the creature becomes blocked by a
 * creature without flanking, the blocking creature gets -1/-1 until end of turn (702.25a). It
 * triggers once for each such blocker, as blockers are declared; a blocker with flanking is not
 * affected. Each instance triggers separately (702.25b).
 *
 * @module
 */
import { hasKeyword } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';
import { creaturesBlocking } from './702.23-rampage.js';

/** CR 702.25: flanking. */
export const flanking: RuleModule = {
  number: '702.25',
  title: 'Flanking',
  keywords: ['flanking'],
  triggered: [
    {
      text: 'Flanking (Whenever this creature becomes blocked by a creature without flanking, the blocking creature gets -1/-1 until end of turn.)',
      rule: '702.25a',
      keyword: 'flanking',
      event: 'becomesBlocked',
      each: (state, e) => (e.object === null ? [] : creaturesBlocking(state, e.object).filter((b) => !hasKeyword(state, b, 'flanking'))),
      effects: [{ do: 'pump', what: 'eventObject', power: -1, toughness: -1 }],
    },
  ],
};
