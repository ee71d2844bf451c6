/**
 * Abilities granted by face-up cards in the command zone ("Creatures you control with the chosen
 * name have '…'", CR 315.5, 613.1f): the `grantAbilities` static abilities of conspiracies. An
 * object's granted abilities are listed after those its card defines, so that the indexes of the
 * card's own never change; once activated or triggered, such an ability names the card that grants
 * it and its number there, after that card's own (CR 113.7a).
 *
 * @module
 */
import type { CardDefinition } from '../cards/definition.js';
import type { ActivatedDef, StaticDef, TriggerSpec, TriggeredDef } from '../cards/types.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';
import { cardFeature, objectsWithFeature, type CardFeature } from './card-features.js';
import { characteristics, definitionOf, keepsGrantedAbility } from './characteristics.js';
import { matchesFilter } from './targets.js';
import { intrinsicManaAbilities } from '../cards/basic-lands.js';

type Grant = Extract<StaticDef, { kind: 'grantAbilities' }>;

/** The kinds of ability a card's static abilities may grant from the command zone. */
export type GrantedKind = 'activated' | 'triggered';

/** An ability of a kind: an activated or a triggered ability's definition. */
export type AbilityOfKind<K extends GrantedKind> = K extends 'activated' ? ActivatedDef : TriggeredDef;

/** What {@link granted} returns when nothing is granted (shared: callers never change it). */
const NONE: readonly never[] = [];

/** The abilities of one kind the face-up cards of the command zone grant an object now, in zone order. */
function granted<K extends GrantedKind>(state: GameState, id: ObjectId, kind: K): readonly NonNullable<Grant[K]>[number][] {
  if (state.command.length === 0) return NONE;
  const out: NonNullable<Grant[K]>[number][] = [];
  eachGrant(state, id, kind, (abilities) => out.push(...abilities));
  return out;
}

/**
 * Calls `found` with each list of abilities of one kind that a face-up card of the command zone
 * grants an object now, in zone order, with the definition of the card that grants it.
 */
function eachGrant<K extends GrantedKind>(state: GameState, id: ObjectId, kind: K, found: (abilities: readonly NonNullable<Grant[K]>[number][], by: CardDefinition) => void): void {
  if (!state.objects[id]) return;
  for (const cid of state.command) {
    // a face-down conspiracy has no abilities (CR 315.5, 708.2: see `characteristics`)
    if (!characteristics(state, cid).hasAbilities) continue;
    const src = state.objects[cid] as GameObject;
    const def = definitionOf(src);
    for (const st of def?.statics ?? []) {
      if (st.kind !== 'grantAbilities' || st[kind] === undefined) continue;
      if (st.condition && !st.condition(state, src.id)) continue;
      if (!matchesFilter(state, id, st.affects, src.controller, src.id)) continue;
      // "loses all abilities" later than the grant takes it away, an earlier one does not (CR 613.1f,
      // 613.7, 613.7j); a land whose land type an effect set (layer 4) lost only the abilities of its
      // rules text, and what other effects grant it in layer 6 stays (CR 305.7, 613.1d)
      if (keepsGrantedAbility(state, id, src.timestamp)) found(st[kind] as readonly NonNullable<Grant[K]>[number][], def as CardDefinition);
    }
  }
}

/** An ability the command zone grants an object, and where the card that grants it holds it. */
export interface CommandGrant<K extends GrantedKind> {
  /** The ability. */
  ab: AbilityOfKind<K>;
  /** The name of the card whose static ability grants it. */
  card: string;
  /** Its number on that card: after the card's own abilities of its kind (see {@link cardAbilityAt}). */
  index: number;
}

/**
 * The abilities of one kind the command zone grants an object now, in zone order, each with the card
 * that grants it and its number there ({@link cardAbilityAt}): an ability put on the stack, or
 * triggered, names them, so that it stays the ability it was whatever then happens to the grant
 * (CR 113.7a).
 */
export function commandGrants<K extends GrantedKind>(state: GameState, id: ObjectId, kind: K): readonly CommandGrant<K>[] {
  if (state.command.length === 0) return NONE;
  const out: CommandGrant<K>[] = [];
  eachGrant(state, id, kind, (abilities, by) => {
    const all = grantedBy(by, kind);
    for (const ab of abilities) out.push({ ab: ab as AbilityOfKind<K>, card: by.name, index: (by[kind]?.length ?? 0) + all.indexOf(ab as AbilityOfKind<K>) });
  });
  return out;
}

/** The abilities of one kind a card's static abilities grant (CR 613.1f), in the order its text lists them. */
export function grantedBy<K extends GrantedKind>(def: CardDefinition, kind: K): readonly AbilityOfKind<K>[] {
  return (def.statics ?? []).flatMap((st) => (st.kind === 'grantAbilities' ? ((st[kind] ?? []) as readonly AbilityOfKind<K>[]) : []));
}

/**
 * A card's ability of a kind numbered `index`: one of its own, or past them one that its static
 * abilities grant other objects (numbered as {@link commandGrants} numbers them).
 */
export function cardAbilityAt<K extends GrantedKind>(def: CardDefinition, kind: K, index: number): AbilityOfKind<K> | undefined {
  const own = (def[kind] ?? []) as readonly AbilityOfKind<K>[];
  return index < own.length ? own[index] : grantedBy(def, kind)[index - own.length];
}

/** The feature of a card that grants activated abilities from the command zone. */
const GRANTS_ACTIVATED = cardFeature('grants activated abilities', (def) => def.statics?.some((st) => st.kind === 'grantAbilities' && st.activated !== undefined) === true);

/**
 * Whether a card in the command zone may grant some object activated abilities (whatever its
 * condition, the objects it affects, and whether it is face up): when not, an object's activated
 * abilities are those of its card and of what is attached to it.
 */
export function commandZoneMayGrantActivated(state: GameState): boolean {
  return objectsWithFeature(state, 'command', GRANTS_ACTIVATED).length > 0;
}

/**
 * The activated abilities an object has of its own now (mana abilities included): its card's, unless
 * it lost them; for a land whose land type an effect set to a basic one, the intrinsic mana abilities
 * of its basic land types instead of its card's (CR 305.6, 305.7).
 */
export function ownActivatedAbilities(state: GameState, id: ObjectId): readonly ActivatedDef[] {
  const o = state.objects[id];
  if (!o) return NONE;
  const c = characteristics(state, id);
  if (c.intrinsicOnly) return c.types.includes('Land') ? intrinsicManaAbilities(c.subtypes) : NONE;
  if (!c.hasAbilities) return NONE;
  return definitionOf(o)?.activated ?? NONE;
}

/** The activated abilities (mana abilities included) the command zone grants an object now. */
export function grantedActivatedAbilities(state: GameState, id: ObjectId): readonly ActivatedDef[] {
  return granted(state, id, 'activated');
}

/** The events the triggered abilities of each definition trigger on, computed once (shared, read-only). */
const triggerEvents = new WeakMap<CardDefinition, ReadonlySet<TriggerSpec['event']>>();

function triggerEventsOf(def: CardDefinition): ReadonlySet<TriggerSpec['event']> {
  let events = triggerEvents.get(def);
  if (events === undefined) {
    events = new Set((def.triggered ?? []).map((t) => t.when.event));
    triggerEvents.set(def, events);
  }
  return events;
}

/** The features "its card has a triggered ability that triggers on the event", by event. */
const triggersOnFeatures = new Map<TriggerSpec['event'], CardFeature>();

/** The feature of a card with a triggered ability that triggers on `event`. */
export function triggersOn(event: TriggerSpec['event']): CardFeature {
  let feature = triggersOnFeatures.get(event);
  if (feature === undefined) triggersOnFeatures.set(event, (feature = cardFeature(`triggers on ${event}`, (def) => triggerEventsOf(def).has(event))));
  return feature;
}

/** The features "its card grants a triggered ability that triggers on the event", by event. */
const grantsTriggerFeatures = new Map<TriggerSpec['event'], CardFeature>();

function grantsTriggerOn(event: TriggerSpec['event']): CardFeature {
  let feature = grantsTriggerFeatures.get(event);
  if (feature === undefined) {
    const has = (def: CardDefinition): boolean => (def.statics ?? []).some((st) => st.kind === 'grantAbilities' && st.triggered?.some((t) => t.when.event === event) === true);
    grantsTriggerFeatures.set(event, (feature = cardFeature(`grants a trigger on ${event}`, has)));
  }
  return feature;
}

/**
 * Whether a card in the command zone may grant some object a triggered ability that triggers on
 * `event` (whatever its condition, the objects it affects, and whether it is face up: what it grants
 * now is {@link commandGrants}').
 */
export function commandZoneGrantsTrigger(state: GameState, event: TriggerSpec['event']): boolean {
  return state.command.length > 0 && objectsWithFeature(state, 'command', grantsTriggerOn(event)).length > 0;
}

/**
 * Whether the card of an object (as it last existed, for one that left) has a triggered ability
 * that triggers on `event`: an object without one, nor one granted (see
 * {@link commandZoneGrantsTrigger}), can't see the event. Whether the object has its card's
 * abilities now (not face down, nor having lost them) is its characteristics' `hasAbilities`.
 */
export function cardTriggersOn(state: GameState, id: ObjectId, event: TriggerSpec['event']): boolean {
  const o = state.objects[id];
  if (!o) return false;
  const def = definitionOf(o);
  return def !== undefined && triggerEventsOf(def).has(event);
}
