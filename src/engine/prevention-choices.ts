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
import { affectedChooser, planPrevention, type DamageEvent, type PlannedPrevention, type PreventionPlan } from './replacement.js';

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
 * Plans damage events dealt at the same time (CR 616.1), in event order, each with the effects
 * already chosen for it (`orders`) and seeing what the earlier ones use of a shield (`caps` gives an
 * event's shares of shields divided among several sources, CR 615.7). Once a static redirection
 * ("all damage that would be dealt to you is dealt to … instead") applies to damage dealt to a
 * player, it is the one that applies to the rest of the damage dealt to that player at that time
 * (Pariah ruling: "If you take damage from multiple creatures in combat, all the combat damage goes
 * to one Pariah").
 */
export function planSimultaneous(
  state: GameState,
  events: readonly DamageEvent[],
  orders: (event: number) => readonly number[],
  caps: (event: number) => ReadonlyMap<number, number> | undefined = () => undefined,
): PreventionPlan[] {
  const planned: PlannedPrevention = new Map();
  const redirectionOf = new Map<PlayerId, number>();
  return events.map((e, i) => {
    const player = 'player' in e.to ? e.to.player : undefined;
    const plan = planPrevention(state, e, orders(i), planned, caps(i), player === undefined ? undefined : redirectionOf.get(player));
    // a static ability's effect has a negative id; a resolved spell's redirection (Kor Chant) protects a creature
    const redirection = plan.steps.find((step) => step.redirectTo !== undefined && step.shield < 0);
    if (player !== undefined && redirection && !redirectionOf.has(player)) redirectionOf.set(player, redirection.shield);
    return plan;
  });
}

/**
 * The full order of the effects that apply to each of several damage events dealt at the same time,
 * those chosen and those that follow them (see {@link planSimultaneous}), to deal each with.
 */
export function simultaneousOrders(
  state: GameState,
  events: readonly DamageEvent[],
  orders: (event: number) => readonly number[],
  caps: (event: number) => ReadonlyMap<number, number> | undefined = () => undefined,
): number[][] {
  return planSimultaneous(state, events, orders, caps).map((plan) => plan.steps.map((step) => step.shield));
}

/**
 * The next prevention order choice among damage events dealt at the same time (CR 616.1, 101.4),
 * or null when none is left. The events are planned with {@link planSimultaneous}; of the events
 * still waiting for a choice, the one asked is that of the player first in APNAP order, the
 * earliest of that player's.
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
  let next: PreventionChoice | null = null;
  for (const [i, plan] of planSimultaneous(state, events, orders, caps).entries()) {
    if (!plan.choice) continue;
    const chooser = affectedChooser(state, plan.to);
    if (next === null || rank(chooser) < rank(next.chooser)) next = { event: i, to: plan.to, chooser, shields: plan.choice };
  }
  return next;
}
