/**
 * CR 702.14 Landwalk: a creature with "[land type]walk" can't be blocked as long as the defending
 * player controls a land with that land type (702.14c); it is an evasion ability (702.14b), and
 * instances of the same landwalk are redundant (702.14e). The defending player is the blocker's
 * controller, who is declaring blockers.
 *
 * @module
 */
import { characteristics, hasKeyword } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';
import type { LandwalkKeyword } from '../cards/types.js';
import { LAND_TYPES, landwalkOf } from '../cards/land-types.js';
import { landTypesOf } from '../engine/format-land-types.js';

/** Each landwalk keyword with the land type it names (CR 702.14a, 205.3i). */
const LANDWALKS: readonly (readonly [LandwalkKeyword, string])[] = LAND_TYPES.map((t) => [landwalkOf(t), t] as const);

/** The landwalks of each format's land types, found once per format. */
const walksByFormat = new Map<string, readonly (readonly [LandwalkKeyword, string])[]>();

/** The landwalks of a game's land types: CR 205.3i's and its format's (Async Mental Magic 4: utopiawalk). */
function landwalksOf(formatId: string): readonly (readonly [LandwalkKeyword, string])[] {
  let walks = walksByFormat.get(formatId);
  if (!walks) {
    walks = landTypesOf(formatId).map((t) => [landwalkOf(t), t] as const);
    walksByFormat.set(formatId, walks);
  }
  return walks;
}

/** CR 702.14 Landwalk. */
export const landwalk: RuleModule = {
  number: '702.14',
  title: 'Landwalk',
  keywords: LANDWALKS.map(([k]) => k),
  blockRestriction(state, blocker, attacker) {
    const keywords = characteristics(state, attacker).keywords;
    if (!keywords.some((k) => k.endsWith('walk'))) return null;
    const defender = characteristics(state, blocker).controller;
    for (const [keyword, landType] of landwalksOf(state.format)) {
      if (!hasKeyword(state, attacker, keyword)) continue;
      const walked = state.battlefield.some((id) => {
        const c = characteristics(state, id);
        return c.controller === defender && c.types.includes('Land') && c.subtypes.includes(landType);
      });
      if (walked) return '702.14c';
    }
    return null;
  },
};
