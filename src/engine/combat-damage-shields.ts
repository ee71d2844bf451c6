/**
 * The choices about prevention and redirection effects a combat damage step asks before its damage
 * is dealt, all at once (CR 510.2): how a shield met by damage from several sources is divided
 * among them (CR 615.7) and, where the order changes the result, which effect applies next to an
 * event (CR 616.1), each asked of the affected player or the controller of the affected permanent.
 * Players choose in APNAP order (CR 101.4), each making all of their choices, their shares first,
 * before the next player makes any; a shield an event another effect may also apply to meets is
 * divided once every order is chosen, since what each event would use of it depends on its order
 * (`divideShieldsAfterOrders`). The standard combat and a variant's (Magic Tech's missions)
 * share it, each with its own damage events; the answers are kept in the combat (`shieldShares`,
 * `shieldOrders`) until the damage is dealt.
 *
 * @module
 */
import type { GameState, PlayerId, ReplacementEffect } from '../state/types.js';
import { check } from './errors.js';
import type { RuleChoice } from './format.js';
import { dealDamageAtOnce } from './game-actions.js';
import { nextPreventionChoice, type PreventionChoice } from './prevention-choices.js';
import { apnap } from './players.js';
import { affectedChooser, onlyRulesChangeDamage, shieldOptions } from './replacement.js';
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

/** Whether player `a` makes their choices before player `b` in APNAP order (CR 101.4). */
function before(state: GameState, a: PlayerId, b: PlayerId): boolean {
  const order = apnap(state);
  return order.indexOf(a) < order.indexOf(b);
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

/**
 * Asks the next choice the combat damage `events` need (CR 615.7, 616.1; players in APNAP order,
 * 101.4) as `state.decision` and returns null; once nothing is left to choose, returns the shares of
 * the divided shields to deal the damage with ({@link dealCombatDamageEvents}).
 */
export function askShieldChoices(state: GameState, events: readonly SimultaneousDamage[]): ShieldCaps | null {
  const combat = state.combat;
  if (!combat) return new Map();
  const { caps, question } = divideShields(state, events, combat.shieldShares ?? {});
  const sharer = question ? affectedChooser(state, question.shield.affected) : null;
  // CR 101.4: the choices are made at the same time, so each player makes all of theirs, shares and
  // orders alike, before the next in APNAP order makes any; a player's own shares come first (the
  // shares still open are then those of later players' shields)
  const pending = pendingOrderChoice(state, events, caps);
  if (question && (pending === null || !before(state, pending.chooser, sharer as PlayerId))) {
    state.decision = { kind: 'choose', player: sharer as PlayerId, choice: { prompt: 'shieldShare', options: shareOptions(state, events, question), min: 1, max: 1, rule: '615.7' } };
    return null;
  }
  if (pending) {
    state.decision = { kind: 'choose', player: pending.chooser, choice: { prompt: 'preventionOrder', options: shieldOptions(state, pending.shields), min: 1, max: 1, rule: '616.1' } };
    return null;
  }
  const after = sharesAfterOrders(state, events, caps);
  if (after.question) {
    state.decision = { kind: 'choose', player: affectedChooser(state, after.question.shield.affected), choice: { prompt: 'shieldShare', options: shareOptions(state, events, after.question), min: 1, max: 1, rule: '615.7' } };
    return null;
  }
  return after.caps;
}

/**
 * The shares of the shields divided once every order of effects is chosen (CR 615.7, 616.1; see
 * `divideShieldsAfterOrders`), added to `caps`, and the first share still to choose.
 */
function sharesAfterOrders(state: GameState, events: readonly SimultaneousDamage[], caps: ShieldCaps): ShareDivision {
  const combat = state.combat;
  return divideShieldsAfterOrders(state, events.map((e) => ({ ...e, combat: true })), combat?.shieldShares ?? {}, (i) => combat?.shieldOrders?.[String(i)] ?? [], caps);
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
  const combat = state.combat;
  check(combat, 'badState', 'there is no combat damage waiting for this choice');
  const pending = pendingOrderChoice(state, events, divideShields(state, events, combat.shieldShares ?? {}).caps);
  check(pending, 'badState', 'there is no combat damage waiting for this choice');
  const shield = pending.shields[option];
  check(shield, 'illegal', 'no such option', '616.1');
  recordOrder(state, pending.event, shield.id);
}

/** Keeps the answer to a choice of how much of a shield goes to one combat damage event (CR 615.7). */
function answerShare(state: GameState, events: readonly SimultaneousDamage[], option: number): void {
  const combat = state.combat;
  check(combat, 'badState', 'there is no combat damage waiting for this choice');
  const division = divideShields(state, events, combat.shieldShares ?? {});
  // the shares of the shields divided once the orders are chosen come after the orders
  const question = division.question ?? (pendingOrderChoice(state, events, division.caps) === null ? sharesAfterOrders(state, events, division.caps).question : null);
  check(question, 'badState', 'there is no combat damage waiting for this choice');
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
