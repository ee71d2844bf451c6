/**
 * What a player could pay once they have activated mana abilities the payment planner does not use
 * (CR 605.3a: a player asked to pay a cost that includes mana may activate mana abilities first):
 * Treasonous Ogre's life, Spectral Searchlight's mana for themselves, Mirrodin's Core's charge
 * counters, Shimmering Grotto's and Selvala, Heart of the Wilds' mana paid for with mana. A decision
 * built one action at a time (a declaration of attackers, CR 508.1g–h) asks this of what it could
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
import { canPayMana, canPayOtherCosts, isTapForMana, manaPart, manaTypesOf, plannerManaAbilities, type PermanentManaSource } from './costs.js';
import { canPay, COLORS, type ManaCost, type ManaSource, type ManaType } from './mana.js';
import { amountOf } from './resolve.js';

/**
 * A mana ability paid for with mana that adds mana of any color (Shimmering Grotto's {1},{T},
 * Selvala, Heart of the Wilds' {G},{T}): the mana it takes, and how much it adds.
 */
interface Converter {
  /** The permanent tapped. */
  id: ObjectId;
  /** Its mana cost. */
  input: ManaCost;
  /** How much mana of any color it adds (each of a color of its own choosing). */
  amount: number;
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
    const o = obj(state, id);
    if (o.faceDown || characteristics(state, id).controller !== player) continue;
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
        if (c.tap && produces.length === COLORS.length) reach.converters.push({ id, input: mana, amount });
      } else if (c.payLife !== undefined && !c.tap) reach.life.push({ cost: c.payLife, produces, amount });
      else if (c.tap && c.payLife === undefined) reach.tapped.push({ id, produces, amount });
    }
  }
  return reach;
}

/** The types of two sources together, each once. */
function union(a: readonly ManaType[], b: readonly ManaType[]): ManaType[] {
  return [...a, ...b.filter((t) => !a.includes(t))];
}

/**
 * Whether `player` could pay `cost` from their pool and the planner `sources` given (those a payment
 * may use), once they have activated other mana abilities they could (CR 605.3a): each permanent
 * `usable` says may be tapped is tapped once, by its planner ability or another of its {T} mana
 * abilities; life is paid for mana as many times as the player's life allows (CR 119.4); and each
 * ability that takes mana for mana of any color is used or not, the mana it takes added to the cost.
 * The mana such an ability adds may pay the mana another takes, but not its own: one that adds more
 * than one mana needs its own mana from elsewhere, which the test asks of the sources that are not
 * such abilities.
 */
export function couldPayWithManaAbilities(state: GameState, player: PlayerId, cost: ManaCost, sources: readonly PermanentManaSource[], usable: (id: ObjectId) => boolean): boolean {
  if (canPayMana(state, player, cost, 0, null, sources as PermanentManaSource[])) return true;
  const p = state.players[player];
  if (!p) return false;
  const reach = reachOf(state, player, usable);
  if (reach.tapped.length === 0 && reach.life.length === 0 && reach.converters.length === 0) return false;
  // a permanent's {T} abilities are alternatives: its planner source takes on the other types it may add
  const base: ManaSource[] = sources.map((s) => {
    const more = reach.tapped.filter((t) => t.id === s.id && t.amount === s.amount);
    return more.length === 0 ? s : { ...s, produces: more.reduce((types, t) => union(types, t.produces), s.produces) };
  });
  for (const t of reach.tapped) if (!base.some((s) => s.id === t.id && s.amount === t.amount)) base.push(t);
  // life is spent on the cheapest activations (one kind of ability for life, Treasonous Ogre's, is known)
  const cheapest = Math.min(...reach.life.map((l) => l.cost));
  const times = reach.life.length === 0 || p.life <= 0 ? 0 : Math.floor(p.life / cheapest);
  const lifeTypes = reach.life.reduce<ManaType[]>((types, l) => union(types, l.produces), []);
  const lifeAmount = Math.max(0, ...reach.life.map((l) => l.amount));
  for (let i = 0; i < times; i++) base.push({ id: -1000 - i, produces: lifeTypes, amount: lifeAmount });
  // every choice of the abilities that take mana: few permanents have one
  const converters = reach.converters.slice(0, 6);
  for (let chosen = 0; chosen < 1 << converters.length; chosen++) {
    const used = converters.filter((_, i) => (chosen & (1 << i)) !== 0);
    const tapped = new Set(used.map((c) => c.id));
    const rest = base.filter((s) => !tapped.has(s.id));
    // one adding several mana can't have paid for itself: its mana comes from the other sources and the pool
    if (used.some((c) => c.amount > 1 && !canPay(p.pool, rest, c.input, 0))) continue;
    const made: ManaSource[] = used.flatMap((c) => Array.from({ length: c.amount }, (_, k) => ({ id: -2000 - c.id * 64 - k, produces: COLORS, amount: 1 })));
    const total: ManaCost = [...cost, ...used.flatMap((c) => c.input)];
    if (canPay(p.pool, [...rest, ...made], total, 0)) return true;
  }
  return false;
}
