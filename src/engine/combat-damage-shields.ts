/**
 * The choices about prevention and redirection effects a combat damage step asks before its damage
 * is dealt, all at once (CR 510.2): how a shield met by damage from several sources is divided
 * among them (CR 615.7) and, where the order changes the result, which effect applies next to an
 * event (CR 616.1), each asked of the affected player or the controller of the affected permanent.
 * Players choose in APNAP order (CR 101.4), each making all of their choices, their shares first,
 * before the next player makes any; a shield an event another effect may also apply to meets is
 * divided once the orders that decide what each event would use of it are chosen
 * (`divideShieldsAfterOrders`), its share asked before a later player's orders unless one of those
 * may decide it. The standard combat and a variant's (Magic Tech's missions)
 * share it, each with its own damage events; the answers are kept in the combat (`shieldShares`,
 * `shieldOrders`) until the damage is dealt.
 *
 * @module
 */
import type { GameState, PlayerId, ReplacementEffect } from '../state/types.js';
import { check } from './errors.js';
import type { RuleChoice } from './format.js';
import { dealDamageAtOnce } from './game-actions.js';
import { eventsAwaitingOrder, nextPreventionChoice, type PreventionChoice } from './prevention-choices.js';
import { apnap } from './players.js';
import { affectedChooser, onlyRulesChangeDamage, redirectionReach, shieldOptions } from './replacement.js';
import { sameRef } from './targets.js';
import { divideShields, divideShieldsAfterOrders, shieldsDividedAfterOrders, type ShareDivision, type ShareQuestion, type SimultaneousDamage } from './shield-shares.js';
import { obj } from '../zones/zones.js';

/** What each shield divided among several sources may prevent of each event: by event index, by shield id (CR 615.7). */
export type ShieldCaps = ReadonlyMap<number, ReadonlyMap<number, number>>;

/**
 * The next choice of which effect applies next to one of the events (CR 616.1), planned with the
 * answers so far; an effect the rules leave as the only option (Pariah's ruling) is recorded as
 * chosen on the way. None when no effect but a rule's may apply to the damage.
 */
function pendingOrderChoice(state: GameState, events: readonly SimultaneousDamage[], caps: ShieldCaps): PreventionChoice | null {
  const combat = state.combat;
  if (!combat || onlyRulesChangeDamage(state)) return null;
  const damage = events.map((e) => ({ ...e, combat: true }));
  const separate = shieldsDividedAfterOrders(state, events);
  for (;;) {
    const next = nextPreventionChoice(state, damage, (i) => combat.shieldOrders?.[String(i)] ?? [], (i) => caps.get(i), separate);
    if (!next?.forced) return next;
    recordOrder(state, next.event, (next.shields[0] as ReplacementEffect).id);
  }
}

/** Records `shield` as the effect that applies next to the combat damage event `event` (CR 616.1). */
function recordOrder(state: GameState, event: number, shield: number): void {
  const combat = state.combat;
  if (!combat) return;
  const orders = (combat.shieldOrders ??= {});
  orders[String(event)] = [...(orders[String(event)] ?? []), shield];
}

/** The options of a share question, for display: how much of the shield goes to this source's damage (CR 615.7). */
function shareOptions(state: GameState, events: readonly SimultaneousDamage[], q: ShareQuestion): { label: string }[] {
  const e = events[q.event] as SimultaneousDamage;
  const card = obj(state, e.source).card;
  return q.amounts.map((n) => ({ label: `prevent ${n} of the ${q.meets} damage from ${card}` }));
}

/** The next choice a combat damage step's damage needs — a share (CR 615.7) or an order (616.1) — or, once none is left, the shares to deal it with. */
type ShieldStep = { share: ShareQuestion; chooser: PlayerId } | { order: PreventionChoice } | { caps: ShieldCaps };

/**
 * The next choice the combat damage `events` need, with the answers so far. CR 101.4: the choices
 * are made at the same time, so each player makes all of theirs, shares and orders alike, before
 * the next in APNAP order makes any: a player's shares of the shields divided before the orders
 * first, then their orders, then their shares of the shields divided once the orders are chosen
 * (which their orders decide). Such a share is asked once no event still waiting for an order may
 * meet its shield, before a later player's orders.
 */
function nextShieldChoice(state: GameState, events: readonly SimultaneousDamage[]): ShieldStep {
  const combat = state.combat;
  if (!combat) return { caps: new Map() };
  const { caps, question } = divideShields(state, events, combat.shieldShares ?? {});
  const pending = pendingOrderChoice(state, events, caps);
  const after = sharesAfterOrders(state, events, caps, pending === null ? () => true : readyShield(state, events, caps));
  const rank = (p: PlayerId): number => apnap(state).indexOf(p);
  const asked: { step: ShieldStep; rank: number }[] = [];
  if (question) {
    const chooser = affectedChooser(state, question.shield.affected);
    asked.push({ step: { share: question, chooser }, rank: rank(chooser) });
  }
  if (pending) asked.push({ step: { order: pending }, rank: rank(pending.chooser) });
  if (after.question) {
    const chooser = affectedChooser(state, after.question.shield.affected);
    asked.push({ step: { share: after.question, chooser }, rank: rank(chooser) });
  }
  // the earliest player in APNAP order; a player's own choices in the order listed
  const first = asked.reduce<(typeof asked)[number] | null>((best, a) => (best === null || a.rank < best.rank ? a : best), null);
  return first ? first.step : { caps: after.caps };
}

/**
 * Whether a shield divided once the orders are chosen may be divided now: no event still waiting
 * for a choice of its order may meet it, at its recipient or where a redirection may deal its
 * damage (CR 614.9, 616.1f).
 */
function readyShield(state: GameState, events: readonly SimultaneousDamage[], caps: ShieldCaps): (shield: ReplacementEffect) => boolean {
  const combat = state.combat;
  const damage = events.map((e) => ({ ...e, combat: true }));
  const waiting = eventsAwaitingOrder(state, damage, (i) => combat?.shieldOrders?.[String(i)] ?? [], (i) => caps.get(i), shieldsDividedAfterOrders(state, events));
  const reached = waiting.flatMap((i) => redirectionReach(state, (events[i] as SimultaneousDamage).source, (events[i] as SimultaneousDamage).to));
  return (shield) => !reached.some((to) => sameRef(to, shield.affected));
}

/**
 * Asks the next choice the combat damage `events` need (CR 615.7, 616.1; players in APNAP order,
 * 101.4; see `nextShieldChoice`) as `state.decision` and returns null; once nothing is left to
 * choose, returns the shares of the divided shields to deal the damage with
 * ({@link dealCombatDamageEvents}).
 */
export function askShieldChoices(state: GameState, events: readonly SimultaneousDamage[]): ShieldCaps | null {
  const step = nextShieldChoice(state, events);
  if ('caps' in step) return step.caps;
  if ('share' in step) {
    state.decision = { kind: 'choose', player: step.chooser, choice: { prompt: 'shieldShare', options: shareOptions(state, events, step.share), min: 1, max: 1, rule: '615.7' } };
    return null;
  }
  state.decision = { kind: 'choose', player: step.order.chooser, choice: { prompt: 'preventionOrder', options: shieldOptions(state, step.order.shields), min: 1, max: 1, rule: '616.1' } };
  return null;
}

/**
 * The shares of the shields divided once every order of effects is chosen (CR 615.7, 616.1; see
 * `divideShieldsAfterOrders`), added to `caps`, and the first share still to choose among the
 * shields `ready` to divide.
 */
function sharesAfterOrders(state: GameState, events: readonly SimultaneousDamage[], caps: ShieldCaps, ready: (shield: ReplacementEffect) => boolean): ShareDivision {
  const combat = state.combat;
  return divideShieldsAfterOrders(state, events.map((e) => ({ ...e, combat: true })), combat?.shieldShares ?? {}, (i) => combat?.shieldOrders?.[String(i)] ?? [], caps, ready);
}

/**
 * Deals the combat damage `events` at once (CR 510.2), each with the effects in the order its
 * affected player chose (CR 616.1) and the shares of the divided shields (CR 615.7), a source's
 * lifelink gaining once for all of its damage (CR 702.15e), then forgets those choices.
 */
export function dealCombatDamageEvents(state: GameState, events: readonly SimultaneousDamage[], caps: ShieldCaps): void {
  const combat = state.combat;
  if (!combat) return;
  dealDamageAtOnce(state, events.map((e, i) => ({ source: e.source, to: e.to, amount: e.amount, combat: true, shieldOrder: combat.shieldOrders?.[String(i)] ?? [], shieldCaps: caps.get(i) })));
  delete combat.shieldOrders;
  delete combat.shieldShares;
}

/** Keeps the answer to a choice of which effect applies next to a combat damage event (CR 616.1). */
function answerOrder(state: GameState, events: readonly SimultaneousDamage[], option: number): void {
  const step = nextShieldChoice(state, events);
  check('order' in step, 'badState', 'there is no combat damage waiting for this choice', '616.1');
  const shield = step.order.shields[option];
  check(shield, 'illegal', 'no such option', '616.1');
  recordOrder(state, step.order.event, shield.id);
}

/** Keeps the answer to a choice of how much of a shield goes to one combat damage event (CR 615.7). */
function answerShare(state: GameState, events: readonly SimultaneousDamage[], option: number): void {
  const combat = state.combat;
  const step = nextShieldChoice(state, events);
  check(combat && 'share' in step, 'badState', 'there is no combat damage waiting for this choice', '615.7');
  const question = step.share;
  const share = question.amounts[option];
  check(share !== undefined, 'illegal', 'no such option', '615.7');
  const shares = (combat.shieldShares ??= {});
  (shares[String(question.shield.id)] ??= {})[String(question.event)] = share;
}

/**
 * The choices of a combat damage step (CR 510.2), for a rule module's `choices`: which effect
 * applies next (616.1) and how much of a shield goes to each source's damage (615.7), about the
 * damage events `eventsOf` gives; once answered, the step goes on with `next`. A resolving spell may
 * ask which effect applies next too, citing 616.1; that answer goes to the resolution.
 */
export function combatShieldChoices(eventsOf: (state: GameState) => SimultaneousDamage[], next: (state: GameState) => void): Record<'616.1' | '615.7', RuleChoice> {
  const choice = (answer: (state: GameState, events: readonly SimultaneousDamage[], option: number) => void): RuleChoice => ({
    mayWait: (state) => (state.turn.step === 'combatDamage' || state.turn.step === 'firstStrikeDamage') && state.combat !== null,
    answer(state: GameState, _player: PlayerId, _choice, picked) {
      if (state.resolution) return false;
      answer(state, eventsOf(state), picked[0] as number);
      state.decision = null;
      next(state);
      return true;
    },
  });
  return { '616.1': choice(answerOrder), '615.7': choice(answerShare) };
}
