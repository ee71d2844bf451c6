/**
 * "Create a token that's a copy of …" (CR 111.1, 707.2): a token whose copiable values are those of
 * a permanent — as it is, or as it last existed on the battlefield if it has left (CR 608.2h) — and
 * nothing else: not its counters, tapped state, Auras or other effects. A copy of a copy copies what
 * the original copies, with the exceptions of its copy effect (CR 707.3, 707.9a).
 *
 * @module
 */
import type { CopiedValues, GameState, ObjectId, PlayerId } from '../state/types.js';
import { createObject } from '../zones/zones.js';
import { copiableValues } from './copy.js';
import { enteredBattlefield, recordChosen } from './game-actions.js';
import type { ChosenOnEntry } from './entry-choices.js';
import { emit } from './log.js';
import { mutableObject } from './working-copy.js';

/**
 * Creates a token that's a copy of `original` under `controller`'s control and enters it (its
 * "enters" abilities and "enters with" replacement effects are the copied ones, CR 707.9, 614.1c).
 * `chosen` is what its copied "as enters, choose" ability chose before it entered (CR 614.12a; see
 * `tokenCopyChosen`). `copy`, for a token copying a card whose "you may have ~ enter as a copy"
 * ability was used as the token entered (CR 707.9, 614.1c; a card exiled with Caller of the
 * Untamed), is what it entered as a copy of instead. Returns its id, or null when the controller
 * has left the game (CR 800.4b).
 */
export function createTokenCopy(
  state: GameState, original: ObjectId, controller: PlayerId, chosen: ChosenOnEntry | null = null, copy: CopiedValues | null = null,
): ObjectId | null {
  if (!state.players[controller]?.inGame) return null;
  const values = copiableValues(state, original);
  const id = createObject(state, { kind: 'token', card: values.card, owner: controller, zone: 'battlefield' });
  mutableObject(state, id).copyOf = copy ?? values;
  emit(state, { type: 'createToken', rule: '111.1', player: controller, object: id, card: values.card });
  emit(state, { type: 'copy', rule: '707.2', object: id, card: (copy ?? values).card, player: controller });
  if (chosen) recordChosen(state, id, chosen);
  enteredBattlefield(state, id);
  return id;
}
