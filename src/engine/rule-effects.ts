/**
 * Continuous effects that change game rules rather than objects (CR 613.11), created by resolving
 * spells and abilities: "can't be blocked" (CR 509.1b) for chosen creatures or for every creature a
 * player controls, "can block any number of creatures" (CR 509.1a), "can attack as though they
 * didn't have defender" (CR 702.3b), "prevent all combat damage this turn" (CR 615.1, read by the
 * prevention planning), and permissions to cast a card from where it is (CR 601.2a). Each lasts for
 * its duration (CR 611.2) and ends with the effects of the layer system.
 *
 * @module
 */
import type { Duration, GameState, ObjectId, PlayerId, RuleEffect } from '../state/types.js';
import { obj } from '../zones/zones.js';
import type { Keyword } from '../cards/types.js';
import { characteristics } from './characteristics.js';
import { opponents } from './players.js';
import type { ManaCost, ManaSymbol } from './mana.js';

/** What a new rule effect says; the id and timestamp are handed out as it is added. */
type NewRuleEffect = RuleEffect extends infer E ? (E extends RuleEffect ? Omit<E, 'id' | 'timestamp'> : never) : never;

/** Adds a rule-changing effect (CR 611.2, 613.11). */
export function addRuleEffect(state: GameState, e: NewRuleEffect): void {
  state.ruleEffects.push({ ...e, id: state.nextEffectId++, timestamp: state.nextTimestamp++ } as RuleEffect);
}

/** Ends the rule effects whose duration is over (CR 514.2, 611.2b). */
export function endRuleEffects(state: GameState, over: (d: Duration) => boolean): void {
  if (state.ruleEffects.length === 0) return;
  const kept = state.ruleEffects.filter((e) => !over(e.duration));
  if (kept.length !== state.ruleEffects.length) state.ruleEffects = kept;
}

/**
 * Whether an effect says this attacking creature can't be blocked (CR 509.1b): one that names it, or
 * one that covers every creature its controller controls now.
 */
export function cantBeBlocked(state: GameState, attacker: ObjectId): boolean {
  if (state.ruleEffects.length === 0) return false;
  for (const e of state.ruleEffects) {
    if (e.kind !== 'cantBeBlocked') continue;
    if (e.affected !== null ? e.affected.includes(attacker) : characteristics(state, attacker).controller === e.controlledBy) return true;
  }
  return false;
}

/**
 * Whether an effect says this creature can't block (CR 509.1b): one that names it, or one that covers
 * the creatures of a player's opponents as they are now (Stoneshock Giant's "creatures without flying
 * your opponents control").
 */
export function cantBlockByEffect(state: GameState, id: ObjectId): boolean {
  if (state.ruleEffects.length === 0) return false;
  return state.ruleEffects.some((e) => {
    if (e.kind !== 'cantBlock') return false;
    if (e.affected !== null) return e.affected.includes(id);
    if (e.opponentsOf === undefined || !opponents(state, e.opponentsOf).includes(characteristics(state, id).controller)) return false;
    return e.unlessKeyword === undefined || !characteristics(state, id).keywords.includes(e.unlessKeyword as Keyword);
  });
}

/**
 * The sources of the effects that say this creature attacks if able (CR 508.1d), one entry per effect,
 * each a requirement of its own (null for an effect with no source object).
 */
export function attacksIfAbleByEffect(state: GameState, id: ObjectId): (ObjectId | null)[] {
  if (state.ruleEffects.length === 0) return [];
  const out: (ObjectId | null)[] = [];
  for (const e of state.ruleEffects) if (e.kind === 'attacksIfAble' && e.affected.includes(id)) out.push(e.source);
  return out;
}

/**
 * The sources of the effects that put a blocking requirement of this kind on this creature (CR
 * 509.1c): "must be blocked if able" or "blocks if able", one entry per effect, each a requirement
 * of its own (null for an effect with no source object).
 */
export function blockRequirementsByEffect(state: GameState, id: ObjectId, kind: 'mustBeBlocked' | 'blocksIfAble'): (ObjectId | null)[] {
  if (state.ruleEffects.length === 0) return [];
  const out: (ObjectId | null)[] = [];
  for (const e of state.ruleEffects) if (e.kind === kind && e.affected.includes(id)) out.push(e.source);
  return out;
}

/** Whether an effect says this creature can block any number of creatures (CR 509.1a). */
export function blocksAnyNumberByEffect(state: GameState, id: ObjectId): boolean {
  if (state.ruleEffects.length === 0) return false;
  return state.ruleEffects.some((e) => e.kind === 'blockAnyNumber' && e.affected.includes(id));
}

/** Whether an effect lets this creature attack as though it didn't have defender (CR 702.3b): its controller's creatures. */
export function attacksDespiteDefenderByEffect(state: GameState, id: ObjectId): boolean {
  if (state.ruleEffects.length === 0) return false;
  for (const e of state.ruleEffects) if (e.kind === 'attackDespiteDefender' && characteristics(state, id).controller === e.controlledBy) return true;
  return false;
}

/** A permission to cast a card from where it is (CR 601.2a). */
export type CastPermission = Extract<RuleEffect, { kind: 'mayCast' }>;

/**
 * The permission, if any, for a player to cast a card from exile now (CR 601.2a): the card must still
 * be the object the permission names (a card that left exile and came back is a new object, CR 400.7).
 */
export function castPermission(state: GameState, player: PlayerId, card: ObjectId): CastPermission | undefined {
  if (state.ruleEffects.length === 0) return undefined;
  const o = state.objects[card];
  if (!o || o.zone !== 'exile' || o.movedTo !== null) return undefined;
  for (const e of state.ruleEffects) if (e.kind === 'mayCast' && e.card === card && e.player === player) return e;
  return undefined;
}

/** The cards a player may cast from exile now by a permission (CR 601.2a). */
export function castableFromExile(state: GameState, player: PlayerId): ObjectId[] {
  const out: ObjectId[] = [];
  for (const e of state.ruleEffects) if (e.kind === 'mayCast' && e.player === player && castPermission(state, player, e.card)) out.push(obj(state, e.card).id);
  return out;
}

const anyColorCosts = new WeakMap<ManaCost, ManaCost>();

/**
 * A mana cost as paid by a player who may spend mana as though it were mana of any color (CR
 * 609.4b): each colored or hybrid symbol can be paid with one mana of any type, so for the payment it
 * counts as one generic mana. The cost itself does not change. Phyrexian symbols keep their choice of
 * life; {C}, X and snow symbols are unchanged.
 */
export function payableWithAnyColor(cost: ManaCost): ManaCost {
  const hit = anyColorCosts.get(cost);
  if (hit) return hit;
  let generic = 0;
  const rest: ManaSymbol[] = [];
  for (const m of cost) {
    if (m.kind === 'generic') generic += m.amount;
    else if (m.kind === 'colored' || m.kind === 'hybrid' || m.kind === 'twoHybrid') generic += 1;
    else rest.push(m);
  }
  const out: ManaCost = generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
  anyColorCosts.set(cost, out);
  return out;
}
