/**
 * Players in seat order: turn order, APNAP order (CR 101.4), opponents (CR 102.2–102.3).
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';

/** Whether `v` is a seat of the game: a whole number (not a BigInt, a text or a fraction) naming one of its players. */
export function isSeatOf(state: { readonly players: readonly unknown[] }, v: unknown): v is PlayerId {
  return Number.isInteger(v) && state.players[v as number] !== undefined;
}

/** Whether a player is still in the game (CR 800.4). */
export function inGame(state: GameState, player: PlayerId): boolean {
  return state.players[player]?.inGame === true;
}

/** The next player in turn order after `player` who is still in the game, or null if none. */
export function nextInGame(state: GameState, player: PlayerId): PlayerId | null {
  const n = state.players.length;
  for (let i = 1; i <= n; i++) {
    const p = (player + i) % n;
    if (state.players[p]?.inGame) return p;
  }
  return null;
}

/** Players still in the game in APNAP order: the active player first, then turn order (CR 101.4). */
export function apnap(state: GameState): PlayerId[] {
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let i = 0; i < n; i++) {
    const p = (state.turn.active + i) % n;
    if (state.players[p]?.inGame) out.push(p);
  }
  return out;
}

/** Opponents of a player still in the game, in turn order from that player (free-for-all, CR 806). */
export function opponents(state: GameState, player: PlayerId): PlayerId[] {
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let i = 1; i < n; i++) {
    const p = (player + i) % n;
    if (state.players[p]?.inGame) out.push(p);
  }
  return out;
}

/**
 * The number of opponents `player` attacked with at least one creature this combat (CR 702.121a):
 * each player counts once however many creatures attacked them, and only players, never
 * planeswalkers. Zero outside combat.
 */
export function opponentsAttacked(state: GameState, player: PlayerId): number {
  return state.combat?.attackedPlayers.filter((p) => p !== player).length ?? 0;
}

/** The number of players still in the game. */
export function playersInGame(state: GameState): number {
  let n = 0;
  for (const p of state.players) if (p.inGame) n++;
  return n;
}

/**
 * Whether `player`'s next turn begins now, ending what lasts "until [player]'s next turn" (CR 611.2b):
 * the turn beginning is theirs, or they have left the game and their turn would have begun now in
 * turn order, before this one (800.4m). Read while a turn begins.
 */
export function nextTurnBegins(state: GameState, player: PlayerId): boolean {
  return state.turn.turnsBegun[player] === state.turn.number;
}
