/**
 * CR 508.1h–j: costs to attack. "Creatures can't attack you unless their controller pays {2} for
 * each creature they control that's attacking you" (Ghostly Prison) is a static ability of a
 * permanent: "you" is its controller, and only attacks on that player are taxed, not attacks on
 * their planeswalkers. Once attackers are chosen and tapped (508.1f), the attacking player may
 * activate mana abilities (508.1i) and pays the total (508.1j); a declaration they can't pay for is
 * not legal. Nobody is required to pay a cost to attack, so a creature isn't required to attack
 * where it would have to be paid for (508.1d).
 *
 * @module
 */
import { battlefieldStatics } from '../engine/battlefield-statics.js';
import { hasKeyword } from '../engine/characteristics.js';
import { canPayMana, manaSources, payMana, paymentSources } from '../engine/costs.js';
import { check } from '../engine/errors.js';
import { emit } from '../engine/log.js';
import { couldPayWithManaAbilities } from '../engine/mana-reach.js';
import { parseManaCost, type ManaCost, type ManaSymbol } from '../engine/mana.js';
import type { AttackTarget, GameState, ObjectId, PlayerId } from '../state/types.js';

/** An attack tax of a permanent on the battlefield: the player it protects and the mana per creature attacking them. */
export interface AttackTax {
  /** The player attacks on whom are taxed. */
  player: PlayerId;
  /** The mana per attacking creature, in Oracle notation. */
  mana: string;
}

/** The attack taxes of the permanents on the battlefield (usually none). */
export function attackTaxes(state: GameState): AttackTax[] {
  return battlefieldStatics(state, 'attackTax').map((s) => ({ player: s.controller, mana: s.ability.mana }));
}

/** Whether attacking this target costs something to pay (CR 508.1d): it is a player one of the taxes protects. */
export function attackTaxed(taxes: readonly AttackTax[], target: AttackTarget): boolean {
  return 'player' in target && taxes.some((t) => t.player === target.player);
}

/** The total cost of a declaration of attackers (CR 508.1h): each tax, once for each creature attacking its player. */
export function attackCost(taxes: readonly AttackTax[], entries: readonly { target: AttackTarget | null }[]): ManaCost {
  if (taxes.length === 0) return [];
  const cost: ManaSymbol[] = [];
  for (const t of taxes) {
    for (const e of entries) if (e.target !== null && 'player' in e.target && e.target.player === t.player) cost.push(...parseManaCost(t.mana));
  }
  const generic = cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
  const rest = cost.filter((s) => s.kind !== 'generic');
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
}

/**
 * Whether the attacking player can pay a declaration's cost (CR 508.1h–j) with mana abilities of
 * permanents other than the attackers that become tapped as they attack (508.1f).
 */
export function canPayAttackCost(state: GameState, player: PlayerId, entries: readonly { id: ObjectId; target: AttackTarget | null }[], cost: ManaCost, mustAttack: readonly ObjectId[] = []): boolean {
  if (cost.length === 0) return true;
  return canPayMana(state, player, cost, 0, null, untappedByAttacking(state, entries, manaSources(state, player), mustAttack));
}

/**
 * Whether the attacking player could pay a declaration's cost (CR 508.1h–j) once they have activated
 * the mana abilities they may while it costs mana (605.3a), the payment planner's or others
 * (Treasonous Ogre's life, Shimmering Grotto's filter), but not those of the attackers that become
 * tapped as they attack (508.1f): what a declaration still being built could be paid with.
 */
export function couldPayAttackCost(state: GameState, player: PlayerId, entries: readonly { id: ObjectId; target: AttackTarget | null }[], cost: ManaCost, mustAttack: readonly ObjectId[] = []): boolean {
  if (cost.length === 0) return true;
  const unable = unableToPay(state, entries, mustAttack);
  return couldPayWithManaAbilities(state, player, cost, untappedByAttacking(state, entries, manaSources(state, player), mustAttack), (id) => !unable.includes(id));
}

/** The attackers of a declaration that attacking taps (CR 508.1f): those without vigilance. */
function attackersTapping(state: GameState, entries: readonly { id: ObjectId; target: AttackTarget | null }[]): ObjectId[] {
  return entries.filter((e) => e.target !== null && !hasKeyword(state, e.id, 'vigilance')).map((e) => e.id);
}

/**
 * The permanents whose mana can't pay what a declaration costs: its attackers that attacking taps
 * (CR 508.1f), and the creatures of `mustAttack` it does not have attack, which every legal
 * declaration has attack (508.1d), so that none of its player's mana can come from them.
 */
function unableToPay(state: GameState, entries: readonly { id: ObjectId; target: AttackTarget | null }[], mustAttack: readonly ObjectId[]): ObjectId[] {
  const tapping = attackersTapping(state, entries);
  return mustAttack.length === 0 ? tapping : [...tapping, ...mustAttack.filter((id) => !entries.some((e) => e.id === id && e.target !== null))];
}

/** The mana sources of `sources` that can pay what a declaration costs (see {@link unableToPay}): not one of those permanents, nor a bonus of one. */
function untappedByAttacking<S extends { id: ObjectId; bonusOf?: ObjectId }>(state: GameState, entries: readonly { id: ObjectId; target: AttackTarget | null }[], sources: readonly S[], mustAttack: readonly ObjectId[]): S[] {
  const unable = unableToPay(state, entries, mustAttack);
  return sources.filter((s) => !unable.includes(s.id) && (s.bonusOf === undefined || !unable.includes(s.bonusOf)));
}

/**
 * Checks the permanents a declaration names to pay its cost (CR 508.1h–j): the declaration costs
 * mana (only then does its player get to activate mana abilities, 508.1i), each is an untapped
 * source of mana of theirs that attacking does not tap (508.1f), and with the pool they pay the cost.
 */
export function checkAttackPayment(state: GameState, player: PlayerId, entries: readonly { id: ObjectId; target: AttackTarget | null }[], cost: ManaCost, payment: readonly ObjectId[]): void {
  check(cost.length > 0 || payment.length === 0, 'illegal', 'this declaration costs no mana: there is nothing to pay', '508.1i');
  const named = paymentSources(state, player, null, payment);
  const usable = untappedByAttacking(state, entries, named, []);
  const tapped = payment.find((id) => !usable.some((s) => (s.bonusOf ?? s.id) === id));
  check(tapped === undefined, 'illegal', `payment: permanent ${tapped} becomes tapped as it attacks`, '508.1f');
  check(canPayMana(state, player, cost, 0, null, usable), 'cannotPay', 'the mana abilities named cannot pay what the declaration costs', '508.1j');
}

/**
 * The attacking player pays the cost of their declaration (CR 508.1j), once the attackers are
 * tapped: with the mana abilities `payment` names (checked by {@link checkAttackPayment}), or
 * those the engine plans.
 */
export function payAttackCost(state: GameState, player: PlayerId, cost: ManaCost, payment?: readonly ObjectId[]): void {
  if (cost.length === 0) return;
  payMana(state, player, cost, 0, null, payment);
  emit(state, { type: 'payAttackCost', rule: '508.1j', player });
}

/**
 * Whether `player` is declaring attackers whose declaration, as it stands, costs mana (CR 508.1h–j):
 * then a rule asks them for a mana payment, and they may activate mana abilities (605.3a), their
 * mana staying in the pool for the payment as the declaration is confirmed.
 */
export function payingToAttack(state: GameState, player: PlayerId): boolean {
  const d = state.decision;
  if (d?.kind !== 'declareAttackers' || d.player !== player) return false;
  const taxes = attackTaxes(state);
  return taxes.length > 0 && attackCost(taxes, d.pending.entries).length > 0;
}

/**
 * Whether `source` is a creature of the declaration of attackers being made that taps as it attacks
 * (no vigilance): attacking creatures are tapped (CR 508.1f) before mana abilities are activated to
 * pay what attacking costs (508.1i), so its {T} abilities can't pay.
 */
export function tapsToAttack(state: GameState, source: ObjectId): boolean {
  const d = state.decision;
  if (d?.kind !== 'declareAttackers') return false;
  return d.pending.entries.some((e) => e.id === source && e.target !== null) && !hasKeyword(state, source, 'vigilance');
}
