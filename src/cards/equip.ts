/**
 * Equip (CR 702.6): "Equip [cost]" means "[cost]: Attach this permanent to target creature you
 * control. Activate only as a sorcery." (CR 702.6a).
 *
 * @module
 */
import type { ActivatedDef } from './types.js';

/** The equip ability with this mana cost, in Oracle notation (CR 702.6a). */
export function equip(cost: string): ActivatedDef {
  return {
    text: `Equip ${cost}`,
    cost: { mana: cost },
    targets: [{ kind: 'object', filter: { types: ['Creature'], controller: 'you' }, text: 'target creature you control' }],
    effects: [{ do: 'attach', what: 'self', to: { target: 0 } }],
    sorcery: true,
  };
}
