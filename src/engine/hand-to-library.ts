/**
 * "Put N cards from your hand on top of your library in any order" (Brainstorm): the player picks
 * the cards one at a time, each going on top of the ones before, so the last picked is the top card.
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import { moveObject } from '../zones/zones.js';
import type { ResolutionIo } from './resolution-io.js';

/**
 * `player` puts `n` cards from their hand on top of their library (all of them if they have fewer):
 * asks 'putOnTop' once per card, then moves them in the order picked (CR 401.4). The cards are new
 * objects in the library (CR 400.7), so nobody can trace them. Returns false while a choice is pending.
 */
export function putHandCardsOnTop(state: GameState, player: PlayerId, n: number, key: string, io: ResolutionIo): boolean {
  if (io.done(key)) return true;
  const hand = [...(state.players[player]?.hand ?? [])];
  const picked: number[] = [];
  const count = Math.min(n, hand.length);
  for (let i = 0; i < count; i++) {
    const rest = hand.filter((id) => !picked.includes(id));
    const only = rest.length === 1 ? [0] : null;
    const answer = only ?? io.ask(`${key}:${i}`, player, { prompt: 'putOnTop', options: rest.map((object) => ({ object })), min: 1, max: 1, rule: '401.4' });
    if (!answer) return false;
    picked.push(rest[answer[0] as number] as number);
  }
  for (const id of picked) moveObject(state, id, 'library', { rule: '401.4', position: 'top' });
  io.markDone(key);
  return true;
}
