/**
 * Targets (CR 115): which objects and players a target spec allows, checked when a spell or
 * ability is put on the stack (CR 601.2c, 603.3d) and again as it resolves (CR 608.2b).
 *
 * @module
 */
import { nameMatches } from './names.js';
import { indexSubsets } from './subsets.js';
import type { ObjectFilter, TargetSpec } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId, Ref, TriggerContext } from '../state/types.js';
import { characteristics, includesAny } from './characteristics.js';
import { modulesWith } from './format.js';
import { opponents, opponentsAttacked } from './players.js';
import { onBattlefield } from '../zones/zones.js';

/**
 * The card names chosen for a source as it was put into the command zone (CR 702.106d), following an
 * ability on the stack back to the object it came from.
 */
export function chosenNamesOf(state: GameState, source: ObjectId | null): readonly string[] {
  const src = source === null ? undefined : state.objects[source];
  const from = src?.kind === 'ability' && src.source !== null ? state.objects[src.source] : src;
  return from?.chosenNames ?? [];
}

/**
 * Whether object `id`, whose own name is `name`, has one of the chosen names (`true`), or the one at
 * an index (CR 702.106d, 702.106f), by the engine's one comparison of names (engine/names.ts).
 */
export function hasChosenName(state: GameState, id: ObjectId, name: string, chosen: readonly string[], which: true | number): boolean {
  const names = which === true ? chosen : chosen.slice(which, which + 1);
  return names.some((n) => nameMatches(state, id, name, n));
}

/**
 * Whether `id` is, in the game as it is now, a permanent matching `f`: what a condition asks of an
 * object, such as an intervening "if" checked again on resolution (CR 603.4). An object that has left
 * the battlefield is a new object in its new zone (400.7), so the one that was there matches nothing:
 * its last known information tells what it was, not what is now.
 */
export function isPermanentNow(state: GameState, id: ObjectId, f: ObjectFilter, controller: PlayerId, source: ObjectId | null): boolean {
  return onBattlefield(state, id) && matchesFilter(state, id, f, controller, source);
}

/**
 * Whether an object on the battlefield (or in another zone) matches a filter, seen from a source's
 * controller; `event` is what triggered the ability the filter belongs to, if it is a triggered one.
 */
export function matchesFilter(state: GameState, id: ObjectId, f: ObjectFilter, controller: PlayerId, source: ObjectId | null, event: TriggerContext | null = null): boolean {
  const o = state.objects[id];
  if (!o) return false;
  if (f.other && id === source) return false;
  if (f.itself && id !== source) return false;
  const c = characteristics(state, id);
  if (f.types && !includesAny(c.types, f.types)) return false;
  if (f.notTypes && includesAny(c.types, f.notTypes)) return false;
  if (f.subtypes && !includesAny(c.subtypes, f.subtypes)) return false;
  if (f.notSubtypes && includesAny(c.subtypes, f.notSubtypes)) return false;
  if (f.subtypesOf && !includesAny(c.subtypes, f.subtypesOf(state, controller))) return false;
  if (f.colors && !includesAny(c.colors, f.colors)) return false;
  if (f.notColors && includesAny(c.colors, f.notColors)) return false;
  if (f.controller && (f.controller === 'you') !== (c.controller === controller)) return false;
  if (f.keyword && !c.keywords.includes(f.keyword)) return false;
  if (f.withoutKeyword && c.keywords.includes(f.withoutKeyword)) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (f.monstrous !== undefined && (o.monstrous === true) !== f.monstrous) return false;
  if (f.nontoken && o.kind === 'token') return false;
  if (f.token && o.kind !== 'token') return false;
  if (f.powerAtMost !== undefined && (c.power ?? 0) > f.powerAtMost) return false;
  if (f.powerAtLeast !== undefined && (c.power ?? 0) < f.powerAtLeast) return false;
  if (f.toughnessAtMost !== undefined && (c.toughness ?? 0) > f.toughnessAtMost) return false;
  if (f.manaValueAtMost !== undefined && c.manaValue > f.manaValueAtMost) return false;
  if (f.basic !== undefined && c.supertypes.includes('Basic') !== f.basic) return false;
  if (f.chosenName !== undefined && !hasChosenName(state, id, c.name, chosenNamesOf(state, source), f.chosenName)) return false;
  if (f.manaValueIsChosenNumber && (source === null || c.manaValue !== state.objects[source]?.chosenNumber)) return false;
  if (f.manaValueAtMostOpponentsAttacked && c.manaValue > opponentsAttacked(state, controller)) return false;
  if (f.counter !== undefined && (o.counters[f.counter] ?? 0) <= 0) return false;
  if (f.controlledByEventPlayer && (event === null || event.player === null || c.controller !== event.player)) return false;
  if (f.controlledByDefendingPlayer && c.controller !== defendingPlayer(state, source, event)) return false;
  if (f.test && !f.test(state, id, controller, source)) return false;
  if (f.attacking !== undefined) {
    const attacking = state.combat?.attackers.some((a) => a.id === id) ?? false;
    if (attacking !== f.attacking) return false;
  }
  if (f.blocking !== undefined) {
    const blocking = state.combat?.blockers.some((b) => b.id === id) ?? false;
    if (blocking !== f.blocking) return false;
  }
  return true;
}

/**
 * The defending player an attacking creature's ability means (CR 508.5): the player it attacked, or
 * the controller of the planeswalker it attacked, as it became an attacking creature. Its attack
 * trigger's event carries that player, who stays the defending player once the creature has left
 * combat (CR 506.4: its controller changed); otherwise the creature's entry in the current combat
 * says. Null if neither does.
 */
function defendingPlayer(state: GameState, source: ObjectId | null, event: TriggerContext | null): PlayerId | null {
  if (event?.event === 'attacks' && event.player !== null) return event.player;
  // the source may be the ability itself (as it resolves), whose own source is the attacking creature
  const src = source === null ? undefined : state.objects[source];
  const creature = src?.kind === 'ability' ? src.source : source;
  return state.combat?.attackers.find((a) => a.id === creature)?.defender ?? null;
}

/** The rule a format's modules say forbids targeting `target`, or null (hexproof and the like). */
function restricted(state: GameState, controller: PlayerId, target: Ref, source: ObjectId | null): string | null {
  for (const m of modulesWith(state, 'targetRestriction')) {
    const why = m.targetRestriction(state, controller, target, source);
    if (why) return why;
  }
  return null;
}

/** Whether `ref` is a legal target for `spec` now (CR 115.1, 608.2b). */
export function isLegalTarget(state: GameState, spec: TargetSpec, ref: Ref, controller: PlayerId, source: ObjectId | null, event: TriggerContext | null = null): boolean {
  if ('player' in ref) {
    const p = state.players[ref.player];
    if (!p?.inGame) return false;
    if (spec.kind === 'player') {
      if (spec.opponent && ref.player === controller) return false;
    } else if (spec.kind !== 'any') return false;
    return restricted(state, controller, ref, source) === null;
  }
  const o = state.objects[ref.object];
  if (!o || o.movedTo !== null) return false;
  switch (spec.kind) {
    case 'player':
      // "target player or planeswalker"
      if (!spec.orPlaneswalker || !onBattlefield(state, o.id)) return false;
      if (!characteristics(state, o.id).types.includes('Planeswalker')) return false;
      break;
    case 'any': {
      if (!onBattlefield(state, o.id)) return false;
      const types = characteristics(state, o.id).types;
      if (!types.includes('Creature') && !types.includes('Planeswalker')) return false;
      break;
    }
    case 'object': {
      const zone = spec.zone ?? 'battlefield';
      if (zone === 'battlefieldOrGraveyard' ? o.zone !== 'battlefield' && o.zone !== 'graveyard' : o.zone !== zone) return false;
      // a phased-out permanent is treated as though it does not exist (CR 702.26b)
      if (o.zone === 'battlefield' && o.phasedOut !== undefined) return false;
      if (!matchesFilter(state, o.id, spec.filter, controller, source, event)) return false;
      break;
    }
    case 'spell':
      if (o.zone !== 'stack' || o.kind === 'ability' || !state.stack.includes(o.id)) return false;
      if (o.id === source) return false;
      if (spec.filter && !matchesFilter(state, o.id, spec.filter, controller, source)) return false;
      break;
    case 'ability':
      if (o.zone !== 'stack' || o.kind !== 'ability' || !state.stack.includes(o.id)) return false;
      break;
  }
  return restricted(state, controller, ref, source) === null;
}

/** Every legal choice for one target spec now. */
export function legalTargets(state: GameState, spec: TargetSpec, controller: PlayerId, source: ObjectId | null, event: TriggerContext | null = null): Ref[] {
  const out: Ref[] = [];
  if (spec.kind === 'player' || spec.kind === 'any') {
    const candidates = spec.kind === 'player' && spec.opponent ? opponents(state, controller) : state.players.filter((p) => p.inGame).map((p) => p.id);
    for (const p of candidates) if (isLegalTarget(state, spec, { player: p }, controller, source)) out.push({ player: p });
  }
  const zone = spec.kind === 'object' ? (spec.zone ?? 'battlefield') : null;
  if (spec.kind === 'any' || zone === 'battlefield' || zone === 'battlefieldOrGraveyard' || (spec.kind === 'player' && spec.orPlaneswalker)) {
    for (const id of state.battlefield) if (isLegalTarget(state, spec, { object: id }, controller, source, event)) out.push({ object: id });
  }
  if (zone === 'graveyard' || zone === 'battlefieldOrGraveyard') {
    for (const p of state.players) {
      if (!p.inGame) continue;
      for (const id of p.graveyard) if (isLegalTarget(state, spec, { object: id }, controller, source, event)) out.push({ object: id });
    }
  }
  if (spec.kind === 'spell' || spec.kind === 'ability') {
    for (const id of state.stack) if (isLegalTarget(state, spec, { object: id }, controller, source)) out.push({ object: id });
  }
  return out;
}

/** The number of specs that must be given a target: those before the first "up to" or "any number of" spec (CR 601.2c). */
export function requiredTargets(specs: readonly TargetSpec[]): number {
  const i = specs.findIndex((s) => s.optional || s.anyNumber);
  return i < 0 ? specs.length : i;
}

/**
 * Whether two specs are the same instance of the word "target", so that they can't choose the same
 * object or player (CR 601.2c, 115.3).
 */
export function sameTargetWord(a: TargetSpec, b: TargetSpec): boolean {
  return a.word === b.word;
}

/**
 * Every legal combination of targets for a list of specs: one choice per spec (trailing "up to"
 * specs may be left out), and the same object or player is not chosen twice for one instance of
 * the word "target" (CR 601.2c, 115.3). Empty if some required spec has no legal choice. With
 * `limit`, only the first `limit` of them, for a caller that needs to know whether there is one, or
 * only one.
 */
export function targetCombinations(state: GameState, specs: readonly TargetSpec[], controller: PlayerId, source: ObjectId | null, event: TriggerContext | null = null, limit = Infinity): Ref[][] {
  if (specs.length === 0) return [[]];
  const last = specs[specs.length - 1] as TargetSpec;
  if (last.anyNumber) {
    // CR 601.2c: "any number of target …": each set of different legal choices, in the order they are listed
    // (the sets of the first ANY_NUMBER_LISTED candidates only: the rest are legal but not listed, a bound
    // like X's, so that the list stays a few thousand long; see isLegalTargetList)
    const options = legalTargets(state, last, controller, source, event);
    return targetCombinations(state, specs.slice(0, -1), controller, source, event).flatMap((before) => {
      const free = options.filter((r) => !before.some((q, j) => sameRef(q, r) && sameTargetWord(specs[j] as TargetSpec, last))).slice(0, ANY_NUMBER_LISTED);
      return indexSubsets(free.length, 0, free.length).map((picked) => [...before, ...picked.map((k) => free[k] as Ref)]);
    }).slice(0, limit);
  }
  const choices = specs.map((s) => legalTargets(state, s, controller, source, event));
  const required = requiredTargets(specs);
  const out: Ref[][] = [];
  const pick: Ref[] = [];
  const rec = (i: number): void => {
    if (i >= required) out.push(pick.slice());
    if (i === choices.length) return;
    for (const r of choices[i] as Ref[]) {
      if (out.length >= limit) return;
      if (pick.some((q, j) => sameRef(q, r) && sameTargetWord(specs[j] as TargetSpec, specs[i] as TargetSpec))) continue;
      pick.push(r);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return out;
}

/** How many candidates of an "any number of" target spec the listing makes sets of (2^10 sets at most). */
const ANY_NUMBER_LISTED = 10;

/**
 * Whether a list of targets is a legal choice for specs ending with an "any number of" spec, listed
 * or not: the others as {@link targetCombinations} allows, then different legal targets (CR 601.2c).
 */
export function isLegalTargetList(state: GameState, specs: readonly TargetSpec[], targets: readonly Ref[], controller: PlayerId, source: ObjectId | null, event: TriggerContext | null = null): boolean {
  const last = specs[specs.length - 1];
  if (!last?.anyNumber) return false;
  const before = specs.length - 1;
  if (targets.length < before) return false;
  const head = targets.slice(0, before);
  if (!targetCombinations(state, specs.slice(0, -1), controller, source, event).some((c) => c.length === head.length && c.every((r, i) => sameRef(r, head[i] as Ref)))) return false;
  const expanded = expandAnyNumber(specs, targets.length);
  return targets.every((t, i) => i < before || (isLegalTarget(state, last, t, controller, source, event)
    && !targets.slice(0, i).some((u, j) => sameRef(u, t) && sameTargetWord(expanded[j] as TargetSpec, last))));
}

/**
 * The specs of a spell or ability on the stack with `count` targets: an "any number of" spec (the
 * last) stands once for each target chosen for it (CR 601.2c).
 */
export function expandAnyNumber(specs: readonly TargetSpec[], count: number): readonly TargetSpec[] {
  const last = specs[specs.length - 1];
  if (!last?.anyNumber) return specs;
  const before = specs.slice(0, -1);
  return [...before, ...Array.from({ length: Math.max(0, count - before.length) }, () => last)];
}

/** Whether two refs name the same object or player. */
export function sameRef(a: Ref, b: Ref): boolean {
  if ('player' in a) return 'player' in b && a.player === b.player;
  return 'object' in b && a.object === b.object;
}

/** Validates the shape of a list of refs from outside input. */
export function isRefList(value: unknown): value is Ref[] {
  return Array.isArray(value) && value.every((r) => {
    if (typeof r !== 'object' || r === null) return false;
    const keys = Object.keys(r);
    if (keys.length !== 1) return false;
    const v = (r as Record<string, unknown>)[keys[0] as string];
    return (keys[0] === 'player' || keys[0] === 'object') && Number.isInteger(v) && (v as number) >= 0;
  });
}
