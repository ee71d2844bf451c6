/**
 * The activated and triggered abilities an object has (CR 113.2): those its card defines, then those
 * static abilities of face-up objects in the command zone grant it ("Creatures you control with the
 * chosen name have '…'", CR 315.5, 613.1f). An ability is referred to by its index in this list; the
 * abilities of the card come first, so their indexes never change.
 *
 * @module
 */
import { findDefinition } from '../cards/registry.js';
import type { ActivatedDef, StaticDef, TriggeredDef } from '../cards/types.js';
import type { GameObject, GameState, ObjectId } from '../state/types.js';
import { characteristics } from './characteristics.js';
import { matchesFilter } from './targets.js';

type Grant = Extract<StaticDef, { kind: 'grantAbilities' }>;

/** The grants of face-up objects in the command zone, with their sources, in zone order. */
function grants(state: GameState): { source: GameObject; grant: Grant }[] {
  const out: { source: GameObject; grant: Grant }[] = [];
  for (const id of state.command) {
    const src = state.objects[id] as GameObject;
    if (src.faceDown) continue;
    for (const st of findDefinition(src.card)?.statics ?? []) {
      if (st.kind === 'grantAbilities' && (!st.condition || st.condition(state, src.id))) out.push({ source: src, grant: st });
    }
  }
  return out;
}

function abilitiesOf<K extends 'activated' | 'triggered'>(state: GameState, id: ObjectId, kind: K): readonly NonNullable<Grant[K]>[number][] {
  const o = state.objects[id];
  if (!o || o.faceDown) return [];
  const own = (findDefinition(o.card)?.[kind] ?? []) as readonly NonNullable<Grant[K]>[number][];
  const given = state.command.length === 0 ? [] : grants(state).filter(({ grant }) => grant[kind] !== undefined);
  if (given.length === 0) return own;
  // an object that lost all its abilities has none granted either (CR 613.1f, 613.7 approximated)
  if (!characteristics(state, id).hasAbilities) return [];
  const out = [...own];
  for (const { source, grant } of given) {
    if (matchesFilter(state, id, grant.affects, source.controller, source.id)) out.push(...(grant[kind] as readonly NonNullable<Grant[K]>[number][]));
  }
  return out;
}

/** The activated abilities (mana abilities included) an object has now, its card's first. */
export function activatedAbilitiesOf(state: GameState, id: ObjectId): readonly ActivatedDef[] {
  return abilitiesOf(state, id, 'activated');
}

/** The triggered abilities an object has now (as it last existed, for one that left), its card's first. */
export function triggeredAbilitiesOf(state: GameState, id: ObjectId): readonly TriggeredDef[] {
  return abilitiesOf(state, id, 'triggered');
}
