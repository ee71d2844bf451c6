/**
 * Random two-color decks from the implemented cards, for bots, demos, benchmarks and tests.
 *
 * @module
 */
import { cards } from '../cards/registry.js';
import { COLORS, type Color } from '../engine/mana.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { randomInt, seedRng, shuffleInPlace } from '../state/rng.js';

/** The largest deck `randomDeck` builds (the bound a deck list has, see `readDeckList`). */
const MAX_DECK = 10_000;

const BASIC: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/**
 * A seeded random deck of `size` cards (default 40): two colors, 17 basic lands of those colors (in
 * proportion), and spells of those colors or colorless, chosen from the implemented cards. Throws
 * a RulesError `malformed` for a seed that is no number or text, or a size that is no whole number
 * from 0 to 10,000.
 */
export function randomDeck(seed: number | string, size = 40): string[] {
  if (!(typeof seed === 'string' || (typeof seed === 'number' && Number.isFinite(seed)))) throw new RulesError('malformed', `randomDeck: seed must be a number or a text, not ${typeof seed === 'number' ? String(seed) : shown(seed)}`);
  if (!Number.isInteger(size) || size < 0 || size > MAX_DECK) throw new RulesError('malformed', `randomDeck: size must be a whole number from 0 to ${MAX_DECK}, not ${shown(size)}`);
  const rng = seedRng(seed);
  const colors: Color[] = [...COLORS];
  shuffleInPlace(rng, colors);
  const pair = colors.slice(0, 2) as [Color, Color];
  const spells = cards.list().filter((c) => {
    const p = c.printed;
    if (p.types.includes('Land') || p.types.includes('Conspiracy')) return false;
    return p.colors.every((col) => pair.includes(col as Color));
  });
  const lands = Math.round((size * 17) / 40);
  const deck: string[] = [];
  for (let i = 0; i < lands; i++) deck.push(BASIC[pair[i % 2] as Color]);
  while (deck.length < size) {
    if (spells.length === 0) deck.push(BASIC[pair[deck.length % 2] as Color]);
    else deck.push((spells[randomInt(rng, spells.length)] as (typeof spells)[number]).name);
  }
  return deck;
}
