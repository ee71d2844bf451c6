/**
 * Equipment of Conspiracy (CNS): artifacts that equip creatures (CR 301.5, 702.6).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { equip } from '../equip.js';

/** The CNS Equipment the engine implements. */
export const cnsEquipment: readonly CardDefinition[] = [
  card('Fireshrieker', {
    statics: [{ kind: 'grantKeywords', text: 'Equipped creature has double strike.', affects: 'attached', keywords: ['double strike'] }],
    activated: [equip('{2}')],
  }),
  card("Warmonger's Chariot", {
    statics: [
      { kind: 'modifyPT', text: 'Equipped creature gets +2/+2.', affects: 'attached', power: 2, toughness: 2 },
      { kind: 'attacksDespiteDefender', text: "As long as equipped creature has defender, it can attack as though it didn't have defender.", affects: 'attached' },
    ],
    activated: [equip('{3}')],
  }),
];
