/**
 * A rough rating of a card for draft bots, from its printed data: rarity, an efficiency estimate for
 * creatures, removal and card-draw words in its text, and whether the engine can play it.
 *
 * @module
 */
import { cards } from '../cards/registry.js';
import { getPrinted } from '../cards/printed.js';
import type { Color } from '../engine/mana.js';

/** A card's rating and colours, cached by name. */
export interface CardRating {
  /** Higher is better; about 0–10. */
  readonly score: number;
  /** The card's colours. */
  readonly colors: readonly Color[];
  /** The card's colours as a bit mask (W 1, U 2, B 4, R 8, G 16). */
  readonly colorMask: number;
  /** Whether it is a conspiracy. */
  readonly conspiracy: boolean;
  /** Whether it is a land. */
  readonly land: boolean;
  /** Whether it is a creature. */
  readonly creature: boolean;
  /** Its mana value. */
  readonly manaValue: number;
  /** Whether the engine implements it (only implemented cards can be played). */
  readonly playable: boolean;
}

const COLOR_BITS: Readonly<Record<Color, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

/** Colours as a bit mask (W 1, U 2, B 4, R 8, G 16). */
export function colorMask(colors: readonly Color[]): number {
  let m = 0;
  for (const c of colors) m |= COLOR_BITS[c];
  return m;
}

const RARITY_SCORE = { common: 0, uncommon: 0.8, rare: 1.6, mythic: 2.2 } as const;
const cache = new Map<string, CardRating>();

/** Rates a card by name. */
export function rateCard(name: string): CardRating {
  const cached = cache.get(name);
  if (cached) return cached;
  const p = getPrinted(name);
  let score = 0;
  if (p) {
    score += RARITY_SCORE[p.rarity];
    const text = p.oracleText.toLowerCase();
    if (p.types.includes('Creature')) {
      const power = Number(p.power) || 0;
      const toughness = Number(p.toughness) || 0;
      score += Math.min(4, (power + toughness) / Math.max(1, p.manaValue)) + 0.4 * p.keywords.length;
    }
    if (/destroy target|exile target|damage to (target|any)/.test(text)) score += 2.5;
    if (/draw (a|two|three) card/.test(text)) score += 1;
    if (p.manaValue >= 7) score -= 1;
  }
  const playable = cards.has(name);
  if (!playable) score -= 3;
  const rating: CardRating = {
    score,
    colors: (p?.colors ?? []) as Color[],
    colorMask: colorMask((p?.colors ?? []) as Color[]),
    conspiracy: p?.types.includes('Conspiracy') ?? false,
    land: p?.types.includes('Land') ?? false,
    creature: p?.types.includes('Creature') ?? false,
    manaValue: p?.manaValue ?? 0,
    playable,
  };
  cache.set(name, rating);
  return rating;
}
