/**
 * Mana that other lands "could produce": Reflecting Pool's "one mana of any type that a land you
 * control could produce" and Exotic Orchard's "one mana of any color that a land an opponent controls
 * could produce". What a land could produce is read from the effects of its mana abilities, not their
 * costs, whether it is tapped or not (the rulings). Lands that only reflect others produce nothing by
 * themselves: they help each other only once some other land lets one of them produce a type, so the
 * types of all of them are found together, as the smallest sets that satisfy every reflection.
 *
 * @module
 */
import type { ManaType } from '../engine/mana.js';
import { characteristics } from '../engine/characteristics.js';
import { grantedActivatedAbilities, ownActivatedAbilities } from '../engine/abilities.js';
import { manaTypesOf } from '../engine/costs.js';
import { opponents } from '../engine/players.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { ActivatedDef } from './types.js';

/** The order in which mana types are listed: the colors (CR 105.1), then colorless. */
const TYPE_ORDER: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** Whose lands a reflecting ability looks at, and whether colorless counts. */
interface Reflection {
  /** The lands of the ability's controller, or those of its opponents. */
  whose: 'yours' | 'opponents';
  /** Only colors (Exotic Orchard: "any color"), or any type (Reflecting Pool: "any type", CR 106.1). */
  colorsOnly: boolean;
}

/** "one mana of any type that a land you control could produce" (Reflecting Pool). */
export function typeALandYouControlCouldProduce(state: GameState, _source: ObjectId, controller: PlayerId): readonly ManaType[] {
  return reflected(state, controller, POOL);
}

/** "one mana of any color that a land an opponent controls could produce" (Exotic Orchard). */
export function colorALandAnOpponentControlsCouldProduce(state: GameState, _source: ObjectId, controller: PlayerId): readonly ManaType[] {
  return reflected(state, controller, ORCHARD);
}

const POOL: Reflection = { whose: 'yours', colorsOnly: false };
const ORCHARD: Reflection = { whose: 'opponents', colorsOnly: true };

/**
 * Whether an `addMana` step's mana is what other lands could produce (CR 106.7): its ability may be
 * activated even when there is no such type, and then produces no mana (the example of CR 106.7).
 */
export function isCouldProduce(mana: unknown): boolean {
  return reflectionOf(mana) !== null;
}

/** The reflection a mana-adding function stands for, if it is one of the two above. */
function reflectionOf(mana: unknown): Reflection | null {
  if (mana === typeALandYouControlCouldProduce) return POOL;
  if (mana === colorALandAnOpponentControlsCouldProduce) return ORCHARD;
  return null;
}

/** The lands a reflection of `controller` looks at. */
function looksAt(state: GameState, r: Reflection, controller: PlayerId, land: ObjectId): boolean {
  const c = characteristics(state, land).controller;
  return r.whose === 'yours' ? c === controller : opponents(state, controller).includes(c);
}

/** What one reflecting mana ability of `controller` could add, given what each land could produce so far. */
function collect(state: GameState, r: Reflection, controller: PlayerId, lands: readonly ObjectId[], known: ReadonlyMap<ObjectId, ReadonlySet<ManaType>>): Set<ManaType> {
  const out = new Set<ManaType>();
  for (const land of lands) {
    if (!looksAt(state, r, controller, land)) continue;
    for (const t of known.get(land) ?? []) if (!r.colorsOnly || t !== 'C') out.add(t);
  }
  return out;
}

/** The types the reflecting ability `wanted` of `controller` could add now. */
function reflected(state: GameState, controller: PlayerId, wanted: Reflection): readonly ManaType[] {
  const lands = state.battlefield.filter((id) => characteristics(state, id).types.includes('Land'));
  // each land's types from its other mana abilities, and the reflecting abilities to grow from them
  const known = new Map<ObjectId, Set<ManaType>>();
  const reflecting: { land: ObjectId; r: Reflection; controller: PlayerId }[] = [];
  for (const land of lands) {
    const types = new Set<ManaType>();
    const landController = characteristics(state, land).controller;
    for (const ab of manaAbilitiesOf(state, land)) {
      for (const e of ab.effects) {
        if (e.do !== 'addMana') continue;
        const r = reflectionOf(e.mana);
        if (r) reflecting.push({ land, r, controller: landController });
        else for (const t of manaTypesOf(e.mana, state, land, landController)) types.add(t);
      }
    }
    known.set(land, types);
  }
  // the smallest fixpoint: grow every reflecting land's types until nothing changes
  for (let changed = true; changed;) {
    changed = false;
    for (const { land, r, controller: c } of reflecting) {
      const own = known.get(land) as Set<ManaType>;
      for (const t of collect(state, r, c, lands, known)) {
        if (own.has(t)) continue;
        own.add(t);
        changed = true;
      }
    }
  }
  const found = collect(state, wanted, controller, lands, known);
  return TYPE_ORDER.filter((t) => found.has(t));
}

/**
 * The mana abilities a land has now: its own (its card's, or the intrinsic ones of the basic land
 * type an effect set, CR 305.7) and those granted to it (CR 613.1f), unless it lost them.
 */
function manaAbilitiesOf(state: GameState, land: ObjectId): readonly ActivatedDef[] {
  return [...ownActivatedAbilities(state, land), ...grantedActivatedAbilities(state, land)].filter((ab) => ab.mana === true);
}
