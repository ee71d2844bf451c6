/**
 * Attaching Auras and Equipment (CR 701.3): what each may legally be attached to — an Aura what its
 * enchant ability allows (CR 303.4a, 303.4d), an Equipment a creature (CR 301.5c) — and moving one
 * onto a new object.
 *
 * @module
 */
import { findDefinition } from './card-catalog.js';
import type { StaticDef } from '../cards/types.js';
import type { GameObject, GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';
import { objectsWithFeature, staticOfKind } from './card-features.js';
import { characteristics, definitionOf } from './characteristics.js';
import { modulesWith } from './format.js';
import { emit } from './log.js';
import { matchesFilter } from './targets.js';
import { mutableObject } from './working-copy.js';

/**
 * Whether the Aura or Equipment `what` could be attached to `to` now. An Aura's enchant ability
 * limits what it can be attached to, but targeting restrictions such as hexproof do not (CR
 * 303.4d); an Equipment can only be attached to a creature (CR 301.5c), and never to itself; neither
 * to a permanent with protection from one of its colors (CR 702.16c–d).
 */
export function canBeAttached(state: GameState, what: ObjectId, to: Ref): boolean {
  const c = characteristics(state, what);
  if ('player' in to) {
    if (!state.players[to.player]?.inGame) return false;
    const enchant = findDefinition(obj(state, what).card)?.enchant;
    return c.subtypes.includes('Aura') && (enchant?.kind === 'player' || enchant?.kind === 'any');
  }
  if (to.object === what || !onBattlefield(state, to.object)) return false;
  // a rule may forbid it: nothing of a color it has protection from can enchant or equip it (CR 702.16c–d)
  for (const m of modulesWith(state, 'attachRestriction')) if (m.attachRestriction(state, what, to.object) !== null) return false;
  if (c.subtypes.includes('Aura')) {
    const enchant = findDefinition(obj(state, what).card)?.enchant;
    if (!enchant) return false;
    if (enchant.kind === 'object') return matchesFilter(state, to.object, enchant.filter, c.controller, what);
    if (enchant.kind === 'any') return characteristics(state, to.object).types.some((t) => t === 'Creature' || t === 'Planeswalker');
    return false;
  }
  if (c.subtypes.includes('Equipment')) return characteristics(state, to.object).types.includes('Creature');
  return false;
}

/**
 * Attaches an Aura or Equipment on the battlefield to an object or player (CR 701.3a). If it can't
 * be attached there it doesn't move, and attaching it to what it is already attached to does
 * nothing (CR 701.3b); moving it to something new gives it a new timestamp (CR 701.3c). Returns
 * whether it moved.
 */
export function attach(state: GameState, what: ObjectId, to: Ref): boolean {
  if (!onBattlefield(state, what) || !canBeAttached(state, what, to)) return false;
  const now = obj(state, what).attachedTo;
  if (now && ('player' in now ? 'player' in to && now.player === to.player : 'object' in to && now.object === to.object)) return false;
  const o = mutableObject(state, what);
  o.attachedTo = 'player' in to ? { player: to.player } : { object: to.object };
  o.timestamp = state.nextTimestamp++;
  emit(state, { type: 'attach', rule: '701.3a', object: what, card: o.card, ...('player' in to ? { toPlayer: to.player } : { to: to.object }) });
  return true;
}

/**
 * The controllers of the Auras and Equipment attached to `permanent` that have a static ability of
 * this kind, one entry per such ability ("enchanted creature …", "equipped creature …").
 */
export function attachedStatics(state: GameState, permanent: ObjectId, kind: StaticDef['kind']): PlayerId[] {
  return attachedStaticSources(state, permanent, kind).map((id) => characteristics(state, id).controller);
}

/**
 * The Auras and Equipment attached to `permanent` that have a static ability of this kind, one entry
 * per such ability ("enchanted creature …", "equipped creature …").
 */
export function attachedStaticSources(state: GameState, permanent: ObjectId, kind: StaticDef['kind']): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of objectsWithFeature(state, 'battlefield', staticOfKind(kind))) {
    const o = state.objects[id] as GameObject;
    const a = o.attachedTo;
    if (a === null || !('object' in a) || a.object !== permanent) continue;
    const statics = definitionOf(o)?.statics;
    if (!statics?.some((s) => s.kind === kind)) continue;
    if (!characteristics(state, id).hasAbilities) continue;
    for (const s of statics) if (s.kind === kind) out.push(id);
  }
  return out;
}
