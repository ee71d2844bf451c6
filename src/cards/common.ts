/**
 * Phrases that many cards share, so that a definition reads like its Oracle text: the usual target
 * specs, the usual mana abilities, and the morbid condition.
 *
 * @module
 */
import type { ManaType } from '../engine/mana.js';
import type { ActivatedDef, EffectContext, ObjectFilter, TargetSpec } from './types.js';

/** "target creature". */
export const targetCreature: TargetSpec = { kind: 'object', filter: { types: ['Creature'] }, text: 'target creature' };

/** "any target" (CR 115.4). */
export const anyTarget: TargetSpec = { kind: 'any', text: 'any target' };

/** "target artifact or enchantment". */
export const targetArtifactOrEnchantment: TargetSpec = {
  kind: 'object', filter: { types: ['Artifact', 'Enchantment'] }, text: 'target artifact or enchantment',
};

/** A target spec for an object on the battlefield matching a filter. */
export function target(text: string, filter: ObjectFilter): TargetSpec {
  return { kind: 'object', filter, text };
}

/** "{T}: Add {M}." for one kind of mana, or "{T}: Add one mana of any color." (CR 605). */
export function tapForMana(mana: ManaType | 'anyColor'): ActivatedDef {
  return mana === 'anyColor'
    ? { text: '{T}: Add one mana of any color.', cost: { tap: true }, effects: [{ do: 'addMana', mana: 'anyColor', amount: 1 }], mana: true }
    : { text: `{T}: Add {${mana}}.`, cost: { tap: true }, effects: [{ do: 'addMana', mana: [mana], amount: 1 }], mana: true };
}

/** Morbid: whether a creature died this turn (an ability word; the condition is CR 700.4 "dies"). */
export function morbid(ctx: EffectContext): boolean {
  return ctx.state.history.creaturesDied > 0;
}
