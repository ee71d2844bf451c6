/**
 * An Aura put onto the battlefield other than by resolving as a spell (CR 303.4f): the player putting
 * it there chooses, as it enters, what it will enchant, among what it could enchant that is already
 * on the battlefield or a player; it isn't targeted. With nothing it could enchant, it can't enter
 * and stays in the zone it is in (CR 303.4g).
 *
 * @module
 */
import { canBeAttached } from '../engine/attach.js';
import { characteristics } from '../engine/characteristics.js';
import { apnap } from '../engine/players.js';
import type { EntryAsker } from '../engine/entry-choices.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';

/**
 * What a card put onto the battlefield will be attached to (CR 303.4f): `{ enchants: null }` for a
 * card that is no Aura, `'staysPut'` for an Aura with nothing it could enchant (CR 303.4g), null
 * while `chooser`'s answer, asked under `key`, is awaited.
 */
export function askEnchanted(state: GameState, io: EntryAsker, key: string, card: ObjectId, chooser: PlayerId): { enchants: Ref | null } | 'staysPut' | null {
  if (!characteristics(state, card).subtypes.includes('Aura')) return { enchants: null };
  const refs: Ref[] = [...apnap(state).map((player) => ({ player })), ...state.battlefield.map((object) => ({ object }))].filter((ref) => canBeAttached(state, card, ref));
  if (refs.length === 0) return 'staysPut';
  const answer = io.ask(key, chooser, { prompt: 'enchant', options: refs.map((r) => ('player' in r ? { player: r.player } : { object: r.object })), min: 1, max: 1, rule: '303.4f' });
  if (!answer) return null;
  return { enchants: refs[answer[0] ?? 0] ?? null };
}
