/**
 * The basic lands (CR 305.6): each has the intrinsic mana ability of its land type, "{T}: Add [mana
 * symbol]", which is also what a land whose land type an effect sets to a basic one has (CR 305.7).
 *
 * @module
 */
import type { ManaType } from '../engine/mana.js';
import { card, type CardDefinition } from './definition.js';
import type { ActivatedDef } from './types.js';

/** The mana symbol of each basic land type's intrinsic ability (CR 305.6). */
const BASIC_MANA: Readonly<Record<string, ManaType>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };

/** The basic land types (CR 305.6), in the order a choice of one offers them. */
export const BASIC_LAND_TYPES: readonly string[] = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

function manaAbility(mana: ManaType): ActivatedDef {
  return { text: `{T}: Add {${mana}}.`, cost: { tap: true }, effects: [{ do: 'addMana', mana: [mana], amount: 1 }], mana: true };
}

/** The intrinsic mana ability of each basic land type (CR 305.6), shared. */
const INTRINSIC: Readonly<Record<string, ActivatedDef>> = Object.fromEntries(Object.entries(BASIC_MANA).map(([t, m]) => [t, manaAbility(m)]));

/** The intrinsic mana abilities of a land with these subtypes: one for each basic land type among them (CR 305.6). */
export function intrinsicManaAbilities(subtypes: readonly string[]): ActivatedDef[] {
  return BASIC_LAND_TYPES.filter((t) => subtypes.includes(t)).map((t) => INTRINSIC[t] as ActivatedDef);
}

function basic(name: string, mana: ManaType): CardDefinition {
  return card(name, { activated: [INTRINSIC[name] ?? manaAbility(mana)] });
}

/** Plains, Island, Swamp, Mountain, Forest and Wastes. */
export const basicLands: readonly CardDefinition[] = [
  basic('Plains', 'W'),
  basic('Island', 'U'),
  basic('Swamp', 'B'),
  basic('Mountain', 'R'),
  basic('Forest', 'G'),
  basic('Wastes', 'C'),
];
