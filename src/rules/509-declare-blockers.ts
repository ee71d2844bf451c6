/**
 * CR 509 Declare Blockers Step: a creature's own restriction on what it blocks (509.1b) — "~ can
 * block only creatures with flying" (Vaporkin).
 *
 * @module
 */
import { characteristics, definitionOf } from '../engine/characteristics.js';
import type { RuleModule } from '../engine/format.js';
import { matchesFilter } from '../engine/targets.js';

/** CR 509: restrictions a creature's own static abilities put on what it may block. */
export const declareBlockers: RuleModule = {
  number: '509',
  title: 'Declare Blockers Step',
  keywords: ['can block only'],
  blockerRestriction(state, blocker, attacker) {
    const o = state.objects[blocker];
    if (!o) return null;
    const statics = definitionOf(o)?.statics;
    if (!statics?.some((st) => st.kind === 'canBlockOnly')) return null;
    const c = characteristics(state, blocker);
    if (!c.hasAbilities) return null;
    for (const st of statics) {
      if (st.kind === 'canBlockOnly' && !matchesFilter(state, attacker, st.attackers, c.controller, blocker)) return '509.1b';
    }
    return null;
  },
};
