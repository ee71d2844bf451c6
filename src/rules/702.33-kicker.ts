/**
 * CR 702.33 Kicker, for multikicker (702.33c): an additional cost its caster may pay any number of
 * times as they cast the spell; the number of times is how many times the spell was kicked (702.33d),
 * which the permanent it becomes reads ("for each time it was kicked", 702.33e).
 *
 * @module
 */
import { findDefinition } from '../engine/card-catalog.js';
import { parseManaCost, type ManaCost } from '../engine/mana.js';
import type { GameState, ObjectId } from '../state/types.js';
import { spellThatBecame } from '../zones/zones.js';

/**
 * A cost with a card's multikicker cost added `times` times (CR 601.2f: the total cost), its generic
 * mana in one symbol.
 */
export function withKickerCost(cost: ManaCost, card: string, times: number): ManaCost {
  if (times <= 0) return cost;
  const kicker = findDefinition(card)?.multikicker;
  if (!kicker) return cost;
  const all = [...cost, ...Array.from({ length: times }, () => parseManaCost(kicker)).flat()];
  const generic = all.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
  const rest = all.filter((s) => s.kind !== 'generic');
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
}

/** Whether a card has multikicker (CR 702.33c). */
export function hasMultikicker(card: string): boolean {
  return findDefinition(card)?.multikicker !== undefined;
}

/**
 * How many times the permanent `id` was kicked (CR 702.33d): the count of the spell that became it as
 * it resolved (CR 400.7d); 0 for one that no kicked spell became — also a countered spell put onto the
 * battlefield instead of into a graveyard (Desertion), which did not resolve.
 */
export function timesKicked(state: GameState, id: ObjectId): number {
  return spellThatBecame(state, id)?.kicked ?? 0;
}
