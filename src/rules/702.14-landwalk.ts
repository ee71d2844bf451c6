/**
 * CR 702.14 Landwalk: "[land type]walk", an evasion ability (702.14b).
 *
 * @module
 */
import { characteristics } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';

/**
 * CR 702.14 Landwalk: a creature with "[land type]walk" can't be blocked as long as the defending
 * player — the blocker's controller — controls a land of that type (702.14c).
 */
export const landwalk: RuleModule = {
  number: '702.14',
  title: 'Landwalk',
  keywords: ['landwalk', 'islandwalk'],
  blockRestriction(state, blocker, attacker) {
    const walks = characteristics(state, attacker).keywords.filter((k) => k.endsWith('walk'));
    if (walks.length === 0) return null;
    const defending = characteristics(state, blocker).controller;
    for (const id of state.battlefield) {
      const land = characteristics(state, id);
      if (land.controller !== defending || !land.types.includes('Land')) continue;
      if (land.subtypes.some((t) => walks.includes(`${t.toLowerCase()}walk`))) return '702.14c';
    }
    return null;
  },
};
