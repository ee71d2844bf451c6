/**
 * Who is asked first when several damage events dealt at the same time each wait for a choice of
 * the order of prevention and redirection effects (CR 616.1): each affected player (or controller
 * of the affected permanent) makes the choices for their own events, and simultaneous choices of
 * several players are made in APNAP order (CR 101.4) — all of the active player's first, then each
 * other player's in turn order — whatever the order of the events.
 *
 * @module
 */
import type { GameState, PlayerId, Ref, ReplacementEffect } from '../state/types.js';
import { apnap } from './players.js';
import { affectedChooser, planPrevention, type DamageEvent, type PlannedPrevention } from './replacement.js';

/** A choice of which prevention effect applies next to one of several simultaneous damage events (CR 616.1). */
export interface PreventionChoice {
  /** The index of the event. */
  event: number;
  /** Whom the damage would be dealt to now, after the effects already chosen for it. */
  to: Ref;
  /** The player who chooses: the affected player, or the controller of the affected permanent. */
  chooser: PlayerId;
  /** The effects to choose among, one per distinct result. */
  shields: ReplacementEffect[];
}

/**
 * The next prevention order choice among damage events dealt at the same time (CR 616.1, 101.4),
 * or null when none is left. Every event is planned in event order with the effects already chosen
 * for it (`orders`), each seeing what the earlier ones use of a shield (`caps` gives an event's
 * shares of shields divided among several sources, CR 615.7); of the events still waiting for a
 * choice, the one asked is that of the player first in APNAP order, the earliest of that player's.
 */
export function nextPreventionChoice(
  state: GameState,
  events: readonly DamageEvent[],
  orders: (event: number) => readonly number[],
  caps: (event: number) => ReadonlyMap<number, number> | undefined = () => undefined,
): PreventionChoice | null {
  const order = apnap(state);
  const rank = (p: PlayerId): number => {
    const at = order.indexOf(p);
    return at < 0 ? order.length : at;
  };
  const planned: PlannedPrevention = new Map();
  let next: PreventionChoice | null = null;
  for (const [i, e] of events.entries()) {
    const plan = planPrevention(state, e, orders(i), planned, caps(i));
    if (!plan.choice) continue;
    const chooser = affectedChooser(state, plan.to);
    if (next === null || rank(chooser) < rank(next.chooser)) next = { event: i, to: plan.to, chooser, shields: plan.choice };
  }
  return next;
}
