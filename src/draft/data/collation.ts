/**
 * Booster collation facts for Conspiracy (CNS) and Conspiracy: Take the Crown (CN2), copied from the
 * research notes (MTGJSON 5.2.0 `booster.default`, after taw/magic-sealed-data; lethe.xyz for CNS).
 * Collector numbers refer to the printed card data. For CN2 the special slot holds conspiracies only
 * (the MTGJSON model the notes recommend); its draft-matters cards are in the normal rarity slots.
 *
 * @module
 */
import type { Rarity } from '../../cards/printed.js';

/** The collation of one set's booster. */
export interface SetCollation {
  /** Collector numbers of the special slot's sheet (the draft card or conspiracy). */
  readonly specialNumbers: readonly string[];
  /** Weight of one special-slot card by rarity. */
  readonly specialWeights: Readonly<Partial<Record<Rarity, number>>>;
  /** Weight of one card of the rare/mythic slot by rarity. */
  readonly rareSlotWeights: Readonly<Partial<Record<Rarity, number>>>;
  /** Weight of one card of the non-special foil sheet by rarity. */
  readonly foilWeights: Readonly<Record<Rarity, number>>;
}

/** One pack layout and its weight out of {@link LAYOUT_TOTAL}. */
export interface PackLayout {
  /** Weight of the layout. */
  readonly weight: number;
  /** Number of commons. */
  readonly commons: number;
  /** Whether the special slot is foil. */
  readonly foilSpecial: boolean;
  /** Whether a non-special foil replaces a common. */
  readonly foilCommonSlot: boolean;
}

/** Uncommons per pack, both sets. */
export const UNCOMMONS_PER_PACK = 3;

/** Both sets use the same four pack layouts (total weight 2680). */
export const PACK_LAYOUTS: readonly PackLayout[] = [
  { weight: 2046, commons: 10, foilSpecial: false, foilCommonSlot: false },
  { weight: 594, commons: 9, foilSpecial: false, foilCommonSlot: true },
  { weight: 31, commons: 10, foilSpecial: true, foilCommonSlot: false },
  { weight: 9, commons: 9, foilSpecial: true, foilCommonSlot: true },
];

/** The sum of the layout weights. */
export const LAYOUT_TOTAL = 2680;

const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Collation of each set. */
export const COLLATIONS: Readonly<Record<'CNS' | 'CN2', SetCollation>> = {
  CNS: {
    // the 13 conspiracies and the 12 draft-matters cards #53–65 except #56 Coercive Portal
    specialNumbers: [...range(1, 13), ...range(53, 65).filter((n) => n !== '56')],
    specialWeights: { common: 4, uncommon: 2, rare: 1 },
    rareSlotWeights: { rare: 2, mythic: 1 },
    foilWeights: { common: 36, uncommon: 20, rare: 18, mythic: 9 },
  },
  CN2: {
    specialNumbers: range(1, 12),
    specialWeights: { common: 8, uncommon: 4, rare: 2, mythic: 1 },
    rareSlotWeights: { rare: 2, mythic: 1 },
    foilWeights: { common: 16536, uncommon: 9010, rare: 6630, mythic: 3315 },
  },
};
