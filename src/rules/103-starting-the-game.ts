/**
 * CR 103 Starting the Game: the steps a format adds before libraries are shuffled (CR 103.2), the
 * shuffle (CR 103.3), opening hands and the London mulligan (CR 103.5), with the free first
 * mulligan of multiplayer games (CR 103.5c). A format may swap this module for another mulligan.
 *
 * @module
 */
import type { Action, BottomAction } from '../engine/actions.js';
import { check } from '../engine/errors.js';
import { formatOf, openingHandSize, type RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import type { GameState, PlayerId } from '../state/types.js';
import { drawCards, moveObject, shuffleLibrary } from '../zones/zones.js';

/** Cards to put on the bottom after the latest mulligan: one per mulligan, the first free with 3+ players. */
function bottomCount(state: GameState, player: PlayerId): number {
  const taken = state.players[player]?.mulligans ?? 0;
  return state.players.length > 2 ? Math.max(0, taken - 1) : taken;
}

/** A player may take mulligans until their opening hand would be zero cards (CR 103.5). */
function canMulligan(state: GameState, player: PlayerId): boolean {
  return openingHandSize(state, player) - bottomCount(state, player) > 0;
}

/**
 * Runs the start of the game on from where it stands, once the starting player is determined
 * (CR 103.1): the format's steps before libraries are shuffled (CR 103.2), the shuffle (CR 103.3),
 * opening hands (CR 103.5), the format's steps before mulligans, then the mulligans. Stops where a
 * player must decide; the module that asked calls it again once they have.
 */
export function continueStartOfGame(state: GameState): void {
  const modules = formatOf(state).modules;
  if (state.startOfGame === 'beforeShuffle') {
    for (const m of modules) if (m.startOfGame?.beforeShuffle?.(state)) return;
    const seats = state.players.filter((p) => p.inGame).map((p) => p.id);
    for (const p of seats) shuffleLibrary(state, p);
    for (const p of seats) drawCards(state, p, openingHandSize(state, p));
    state.startOfGame = 'beforeMulligans';
  }
  if (state.startOfGame === 'beforeMulligans') {
    for (const m of modules) if (m.startOfGame?.beforeMulligans?.(state)) return;
    delete state.startOfGame;
  }
  continuePregame(state);
}

/** Players in turn order from the starting player (CR 103.5: the starting player declares first). */
export function fromStarter(state: GameState): PlayerId[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (state.turn.active + i) % n).filter((p) => state.players[p]?.inGame);
}

/**
 * Moves the pregame on: asks for bottom cards, asks the next player to declare, takes all declared
 * mulligans at the same time (CR 103.5), and begins the game once everyone has kept.
 */
export function continuePregame(state: GameState): void {
  for (;;) {
    const order = fromStarter(state);
    const bottoming = order.find((p) => (state.players[p]?.toBottom ?? 0) > 0);
    if (bottoming !== undefined) {
      state.decision = { kind: 'bottom', player: bottoming, count: state.players[bottoming]?.toBottom ?? 0 };
      return;
    }
    const deciding = order.find((p) => state.players[p]?.mulliganState === 'deciding');
    if (deciding !== undefined) {
      state.decision = { kind: 'mulligan', player: deciding };
      return;
    }
    const takers = order.filter((p) => state.players[p]?.mulliganState === 'declaredMulligan');
    if (takers.length === 0) break;
    for (const id of takers) {
      const p = state.players[id] as (typeof state.players)[number];
      redrawHand(state, id, openingHandSize(state, id), '103.5');
      // never more than the hand holds (a format's hand size may leave fewer cards than mulligans taken)
      p.toBottom = Math.min(bottomCount(state, id), p.hand.length);
      p.mulliganState = 'deciding';
      emit(state, { type: 'mulligan', rule: p.mulligans === 1 && state.players.length > 2 ? '103.5c' : '103.5', player: id, amount: p.mulligans });
    }
  }
  state.decision = null;
  formatOf(state).turns.beginGame(state);
}

/**
 * A mulligan's new hand: the player shuffles their hand into their library, draws `size` cards and
 * counts one more mulligan (CR 103.5; Magic Tech's MT 12.1 draws one card fewer each time).
 */
export function redrawHand(state: GameState, player: PlayerId, size: number, rule: string): void {
  const p = state.players[player] as GameState['players'][number];
  for (const card of [...p.hand]) moveObject(state, card, 'library', { rule });
  shuffleLibrary(state, player);
  drawCards(state, player, size);
  p.mulligans++;
}

function perform(state: GameState, action: Action): void {
  const d = state.decision;
  const p = state.players[action.player];
  check(p, 'malformed', `no player ${action.player}`);
  if (action.type === 'bottom') {
    check(d?.kind === 'bottom' && d.player === action.player, 'wrongDecision', 'no cards to put on the bottom now', '103.5');
    check(p.hand.includes((action as BottomAction).card), 'illegal', 'that card is not in your hand', '103.5');
    moveObject(state, (action as BottomAction).card, 'library', { rule: '103.5', position: 'bottom' });
    p.toBottom--;
  } else {
    check(d?.kind === 'mulligan' && d.player === action.player, 'wrongDecision', 'not deciding on a mulligan now', '103.5');
    if (action.type === 'keep') {
      p.mulliganState = 'kept';
      emit(state, { type: 'keep', rule: '103.5', player: action.player, amount: p.hand.length - p.toBottom });
    } else {
      check(canMulligan(state, action.player), 'illegal', 'no further mulligans: the hand would be zero cards', '103.5');
      p.mulliganState = 'declaredMulligan';
    }
  }
  state.decision = null;
  continuePregame(state);
}

/** CR 103: the London mulligan. */
export const startingTheGame: RuleModule = {
  number: '103',
  title: 'Starting the Game',
  keywords: ['mulligan', 'london mulligan'],
  perform: { keep: perform, mulligan: perform, bottom: perform },
  startGame: (state) => continueStartOfGame(state),
  list(state, out) {
    const d = state.decision;
    if (d?.kind === 'mulligan') {
      out.push({ type: 'keep', player: d.player });
      if (canMulligan(state, d.player)) out.push({ type: 'mulligan', player: d.player });
    } else if (d?.kind === 'bottom') {
      for (const card of state.players[d.player]?.hand ?? []) out.push({ type: 'bottom', player: d.player, card });
    }
  },
};
