/**
 * CR 508 Declare Attackers Step: a creature's attack requirements (508.1d) — effects that say it
 * "attacks this turn if able" (Shipwreck Singer, Heckling Fiends), its own "attacks each combat if able", and "attacks one of these players each combat if able" (Cogwork Tracker: a player
 * noted in the draft, CR 905.2b). The declaration of attackers weighs them against every other
 * requirement and restriction (module 506).
 *
 * @module
 */
import { characteristics, definitionOf } from '../engine/characteristics.js';
import type { AttackRequirement, RuleModule } from '../engine/format.js';
import { opponents } from '../engine/players.js';
import { attacksIfAbleByEffect } from '../engine/rule-effects.js';
import { effectSourceName } from '../engine/refusal-names.js';

/** How a refused declaration names a requirement of a creature's own static ability (CR 508.1d). */
const OWN_ABILITY = 'its own ability';

/** CR 508: requirements a creature's own static abilities put on how it attacks. */
export const declareAttackers: RuleModule = {
  number: '508',
  title: 'Declare Attackers Step',
  keywords: ['attacks each combat if able', 'attacks this turn if able'],
  attackRequirements(state, creature) {
    const o = state.objects[creature];
    if (!o) return [];
    // "target creature attacks this turn if able": an effect on the object, whatever its face
    const out: AttackRequirement[] = [];
    for (const source of attacksIfAbleByEffect(state, creature)) out.push({ kind: 'attacks', rule: '508.1d', source: effectSourceName(state, source) });
    // its own abilities only while it has them: none face down (CR 708.2) or after losing them all (613.1f)
    if (!characteristics(state, creature).hasAbilities) return out;
    const statics = definitionOf(o)?.statics;
    if (!statics) return out;
    for (const st of statics) {
      if (st.kind === 'attacksEachCombat' && st.affects === 'self') out.push({ kind: 'attacks', rule: '508.1d', source: OWN_ABILITY });
      if (st.kind !== 'attacksOneOfIfAble') continue;
      const foes = opponents(state, characteristics(state, creature).controller);
      // one requirement, whatever the number of opponents; none without a noted opponent in the game
      const players = st.players(state, creature).filter((p) => foes.includes(p));
      if (players.length > 0) out.push({ kind: 'attacksOneOf', players, rule: '508.1d', source: OWN_ABILITY });
    }
    return out;
  },
};
