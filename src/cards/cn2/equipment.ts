/**
 * Equipment of Conspiracy: Take the Crown (CN2): artifacts that equip creatures (CR 301.5, 702.6).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { equip } from '../equip.js';

/** The CN2 Equipment the engine implements. */
export const cn2Equipment: readonly CardDefinition[] = [
  card('Hedron Matrix', {
    statics: [{ kind: 'modifyPTByManaValue', text: 'Equipped creature gets +X/+X, where X is its mana value.', affects: 'attached' }],
    activated: [equip('{4}')],
  }),
  card('Kitesail', {
    statics: [
      { kind: 'modifyPT', text: 'Equipped creature gets +1/+0 and has flying.', affects: 'attached', power: 1, toughness: 0 },
      { kind: 'grantKeywords', text: 'Equipped creature gets +1/+0 and has flying.', affects: 'attached', keywords: ['flying'] },
    ],
    activated: [equip('{2}')],
  }),
  card('Spy Kit', {
    statics: [
      { kind: 'modifyPT', text: 'Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.', affects: 'attached', power: 1, toughness: 1 },
      // CR 612.7: a name predicate every comparison of names reads (engine/names.ts)
      { kind: 'allNonlegendaryCreatureNames', text: 'Equipped creature gets +1/+1 and has all names of nonlegendary creature cards in addition to its name.', affects: 'attached' },
    ],
    activated: [equip('{2}')],
  }),
];
