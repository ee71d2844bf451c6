/**
 * The basic lands (CR 305.6): each has the intrinsic mana ability of its land type.
 *
 * @module
 */
import type { ManaType } from '../engine/mana.js';
import { card, type CardDefinition } from './definition.js';

function basic(name: string, mana: ManaType): CardDefinition {
  return card(name, {
    activated: [{ text: `{T}: Add {${mana}}.`, cost: { tap: true }, effects: [{ do: 'addMana', mana: [mana], amount: 1 }], mana: true }],
  });
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
