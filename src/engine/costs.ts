/**
 * Paying costs (CR 118, 601.2g–h, 602.2b): mana from the pool and from mana abilities the engine
 * activates by a canonical plan, {T}, sacrifice and life.
 *
 * @module
 */
import type { ActivatedDef, Cost, Effect } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { moveObject, obj } from '../zones/zones.js';
import { commandZoneMayGrantActivated, grantedActivatedAbilities, ownActivatedAbilities, triggersOn } from './abilities.js';
import { cardFeature, objectsWithFeature } from './card-features.js';
import { changeRecordOf, characteristics, characteristicsMark, definitionOf, objectsGeneration, selfReadingSources, zoneContentsGeneration, type Generation } from './characteristics.js';
import { check } from './errors.js';
import { discard, loseLife, sacrifice, takeCounters, tap } from './game-actions.js';
import { planFewestPermanents } from './fewest-permanents.js';
import { handDemand, keepHandColors } from './hand-keeping.js';
import { emit } from './log.js';
import { isLand, landManaBonus, landManaOfTypeProduced, resolveLandManaTriggers } from './triggered-mana.js';
import { canPay, COLORS, emptyPool, parseManaCost, payFromPool, planPayment, tapCost, tieBreak, type ManaCost, type ManaSource, type ManaType, type PaymentPlan } from './mana.js';
import { mutableObject, objectChangedBeyondStatusSince, objectChangedSince, type ChangeRecord } from './working-copy.js';
import { matchesFilter } from './targets.js';

/**
 * Whether a permanent's {T} abilities can be used now: untapped, and for a creature, under its
 * controller's control since their most recent turn began or with haste (CR 302.6).
 */
export function canTapForCost(state: GameState, id: ObjectId): boolean {
  const o = obj(state, id);
  if (o.tapped) return false;
  if (!o.sick) return true;
  const c = characteristics(state, id);
  return !c.types.includes('Creature') || c.keywords.includes('haste');
}

/** The types of mana an `addMana` step may make for a source and its controller (CR 106.1). */
export function manaTypesOf(mana: Extract<Effect, { do: 'addMana' }>['mana'], state: GameState, source: ObjectId, controller: PlayerId): ManaType[] {
  if (mana === 'anyColor' || mana === 'anyCombination') return [...COLORS];
  // the type a land produced is known only to the triggered mana ability of its tapping (CR 605.4a)
  if (mana === 'typeProduced') return [];
  return typeof mana === 'function' ? [...mana(state, source, controller)] : [...mana];
}

/**
 * Whether an ability is a mana ability of its own (not one it grants) whose only cost is {T} and
 * whose one effect adds a fixed amount of mana to its controller: the kind the payment planner taps
 * a permanent by.
 */
export function isTapForMana(ab: ActivatedDef): boolean {
  const c = ab.cost;
  if (!ab.mana || ab.grantedTo || !c.tap || c.mana || c.sacrificeSelf || c.payLife || c.discardSelf || c.sacrifice || c.removeCounters || c.exileFromHand || c.loyalty !== undefined) return false;
  const e = ab.effects[0];
  return ab.effects.length === 1 && e !== undefined && e.do === 'addMana' && typeof e.amount === 'number' && e.byChosenPlayer !== true;
}

/** A mana ability {@link isTapForMana} that makes mana of some type now, as a planner source. */
function simpleManaSource(def: ActivatedDef, state: GameState, id: ObjectId, controller: PlayerId): { produces: readonly ManaType[]; amount: number } | null {
  if (!isTapForMana(def)) return null;
  const e = def.effects[0] as Extract<Effect, { do: 'addMana' }>;
  // a fixed list of types is the definition's own, read and never changed: not copied
  const produces = Array.isArray(e.mana) ? (e.mana as readonly ManaType[]) : manaTypesOf(e.mana, state, id, controller);
  return produces.length > 0 ? { produces, amount: e.amount as number } : null;
}

/**
 * A planner source of the engine: a mana ability of a permanent (`id` is the permanent), or, with
 * `bonusOf`, one additional mana of any color a triggered mana ability adds as that land is tapped
 * for mana (CR 605.1b, Regal Behemoth). Such a source has an id of its own below zero; using it
 * means tapping its land.
 */
export interface PermanentManaSource extends ManaSource {
  /** The land whose tapping adds this mana. */
  bonusOf?: ObjectId;
  /**
   * The other ways the planner may tap this permanent for mana: its {T} mana abilities that add
   * another amount (Elvish Aberration's {G}{G}{G} beside the one mana of any color Secrets of
   * Paradise grants it), each making any of its types. Tapped once, it makes one of them (CR 106.12).
   */
  alternatives?: readonly ManaWay[];
  /**
   * Of a land's own source: the mana of the type it produced that triggered mana abilities add as it
   * is tapped (CR 605.1b, Mirari's Wake), counted in `amount` since it is always of the land's type.
   */
  ofTypeProduced?: number;
}

/** One way of tapping a permanent for mana: the types it could make, and how much. */
export interface ManaWay {
  /** The types it could make. */
  produces: readonly ManaType[];
  /** How much mana it makes. */
  amount: number;
}

/** Where mana sources by player are kept on an objects generation (see objectsGeneration). */
const SOURCES = Symbol('manaSources');

/** Where mana sources by player are kept from one objects generation to the next, on the characteristics mark. */
const KEPT = Symbol('manaSourcesKept');

/**
 * A player's mana sources as found when the state's recorded changes were `at` (see `ChangeRecord`),
 * with what they were found from besides the objects: kept on the characteristics mark, so that
 * while the mark stays, no candidate permanent of the player has changed since (tapped, untapped or
 * anything else of its own), no other candidate beyond its status (so its controller is the same),
 * the battlefield and the command zone hold the same objects and the effects are the same, they are
 * the sources found afresh (see {@link keptSources}).
 */
interface KeptSources {
  at: number;
  zoneContents: Generation;
  /** The candidates then (see `HAS_MANA_ABILITY`), in the battlefield's order. */
  candidates: readonly ObjectId[];
  effects: GameState['effects'];
  effectsLength: number;
  sources: PermanentManaSource[];
}

/**
 * The mana abilities a player could activate now to pay a cost, as planner sources (CR 605), and the
 * additional mana of any color triggered mana abilities add as each of their lands is tapped (CR
 * 605.1b), each as a source of its own, listed last and led by the land's own color, so that a
 * canonical payment makes it that color unless another one is needed. The list may be shared with
 * other callers: do not change it.
 */
export function manaSources(state: GameState, player: PlayerId): PermanentManaSource[] {
  const generation = objectsGeneration(state);
  if (generation === null) return findManaSources(state, player);
  const byPlayer = (generation[SOURCES] ??= []) as PermanentManaSource[][];
  return (byPlayer[player] ??= keptSources(state, player));
}

/**
 * The player's mana sources as {@link findManaSources} finds them, kept from one objects generation
 * to the next (see {@link KeptSources}) where every source is found from its own permanent alone:
 * the candidates are those whose cards have mana abilities, none of them a source of statics that may
 * read anything (`selfReadingSources`), no card of the command zone may grant activated abilities,
 * no triggered mana ability adds mana as a land is tapped (its condition may read anything, CR
 * 605.1b), and no mana ability's types are computed from the state (Paliano, the High City). What a
 * candidate's characteristics depend on apart from itself (static sources, effects, anything outside
 * the objects, see `derivedDataChanged`) replaces the mark as it changes.
 */
function keptSources(state: GameState, player: PlayerId): PermanentManaSource[] {
  const mark = characteristicsMark(state);
  const record = mark === null ? null : changeRecordOf(state);
  const zoneContents = zoneContentsGeneration(state);
  if (mark === null || record === null || zoneContents === null) return findManaSources(state, player);
  const byPlayer = (mark[KEPT] ??= []) as (KeptSources | undefined)[];
  const kept = byPlayer[player];
  const candidates = objectsWithFeature(state, 'battlefield', HAS_MANA_ABILITY);
  if (kept !== undefined && kept.effects === state.effects && kept.effectsLength === state.effects.length && sameZoneContents(state, kept, zoneContents, candidates) && !sourcesChangedSince(state, player, record, candidates, kept.at)) {
    kept.at = record.changes;
    kept.zoneContents = zoneContents;
    kept.candidates = candidates;
    return kept.sources;
  }
  const at = record.changes;
  const sources = findManaSources(state, player);
  byPlayer[player] = foundFromOwnPermanents(state, candidates) ? { at, zoneContents, candidates, effects: state.effects, effectsLength: state.effects.length, sources } : undefined;
  return sources;
}

/**
 * Whether the battlefield and the command zone hold what the kept sources were found from, as far as
 * they read it: the same objects, or the same candidates while the sources are still found from
 * their own permanents alone (a permanent without mana abilities came or went: had it statics, the
 * mark would be another, CR 613).
 */
function sameZoneContents(state: GameState, kept: KeptSources, zoneContents: Generation, candidates: readonly ObjectId[]): boolean {
  if (kept.zoneContents === zoneContents) return true;
  const before = kept.candidates;
  if (before.length !== candidates.length) return false;
  for (let i = 0; i < before.length; i++) if (before[i] !== candidates[i]) return false;
  return foundFromOwnPermanents(state, candidates);
}

/**
 * Whether any of the candidates has changed since the record's `changes` was `count` in a way that
 * may change `player`'s sources: any change of one of theirs (tapped or untapped, summoning sickness:
 * see `mutableStatus`), and a change beyond its status of another player's (its controller may have
 * changed with it).
 */
function sourcesChangedSince(state: GameState, player: PlayerId, record: ChangeRecord, candidates: readonly ObjectId[], count: number): boolean {
  for (let i = 0; i < candidates.length; i++) {
    const id = candidates[i] as ObjectId;
    if (objectChangedBeyondStatusSince(record, id, count)) return true;
    if (objectChangedSince(record, id, count) && characteristics(state, id).controller === player) return true;
  }
  return false;
}

/** Whether the mana sources of every player are found now from the `candidates`' own permanents alone (see {@link keptSources}). */
function foundFromOwnPermanents(state: GameState, candidates: readonly ObjectId[]): boolean {
  if (commandZoneMayGrantActivated(state) || landTypesSet(state)) return false;
  if (objectsWithFeature(state, 'battlefield', LAND_MANA_TRIGGER).length > 0 || objectsWithFeature(state, 'battlefield', MANA_OF_STATE).length > 0) return false;
  const selfReading = selfReadingSources(state);
  for (const id of selfReading) if (candidates.includes(id)) return false;
  return true;
}

/** The feature of a card whose triggered mana abilities add mana as a land is tapped for mana (CR 605.1b). */
const LAND_MANA_TRIGGER = triggersOn('tapsLandForMana');

/** The feature of a card with a mana ability whose types of mana are computed from the state. */
const MANA_OF_STATE = cardFeature('has a mana ability making types read from the state', (def) => def.activated?.some((ab) => ab.mana === true && ab.effects.some((e) => e.do === 'addMana' && typeof e.mana === 'function')) === true);

/** Whether an effect sets the land type of some permanent now (CR 305.7: it has that type's mana ability). */
function landTypesSet(state: GameState): boolean {
  return state.effects.some((e) => e.change.kind === 'setBasicLandType');
}

/** The feature of a card with a mana ability of its own (not one it grants). */
const HAS_MANA_ABILITY = cardFeature('has a mana ability', (def) => def.activated?.some((ab) => ab.mana && !ab.grantedTo) === true);

/** How the payment planner taps a permanent for mana: see {@link plannerManaAbilities}. */
export interface PlannerManaAbilities {
  /** The abilities of the first amount, which make its source. */
  abilities: ActivatedDef[];
  /** The types they make. */
  produces: readonly ManaType[];
  /** How much one of them makes. */
  amount: number;
  /** The other ways of tapping it, one per other amount. */
  alternatives?: ManaWay[];
  /** The abilities of those other amounts (Elvish Aberration's granted "{T}: Add one mana of any color"). */
  alternativeAbilities?: ActivatedDef[];
}

/**
 * How the payment planner taps a permanent for mana (CR 605): by its mana abilities whose only cost
 * is {T} and that make a fixed amount of mana, the amount of the first of them (its own abilities
 * first, then granted ones), as one source making any type one of them makes; null if it has none.
 * Those that add another amount are its `alternatives`, one way of tapping it per amount (CR 601.2g,
 * 605.3a: the player may activate any of them to pay). In the `automatic` setting all of them, of
 * every amount, are no listed actions (see `GameSettings.manaAbilities`).
 */
export function plannerManaAbilities(state: GameState, id: ObjectId, controller: PlayerId): PlannerManaAbilities | null {
  const def = definitionOf(obj(state, id));
  const granted = grantedActivatedAbilities(state, id);
  if (!def?.activated && granted.length === 0 && !characteristics(state, id).intrinsicOnly) return null;
  let found: PlannerManaAbilities | null = null;
  // its card's, or for a land whose land type an effect set, its intrinsic mana abilities (CR 305.7)
  const own = ownActivatedAbilities(state, id);
  for (let i = 0; i < own.length + granted.length; i++) {
    const ab = (i < own.length ? own[i] : granted[i - own.length]) as ActivatedDef;
    const s = simpleManaSource(ab, state, id, controller);
    if (!s) continue;
    if (found === null) found = { abilities: [ab], produces: s.produces, amount: s.amount };
    else if (s.amount === found.amount) {
      found.abilities.push(ab);
      const have = found.produces;
      const more = s.produces.filter((t) => !have.includes(t));
      if (more.length > 0) found.produces = [...have, ...more];
    } else {
      (found.alternativeAbilities ??= []).push(ab);
      const ways = (found.alternatives ??= []);
      const same = ways.find((w) => w.amount === s.amount);
      if (same === undefined) ways.push({ produces: s.produces, amount: s.amount });
      else same.produces = [...same.produces, ...s.produces.filter((t) => !same.produces.includes(t))];
    }
  }
  return found;
}

/**
 * The activated abilities of a permanent's own, used on the battlefield, other than the plain {T}
 * mana abilities the planner taps it by (Throne of the High City's, Rogue's Passage's, Shimmering
 * Grotto's filter): tapping it for mana may cost its player those.
 */
function otherAbilities(state: GameState, id: ObjectId): readonly ActivatedDef[] {
  const own = ownActivatedAbilities(state, id);
  // most mana sources have none: no list is made for them
  return own.some(isOtherAbility) ? own.filter(isOtherAbility) : NO_ABILITIES;
}

/** Whether an activated ability of a permanent's own is one of its {@link otherAbilities}. */
function isOtherAbility(ab: ActivatedDef): boolean {
  return !ab.fromHand && !ab.grantedTo && !isTapForMana(ab);
}

const NO_ABILITIES: readonly ActivatedDef[] = [];

/**
 * The sources of a payment with the weight of each one's other uses for the planner
 * (`ManaSource.otherUses`): each of its {@link otherAbilities} counts once, and once more if its
 * player could pay its costs now (CR 602.2b, 118.3), its mana from the payment's other sources
 * (timing and the pool aside). So Quicksand, whose ability costs no mana, weighs more than Rogue's
 * Passage beside three other lands, which could not pay its {4}, and Rogue's Passage beside four as
 * much as Quicksand. `sources` itself when fewer than two have other uses, as most boards: one
 * source with some is tapped after those with none whatever they weigh.
 */
function withOtherUsesWeighed(state: GameState, player: PlayerId, sources: readonly PermanentManaSource[]): readonly PermanentManaSource[] {
  let withUses = 0;
  for (const s of sources) if (s.otherUses !== undefined) withUses++;
  if (withUses < 2) return sources;
  return sources.map((source) => {
    if (source.otherUses === undefined) return source;
    const others = sources.filter((s) => s.id !== source.id && s.bonusOf !== source.id);
    let weight = 0;
    for (const ab of otherAbilities(state, source.id)) weight += canPayOtherCosts(state, player, source.id, ab.cost) && canPay(emptyPool(), others, manaPart(ab.cost), 0) ? 2 : 1;
    return { ...source, otherUses: weight };
  });
}

/** Lists the sources {@link manaSources} keeps. */
function findManaSources(state: GameState, player: PlayerId): PermanentManaSource[] {
  const out: PermanentManaSource[] = [];
  const bonuses: PermanentManaSource[] = [];
  let bonus: number | null = null;
  let ofTypeProduced: number | null = null;
  // unless the command zone may grant mana abilities, only permanents whose cards have them are sources
  // and a land whose land type an effect set to a basic one has that type's mana ability (CR 305.7)
  const candidates = commandZoneMayGrantActivated(state) || landTypesSet(state) ? state.battlefield : objectsWithFeature(state, 'battlefield', HAS_MANA_ABILITY);
  for (const id of candidates) {
    const o = obj(state, id);
    if (o.tapped) continue;
    // another player's permanent is no source of this player's: told before its abilities are looked at
    const c = characteristics(state, id);
    // one that lost all abilities may still have mana abilities granted after the loss (CR 613.7)
    if (c.controller !== player || !(c.hasAbilities || c.intrinsicOnly || commandZoneMayGrantActivated(state))) continue;
    const s = plannerManaAbilities(state, id, player);
    if (!s || !canTapForCost(state, id)) continue;
    const same = c.types.includes('Land') ? (ofTypeProduced ??= landManaOfTypeProduced(state, player)) : 0;
    const source: PermanentManaSource = same > 0 ? { id, produces: s.produces, amount: s.amount + same, ofTypeProduced: same } : { id, produces: s.produces, amount: s.amount };
    if (s.alternatives !== undefined) {
      source.alternatives = s.alternatives.map((w) => ({ produces: w.produces, amount: w.amount + same }));
      // weighed by every type it could make, whichever way it is tapped
      source.couldMake = s.alternatives.reduce<readonly ManaType[]>((all, w) => [...all, ...w.produces.filter((t) => !all.includes(t))], s.produces);
    }
    // what its other uses weigh, without their costs: those are weighed as a payment is planned (withOtherUsesWeighed)
    const others = otherAbilities(state, id).length;
    if (others > 0) source.otherUses = others;
    out.push(source);
    const extra = c.types.includes('Land') ? (bonus ??= landManaBonus(state, player)) : 0;
    if (extra === 0) continue;
    const own: ManaType[] = s.produces.filter((t) => t !== 'C');
    const produces = [...own, ...COLORS.filter((t) => !own.includes(t))];
    for (let i = 0; i < extra; i++) bonuses.push({ id: -1 - bonuses.length, produces, amount: 1, bonusOf: id });
  }
  return bonuses.length === 0 ? out : [...out, ...bonuses];
}

/**
 * The planner sources a payment may use: all of the player's ({@link manaSources}) but those of the
 * permanent `exclude` (tapped as part of the cost), or, when the action names a `payment`, only the
 * permanents it names (and the additional mana their tapping adds). Throws a RulesError, changing
 * nothing, for a payment that names a permanent twice or one whose mana the planner can't use now.
 */
export function paymentSources(state: GameState, player: PlayerId, exclude: ObjectId | null, payment?: readonly ObjectId[]): PermanentManaSource[] {
  const all = manaSources(state, player);
  if (payment === undefined) return exclude === null ? all : withoutPermanent(all, exclude);
  check(Array.isArray(payment) && payment.every((id) => Number.isInteger(id)), 'malformed', 'payment must be a list of permanent ids');
  check(new Set(payment).size === payment.length, 'malformed', 'payment names a permanent twice');
  for (const id of payment) {
    check(id !== exclude && all.some((s) => s.id === id), 'illegal', `payment: permanent ${id} is no untapped source of mana you could tap for this payment`, '605.3a');
  }
  return all.filter((s) => payment.includes(s.bonusOf ?? s.id));
}

/**
 * Whether a player can pay a mana cost now, from their pool and untapped mana sources. `sources`
 * may pass {@link manaSources} computed once for several checks of the same state, or the sources
 * of a payment the action names ({@link paymentSources}).
 */
export function canPayMana(state: GameState, player: PlayerId, cost: ManaCost, x: number, exclude: ObjectId | null = null, sources?: PermanentManaSource[]): boolean {
  if (cost.length === 0) return true;
  const p = state.players[player];
  if (!p) return false;
  const all = sources ?? manaSources(state, player);
  const usable = exclude === null ? all : withoutPermanent(all, exclude);
  // most boards have no permanent with other ways of being tapped: no choices are made for them
  if (withAlternatives(usable) ? sourceChoices(usable).some((choice) => canPay(p.pool, choice, cost, x)) : canPay(p.pool, usable, cost, x)) return true;
  return paidWithUnplannedMana(state, player, cost, x, usable, exclude);
}

/** Whether some source has {@link PermanentManaSource.alternatives}. */
function withAlternatives(sources: readonly PermanentManaSource[]): boolean {
  for (let i = 0; i < sources.length; i++) if ((sources[i] as PermanentManaSource).alternatives !== undefined) return true;
  return false;
}

/**
 * What a {@link ManaProbe} counts besides the pool and the planner's sources: whether `cost` could be
 * paid once the player has activated mana abilities the planner does not use, none of `exclude`.
 */
export type UnplannedManaTest = (cost: ManaCost, sources: readonly PermanentManaSource[], exclude: ObjectId | null) => boolean;

/**
 * A listing run to find out what mana abilities the planner does not use could open (see
 * `src/engine/unplanned-mana.ts`): the mana abilities are left out of it, and with `unplanned`,
 * {@link canPayMana} for `player` counts their mana too; `bound` is the most mana they could add.
 */
export interface ManaProbe {
  /** The player whose listing it is. */
  player: PlayerId;
  /** The test counting their mana; null for the listing as it is. */
  unplanned: UnplannedManaTest | null;
  /** The most mana they could add. */
  bound: number;
}

/** The probes under way, by the state listed (see {@link withManaProbe}). */
const probes = new WeakMap<GameState, ManaProbe>();

/** How many {@link withManaProbe} calls are under way: with none, no state has a probe and none is looked up. */
let probesUnderWay = 0;

/** Runs `fn` (a listing of `state`) as the probe given, and returns what it returns. */
export function withManaProbe<T>(state: GameState, probe: ManaProbe, fn: () => T): T {
  const outer = probes.get(state);
  probes.set(state, probe);
  probesUnderWay++;
  try {
    return fn();
  } finally {
    probesUnderWay--;
    if (outer === undefined) probes.delete(state);
    else probes.set(state, outer);
  }
}

/** The probe under way for a listing of `state`, if one is. */
export function manaProbeOf(state: GameState): ManaProbe | undefined {
  return probesUnderWay === 0 ? undefined : probes.get(state);
}

/** The most mana a probe counts beyond the planner's sources for `player`: 0 outside a probe counting it. */
export function unplannedManaBound(state: GameState, player: PlayerId): number {
  const probe = manaProbeOf(state);
  return probe?.unplanned && probe.player === player ? probe.bound : 0;
}

/**
 * Whether a probe counting the mana of abilities the planner does not use could pay the cost with X
 * = `x` that way (its own test run outside the probe).
 */
function paidWithUnplannedMana(state: GameState, player: PlayerId, cost: ManaCost, x: number, sources: readonly PermanentManaSource[], exclude: ObjectId | null): boolean {
  const probe = manaProbeOf(state);
  if (!probe?.unplanned || probe.player !== player) return false;
  const test = probe.unplanned;
  return outsideManaProbe(state, () => test(withXPaid(cost, x), sources, exclude));
}

/**
 * Runs `fn` with no probe on `state` and returns what it returns: for a test that counts the mana
 * of abilities the planner does not use itself (`couldPayWithManaAbilities`), which a probe must
 * not count a second time with its own idea of which permanents may be tapped.
 */
export function outsideManaProbe<T>(state: GameState, fn: () => T): T {
  const probe = manaProbeOf(state);
  if (probe === undefined) return fn();
  probes.delete(state);
  try {
    return fn();
  } finally {
    probes.set(state, probe);
  }
}

/** The cost with each {X} as X generic mana (CR 107.3). */
export function withXPaid(cost: ManaCost, x: number): ManaCost {
  return cost.some((m) => m.kind === 'X') ? cost.map((m) => (m.kind === 'X' ? { kind: 'generic', amount: x } : m)) : cost;
}

/**
 * The sources but those of the permanent `exclude` (and the additional mana its tapping adds):
 * `sources` itself, not copied, when none is (a permanent that is no untapped mana source).
 */
function withoutPermanent(sources: PermanentManaSource[], exclude: ObjectId): PermanentManaSource[] {
  for (let i = 0; i < sources.length; i++) {
    const s = sources[i] as PermanentManaSource;
    if (s.id === exclude || s.bonusOf === exclude) return sources.filter((t) => t.id !== exclude && t.bonusOf !== exclude);
  }
  return sources;
}

/**
 * The planner sources with each permanent tapped one way (CR 106.12, 601.2g: the player may tap each
 * permanent by any of its mana abilities): every choice of a way for the permanents that have
 * {@link PermanentManaSource.alternatives}, the first ways first. Permanents whose sources are alike
 * (the same ways, amounts and weights: five Elvish Aberrations Secrets of Paradise names) are
 * interchangeable, so only how many of them take each way is chosen, not which: a handful of choices
 * where each permanent's own would be 2^n. `sources` alone when none has any, as on most boards.
 */
function sourceChoices(sources: readonly PermanentManaSource[]): PermanentManaSource[][] {
  const keys: string[] = [];
  const alike: number[][] = [];
  sources.forEach((s, i) => {
    if (s.alternatives === undefined) return;
    const key = JSON.stringify([s.produces, s.amount, s.alternatives, s.couldMake, s.otherUses, s.ofTypeProduced]);
    const at = keys.indexOf(key);
    if (at >= 0) (alike[at] as number[]).push(i);
    else {
      keys.push(key);
      alike.push([i]);
    }
  });
  if (alike.length === 0) return [sources as PermanentManaSource[]];
  let out: PermanentManaSource[][] = [[...sources]];
  for (const members of alike) {
    const first = sources[members[0] as number] as PermanentManaSource;
    const ways: readonly ManaWay[] = [first, ...(first.alternatives as readonly ManaWay[])];
    const next: PermanentManaSource[][] = [];
    for (const choice of out) {
      for (const counts of splitsAmong(members.length, ways.length)) {
        const other = [...choice];
        let m = 0;
        counts.forEach((n, w) => {
          const way = ways[w] as ManaWay;
          for (let k = 0; k < n; k++, m++) {
            const i = members[m] as number;
            if (w > 0) other[i] = { ...(sources[i] as PermanentManaSource), produces: way.produces, amount: way.amount };
          }
        });
        next.push(other);
      }
    }
    out = next;
  }
  return out;
}

/**
 * Every way of splitting `n` alike permanents among `ways` ways of tapping them for mana (how many
 * take each), the most on the first ways first.
 */
export function splitsAmong(n: number, ways: number): number[][] {
  if (ways === 1) return [[n]];
  const out: number[][] = [];
  for (let first = n; first >= 0; first--) for (const rest of splitsAmong(n - first, ways - 1)) out.push([first, ...rest]);
  return out;
}

/**
 * What a plan weighs as the planner does (see `tapCost`): the permanents it taps, each once with
 * the additional mana its tapping adds (CR 605.1b), first by their number, then by their cost.
 */
function planWeight(plan: PaymentPlan, sources: readonly PermanentManaSource[]): readonly [number, number] {
  const tie = tieBreak(sources);
  const tapped = new Set<ObjectId>();
  for (const step of plan.sources) tapped.add(sources.find((s) => s.id === step.id)?.bonusOf ?? step.id);
  let cost = 0;
  for (const id of tapped) cost += tapCost(sources.find((s) => s.id === id) as PermanentManaSource, tie);
  return [tapped.size, cost];
}

/**
 * Pays a mana cost: activates the mana abilities of a canonical plan (CR 601.2g, 605.3a), then
 * pays from the pool (CR 601.2h). With a `payment` (permanent ids, checked beforehand with
 * {@link paymentSources}), the plan uses only those permanents and every one of them is tapped for
 * mana, the mana the cost does not need staying in the pool (CR 106.4). Throws a RulesError if the
 * cost can't be paid.
 */
export function payMana(state: GameState, player: PlayerId, cost: ManaCost, x: number, exclude: ObjectId | null = null, payment?: readonly ObjectId[]): void {
  if (cost.length === 0 && x === 0 && payment === undefined) return;
  const p = state.players[player];
  check(p, 'malformed', `no player ${player}`);
  // CR 601.2g, 106.12: a permanent with {T} mana abilities of different amounts is tapped one way;
  // the way that taps fewest permanents is taken, the first ways first
  let plan: PaymentPlan | null = null;
  let sources: PermanentManaSource[] = [];
  let least: readonly [number, number] = [Infinity, Infinity];
  const choices = sourceChoices(paymentSources(state, player, exclude, payment));
  for (const choice of choices) {
    const found = planWith(state, player, choice, cost, x, payment !== undefined);
    if (found === null) continue;
    if (choices.length === 1) [plan, sources] = [found, choice];
    if (choices.length === 1) break;
    const weight = planWeight(found, choice);
    if (weight[0] < least[0] || (weight[0] === least[0] && weight[1] < least[1])) {
      plan = found;
      sources = choice;
      least = weight;
    }
  }
  check(plan, 'cannotPay', 'the mana cost cannot be paid', '601.2g');
  // the lands and other permanents to tap, with the type each makes and the colors of the additional mana of each land
  const made = new Map<ObjectId, ManaType>();
  const bonusColors = new Map<ObjectId, ManaType[]>();
  for (const step of plan.sources) {
    const src = sources.find((s) => s.id === step.id);
    if (src?.bonusOf === undefined) made.set(step.id, step.type);
    else bonusColors.set(src.bonusOf, [...(bonusColors.get(src.bonusOf) ?? []), step.type]);
  }
  for (const land of bonusColors.keys()) if (!made.has(land)) made.set(land, sources.find((s) => s.id === land)?.produces[0] ?? 'C');
  // the permanents a payment names that the plan does not need are tapped for their first type of mana
  for (const id of payment ?? []) if (!made.has(id)) made.set(id, sources.find((s) => s.id === id)?.produces[0] ?? 'C');
  for (const [id, type] of made) {
    const src = sources.find((s) => s.id === id);
    if (!src) continue;
    tap(state, id);
    const own = src.amount - (src.ofTypeProduced ?? 0);
    p.pool = { ...p.pool, [type]: p.pool[type] + own };
    emit(state, { type: 'activateMana', rule: '605.3a', player, object: id, card: obj(state, id).card, amount: own, detail: type });
    const bonus = isLand(state, id) ? landManaBonus(state, player) : 0;
    if (bonus === 0 && src.ofTypeProduced === undefined) continue;
    // CR 605.4a: the additional mana the plan did not use is made of the land's own color
    const colors = bonusColors.get(id) ?? [];
    const fill: ManaType = type === 'C' ? 'W' : type;
    resolveLandManaTriggers(state, player, [...colors, ...Array<ManaType>(Math.max(0, bonus - colors.length)).fill(fill)], type);
  }
  const left = payFromPool(p.pool, cost, x);
  check(left, 'cannotPay', 'the mana cost cannot be paid', '601.2h');
  p.pool = left;
}

/**
 * The plan of a payment from `sources`, each permanent tapped one way; null if they can't pay. With
 * a payment `named`, any plan of those sources; otherwise what is left to the player is weighed by
 * what its other uses could still do and by the rest of their own hand, and nobody else's (CR 601.2g).
 */
function planWith(state: GameState, player: PlayerId, sources: readonly PermanentManaSource[], cost: ManaCost, x: number, named: boolean): PaymentPlan | null {
  const p = state.players[player] as GameState['players'][number];
  if (named) return planPayment(p.pool, sources, cost, x);
  // additional mana of tapping lands (CR 605.1b, listed last) comes with its land: count permanents tapped
  const bonuses = sources[sources.length - 1]?.bonusOf !== undefined;
  const weighed = withOtherUsesWeighed(state, player, sources);
  const plan = bonuses ? planFewestPermanents(p.pool, weighed, cost, x) : planPayment(p.pool, weighed, cost, x);
  const hand: ManaCost[] = [];
  for (const id of p.hand) hand.push(handCardCost(state, id));
  const demand = handDemand(hand);
  return plan !== null && demand !== null ? keepHandColors(p.pool, weighed, cost, x, plan, demand) : plan;
}

/**
 * The mana cost of a card in hand (CR 202.1): its card's, as its characteristics have it, read
 * without computing the rest of them (a card without a definition, a Mental Magic one, by them).
 */
function handCardCost(state: GameState, id: ObjectId): ManaCost {
  const o = obj(state, id);
  return (o.faceDown ? undefined : definitionOf(o)?.manaCost) ?? characteristics(state, id).manaCost;
}

/** Whether the non-mana parts of a cost can be paid now (CR 118.3). */
export function canPayOtherCosts(state: GameState, player: PlayerId, source: ObjectId, cost: Cost): boolean {
  if (cost.tap && !canTapForCost(state, source)) return false;
  if (cost.exileFromHand && (state.players[player]?.hand.length ?? 0) === 0) return false;
  if (cost.discardSelf && !(state.players[player]?.hand.includes(source) ?? false)) return false;
  if (cost.sacrifice && !hasSacrificeOption(state, player, source, cost)) return false;
  if (cost.removeCounters && (obj(state, source).counters[cost.removeCounters.counter] ?? 0) < cost.removeCounters.amount) return false;
  if (cost.payLife !== undefined && (state.players[player]?.life ?? 0) < cost.payLife) return false;
  // CR 606.6: a negative loyalty cost needs at least that many loyalty counters
  if (cost.loyalty !== undefined && cost.loyalty < 0 && (obj(state, source).counters.loyalty ?? 0) < -cost.loyalty) return false;
  return true;
}

/** Whether a permanent could be sacrificed for a cost of "Sacrifice a creature" the cost has (CR 602.2b). */
function sacrificeable(state: GameState, player: PlayerId, source: ObjectId, sacrifice: NonNullable<Cost['sacrifice']>): (id: ObjectId) => boolean {
  const filter = { ...sacrifice, controller: undefined };
  return (id) => characteristics(state, id).controller === player && matchesFilter(state, id, filter, player, source);
}

/** The permanents a player could sacrifice for a cost of "Sacrifice a creature" (CR 602.2b); empty when the cost has none. */
export function sacrificeCostOptions(state: GameState, player: PlayerId, source: ObjectId, cost: Cost): ObjectId[] {
  return cost.sacrifice ? state.battlefield.filter(sacrificeable(state, player, source, cost.sacrifice)) : [];
}

/** Whether {@link sacrificeCostOptions} has any option, found without listing them all. */
function hasSacrificeOption(state: GameState, player: PlayerId, source: ObjectId, cost: Cost): boolean {
  return cost.sacrifice !== undefined && state.battlefield.some(sacrificeable(state, player, source, cost.sacrifice));
}

/**
 * Pays the non-mana parts of a cost: {T}, life, loyalty, a card exiled from hand, counters removed
 * from the source, sacrifice of the source or of the permanent named, discarding the source from
 * hand (CR 602.2b).
 */
export function payOtherCosts(state: GameState, player: PlayerId, source: ObjectId, cost: Cost, exiled?: ObjectId, sacrificed?: ObjectId): void {
  if (cost.tap) tap(state, source);
  if (cost.exileFromHand && exiled !== undefined) moveObject(state, exiled, 'exile', { rule: '602.2b' });
  if (cost.payLife) loseLife(state, player, cost.payLife, '119.4');
  if (cost.loyalty !== undefined) payLoyalty(state, source, cost.loyalty);
  if (cost.removeCounters) {
    const { counter, amount } = cost.removeCounters;
    const o = mutableObject(state, source);
    takeCounters(o, counter, amount);
    emit(state, { type: 'removeCounters', rule: '602.2b', object: source, amount, detail: counter });
  }
  if (cost.sacrificeSelf) sacrifice(state, source);
  if (cost.sacrifice && sacrificed !== undefined) sacrifice(state, sacrificed);
  if (cost.discardSelf) {
    // CR 701.9, 702.29a: the card is discarded
    discard(state, player, source);
  }
}

/**
 * Pays a loyalty cost (CR 606.4): puts loyalty counters on the planeswalker or removes them, and
 * remembers that a loyalty ability of it was activated this turn (CR 606.3).
 */
function payLoyalty(state: GameState, source: ObjectId, loyalty: number): void {
  const o = mutableObject(state, source);
  o.counters.loyalty = (o.counters.loyalty ?? 0) + loyalty;
  o.loyaltyTurn = state.turn.number;
  emit(state, { type: loyalty >= 0 ? 'counters' : 'removeCounters', rule: '606.4', object: source, amount: Math.abs(loyalty), detail: 'loyalty' });
}

const parsedCosts = new WeakMap<Cost, ManaCost>();

/** The mana part of a cost without mana: one array, so that what the planner compiles of it is kept. */
const NO_MANA: ManaCost = Object.freeze([]);

/** The parsed mana part of a cost (parsed once per cost definition). */
export function manaPart(cost: Cost): ManaCost {
  if (!cost.mana) return NO_MANA;
  let parsed = parsedCosts.get(cost);
  if (!parsed) parsedCosts.set(cost, (parsed = parseManaCost(cost.mana)));
  return parsed;
}
