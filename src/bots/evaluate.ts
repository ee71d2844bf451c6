/**
 * An evaluation function: each player's chance of winning, estimated from public information, for
 * search that stops before a game's end (issue: fair bots).
 *
 * @module
 */
import { checkGameState } from '../engine/arguments.js';
import { characteristics } from '../engine/characteristics.js';
import type { ReadonlyGameState, PlayerId } from '../state/types.js';

/**
 * Each player's estimated share of the win, summing to 1 over the players (by seat). A finished game
 * gives the winner 1 (a draw shares 1 among the players who drew: CR 104.4a). Otherwise a player
 * who has left the game gets 0, and each other player a share proportional to their strength:
 *
 *   strength = life (counted up to 40, poison counters taking their part: CR 704.5c)
 *            + 2 × the power and 1 × the toughness of the creatures they control
 *            + 1.5 × each other permanent they control + 1 × each card in their hand
 *            + 3 while they are the monarch (CR 725: a card each end step)
 *
 * squared, so that a lead counts for more than its size. It reads only what every player sees
 * (life, counters, the battlefield, the number of cards in each hand, the monarch), so a bot may
 * evaluate any state sampled from its information. A `state` that is no game state is a RulesError `malformed`.
 */
export function evaluate(state: ReadonlyGameState): number[] {
  checkGameState(state, 'evaluate');
  const n = state.players.length;
  if (state.result) {
    const winner = state.result.winner;
    if (winner !== null) return state.players.map((p) => (p.id === winner ? 1 : 0));
    const drew = state.players.filter((p) => p.outcome === 'draw');
    return state.players.map((p) => (drew.length === 0 ? 1 / n : p.outcome === 'draw' ? 1 / drew.length : 0));
  }
  const strength = state.players.map((p) => {
    if (!p.inGame) return 0;
    const poison = p.counters.poison ?? 0;
    return Math.max(0, Math.min(40, p.life)) * (1 - Math.min(poison, 10) / 10) + p.hand.length + (state.monarch === p.id ? 3 : 0);

  });
  for (const id of state.battlefield) {
    const c = characteristics(state, id);
    const owner = strength[c.controller];
    if (owner === undefined || !state.players[c.controller]?.inGame) continue;
    strength[c.controller] = owner + (c.types.includes('Creature') ? 2 * Math.max(0, c.power ?? 0) + Math.max(0, c.toughness ?? 0) : 1.5);
  }
  const squared = strength.map((x) => x * x);
  const total = squared.reduce((a, b) => a + b, 0);
  return total === 0 ? squared.map(() => 1 / n) : squared.map((x) => x / total);
}

/** One player's entry of {@link evaluate}. */
export function evaluateFor(state: ReadonlyGameState, player: PlayerId): number {
  return evaluate(state)[player] ?? 0;
}
