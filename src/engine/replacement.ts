/**
 * Replacement and prevention effects created by resolving spells and abilities (CR 614, 615):
 * damage prevention shields (CR 615.7: "prevent the next N damage") and regeneration shields
 * (CR 701.19, 614.8). Each lasts until it is used up or its duration ends.
 *
 * Static abilities prevent damage too: "prevent all combat damage that would be dealt to and dealt
 * by enchanted creature" (CR 615.1, 604.2); and they redirect it: "all damage that would be dealt
 * to you is dealt to enchanted creature instead" (CR 614.9), after which the effects that apply to
 * the new recipient are checked. A rule prevents damage as well: protection prevents all the damage
 * from a source with the stated quality (CR 702.16e, a module's `damagePrevention`).
 *
 * When several prevention effects apply to one damage event, the affected player (or the
 * controller of the affected permanent) chooses one to apply, and the rest are checked again
 * against what is left of the event (CR 616.1, 616.1e–f, 616.2). Shields that would leave the same
 * result whichever is applied (the same amount left and the same duration) are one choice, so
 * nothing is asked when only one result is possible. Regeneration shields on one permanent all do
 * the same thing and all end with the turn, so the first one applies without a choice.
 *
 * @module
 */
import type { ChoiceOption, Duration, GameState, ObjectId, PlayerId, Ref, ReplacementEffect } from '../state/types.js';
import { obj, onBattlefield, spellThatBecame } from '../zones/zones.js';
import { cardFeature, objectsWithFeature, staticOfKind } from './card-features.js';
import { characteristics, definitionOf } from './characteristics.js';
import { mutableObject } from './working-copy.js';
import { emit } from './log.js';
import { removeFromCombat } from './removed-from-combat.js';
import { modulesWith } from './format.js';

function sameRef(a: Ref, b: Ref): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/** Adds a replacement or prevention effect (CR 614.1, 615.1). */
export function addReplacement(state: GameState, e: Omit<ReplacementEffect, 'id' | 'timestamp'>): void {
  state.replacements.push({ ...e, id: state.nextEffectId++, timestamp: state.nextTimestamp++ });
}

/**
 * Damage that prevention shields are planned to prevent but have not prevented yet, by shield id:
 * damage events dealt at the same time (combat damage, CR 510.2) are planned one after another
 * before any of them is dealt, each seeing what the earlier ones will use up.
 */
export type PlannedPrevention = Map<number, number>;

/** One shield applied to a damage event, and how much it prevents (CR 615.7). */
export interface PreventionStep {
  /** The shield's id (negative for a static ability's effect). */
  shield: number;
  /** The damage it prevents (0 for a redirection). */
  prevented: number;
  /** The object whose spell, ability or static ability made the effect, if any. */
  source: ObjectId | null;
  /** For a redirection (CR 614.9): the new recipient of the damage. */
  redirectTo?: Ref;
  /** For a replacement effect that doubles the damage (CR 614.1a): true. */
  doubles?: true;
  /** For the prevention a rule makes (protection, CR 702.16e): that rule. */
  rule?: string;
}

/** The plan for one damage event: the shields applied in order, and the choice still to make if any. */
export interface PreventionPlan {
  /** The shields applied so far, in order. */
  steps: PreventionStep[];
  /** The damage left to deal after them. */
  left: number;
  /** Whom the damage is dealt to after them: the event's recipient, unless a redirection changed it (CR 614.9). */
  to: Ref;
  /**
   * The shields the affected player chooses among next (CR 616.1), one per distinct result; null
   * when the plan is complete.
   */
  choice: ReplacementEffect[] | null;
}

/**
 * What a shield can still prevent, given what earlier planned events use of it and the share of it
 * its affected player gave this event among simultaneous ones (CR 615.7); null for "all".
 */
function shieldLeft(r: ReplacementEffect, planned: PlannedPrevention, caps?: ReadonlyMap<number, number>): number | null {
  if (r.amount === null) return null;
  const left = r.amount - (planned.get(r.id) ?? 0);
  const cap = caps?.get(r.id);
  return cap === undefined ? left : Math.min(left, cap);
}

function sameDuration(a: Duration, b: Duration): boolean {
  return a.until === b.until && ('player' in a ? 'player' in b && a.player === b.player : true);
}

/** One damage event that prevention applies to (CR 615.1): its source, recipient and amount. */
export interface DamageEvent {
  /** The source of the damage. */
  source: ObjectId;
  /** The player or permanent it would be dealt to. */
  to: Ref;
  /** The damage. */
  amount: number;
  /** Combat damage (CR 510.2). */
  combat: boolean;
}

/**
 * The prevention effects of static abilities that apply to a damage event (CR 615.1, 604.2):
 * "prevent all combat damage that would be dealt to and dealt by enchanted creature", and those of
 * resolved spells that prevent all combat damage this turn. Each is given the negative id
 * `-1 - source` so that it can be chosen in an order like a shield. With `byRecipient` false, only
 * those that apply whoever the damage is dealt to: not an Aura's of the damage dealt to its creature.
 */
function staticPrevention(state: GameState, e: DamageEvent, byRecipient = true): ReplacementEffect[] {
  if (!e.combat) return [];
  const out: ReplacementEffect[] = [];
  // "prevent all combat damage that would be dealt this turn", a resolved spell's effect (Respite)
  for (const r of state.ruleEffects) {
    if (r.kind === 'preventCombatDamage' && r.source !== null) {
      out.push({ id: -1 - r.source, timestamp: r.timestamp, kind: 'preventDamage', affected: e.to, amount: null, duration: r.duration, source: r.source, controller: r.controller });
    }
  }
  for (const id of objectsWithFeature(state, 'battlefield', staticOfKind('preventCombatDamageToAndBy'))) {
    const o = obj(state, id);
    const c = characteristics(state, id);
    if (!c.hasAbilities) continue;
    const a = o.attachedTo;
    const attachedTo = a !== null && 'object' in a ? a.object : null;
    const toIt = byRecipient && 'object' in e.to && e.to.object === attachedTo;
    if (attachedTo === null || (attachedTo !== e.source && !toIt)) continue;
    out.push({ id: -1 - id, timestamp: o.timestamp, kind: 'preventDamage', affected: e.to, amount: null, duration: { until: 'forever' }, source: id, controller: c.controller });
  }
  return out;
}

/** The feature of a card with a static ability that redirects damage. */
const REDIRECTS = cardFeature('redirects damage', (def) => def.statics?.some((st) => st.kind === 'redirectDamageToAttached' || st.kind === 'redirectDamageToSelf') === true);

/**
 * The redirection effects of static abilities that apply to damage about to be dealt to `to`
 * (CR 614.9): "all damage that would be dealt to you is dealt to enchanted creature instead"
 * (Pariah) and "… is dealt to ~ instead" (Protector of the Crown), "you" being the controller of
 * the Aura or the permanent. Each has the negative id `-1 - source` and what it redirects to in
 * `affected`'s place; the permanent it redirects to must still be a creature or planeswalker on the
 * battlefield for the damage to go there.
 */
function staticRedirection(state: GameState, to: Ref): { effect: ReplacementEffect; redirectTo: Ref }[] {
  if (!('player' in to)) return [];
  const out: { effect: ReplacementEffect; redirectTo: Ref }[] = [];
  for (const id of objectsWithFeature(state, 'battlefield', REDIRECTS)) {
    const o = obj(state, id);
    if (o.faceDown) continue;
    const statics = definitionOf(o)?.statics;
    if (!statics) continue;
    let redirectTo: ObjectId | null = null;
    for (const st of statics) {
      const a = o.attachedTo;
      if (st.kind === 'redirectDamageToAttached' && a !== null && 'object' in a) redirectTo = a.object;
      else if (st.kind === 'redirectDamageToSelf') redirectTo = id;
    }
    if (redirectTo === null) continue;
    const c = characteristics(state, id);
    if (!c.hasAbilities || c.controller !== to.player || !state.battlefield.includes(redirectTo)) continue;
    const types = characteristics(state, redirectTo).types;
    if (!types.includes('Creature') && !types.includes('Planeswalker')) continue;
    out.push({ effect: { id: -1 - id, timestamp: o.timestamp, kind: 'preventDamage', affected: to, amount: null, duration: { until: 'forever' }, source: id, controller: c.controller }, redirectTo: { object: redirectTo } });
  }
  return out;
}

/**
 * Whether damage from `source` is damage from the source a player chose (CR 609.7a): that object, or,
 * for a permanent spell chosen, the permanent that spell became when it resolved — not a card put onto
 * the battlefield instead of resolving (Desertion), a new object (CR 400.7).
 */
function isChosenSource(state: GameState, chosen: ObjectId, source: ObjectId): boolean {
  if (chosen === source) return true;
  return obj(state, chosen).movedTo === source && state.objects[source]?.zone === 'battlefield' && spellThatBecame(state, source)?.id === chosen;
}

/**
 * Whether an effect is the redirection of an Aura's static ability, "all damage that would be dealt
 * to you is dealt to enchanted creature instead" (Pariah): the effects that the Pariah ruling makes
 * choose once for all the damage dealt to a player at one time (see `nextPreventionChoice`).
 */
export function redirectsToEnchanted(state: GameState, r: { readonly id: number; readonly source: ObjectId | null }): boolean {
  if (r.id >= 0 || r.source === null) return false;
  return definitionOf(obj(state, r.source))?.statics?.some((st) => st.kind === 'redirectDamageToAttached') === true;
}

/**
 * The redirections made by resolved spells that apply to damage `source` would deal to `to` (CR
 * 614.9): "all damage that would be dealt this turn to target creature you control by a source of
 * your choice is dealt to another target creature instead" (Kor Chant), also the damage of the
 * permanent a chosen permanent spell became (CR 609.7a). The creature it redirects to must still be
 * a creature on the battlefield for the damage to go there.
 */
function resolvedRedirection(state: GameState, source: ObjectId, to: Ref): { effect: ReplacementEffect; redirectTo: Ref }[] {
  if (state.replacements.length === 0) return [];
  const out: { effect: ReplacementEffect; redirectTo: Ref }[] = [];
  for (const r of state.replacements) {
    if (r.kind !== 'redirectDamage' || r.fromSource === undefined || !isChosenSource(state, r.fromSource, source) || !r.redirectTo || !sameRef(r.affected, to)) continue;
    const target = r.redirectTo;
    if ('object' in target && (!state.battlefield.includes(target.object) || !characteristics(state, target.object).types.includes('Creature'))) continue;
    out.push({ effect: { ...r, kind: 'preventDamage', amount: null }, redirectTo: target });
  }
  return out;
}

/**
 * Every player and permanent that damage `source` would deal to `to` may end up dealt to, `to`
 * first: the recipients the redirections that apply to it may deal it to (CR 614.9), and those the
 * redirections that apply there may, in turn (616.2). A shield on any of them may meet this damage.
 */
export function redirectionReach(state: GameState, source: ObjectId, to: Ref): Ref[] {
  const reached: Ref[] = [to];
  for (let i = 0; i < reached.length; i++) {
    const at = reached[i] as Ref;
    for (const { redirectTo } of [...staticRedirection(state, at), ...resolvedRedirection(state, source, at)]) {
      if (!reached.some((r) => sameRef(r, redirectTo))) reached.push(redirectTo);
    }
  }
  return reached;
}

/**
 * The id of the prevention a rule makes of damage dealt to `to` (see {@link rulePrevention}): one of
 * its own for each recipient, apart from the shields' ids and the `-1 - source` ids of static abilities.
 */
function rulePreventionId(to: Ref): number {
  return -(2 ** 40) - ('player' in to ? 2 * to.player + 1 : 2 * to.object);
}

/** Whether an effect is the prevention a rule makes (see {@link rulePrevention}). */
function isRulePrevention(r: ReplacementEffect): boolean {
  return r.id <= -(2 ** 40);
}

/**
 * The prevention a rule of the format makes of all the damage `source` would deal to `to`
 * (protection, CR 702.16e), with that rule: a prevention effect like the others, which the affected
 * player may apply before or after a redirection (CR 616.1). Null if no rule prevents it.
 */
function rulePrevention(state: GameState, source: ObjectId, to: Ref): { effect: ReplacementEffect; rule: string } | null {
  for (const m of modulesWith(state, 'damagePrevention')) {
    const rule = m.damagePrevention(state, source, to);
    if (!rule) continue;
    const controller = 'player' in to ? to.player : characteristics(state, to.object).controller;
    return { effect: { id: rulePreventionId(to), timestamp: 0, kind: 'preventDamage', affected: to, amount: null, duration: { until: 'forever' }, source: null, controller }, rule };
  }
  return null;
}

/**
 * The replacement effects of static abilities that double damage about to be dealt by `source`
 * (CR 614.1a): "if a creature you control would deal damage to a permanent or player, it deals double
 * that damage … instead" (Gratuitous Violence), where the source is a creature on the battlefield
 * (CR 109.2: "a creature" is a permanent) controlled by the controller of the permanent with the
 * ability. A source that has left the battlefield (Gang of Devils dealing damage as it dies) is none:
 * a static ability doesn't use last known information (CR 604.7), and it applies to a source off the
 * battlefield only as that source is there (CR 609.7c): a creature card, no creature (CR 109.2).
 * Each has the negative id `-1 - source` of that permanent, and applies once to an event (CR 614.5).
 */
function damageDoublers(state: GameState, source: ObjectId, to: Ref): ReplacementEffect[] {
  const found = objectsWithFeature(state, 'battlefield', staticOfKind('doubleCreatureDamage'));
  if (found.length === 0 || !onBattlefield(state, source)) return [];
  const s = characteristics(state, source);
  if (!s.types.includes('Creature')) return [];
  const out: ReplacementEffect[] = [];
  for (const id of found) {
    const o = obj(state, id);
    const c = characteristics(state, id);
    if (!c.hasAbilities || c.controller !== s.controller) continue;
    out.push({ id: -1 - id, timestamp: o.timestamp, kind: 'preventDamage', affected: to, amount: null, duration: { until: 'forever' }, source: id, controller: c.controller });
  }
  return out;
}

/** The feature of a card with a static ability that prevents, redirects or doubles damage. */
const CHANGES_DAMAGE = cardFeature('prevents, redirects or doubles damage', (def) => def.statics?.some((st) =>
  st.kind === 'preventCombatDamageToAndBy' || st.kind === 'redirectDamageToAttached' || st.kind === 'redirectDamageToSelf' || st.kind === 'doubleCreatureDamage') === true);

/**
 * Whether no effect but a rule's (protection, CR 702.16e) may apply to damage dealt now: no shield
 * or redirection of a resolved spell (CR 615, 614.9), no "prevent all combat damage" of one, and no
 * permanent whose card has a static ability that prevents, redirects or doubles damage. Then at most
 * one effect applies to any damage event, and no player has an order of effects to choose (CR
 * 616.1) nor a shield to divide (615.7).
 */
export function onlyRulesChangeDamage(state: GameState): boolean {
  for (const r of state.replacements) if (r.kind === 'preventDamage' || r.kind === 'redirectDamage') return false;
  for (const r of state.ruleEffects) if (r.kind === 'preventCombatDamage') return false;
  return objectsWithFeature(state, 'battlefield', CHANGES_DAMAGE).length === 0;
}

/**
 * Plans the prevention of a damage event (CR 615, 616.1): first the prevention effects of
 * `chosen`, in the order the affected player chose them, then, as long as the effects that still
 * apply all lead to the same result, the earliest of them. Stops at a choice the affected player
 * must make, or when no damage or no effect is left. Records in `planned` what the plan uses of
 * each shield. `caps` limits what a shield may prevent of this event: its share among damage from
 * several sources at once (CR 615.7).
 */
export function planPrevention(state: GameState, e: DamageEvent, chosen: readonly number[], planned: PlannedPrevention = new Map(), caps?: ReadonlyMap<number, number>): PreventionPlan {
  const steps: PreventionStep[] = [];
  let left = e.amount;
  let to = e.to;
  const used = new Set<number>();
  let statics = staticPrevention(state, e);
  let redirects = [...staticRedirection(state, to), ...resolvedRedirection(state, e.source, to)];
  let ruled = rulePrevention(state, e.source, to);
  const doublers = damageDoublers(state, e.source, to);
  // the static prevention that follows the damage wherever a redirection sends it, found when asked
  let wherever: ReadonlySet<number> | null = null;
  const isDoubler = (r: ReplacementEffect): boolean => doublers.some((d) => d.id === r.id);
  const useShield = (r: ReplacementEffect): void => {
    if (isDoubler(r)) {
      // CR 614.1a: it deals double that damage instead; the others are checked against the doubled event (616.1f)
      used.add(r.id);
      left *= 2;
      steps.push({ shield: r.id, prevented: 0, source: r.source, doubles: true });
      return;
    }
    const redirect = redirects.find((x) => x.effect.id === r.id);
    if (redirect) {
      // CR 614.9: the damage is dealt to the new recipient instead, and the effects that apply to it are checked (616.1f)
      used.add(r.id);
      to = redirect.redirectTo;
      steps.push({ shield: r.id, prevented: 0, source: r.source, redirectTo: to });
      statics = staticPrevention(state, { ...e, to });
      redirects = [...staticRedirection(state, to), ...resolvedRedirection(state, e.source, to)].filter((x) => !used.has(x.effect.id));
      ruled = rulePrevention(state, e.source, to);
      return;
    }
    if (ruled && r.id === ruled.effect.id) {
      // CR 702.16e: the rule prevents all of it
      used.add(r.id);
      steps.push({ shield: r.id, prevented: left, source: null, rule: ruled.rule });
      left = 0;
      return;
    }
    const room = shieldLeft(r, planned, caps);
    const prevented = room === null ? left : Math.min(left, room);
    used.add(r.id);
    left -= prevented;
    if (r.amount !== null) planned.set(r.id, (planned.get(r.id) ?? 0) + prevented);
    steps.push({ shield: r.id, prevented, source: r.source });
  };
  // CR 616.1f: after one is applied, the others are checked again against the modified event
  const applicable = (): ReplacementEffect[] => [...state.replacements, ...statics, ...redirects.map((x) => x.effect), ...doublers.map((d) => ({ ...d, affected: to })), ...(ruled ? [ruled.effect] : [])].filter((r) => {
    if (r.kind !== 'preventDamage' || used.has(r.id) || !sameRef(r.affected, to)) return false;
    const room = shieldLeft(r, planned, caps);
    return room === null || room > 0;
  });
  for (const id of chosen) {
    if (left <= 0) break;
    const r = applicable().find((x) => x.id === id);
    if (r) useShield(r);
  }
  while (left > 0) {
    const options = applicable();
    if (options.length === 0) break;
    // effects with the same amount left and the same duration give the same result: one choice
    const isRedirect = (r: ReplacementEffect): boolean => redirects.some((x) => x.effect.id === r.id);
    // two doublers give the same result in either order; a doubler and a prevention effect may not,
    // but for one that prevents all of it (protection, 702.16e; Respite, Ghostly Possession, 615.1),
    // which leaves nothing either way: doubled first, all of the doubled damage is prevented
    const preventsAll = (r: ReplacementEffect): boolean => !isRedirect(r) && shieldLeft(r, planned, caps) === null;
    // a redirection and a prevention of all of the damage whoever it is dealt to (Respite's; Ghostly
    // Possession's of the damage its creature deals) leave nothing either way: redirected first, the
    // damage is prevented where it goes (CR 614.9, 616.1f)
    const follows = (q: ReplacementEffect, r: ReplacementEffect): boolean =>
      isRedirect(r) && (wherever ??= new Set(staticPrevention(state, e, false).map((x) => x.id))).has(q.id);
    // two redirections of this damage to the same recipient: whichever applies first, the other no
    // longer applies to it (two Kor Chants protecting one creature with the same other creature)
    const redirectedTo = (r: ReplacementEffect): Ref | undefined => redirects.find((x) => x.effect.id === r.id)?.redirectTo;
    const sameRedirect = (q: ReplacementEffect, r: ReplacementEffect): boolean => {
      const a = redirectedTo(q);
      const b = redirectedTo(r);
      return a !== undefined && b !== undefined && sameRef(a, b);
    };
    const same = (q: ReplacementEffect, r: ReplacementEffect): boolean =>
      isDoubler(q) || isDoubler(r) ? (isDoubler(q) || preventsAll(q)) && (isDoubler(r) || preventsAll(r)) :
      follows(q, r) || follows(r, q) || sameRedirect(q, r) ||
      !isRedirect(q) && !isRedirect(r) && shieldLeft(q, planned, caps) === shieldLeft(r, planned, caps)
      // two "prevent all" effects prevent the same and use up nothing, however long each lasts (a rule's
      // prevention, Respite's, Ghostly Possession's); two shields of one amount differ in what is left
      // of which for later damage unless they last as long (CR 615.7, 616.1)
      && (shieldLeft(q, planned, caps) === null || sameDuration(q.duration, r.duration));
    const distinct = options.filter((r, i) => !options.slice(0, i).some((q) => same(q, r)));
    if (distinct.length > 1) return { steps, left, to, choice: distinct };
    useShield(options[0] as ReplacementEffect);
  }
  return { steps, left, to, choice: null };
}

/**
 * Whether the only prevention effects that may apply to a combat damage event are shields that
 * prevent a number of damage (CR 615.7): no "prevent all", no static prevention and no redirection.
 */
export function onlyShieldsApply(state: GameState, e: { source: ObjectId; to: Ref; amount: number }): boolean {
  if (state.replacements.some((r) => r.kind === 'preventDamage' && r.amount === null && sameRef(r.affected, e.to))) return false;
  return rulePrevention(state, e.source, e.to) === null && staticPrevention(state, { ...e, combat: true }).length === 0 && staticRedirection(state, e.to).length === 0 && damageDoublers(state, e.source, e.to).length === 0 && resolvedRedirection(state, e.source, e.to).length === 0;
}

/** The player who chooses the order of replacement effects on an event affecting `to` (CR 616.1). */
export function affectedChooser(state: GameState, to: Ref): PlayerId {
  return 'player' in to ? to.player : characteristics(state, to.object).controller;
}

/**
 * The options of a choice among prevention effects, for display: what each one prevents and its
 * source; a static redirection also names the permanent it deals the damage to, so that two of them
 * from permanents of the same name (two Protectors of the Crown, CR 616.1) can be told apart.
 */
export function shieldOptions(state: GameState, shields: readonly ReplacementEffect[]): ChoiceOption[] {
  return shields.map((r) => {
    const redirectKind = r.id < 0 && r.source !== null ? definitionOf(obj(state, r.source))?.statics?.find((st) => st.kind === 'redirectDamageToAttached' || st.kind === 'redirectDamageToSelf' || st.kind === 'doubleCreatureDamage')?.kind : undefined;
    const resolved = r.id >= 0 && state.replacements.some((x) => x.id === r.id && x.kind === 'redirectDamage');
    if (isRulePrevention(r)) return { label: `prevent all damage (protection${'object' in r.affected ? ` of ${obj(state, r.affected.object).card} (#${r.affected.object})` : ''})` };
    const what = resolved ? 'deal the damage to another creature instead' : redirectKind === 'doubleCreatureDamage' ? 'deal double that damage instead' : redirectKind === 'redirectDamageToAttached' ? 'deal the damage to the enchanted creature instead' : redirectKind === 'redirectDamageToSelf' ? 'deal the damage to it instead' : r.id < 0 ? 'prevent all combat damage' : r.amount === null ? 'prevent all damage' : `prevent the next ${r.amount} damage`;
    if (r.source === null) return { label: what };
    const attached = obj(state, r.source).attachedTo;
    const to = redirectKind === 'redirectDamageToSelf' ? r.source : redirectKind === 'redirectDamageToAttached' && attached !== null && 'object' in attached ? attached.object : null;
    return { label: `${what} (${obj(state, r.source).card})${to === null ? '' : `: ${obj(state, to).card} (#${to})`}` };
  });
}

/**
 * Applies a planned prevention to `amount` damage from `source` to `to` (CR 615.6–615.7): each shield
 * prevents its part, shields with an amount are used up by what they prevent, and each prevention
 * is logged with the rule that orders them when a choice made the order (CR 616.1).
 */
export function applyPrevention(state: GameState, source: ObjectId, to: Ref, amount: number, steps: readonly PreventionStep[]): void {
  let now = to;
  let left = amount;
  for (const step of steps) {
    if (step.doubles) {
      left *= 2;
      emit(state, { type: 'doubleDamage', rule: '701.10g', object: source, amount: left, ...(step.source === null ? {} : { card: obj(state, step.source).card }), ...('player' in now ? { toPlayer: now.player } : { to: now.object }) });
      continue;
    }
    if (step.redirectTo) {
      // the event names the player the damage would have been dealt to and the permanent it is dealt to instead
      const by = step.source === null ? {} : { card: obj(state, step.source).card };
      const from = 'player' in now ? { toPlayer: now.player } : {};
      now = step.redirectTo;
      emit(state, { type: 'redirectDamage', rule: '614.9', object: source, amount: left, ...by, ...from, ...('object' in now ? { to: now.object } : {}) });
      continue;
    }
    if (step.prevented <= 0) continue;
    left -= step.prevented;
    const r = state.replacements.find((x) => x.id === step.shield);
    if (r?.amount !== null && r?.amount !== undefined) r.amount -= step.prevented;
    const by = step.shield < 0 && step.source !== null ? { card: obj(state, step.source).card } : {};
    emit(state, { type: 'preventDamage', rule: step.rule ?? '615.1', object: source, amount: step.prevented, ...by, ...('player' in now ? { toPlayer: now.player } : { to: now.object }) });
  }
  if (steps.length > 0) state.replacements = state.replacements.filter((r) => r.kind !== 'preventDamage' || r.amount === null || r.amount > 0);
}

/**
 * Regenerates a permanent about to be destroyed, if a regeneration shield applies (CR 701.19a–c):
 * instead it is tapped, all damage is removed from it, and it is removed from combat. Returns
 * whether the destruction was replaced.
 */
export function regenerate(state: GameState, id: ObjectId): boolean {
  const at = state.replacements.findIndex((r) => r.kind === 'regenerate' && 'object' in r.affected && r.affected.object === id);
  if (at < 0) return false;
  state.replacements.splice(at, 1);
  const o = mutableObject(state, id);
  o.tapped = true;
  o.damage = 0;
  o.deathtouched = false;
  emit(state, { type: 'regenerate', rule: '701.19a', object: id, card: o.card });
  // CR 701.19a: all its damage, also what a format keeps its own way (Magic Tech's structure damage)
  for (const m of modulesWith(state, 'damageRemoved')) m.damageRemoved(state, id);
  // CR 701.19a, 506.4: out of every block too, so a creature it blocked or that blocked it deals it no combat damage
  removeFromCombat(state, id);
  return true;
}

/** Ends the replacement effects whose duration is over (CR 514.2). */
export function endReplacements(state: GameState, over: (d: Duration) => boolean): void {
  if (state.replacements.length === 0) return;
  const kept = state.replacements.filter((r) => !over(r.duration));
  if (kept.length !== state.replacements.length) state.replacements = kept;
}
