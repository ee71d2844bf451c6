/**
 * CR 303 Enchantments: what an Aura's static abilities do to the permanent it enchants (CR 303.4)
 * where they bear on combat — "attacks each combat if able" (a requirement, CR 508.1d), "can't
 * attack you or planeswalkers you control" (a restriction, CR 508.1c) and "can't block creatures
 * you control" (CR 509.1b), "you" being the Aura's controller — and "doesn't untap during its
 * controller's untap step" (CR 502.3).
 *
 * @module
 */
import { attachedStaticSources, attachedStatics } from '../engine/attach.js';
import { characteristics } from '../engine/characteristics.js';
import type { AttackRequirement, RuleModule } from '../engine/format.js';
import { defenderOf } from './506-combat-phase.js';
import { effectSourceName } from '../engine/refusal-names.js';

/** CR 303: the combat effects of Auras' static abilities. */
export const enchantments: RuleModule = {
  number: '303',
  title: 'Enchantments',
  keywords: ['Aura', 'enchanted creature'],
  attackRequirements(state, creature) {
    const out: AttackRequirement[] = [];
    for (const aura of attachedStaticSources(state, creature, 'attacksEachCombat')) out.push({ kind: 'attacks', rule: '508.1d', source: effectSourceName(state, aura) });
    return out;
  },
  attackTargetRestriction(state, creature, target) {
    const forbidden = attachedStatics(state, creature, 'cantAttackYou');
    if (forbidden.length === 0) return null;
    // "you or planeswalkers you control": the defending player of the attack (CR 802.2a)
    return forbidden.includes(defenderOf(state, target)) ? '508.1c' : null;
  },
  doesntUntap: (state, permanent) => attachedStatics(state, permanent, 'doesntUntap').length > 0,
  blockerRestriction(state, blocker, attacker) {
    const forbidden = attachedStatics(state, blocker, 'cantBlockYourCreatures');
    if (forbidden.length === 0) return null;
    return forbidden.includes(characteristics(state, attacker).controller) ? '509.1b' : null;
  },
};
