/**
 * The static abilities of the permanents on the battlefield that function now (CR 604.1): those of
 * face-up permanents that have their abilities (CR 613.1f), by kind, each with its source and the
 * source's controller. Rules that ask whether any permanent says something ("You can't lose the
 * game", "No more than one creature can attack each combat") read them here: each kind found in one
 * pass over the battlefield when first asked and kept for the objects generation, rather than each
 * rule scanning on every ask.
 *
 * @module
 */
import type { StaticDef } from '../cards/types.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { objectsWithFeature, staticOfKind } from './card-features.js';
import { characteristics, definitionOf, objectsGeneration } from './characteristics.js';

/** A static ability of a permanent on the battlefield, with the permanent and its controller. */
export interface PermanentStatic<K extends StaticDef['kind']> {
  /** The permanent. */
  source: ObjectId;
  /** Its controller now (layer 2). */
  controller: PlayerId;
  /** The ability. */
  ability: Extract<StaticDef, { kind: K }>;
}

/** The entries found so far in a generation, by kind: each kind is found when first asked. */
type Index = Map<StaticDef['kind'], readonly unknown[]>;

/** Where the index is kept on an objects generation (see `objectsGeneration`). */
const INDEX = Symbol('battlefieldStatics');

const NONE: readonly never[] = [];

/** The static abilities of kind `kind` of the permanents on the battlefield that function now, in battlefield order. */
export function battlefieldStatics<K extends StaticDef['kind']>(state: GameState, kind: K): readonly PermanentStatic<K>[] {
  if (objectsWithFeature(state, 'battlefield', staticOfKind(kind)).length === 0) return NONE;
  const generation = objectsGeneration(state);
  if (generation === null) return findStatics(state, kind);
  const index = (generation[INDEX] ??= new Map()) as Index;
  let found = index.get(kind) as readonly PermanentStatic<K>[] | undefined;
  if (found === undefined) index.set(kind, (found = findStatics(state, kind)));
  return found;
}

function findStatics<K extends StaticDef['kind']>(state: GameState, kind: K): readonly PermanentStatic<K>[] {
  let out: PermanentStatic<K>[] | null = null;
  for (const id of objectsWithFeature(state, 'battlefield', staticOfKind(kind))) {
    const o = state.objects[id] as GameObject;
    const statics = definitionOf(o)?.statics;
    if (statics === undefined) continue;
    for (const ability of statics) {
      if (ability.kind !== kind) continue;
      const c = characteristics(state, id);
      if (c.hasAbilities) (out ??= []).push({ source: id, controller: c.controller, ability: ability as Extract<StaticDef, { kind: K }> });
    }
  }
  return out ?? NONE;
}
