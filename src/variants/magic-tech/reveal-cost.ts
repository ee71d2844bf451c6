/**
 * What turning a deployed card face up costs (MT 4.4, 4.7): as many counters as its mana cost asks,
 * where a colored symbol counts as one generic if its controller has the matching basic land in
 * play and as three generic if not. A hybrid symbol counts as one if either of its basic lands is
 * in play; a {2/C} symbol as the cheaper of two generic and its color's price; a Phyrexian symbol
 * as its color's price; {C} and snow as one; X as the X chosen. The card's own cost reduction
 * ("costs {6} less to cast", CR 601.2f) takes off generic mana first; turning it face up as though
 * it had flash for a price (Rout's "{2} more") adds that price.
 *
 * @module
 */
import { findDefinition } from '../../engine/card-catalog.js';
import { characteristics } from '../../engine/characteristics.js';
import { parseManaCost, type Color, type ManaCost, type ManaSymbol } from '../../engine/mana.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { withOwnReduction } from '../../rules/601-casting-spells.js';
import { castsAsThoughFlash } from '../../rules/601.3b-as-though-flash.js';
import { sorceryRevealTiming } from './timing.js';

/** The basic land type of each color (CR 305.6). */
const BASIC_TYPE: Record<Color, string> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** Generic mana a colored symbol costs without its basic land (MT 4.7). */
export const COLORED_WITHOUT_BASIC = 3;

/** The colors whose basic land the player has in play: a basic land of that land type (MT 4.7). */
export function basicColors(state: GameState, player: PlayerId): Set<Color> {
  const out = new Set<Color>();
  for (const id of state.battlefield) {
    const c = characteristics(state, id);
    if (c.controller !== player || !c.types.includes('Land') || !c.supertypes.includes('Basic')) continue;
    for (const [color, type] of Object.entries(BASIC_TYPE) as [Color, string][]) if (c.subtypes.includes(type)) out.add(color);
  }
  return out;
}

/** The counters a mana cost asks of a player with these basic lands, for a value of X (MT 4.7). */
export function counterCost(cost: ManaCost, basics: ReadonlySet<Color>, x: number): number {
  const price = (color: Color): number => (basics.has(color) ? 1 : COLORED_WITHOUT_BASIC);
  let n = 0;
  for (const s of cost) {
    switch (s.kind) {
      case 'generic': n += s.amount; break;
      case 'colored': case 'phyrexian': n += price(s.color); break;
      case 'hybrid': n += Math.min(price(s.colors[0]), price(s.colors[1])); break;
      case 'twoHybrid': n += Math.min(2, price(s.color)); break;
      case 'X': n += x; break;
      case 'colorless': case 'snow': n += 1; break;
    }
  }
  return n;
}

/** The printed mana cost of the card a (face-down) object is. */
export function printedCost(state: GameState, id: ObjectId): ManaCost {
  const o = state.objects[id];
  return (o && findDefinition(o.card)?.manaCost) ?? [];
}

/** Whether the card's cost has X (CR 107.3). */
export function costHasX(state: GameState, id: ObjectId): boolean {
  return printedCost(state, id).some((s) => s.kind === 'X');
}

/**
 * The counters turning this card face up costs its controller now, for a value of X (MT 4.4, 4.7):
 * its mana cost with X as that many generic mana, less what its own "this spell costs {N} less to
 * cast" abilities take off the generic mana while their condition holds (Avatar of Woe, CR 601.2f:
 * turning face up is casting it), its colored symbols then counted as MT 4.7 says.
 */
export function revealCost(state: GameState, player: PlayerId, id: ObjectId, x: number): number {
  const cost: ManaCost = [...printedCost(state, id).map((s): ManaSymbol => (s.kind === 'X' ? { kind: 'generic', amount: x } : s)), ...flashCostNow(state, player, id)];
  return counterCost(withOwnReduction(state, player, id, cost), basicColors(state, player), x);
}

/**
 * The extra cost of turning a card face up as though it had flash, when only that cost allows it now
 * ("You may cast Rout as though it had flash if you pay {2} more to cast it", CR 601.2f): not at the
 * time a sorcery is revealed (MT 4.5), and not while an effect lets its controller cast spells as
 * though they had flash (CR 601.3b); none otherwise.
 */
function flashCostNow(state: GameState, player: PlayerId, id: ObjectId): ManaCost {
  const o = state.objects[id];
  const extra = o && findDefinition(o.card)?.flashCost;
  if (extra === undefined || sorceryRevealTiming(state, player) || castsAsThoughFlash(state, player)) return [];
  return parseManaCost(extra);
}
