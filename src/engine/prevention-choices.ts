/**
 * Who is asked first when several damage events dealt at the same time each wait for a choice of
 * the order of prevention and redirection effects (CR 616.1): each affected player (or controller
 * of the affected permanent) makes the choices for their own events, and simultaneous choices of
 * several players are made in APNAP order (CR 101.4) — all of the active player's first, then each
 * other player's in turn order — whatever the order of the events.
 *
 * Pariah's ruling binds the choices of one player's events together: "All damage being dealt to you
 * at one time gets redirected to one Pariah." Once one event's damage to a player is dealt to the
 * creature one Pariah enchants, the other Pariahs' redirections are no longer among the options of
 * the other events dealing damage to that player at the same time; an event left with that one
 * Pariah as its only option takes it without a question.
 *
 * @module
 */
import type { GameState, PlayerId, Ref, ReplacementEffect } from '../state/types.js';
import { apnap } from './players.js';
import { affectedChooser, onlyRulesChangeDamage, planPrevention, redirectsToEnchanted, type DamageEvent, type PlannedPrevention, type PreventionPlan } from './replacement.js';

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
  /**
   * True when the rules leave one effect, which applies without a question (the Pariah the damage
   * dealt to that player at the same time already went to): the caller records it as chosen.
   */
  forced?: true;
}

/**
 * For each player, the Pariah redirection (see {@link redirectsToEnchanted}) that some event's plan
 * applied to damage dealt to that player: its shield id, by player.
 */
function pariahsUsed(state: GameState, events: readonly DamageEvent[], plans: readonly PreventionPlan[]): Map<PlayerId, number> {
  const used = new Map<PlayerId, number>();
  plans.forEach((plan, i) => {
    let to = (events[i] as DamageEvent).to;
    for (const step of plan.steps) {
      if (!step.redirectTo) continue;
      if ('player' in to && !used.has(to.player) && redirectsToEnchanted(state, { id: step.shield, source: step.source })) used.set(to.player, step.shield);
      to = step.redirectTo;
    }
  });
  return used;
}

/**
 * Plans every event in event order with the effects already chosen for it (`orders`), each seeing
 * what the earlier ones use of a shield, but for a shield of `separate`, which each event sees whole
 * (CR 615.7: divided once the orders are chosen); `caps` gives an event's shares of the shields
 * divided before.
 */
function planTogether(
  state: GameState,
  events: readonly DamageEvent[],
  orders: (event: number) => readonly number[],
  caps: (event: number) => ReadonlyMap<number, number> | undefined,
  separate: ReadonlySet<number>,
): PreventionPlan[] {
  const planned: PlannedPrevention = new Map();
  return events.map((e, i) => {
    const plan = planPrevention(state, e, orders(i), planned, caps(i));
    for (const id of separate) planned.delete(id);
    return plan;
  });
}

/**
 * The events among damage events dealt at the same time that still wait for a choice of which
 * effect applies next to them (CR 616.1), planned as {@link nextPreventionChoice} plans them: their
 * indices.
 */
export function eventsAwaitingOrder(
  state: GameState,
  events: readonly DamageEvent[],
  orders: (event: number) => readonly number[],
  caps: (event: number) => ReadonlyMap<number, number> | undefined = () => undefined,
  separate: ReadonlySet<number> = new Set(),
): number[] {
  if (onlyRulesChangeDamage(state)) return [];
  return planTogether(state, events, orders, caps, separate).flatMap((plan, i) => (plan.choice ? [i] : []));
}

/**
 * The next prevention order choice among damage events dealt at the same time (CR 616.1, 101.4),
 * or null when none is left. Every event is planned in event order with the effects already chosen
 * for it (`orders`), each seeing what the earlier ones use of a shield (`caps` gives an event's
 * shares of shields divided among several sources, CR 615.7, and a shield of `separate`, divided
 * only once the orders are chosen, is seen whole by each event); the options of an event dealing
 * damage to a player whose damage another event already redirected with a Pariah leave out the
 * other Pariahs (the ruling), and one left with a single option is returned `forced`. Of the events
 * still waiting for a choice, the one asked is that of the player first in APNAP order, the
 * earliest of that player's.
 */
export function nextPreventionChoice(
  state: GameState,
  events: readonly DamageEvent[],
  orders: (event: number) => readonly number[],
  caps: (event: number) => ReadonlyMap<number, number> | undefined = () => undefined,
  separate: ReadonlySet<number> = new Set(),
): PreventionChoice | null {
  if (onlyRulesChangeDamage(state)) return null;
  const order = apnap(state);
  const rank = (p: PlayerId): number => {
    const at = order.indexOf(p);
    return at < 0 ? order.length : at;
  };
  const plans = planTogether(state, events, orders, caps, separate);
  const pariahs = plans.some((p) => p.choice !== null) ? pariahsUsed(state, events, plans) : new Map<PlayerId, number>();
  let next: PreventionChoice | null = null;
  for (const [i, plan] of plans.entries()) {
    if (!plan.choice) continue;
    let shields = plan.choice;
    const pariah = 'player' in plan.to ? pariahs.get(plan.to.player) : undefined;
    if (pariah !== undefined) {
      const kept = shields.filter((r) => r.id === pariah || !redirectsToEnchanted(state, r));
      if (kept.length === 1) return { event: i, to: plan.to, chooser: affectedChooser(state, plan.to), shields: kept, forced: true };
      if (kept.length > 0) shields = kept;
    }
    const chooser = affectedChooser(state, plan.to);
    if (next === null || rank(chooser) < rank(next.chooser)) next = { event: i, to: plan.to, chooser, shields };
  }
  return next;
}
