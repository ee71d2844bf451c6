/**
 * The choices about prevention and redirection effects that damage events dealt at the same time
 * ask before any of the damage is dealt (combat damage, CR 510.2; one step of a resolving effect or
 * a fight, 608.2f, 701.14a): how a shield met by damage from several sources is divided among them
 * (CR 615.7) and, where the order changes the result, which effect applies next to an event (CR
 * 616.1), each asked of the affected player or the controller of the affected permanent. Players
 * choose in APNAP order (CR 101.4), each making all of their choices before the next player makes
 * any: their shares of the shields divided before the orders, then their orders, then their shares
 * of the shields divided once the orders are chosen (`divideShieldsAfterOrders`), which those orders
 * decide. Such a share waits while an event still waiting for an order may meet its shield, when a
 * later player's order decides it (CR 101.4d). Combat keeps the answers in the combat, a resolution
 * among its answers.
 *
 * @module
 */
import type { GameState, PlayerId, ReplacementEffect } from '../state/types.js';
import { eventsAwaitingOrder, nextPreventionChoice, type PreventionChoice } from './prevention-choices.js';
import { apnap } from './players.js';
import { affectedChooser, onlyRulesChangeDamage, redirectionReach, type DamageEvent } from './replacement.js';
import { sameRef } from './targets.js';
import { divideShields, divideShieldsAfterOrders, shieldsDividedAfterOrders, type ShareDivision, type ShareQuestion, type ShieldShares } from './shield-shares.js';
import { obj } from '../zones/zones.js';

/** What each shield divided among several sources may prevent of each event: by event index, by shield id (CR 615.7). */
export type ShieldCaps = ReadonlyMap<number, ReadonlyMap<number, number>>;

/** The answers given so far to the choices of damage events dealt at the same time. */
export interface DamageAnswers {
  /** The shares of the shields chosen so far (CR 615.7). */
  shares: ShieldShares;
  /** The effects chosen so far to apply to the event `event`, in order (CR 616.1). */
  orders(event: number): readonly number[];
  /** Records `shield` as the effect that applies next to the event `event`: one the rules leave as the only option (Pariah's ruling). */
  record(event: number, shield: number): void;
}

/** The next choice damage events dealt at once need — a share (CR 615.7) or an order (616.1) — or, once none is left, the shares to deal the damage with. */
export type DamageChoice = { share: ShareQuestion; chooser: PlayerId } | { order: PreventionChoice } | { caps: ShieldCaps };

/**
 * The next choice of which effect applies next to one of the events (CR 616.1), planned with the
 * answers so far; an effect the rules leave as the only option (Pariah's ruling) is recorded as
 * chosen on the way. None when no effect but a rule's may apply to the damage.
 */
function pendingOrderChoice(state: GameState, events: readonly DamageEvent[], answers: DamageAnswers, caps: ShieldCaps, separate: ReadonlySet<number>): PreventionChoice | null {
  if (onlyRulesChangeDamage(state)) return null;
  for (;;) {
    const next = nextPreventionChoice(state, events, (i) => answers.orders(i), (i) => caps.get(i), separate);
    if (!next?.forced) return next;
    answers.record(next.event, (next.shields[0] as ReplacementEffect).id);
  }
}

/**
 * Whether a shield divided once the orders are chosen may be divided now: no event still waiting
 * for a choice of its order may meet it, at its recipient or where a redirection may deal its
 * damage (CR 614.9, 616.1f).
 */
function readyShield(state: GameState, events: readonly DamageEvent[], answers: DamageAnswers, caps: ShieldCaps, separate: ReadonlySet<number>): (shield: ReplacementEffect) => boolean {
  const waiting = eventsAwaitingOrder(state, events, (i) => answers.orders(i), (i) => caps.get(i), separate);
  const reached = waiting.flatMap((i) => redirectionReach(state, (events[i] as DamageEvent).source, (events[i] as DamageEvent).to));
  return (shield) => !reached.some((to) => sameRef(to, shield.affected));
}

/**
 * The next choice the damage `events`, dealt at the same time, need with the `answers` so far, in
 * APNAP order of the players choosing (CR 101.4; see the module): a player's shares before their
 * orders, and their shares decided by the orders after them.
 */
export function nextDamageChoice(state: GameState, events: readonly DamageEvent[], answers: DamageAnswers): DamageChoice {
  const { caps, question } = divideShields(state, events, answers.shares);
  const late = shieldsDividedAfterOrders(state, events);
  // the orders are planned with the shares of the shields divided so far: a share may leave part
  // of an event to other effects, whose order is then asked (CR 616.1f); what is divided is found
  // again until it no longer grows
  let divided: ShieldCaps = caps;
  let settled: ReadonlySet<number> = new Set();
  let pending: PreventionChoice | null;
  let after: ShareDivision;
  for (let round = 0; ; round++) {
    const separate = new Set([...late].filter((id) => !settled.has(id)));
    pending = pendingOrderChoice(state, events, answers, divided, separate);
    const ready = pending === null ? () => true : readyShield(state, events, answers, divided, separate);
    after = divideShieldsAfterOrders(state, events, answers.shares, (i) => answers.orders(i), caps, ready);
    const now = after.settled ?? new Set<number>();
    if (round > late.size || [...now].every((id) => settled.has(id))) break;
    settled = now;
    divided = after.caps;
  }
  const order = apnap(state);
  const rank = (p: PlayerId): number => order.indexOf(p);
  const asked: { choice: DamageChoice; rank: number }[] = [];
  if (question) {
    const chooser = affectedChooser(state, question.shield.affected);
    asked.push({ choice: { share: question, chooser }, rank: rank(chooser) });
  }
  if (pending) asked.push({ choice: { order: pending }, rank: rank(pending.chooser) });
  if (after.question) {
    const chooser = affectedChooser(state, after.question.shield.affected);
    asked.push({ choice: { share: after.question, chooser }, rank: rank(chooser) });
  }
  // the earliest player in APNAP order; a player's own choices in the order listed
  const first = asked.reduce<(typeof asked)[number] | null>((best, a) => (best === null || a.rank < best.rank ? a : best), null);
  return first ? first.choice : { caps: after.caps };
}

/** The options of a share question, for display: how much of the shield goes to this source's damage (CR 615.7). */
export function shareOptions(state: GameState, events: readonly DamageEvent[], q: ShareQuestion): { label: string }[] {
  const card = obj(state, (events[q.event] as DamageEvent).source).card;
  return q.amounts.map((n) => ({ label: `prevent ${n} of the ${q.meets} damage from ${card}` }));
}
