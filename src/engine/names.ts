/**
 * Whether objects have a name (CR 201.2): the one place the engine compares names of objects. An
 * object has its name (none when face down, CR 708.2), and an object equipped with Spy Kit also has
 * "all names of nonlegendary creature cards" (CR 612.7, a text-changing effect): a name predicate,
 * not a list. Two objects have the same name if they have at least one name in common (CR 201.2a);
 * an object with no name shares a name with nothing.
 *
 * The nonlegendary creature cards are those of the Oracle card reference the engine knows: every card
 * of CNS and CN2 (the names a game may be given besides, `settings.nameableCards`, come without
 * types, so they are not among them). Spy Kit's ruling: tokens' names are not card names, and a
 * noncreature card that has become a creature is not a creature card.
 *
 * @module
 */
import { allCardNames, getPrinted } from '../cards/printed.js';
import type { GameState, ObjectId } from '../state/types.js';
import { battlefieldStatics } from './battlefield-statics.js';
import { characteristics } from './characteristics.js';

let nonlegendaryCreatureNames: ReadonlySet<string> | null = null;

/** Whether a name is the name of a nonlegendary creature card (Spy Kit's names, CR 612.7). */
export function isNonlegendaryCreatureCardName(name: string): boolean {
  nonlegendaryCreatureNames ??= new Set(allCardNames().filter((n) => {
    const p = getPrinted(n);
    return p !== undefined && p.types.includes('Creature') && !p.supertypes.includes('Legendary');
  }));
  return nonlegendaryCreatureNames.has(name);
}

/**
 * Whether a permanent has all names of nonlegendary creature cards: an Equipment (or Aura) with that
 * ability is attached to it and has its abilities (Spy Kit, CR 612.7). A permanent that left the
 * battlefield has them as it last existed there (its last known information, CR 608.2h, 603.10a);
 * another object off the battlefield has none.
 */
export function hasAllNonlegendaryCreatureNames(state: GameState, id: ObjectId): boolean {
  const lastKnown = state.objects[id]?.lastKnown;
  if (lastKnown !== undefined) return lastKnown.allNonlegendaryCreatureNames === true;
  const statics = battlefieldStatics(state, 'allNonlegendaryCreatureNames');
  if (statics.length === 0 || !state.battlefield.includes(id) || state.objects[id]?.faceDown) return false;
  return statics.some(({ source }) => {
    const to = state.objects[source]?.attachedTo;
    return to !== null && to !== undefined && 'object' in to && to.object === id;
  });
}

/**
 * Whether an object whose own name is `own` (as its characteristics give it, '' for none) has the
 * name `name` (CR 201.2): its own, or one of all names of nonlegendary creature cards.
 */
export function nameMatches(state: GameState, id: ObjectId, own: string, name: string): boolean {
  if (name === '') return false;
  if (own === name) return true;
  return isNonlegendaryCreatureCardName(name) && hasAllNonlegendaryCreatureNames(state, id);
}

/** Whether object `id` has the name `name` now (CR 201.2). */
export function hasName(state: GameState, id: ObjectId, name: string): boolean {
  return nameMatches(state, id, characteristics(state, id).name, name);
}

/** Whether object `id` has one of the names `names` now (CR 201.2a). */
export function hasAnyName(state: GameState, id: ObjectId, names: readonly string[]): boolean {
  return names.some((n) => hasName(state, id, n));
}

/** Whether two objects have at least one name in common (CR 201.2a). */
export function shareAName(state: GameState, a: ObjectId, b: ObjectId): boolean {
  const na = characteristics(state, a).name;
  const nb = characteristics(state, b).name;
  if (na === '' || nb === '') return false;
  if (na === nb) return true;
  const allA = hasAllNonlegendaryCreatureNames(state, a);
  const allB = hasAllNonlegendaryCreatureNames(state, b);
  // both have every such name (there is at least one), or one has all of them and the other's is one
  return (allA && allB) || (allA && isNonlegendaryCreatureCardName(nb)) || (allB && isNonlegendaryCreatureCardName(na));
}
