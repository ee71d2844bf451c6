/**
 * Automatic deck building for bots (CR 905.1d): the two best colours of the pool, the best playable
 * cards of those colours (and colourless ones) up to 23, basic lands split by the colours' mana
 * symbols to reach 40; conspiracies and the rest of the pool go to the sideboard. Only cards the
 * engine implements are put in the deck.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import type { Color } from '../engine/mana.js';
import { BASIC_LANDS, type BuiltDeck } from '../draft/deck.js';
import { rateCard } from './card-rating.js';
import { bestTwoColors, colorWeights } from './heuristic-drafter.js';

const BASIC_OF: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** Builds a legal 40-card deck from a card pool. */
export function autoBuildDeck(pool: readonly string[]): BuiltDeck {
  const colors = bestTwoColors(colorWeights(pool));
  const candidates = pool
    .map((name, i) => ({ name, i, r: rateCard(name) }))
    .filter(({ r }) => r.playable && !r.conspiracy && r.colors.every((c) => colors.includes(c)))
    .sort((a, b) => b.r.score - a.r.score || a.i - b.i);
  const spells = candidates.filter((c) => !c.r.land).slice(0, 23);
  const lands = candidates.filter((c) => c.r.land).slice(0, 2);
  const chosen = new Set([...spells, ...lands].map((c) => c.i));
  const deck = [...spells, ...lands].map((c) => c.name);
  const pips: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const { name } of spells) for (const ch of getPrinted(name)?.manaCost ?? '') if (ch in pips) pips[ch as Color]++;
  const basics = 40 - deck.length;
  const [a, b] = colors;
  const total = pips[a] + pips[b];
  const forA = total === 0 ? Math.ceil(basics / 2) : Math.round((basics * pips[a]) / total);
  for (let k = 0; k < basics; k++) deck.push(BASIC_OF[k < forA ? a : b]);
  const sideboard = pool.filter((_, i) => !chosen.has(i));
  return { deck, sideboard };
}
