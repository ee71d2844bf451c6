/**
 * Automatic deck building for bots (CR 905.1d): the two best colours of the pool, the best playable
 * cards of those colours (and colourless ones) up to 23 spells, topped up from a third colour when
 * the two give fewer than 17, then basic lands split by the spells' coloured mana symbols to reach
 * 40; conspiracies and the rest of the pool go to the sideboard. Only cards the engine implements
 * are put in the deck.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import { COLORS, type Color } from '../engine/mana.js';
import { BASIC_LANDS, canonicalDeck, type BuiltDeck } from '../draft/deck.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { rateCard } from './card-rating.js';
import { bestTwoColors, colorWeights } from './heuristic-drafter.js';

const BASIC_OF: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };
const DECK_SIZE = 40;
const MAX_SPELLS = 23;
const MIN_SPELLS = 17;

/**
 * Builds a legal 40-card deck from a card pool, its names read as `createGame` reads them (ignoring
 * case, spacing, curly quotes and accents; the deck and sideboard hold the exact names). A pool that
 * is no list (`malformed`) or holds a name of no card (`unknownCard`) is a {@link RulesError}.
 */
export function autoBuildDeck(names: readonly string[]): BuiltDeck {
  if (!Array.isArray(names)) throw new RulesError('malformed', `autoBuildDeck takes a card pool, a list of card names, not ${shown(names)}`);
  const pool = canonicalDeck({ deck: names, sideboard: [] }, 'autoBuildDeck: ').deck;
  const weights = colorWeights(pool);
  const colors: Color[] = [...bestTwoColors(weights)];
  const playable = pool
    .map((name, i) => ({ name, i, r: rateCard(name) }))
    .filter(({ r }) => r.playable && !r.conspiracy)
    .sort((a, b) => b.r.score - a.r.score || a.i - b.i);
  const fits = (cs: readonly Color[]) => (c: (typeof playable)[number]) => c.r.colors.every((x) => cs.includes(x));
  let spells = playable.filter((c) => !c.r.land && fits(colors)(c)).slice(0, MAX_SPELLS);
  if (spells.length < MIN_SPELLS) {
    const third = COLORS.filter((c) => !colors.includes(c)).sort((a, b) => weights[b] - weights[a])[0] as Color;
    colors.push(third);
    spells = playable.filter((c) => !c.r.land && fits(colors)(c)).slice(0, MIN_SPELLS);
  }
  // basic land cards of the pool stay in the sideboard: the deck adds its basics below (CR 905.1d)
  const lands = playable.filter((c) => c.r.land && !BASIC_LANDS.includes(c.name)).slice(0, 2);
  const chosen = new Set([...spells, ...lands].map((c) => c.i));
  const deck = [...spells, ...lands].map((c) => c.name);
  const pips: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const { name } of spells) for (const ch of getPrinted(name)?.manaCost ?? '') if (ch in pips) pips[ch as Color]++;
  const basics = DECK_SIZE - deck.length;
  const total = colors.reduce((n, c) => n + pips[c], 0);
  let given = 0;
  colors.forEach((c, k) => {
    const share = k === colors.length - 1 ? basics - given : Math.round((basics * (total === 0 ? 1 / colors.length : pips[c] / total)));
    const n = Math.min(share, basics - given);
    for (let j = 0; j < n; j++) deck.push(BASIC_OF[c]);
    given += n;
  });
  const sideboard = pool.filter((_, i) => !chosen.has(i));
  return { deck, sideboard };
}
