/**
 * The effect steps and amounts the rule modules define (CR 725, 701.15, 701.38, …), gathered for the
 * package's entries to register with the resolver (`registerEffectSteps`, `src/built-ins.ts`).
 *
 * @module
 */
import type { RuleEffects } from '../engine/effect-steps.js';
import { changingTargetsEffects } from './115.7-changing-targets.js';
import { removedFromCombatEffects } from './506.4-removed-from-combat.js';
import { castingWhileResolvingEffects } from './608.2g-casting-while-resolving.js';
import { goadEffects } from './701.15-goad.js';
import { scryEffects } from './701.22-scry.js';
import { monstrosityEffects } from './701.37-monstrosity.js';
import { voteEffects } from './701.38-vote.js';
import { copyingSpellsEffects } from './707.10-copying-spells.js';
import { monarchEffects } from './725-the-monarch.js';

/** Every rule's effect steps and amounts. */
export const RULE_EFFECTS: readonly RuleEffects[] = [
  changingTargetsEffects, removedFromCombatEffects, castingWhileResolvingEffects, goadEffects, scryEffects, monstrosityEffects, voteEffects,
  copyingSpellsEffects, monarchEffects,
];
