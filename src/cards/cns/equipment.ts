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
];
