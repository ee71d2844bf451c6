/**
 * Cycling and typecycling (CR 702.29): activated abilities that function only while the card is in
 * its owner's hand, with "Discard this card" in their cost.
 *
 * @module
 */
import type { ActivatedDef } from './types.js';

/**
 * "Basic landcycling [cost]" (CR 702.29e): "[Cost], Discard this card: Search your library for a
 * basic land card, reveal it, put it into your hand, then shuffle." The search may fail to find
 * (CR 701.23b).
 */
export function basicLandcycling(mana: string): ActivatedDef {
  return {
    text: `Basic landcycling ${mana}`,
    cost: { mana, discardSelf: true },
    fromHand: true,
    effects: [{ do: 'search', who: 'you', filter: { types: ['Land'], basic: true }, to: 'hand', reveal: true, amount: 1 }],
  };
}

/**
 * "[Land type]cycling [cost]" (CR 702.29e): "[Cost], Discard this card: Search your library for a
 * [land type] card, reveal it, put it into your hand, then shuffle" — any card with that land type,
 * basic or not; the search may fail to find (CR 701.23b).
 */
export function landTypecycling(landType: 'Plains' | 'Island' | 'Swamp' | 'Mountain' | 'Forest', mana: string): ActivatedDef {
  return {
    text: `${landType}cycling ${mana}`,
    cost: { mana, discardSelf: true },
    fromHand: true,
    effects: [{ do: 'search', who: 'you', filter: { subtypes: [landType] }, to: 'hand', reveal: true, amount: 1 }],
  };
}
