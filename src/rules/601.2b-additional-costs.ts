/**
 * Additional costs of spells (CR 601.2b, 601.2h): "As an additional cost to cast this spell,
 * sacrifice a creature" or "… discard a card". The caster names the permanent or the card as part
 * of the cast action and pays with it while paying the total cost.
 *
 * @module
 */
import type { CastAction } from '../engine/actions.js';
import type { SpellDef } from '../cards/types.js';
import { characteristics } from '../engine/characteristics.js';
import { check } from '../engine/errors.js';
import { discard, sacrifice } from '../engine/game-actions.js';
import { indexSubsets } from '../engine/subsets.js';
import { moveObject } from '../zones/zones.js';
import { matchesFilter } from '../engine/targets.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';

/** How an additional cost is paid: the permanent sacrificed or the card discarded. */
export type AdditionalPayment = Pick<CastAction, 'sacrifice' | 'discard' | 'exileFromGraveyard'>;

/**
 * How many graveyard cards the listing makes sets of for "exile X cards from your graveyard": the sets
 * of X among the first ten (or the first X, when X is more), at most 252 for one X — a bound like X's;
 * every other legal set is accepted by the cast action too.
 */
const GRAVEYARD_LISTED = 10;

/**
 * Every way a player could pay the spell's additional cost now, or null when it has none. An empty
 * list means the spell can't be cast now (CR 601.2h, 118.3).
 */
export function additionalPayments(state: GameState, player: PlayerId, spell: SpellDef | undefined, card: ObjectId, x = 0): AdditionalPayment[] | null {
  const cost = spell?.additionalCost;
  if (!cost) return null;
  if ('exileXFromGraveyard' in cost) {
    const graveyard = state.players[player]?.graveyard ?? [];
    if (x > graveyard.length) return [];
    const pool = graveyard.slice(0, Math.max(GRAVEYARD_LISTED, x));
    return indexSubsets(pool.length, x, x).map((picked) => ({ exileFromGraveyard: picked.map((i) => pool[i] as ObjectId) }));
  }
  if (cost.sacrifice) {
    const filter = { ...cost.sacrifice, controller: undefined };
    return state.battlefield
      .filter((id) => characteristics(state, id).controller === player && matchesFilter(state, id, filter, player, card))
      .map((id) => ({ sacrifice: id }));
  }
  // the card being cast is on the stack as its costs are paid, so it can't be the card discarded (CR 601.2a)
  const hand = state.players[player]?.hand ?? [];
  return hand.filter((id) => id !== card && (!cost.discard || matchesFilter(state, id, cost.discard, player, card))).map((id) => ({ discard: id }));
}

/** Checks the payment a cast action names for the spell's additional cost (CR 601.2b). */
export function checkAdditionalPayment(state: GameState, player: PlayerId, spell: SpellDef | undefined, card: ObjectId, a: AdditionalPayment, x = 0): void {
  const cost = spell?.additionalCost;
  if (cost && 'exileXFromGraveyard' in cost) {
    // any X different cards of the caster's graveyard, listed or not
    const cards = a.exileFromGraveyard;
    const graveyard = state.players[player]?.graveyard ?? [];
    check(a.sacrifice === undefined && a.discard === undefined, 'malformed', 'that spell has no such additional cost', '601.2b');
    check(Array.isArray(cards) && cards.length === x && new Set(cards).size === x && cards.every((id) => graveyard.includes(id)), 'illegal', `name ${x} different cards of your graveyard to exile: ${cost.text}`, '601.2b');
    return;
  }
  check(a.exileFromGraveyard === undefined, 'malformed', 'that spell exiles no cards from your graveyard as a cost', '601.2b');
  const options = additionalPayments(state, player, spell, card);
  if (options === null) {
    check(a.sacrifice === undefined && a.discard === undefined, 'malformed', 'that spell has no additional cost', '601.2b');
    return;
  }
  const chosen = options.some((o) => o.sacrifice === a.sacrifice && o.discard === a.discard);
  check(chosen, 'illegal', `name how you pay the additional cost: ${spell?.additionalCost?.text ?? ''}`, '601.2b');
}

/** Pays the additional cost (CR 601.2h): sacrifices the permanent (CR 701.21) or discards the card (CR 701.9) named. */
export function payAdditional(state: GameState, player: PlayerId, a: AdditionalPayment): void {
  if (a.sacrifice !== undefined) sacrifice(state, a.sacrifice);
  if (a.discard !== undefined) discard(state, player, a.discard);
  for (const id of a.exileFromGraveyard ?? []) moveObject(state, id, 'exile', { rule: '601.2h' });
}
