/**
 * A permanent that becomes a copy of another object while it stays on the battlefield (CR 707.4:
 * Dimir Doppelganger, Volatile Chimera). The copy effect has no duration and overwrites any earlier
 * one with its exceptions (CR 613.2a, 707.9a). The permanent does not enter the battlefield: no
 * "enters" ability triggers and no "enters with" or "as enters" ability applies (CR 707.4, 614.1c);
 * its noncopy effects, counters and status stay (707.4).
 *
 * @module
 */
import type { CopiedValues, GameState, ObjectId, PlayerId } from '../state/types.js';
import { zoneContentsChanged } from '../zones/zones.js';
import { emit } from './log.js';
import { mutableObject } from './working-copy.js';

/**
 * Makes the permanent `id` a copy with the copiable values `values`, for the effect of `player`'s
 * ability, logged. A value chosen for it as it entered (CR 614.12a: Sanctum Prelate's number) was
 * chosen for an ability of its earlier copiable values; the abilities this copy effect gives it are
 * linked to each other only (CR 607.5), so the choice is undefined for them (607.5a: an ability
 * referring to "the chosen number" does nothing) and is forgotten, logged.
 */
export function becomeCopy(state: GameState, id: ObjectId, values: CopiedValues, player: PlayerId): void {
  const o = mutableObject(state, id);
  o.copyOf = values;
  zoneContentsChanged(state);
  emit(state, { type: 'becomeCopy', rule: '707.2', player, object: id, card: values.card });
  const chosen = o.chosenNumber !== undefined ? String(o.chosenNumber) : o.chosenLandType;
  if (chosen === undefined) return;
  delete o.chosenNumber;
  delete o.chosenLandType;
  emit(state, { type: 'choiceUndefined', rule: '607.5a', player, object: id, card: o.card, detail: chosen });
}
