/**
 * CR 500.7 Extra turns. An effect adds an extra turn directly after the turn it names ("take an extra
 * turn after this one"); several extra turns are added one at a time, and those of several players
 * in APNAP order, so the most recently created is taken first. Once no extra turn is left, the
 * regular turn order goes on from the player whose turn the first of them followed. A player who has
 * left the game begins no turn (800.4k): their extra turns are lost, but stay in the order as the
 * moments their next turn would have begun, which end what lasted "until [their] next turn" (800.4m).
 *
 * @module
 */
import { emit } from '../engine/log.js';
import { inGame, nextInGame } from '../engine/players.js';
import type { GameState, PlayerId } from '../state/types.js';
import type { RuleEventProse } from '../engine/event-prose.js';

/**
 * `player` will take an extra turn directly after the current one (CR 500.7). Callers that give
 * several players extra turns call this in APNAP order.
 */
export function addExtraTurn(state: GameState, player: PlayerId): void {
  if (!inGame(state, player)) return;
  const x = (state.extraTurns ??= { queue: [], resumeAfter: null });
  x.queue.unshift(player);
  emit(state, { type: 'extraTurnAdded', rule: '500.7', player });
}

/**
 * The turn that begins after the current one.
 */
export interface NextTurn {
  /** The player whose turn it is. */
  player: PlayerId;
  /**
   * Players who have left the game and whose regular turns would have begun, in turn order, before
   * this one (CR 800.4m): the seats the turn order passes over to reach `player`.
   */
  passedOver: PlayerId[];
}

/**
 * The turn that begins after the current one: the next extra turn's (CR 500.7), skipping those of
 * players who left the game (800.4k), or else the next player in turn order after the player whose
 * regular turn came last. Takes the extra turn off the list. A skipped extra turn is a turn of a
 * player who left that would have begun before this one (800.4m): it is among those passed over.
 */
export function takeNextTurn(state: GameState): NextTurn | null {
  const x = state.extraTurns;
  const active = state.turn.active;
  if (!x) return regularTurnAfter(state, active);
  const skipped: PlayerId[] = [];
  while (x.queue.length > 0) {
    const player = x.queue.shift() as PlayerId;
    if (!inGame(state, player)) {
      skipped.push(player);
      continue;
    }
    x.resumeAfter ??= active;
    emit(state, { type: 'extraTurn', rule: '500.7', player });
    return { player, passedOver: skipped };
  }
  const after = x.resumeAfter ?? active;
  x.resumeAfter = null;
  const regular = regularTurnAfter(state, after);
  return regular && { player: regular.player, passedOver: [...skipped, ...regular.passedOver] };
}

/** The regular turn after `after`'s: the next player in the game, and the seats of those who left between (CR 800.4m). */
function regularTurnAfter(state: GameState, after: PlayerId): NextTurn | null {
  const player = nextInGame(state, after);
  if (player === null) return null;
  const n = state.players.length;
  const passedOver: PlayerId[] = [];
  for (let i = 1; i < n; i++) {
    const p = (after + i) % n;
    if (p === player) break;
    passedOver.push(p);
  }
  return { player, passedOver };
}

/**
 * A player who leaves the game loses the extra turns they were to take (CR 800.4k). They stay in the
 * list, where {@link takeNextTurn} passes over them as the moments those turns would have begun (800.4m).
 */
export function dropExtraTurns(state: GameState, player: PlayerId): void {
  if (state.extraTurns?.queue.includes(player)) emit(state, { type: 'extraTurnsLost', rule: '800.4k', player });
}

/** The lines of extra turns (CR 500.7, 800.4k). */
export const extraTurnEvents: RuleEventProse<'extraTurn' | 'extraTurnAdded' | 'extraTurnsLost'> = {
  extraTurn: (e, say) => `${say.player(e.player)} takes an extra turn`,
  extraTurnAdded: (e, say) => `${say.player(e.player)} will take an extra turn`,
  extraTurnsLost: (e, say) => `${say.player(e.player)}'s extra turns are lost`,
};
