/**
 * CR 701.22 Scry: a player looks at the top N cards of their library and puts any number of them on
 * the bottom and the rest on top, each group in any order they choose (701.22a).
 *
 * @module
 */
import { emit } from '../engine/log.js';
import { lookAtCards, putOnBottomOfLibrary, topCardsOfLibrary } from '../zones/zones.js';
import type { ResolutionIo } from '../engine/resolution-io.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { RuleEffects } from '../engine/effect-steps.js';
import { amountOf, subjectPlayers } from '../engine/resolve.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/**
 * Asks for an order of cards one card at a time (the answers of a choice are sets, not sequences):
 * the first card picked is the first of the order. Null while a choice is pending. Other effects
 * that put cards somewhere "in any order" ask the same way (CR 401.4).
 */
export function askOrder(cards: readonly ObjectId[], player: PlayerId, key: string, prompt: string, io: ResolutionIo, rule = '701.22a'): ObjectId[] | null {
  const rest = [...cards];
  const order: ObjectId[] = [];
  for (let i = 0; rest.length > 1; i++) {
    const answer = io.ask(`${key}:${i}`, player, { prompt, options: rest.map((object) => ({ object })), min: 1, max: 1, rule });
    if (!answer) return null;
    order.push(...rest.splice(answer[0] as number, 1));
  }
  return [...order, ...rest];
}

/**
 * `player` scries `n` (CR 701.22a): chooses the cards that go to the bottom ('scryBottom'), then the
 * order of the cards kept on top, top first ('scryTop'), and the order of those put on the bottom,
 * the highest first ('scryBottomOrder'). The cards stay the same objects: they never leave the
 * library (though the bottom of an inexhaustible library is under the cards that never run out,
 * `putOnBottomOfLibrary`). Scry 0 is no scry event (701.22b). Returns false while a choice is pending.
 */
export function scry(state: GameState, player: PlayerId, n: number, key: string, io: ResolutionIo): boolean {
  if (io.done(key)) return true;
  const p = state.players[player];
  // an inexhaustible library (RuleModule.refillLibrary) holds as many cards as are looked at
  const looked = p ? topCardsOfLibrary(state, player, n) : [];
  if (!p || looked.length === 0 || n <= 0) return true;
  const answer = io.ask(`${key}:bottom`, player, { prompt: 'scryBottom', options: looked.map((object) => ({ object })), min: 0, max: looked.length, rule: '701.22a' });
  if (!answer) return false;
  const bottom = answer.map((i) => looked[i] as ObjectId);
  const top = looked.filter((id) => !bottom.includes(id));
  const topOrder = askOrder(top, player, `${key}:top`, 'scryTop', io);
  if (!topOrder) return false;
  const bottomOrder = askOrder(bottom, player, `${key}:bottomOrder`, 'scryBottomOrder', io);
  if (!bottomOrder) return false;
  p.library = [...topOrder, ...p.library.slice(looked.length)];
  emit(state, { type: 'scry', rule: '701.22a', player, amount: looked.length });
  lookAtCards(state, player, [...topOrder, ...bottomOrder], '701.22a');
  putOnBottomOfLibrary(state, player, bottomOrder);
  io.markDone(key);
  return true;
}

/** The effect step of CR 701.22: each player named scries N. */
export const scryEffects: RuleEffects = {
  steps: {
    scry(run, e, key, io) {
      const n = amountOf(run, e.amount);
      return subjectPlayers(run, e.who).every((p) => scry(run.state, p, n, `${key}:${p}`, io));
    },
  },
};

/** The line of a scry (CR 701.22a). */
export const scryEvents: RuleEventProse<'scry'> = {
  scry: (e, say) => `${say.player(e.player)} scries ${e.amount}`,
};
