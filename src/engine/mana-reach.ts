/**
 * What a player could pay once they have activated mana abilities the payment planner does not use
 * (CR 605.3a: a player asked to pay a cost that includes mana may activate mana abilities first):
 * Treasonous Ogre's life, Spectral Searchlight's mana for themselves, Mirrodin's Core's charge
 * counters, Shimmering Grotto's and Selvala, Heart of the Wilds' mana paid for with mana. A decision
 * built one action at a time (a declaration of attackers, CR 508.1h–j) asks this of what it could
 * still become; the payment itself stays the planner's, with the mana these abilities put in the pool.
 *
 * @module
 */
import type { ActivatedDef, Effect } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { obj } from '../zones/zones.js';
import { commandZoneMayGrantActivated, grantedActivatedAbilities, ownActivatedAbilities } from './abilities.js';
import { cardFeature, objectsWithFeature } from './card-features.js';
import { characteristics } from './characteristics.js';
import { canPayMana, canPayOtherCosts, isTapForMana, manaPart, manaTypesOf, outsideManaProbe, paymentSources, plannerManaAbilities, splitsAmong, withXPaid, type PermanentManaSource } from './costs.js';
import { canPay, COLORS, formatManaCost, type ManaCost, type ManaPool, type ManaSource, type ManaType } from './mana.js';
import { amountOf } from './resolve.js';
import { isLand, landManaBonus, landManaOfTypeProduced } from './triggered-mana.js';
import { quoted } from './quote.js';

/**
 * A mana ability paid for with mana that adds mana of any color (Shimmering Grotto's {1},{T},
 * Selvala, Heart of the Wilds' {G},{T}): the mana it takes, and how much it adds.
 */
interface Converter {
  /** The permanent tapped. */
  id: ObjectId;
  /** Its mana cost. */
  input: ManaCost;
  /**
   * The mana it adds: `amount` mana of one color chosen for it all (Shimmering Grotto's, with the
   * mana of that type Mirari's Wake adds as a land is tapped, CR 605.1b), or each of a color of its
   * own (Selvala, Heart of the Wilds' "any combination of colors").
   */
  amount: number;
  /** Whether each mana of `amount` is of a color of its own. */
  combination: boolean;
  /** The additional mana of any color, each of its own, triggered mana abilities add as it is tapped (Regal Behemoth, CR 605.1b). */
  bonus: number;
}

/** The mana a player's other mana abilities could add now, beside the planner's sources. */
interface Reach {
  /** Mana of a permanent tapped for it, for a cost of {T} alone or with counters (Searchlight, Mirrodin's Core). */
  tapped: PermanentManaSource[];
  /** Mana for life (Treasonous Ogre): the life one activation costs, and what it adds. */
  life: { cost: number; produces: readonly ManaType[]; amount: number }[];
  /** Abilities that take mana and add mana of any color. */
  converters: Converter[];
}

/** The feature of a card with a mana ability of its own that the planner never taps it by. */
const HAS_UNPLANNED_MANA_ABILITY = cardFeature('has a mana ability the planner does not use', (def) => def.activated?.some((ab) => ab.mana && !ab.grantedTo && !isTapForMana(ab)) === true);

/** The one `addMana` step of a mana ability with no other effect, or null. */
function onlyAddMana(ab: ActivatedDef): Extract<Effect, { do: 'addMana' }> | null {
  const e = ab.effects[0];
  return ab.effects.length === 1 && e?.do === 'addMana' ? e : null;
}

/**
 * The mana abilities of the player's permanents that {@link Reach} counts (the planner's excepted):
 * those whose one effect adds mana of types known now, in an amount known now. A mana ability whose
 * mana depends on what is not known (Selvala, Explorer Returned's parley reveals the top cards of
 * the libraries) is counted as adding none. `usable` says which permanents may be tapped.
 */
function reachOf(state: GameState, player: PlayerId, usable: (id: ObjectId) => boolean): Reach {
  const reach: Reach = { tapped: [], life: [], converters: [] };
  // unless the command zone may grant mana abilities, only permanents whose cards have such an ability count
  const candidates = commandZoneMayGrantActivated(state) ? state.battlefield : objectsWithFeature(state, 'battlefield', HAS_UNPLANNED_MANA_ABILITY);
  for (const id of candidates) {
    if (characteristics(state, id).controller !== player) continue;
    const planned = plannerManaAbilities(state, id, player)?.abilities ?? [];
    for (const ab of [...ownActivatedAbilities(state, id), ...grantedActivatedAbilities(state, id)]) {
      if (!ab.mana || ab.grantedTo || planned.includes(ab)) continue;
      const e = onlyAddMana(ab);
      if (e === null || (ab.onlyWhile && !ab.onlyWhile(state, id))) continue;
      if (ab.cost.tap && !usable(id)) continue;
      if (!canPayOtherCosts(state, player, id, ab.cost)) continue;
      const c = ab.cost;
      if (c.sacrificeSelf || c.sacrifice || c.discardSelf || c.exileFromHand || c.loyalty !== undefined) continue;
      const produces = e.byChosenPlayer || e.mana === 'anyCombination' ? COLORS : manaTypesOf(e.mana, state, id, player);
      const amount = e.byChosenPlayer ? 1 : Math.max(0, amountOf({ state, object: id, source: id, controller: player, targets: [], x: 0, legal: [] }, e.amount));
      if (produces.length === 0 || amount === 0) continue;
      const mana = manaPart(c);
      if (mana.length > 0) {
        // a land's tapping adds the triggered mana abilities' mana too (CR 605.1b, 605.4a): of the color it made (Mirari's Wake), or any (Regal Behemoth)
        const land = isLand(state, id);
        const combination = e.mana === 'anyCombination';
        const sameType = land && !combination ? landManaOfTypeProduced(state, player) : 0;
        if (c.tap && produces.length === COLORS.length) reach.converters.push({ id, input: mana, amount: amount + sameType, combination, bonus: land ? landManaBonus(state, player) : 0 });
      } else if (c.payLife !== undefined && !c.tap) reach.life.push({ cost: c.payLife, produces, amount });
      // a land tapped for mana adds the mana of its type that triggered mana abilities add too (CR 605.1b, Mirari's Wake), as its planner source counts it
      else if (c.tap && c.payLife === undefined) reach.tapped.push({ id, produces, amount: amount + (isLand(state, id) ? landManaOfTypeProduced(state, player) : 0) });
    }
  }
  return reach;
}

/**
 * The most mana the mana abilities {@link couldPayWithManaAbilities} counts could add to `player`'s
 * (a bound, not a plan): each permanent tapped once, life paid as often as the player's life allows
 * (CR 119.4), or with `alive` as often as it leaves them above 0 (704.5a), each ability that takes
 * mana adding its whole amount.
 */
export function mostManaWithManaAbilities(state: GameState, player: PlayerId, alive: boolean): number {
  const reach = reachOf(state, player, () => true);
  const life = state.players[player]?.life ?? 0;
  let most = 0;
  for (const t of reach.tapped) most += t.amount;
  for (const l of reach.life) most += l.amount * lifePayments(life, l.cost, alive);
  for (const c of reach.converters) most += c.amount + c.bonus;
  return most;
}

/**
 * How many times a player with `life` could pay `cost` life (CR 119.4: down to 0), or with `alive`
 * and live on: a player at 0 life loses as state-based actions are next checked (CR 704.5a), before
 * they could spend the mana at priority.
 */
function lifePayments(life: number, cost: number, alive: boolean): number {
  const spare = alive ? life - 1 : life;
  return spare <= 0 ? 0 : Math.floor(spare / Math.max(1, cost));
}

/** The types of two sources together, each once. */
function union(a: readonly ManaType[], b: readonly ManaType[]): ManaType[] {
  return [...a, ...b.filter((t) => !a.includes(t))];
}

/**
 * Whether `player` could pay `cost` from their pool and the planner `sources` given (those a payment
 * may use), once they have activated other mana abilities they could (CR 605.3a): each permanent
 * `usable` says may be tapped is tapped once, by its planner ability or another of its {T} mana
 * abilities; life is paid for mana as many times as the player's life allows (CR 119.4), or with
 * `alive` as long as it leaves them above 0 (704.5a: at 0 they lose before they could spend it at
 * priority); and each ability that takes mana for mana of any color is used or not, the mana it
 * takes added to the cost. The mana such an ability adds may pay the mana another takes, but not
 * its own: one that adds more than one mana needs its own mana from elsewhere, which the test asks
 * of the sources that are not such abilities.
 */
export function couldPayWithManaAbilities(state: GameState, player: PlayerId, cost: ManaCost, sources: readonly PermanentManaSource[], usable: (id: ObjectId) => boolean, alive = false): boolean {
  // the pool and the planner's sources alone, whatever a probe under way counts (see `outsideManaProbe`)
  if (outsideManaProbe(state, () => canPayMana(state, player, cost, 0, null, sources as PermanentManaSource[]))) return true;
  const p = state.players[player];
  if (!p) return false;
  const reach = reachOf(state, player, usable);
  if (reach.tapped.length === 0 && reach.life.length === 0 && reach.converters.length === 0) return false;
  const { fixed, alike } = tapOptions(sources, reach.tapped);
  // life is spent on the cheapest activations (one kind of ability for life, Treasonous Ogre's, is known)
  const cheapest = Math.min(...reach.life.map((l) => l.cost));
  const times = reach.life.length === 0 ? 0 : lifePayments(p.life, cheapest, alive);
  const lifeTypes = reach.life.reduce<ManaType[]>((types, l) => union(types, l.produces), []);
  const lifeAmount = Math.max(0, ...reach.life.map((l) => l.amount));
  for (let i = 0; i < times; i++) fixed.push({ id: -1000 - i, produces: lifeTypes, amount: lifeAmount });
  // every way of tapping the permanents whose {T} abilities add different amounts: few have them
  return tapWays(alike, 0, fixed).some((base) => payableWithConverters(p.pool, base, cost, reach.converters));
}

/**
 * The sources with each permanent of the groups from `at` on tapped one way, added to `base`: alike
 * permanents by how many take each way (see `splitsAmong`).
 */
function tapWays(alike: readonly ManaSource[][][], at: number, base: readonly ManaSource[]): ManaSource[][] {
  if (at === alike.length) return [[...base]];
  const members = alike[at] as ManaSource[][];
  const out: ManaSource[][] = [];
  for (const counts of splitsAmong(members.length, (members[0] as ManaSource[]).length)) {
    const taken = [...base];
    let m = 0;
    counts.forEach((n, w) => {
      for (let k = 0; k < n; k++, m++) taken.push((members[m] as ManaSource[])[w] as ManaSource);
    });
    out.push(...tapWays(alike, at + 1, taken));
  }
  return out;
}

/**
 * The refusal of a cost that the pool and the permanents the payment planner taps can't pay with X =
 * `x` (CR 601.2g, 602.2b): `refusal`, and where mana abilities of the player's the planner does not
 * activate could pay it once activated (CR 605.3a: Shimmering Grotto's filter, Treasonous Ogre's
 * life, Mirrodin's Core's charge counters), which permanents have them, to be activated first. The
 * permanent `exclude` is tapped as part of the cost.
 */
export function unpaidManaRefusal(state: GameState, player: PlayerId, cost: ManaCost, x: number, exclude: ObjectId | null, refusal: string): string {
  const paid = withXPaid(cost, x);
  if (!couldPayWithManaAbilities(state, player, paid, paymentSources(state, player, exclude), (id) => id !== exclude)) return refusal;
  const cards: string[] = [];
  for (const id of objectsWithFeature(state, 'battlefield', HAS_UNPLANNED_MANA_ABILITY)) {
    const o = obj(state, id);
    if (id === exclude || o.faceDown || characteristics(state, id).controller !== player || cards.includes(o.card)) continue;
    cards.push(o.card);
  }
  const which = cards.length === 0 ? '' : ` (${cards.map((c) => quoted(c)).join(', ')})`;
  return `${refusal} by tapping permanents for mana alone: first activate the mana abilities with other costs or choices that could pay it${which}, then pay with the mana in your pool (CR 605.3a)`;
}

/**
 * The planner sources and the other {T} mana abilities of the same permanents, as sources each
 * permanent is tapped once by (CR 106.12, 118.3): the abilities of one permanent adding the same
 * amount are one source making any of their types (Mirrodin's Core's {C} and its charged mana of any
 * color, each with the mana Mirari's Wake adds); a permanent whose abilities add different amounts
 * (Elvish Aberration's {G}{G}{G} and the one mana of any color Secrets of Paradise grants it) is a
 * choice of one of them, alike permanents grouped (the same ways in the same order), each group a
 * list of its members' ways.
 */
function tapOptions(sources: readonly PermanentManaSource[], tapped: readonly PermanentManaSource[]): { fixed: ManaSource[]; alike: ManaSource[][][] } {
  const byPermanent = new Map<ObjectId, ManaSource[]>();
  const fixed: ManaSource[] = [];
  for (const s of [...sources, ...tapped]) {
    // the additional mana of a land's tapping (CR 605.1b) comes whichever of its abilities taps it
    if (s.bonusOf !== undefined) {
      fixed.push(s);
      continue;
    }
    const options = byPermanent.get(s.id) ?? [];
    const same = options.findIndex((o) => o.amount === s.amount);
    if (same < 0) options.push(s);
    else options[same] = { ...(options[same] as ManaSource), produces: union((options[same] as ManaSource).produces, s.produces) };
    byPermanent.set(s.id, options);
  }
  const keys: string[] = [];
  const alike: ManaSource[][][] = [];
  for (const options of byPermanent.values()) {
    if (options.length === 1) {
      fixed.push(options[0] as ManaSource);
      continue;
    }
    const key = options.map((o) => `${o.produces.join('')}:${o.amount}`).join('|');
    const at = keys.indexOf(key);
    if (at >= 0) (alike[at] as ManaSource[][]).push(options);
    else {
      keys.push(key);
      alike.push([options]);
    }
  }
  return { fixed, alike };
}

/**
 * Whether a pool and sources could pay a cost, each ability that takes mana for mana of any color
 * used or not, the mana it takes added to the cost (every choice of them: few permanents have one).
 * A permanent tapped for such an ability is tapped for no other (CR 106.12): its planner source and
 * the additional mana its tapping adds (counted with the ability's) are left out.
 */
function payableWithConverters(pool: ManaPool, base: readonly ManaSource[], cost: ManaCost, all: readonly Converter[]): boolean {
  for (const used of convertersUsed(all)) {
    const tapped = new Set(used.map((c) => c.id));
    const rest = base.filter((s) => !tapped.has(s.id) && !tapped.has((s as PermanentManaSource).bonusOf ?? s.id));
    // one adding several mana can't have paid for itself: its mana comes from the other sources and the pool
    if (used.some((c) => c.amount + c.bonus > 1 && !canPay(pool, rest, c.input, 0))) continue;
    const made: ManaSource[] = used.flatMap((c, u) => madeBy(c, -2000 - u * 64));
    const total: ManaCost = [...cost, ...used.flatMap((c) => c.input)];
    if (canPay(pool, [...rest, ...made], total, 0)) return true;
  }
  return false;
}

/**
 * Every choice of the converters used: alike ones (the same mana taken, the same mana added: seven
 * Shimmering Grottos) by how many of them, the first ones, the others each used or not.
 */
function convertersUsed(all: readonly Converter[]): Converter[][] {
  const keys: string[] = [];
  const alike: Converter[][] = [];
  for (const c of all) {
    const key = `${formatManaCost(c.input)}:${c.amount}:${c.combination}:${c.bonus}`;
    const at = keys.indexOf(key);
    if (at >= 0) (alike[at] as Converter[]).push(c);
    else {
      keys.push(key);
      alike.push([c]);
    }
  }
  return alike.reduce<Converter[][]>((out, group) => out.flatMap((used) => Array.from({ length: group.length + 1 }, (_, k) => [...used, ...group.slice(0, k)])), [[]]);
}

/** The mana a converter adds, as sources of ids from `id` down: one of any color for its amount, or one per mana of a combination, and one per additional mana. */
function madeBy(c: Converter, id: number): ManaSource[] {
  const own: ManaSource[] = c.combination ? Array.from({ length: c.amount }, (_, k) => ({ id: id - k, produces: COLORS, amount: 1 })) : [{ id, produces: COLORS, amount: c.amount }];
  return [...own, ...Array.from({ length: c.bonus }, (_, k) => ({ id: id - 32 - k, produces: COLORS, amount: 1 }))];
}
