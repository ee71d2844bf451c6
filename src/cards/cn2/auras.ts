/**
 * Auras of Conspiracy: Take the Crown (CN2): enchantments cast targeting what they will enchant
 * (CR 303.4a) and put into the graveyard once attached to nothing or to what they can't enchant
 * (CR 704.5m).
 *
 * @module
 */
import { targetCreature } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/** "Enchant creature" (CR 303.4a, 702.5). */
const enchantCreature = { ...targetCreature, text: 'Enchant creature' };

/** The CN2 Auras the engine implements. */
export const cn2Auras: readonly CardDefinition[] = [
  card('Bonds of Quicksilver', {
    keywords: ['flash'],
    enchant: enchantCreature,
    statics: [{ kind: 'doesntUntap', text: "Enchanted creature doesn't untap during its controller's untap step.", affects: 'attached' }],
  }),
  card('Ghostly Possession', {
    enchant: enchantCreature,
    statics: [
      { kind: 'grantKeywords', text: 'Enchanted creature has flying.', affects: 'attached', keywords: ['flying'] },
      { kind: 'preventCombatDamageToAndBy', text: 'Prevent all combat damage that would be dealt to and dealt by enchanted creature.', affects: 'attached' },
    ],
  }),
  card('Pariah', {
    enchant: enchantCreature,
    statics: [{ kind: 'redirectDamageToAttached', text: 'All damage that would be dealt to you is dealt to enchanted creature instead.', affects: 'attached' }],
  }),
  card('Spectral Grasp', {
    enchant: enchantCreature,
    statics: [
      { kind: 'cantAttackYou', text: "Enchanted creature can't attack you or planeswalkers you control.", affects: 'attached' },
      { kind: 'cantBlockYourCreatures', text: "Enchanted creature can't block creatures you control.", affects: 'attached' },
    ],
  }),
];
