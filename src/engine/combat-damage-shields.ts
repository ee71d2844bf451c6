/**
 * The choices about prevention and redirection effects a combat damage step asks before its damage
 * is dealt, all at once (CR 510.2): shares of shields (CR 615.7) and orders of effects (616.1), in
 * APNAP order (101.4), as `nextDamageChoice` gives them. The standard combat and a variant's (Magic
 * Tech's missions) share it, each with its own damage events; the answers are kept in the combat
 * (`shieldShares`, `shieldOrders`) until the damage is dealt.
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import { check } from './errors.js';
import type { RuleChoice } from './format.js';
import { dealDamageAtOnce } from './game-actions.js';
import { nextDamageChoice, shareOptions, type DamageAnswers, type DamageChoice, type ShieldCaps } from './damage-choices.js';
import { shieldOptions, type DamageEvent } from './replacement.js';
import type { SimultaneousDamage } from './shield-shares.js';

/** The choices of the combat damage `events` asked so far, kept in the combat until the damage is dealt. */
function combatAnswers(state: GameState): DamageAnswers {
  const combat = state.combat;
  return {
    shares: combat?.shieldShares ?? {},
    orders: (i) => combat?.shieldOrders?.[String(i)] ?? [],
    record: (event, shield) => recordOrder(state, event, shield),
  };
}

/** Records `shield` as the effect that applies next to the combat damage event `event` (CR 616.1). */
function recordOrder(state: GameState, event: number, shield: number): void {
  const combat = state.combat;
  if (!combat) return;
  const orders = (combat.shieldOrders ??= {});
  orders[String(event)] = [...(orders[String(event)] ?? []), shield];
}

/** The combat damage events as damage events: combat damage (CR 510.2). */
function asCombatDamage(events: readonly SimultaneousDamage[]): DamageEvent[] {
  return events.map((e) => ({ ...e, combat: true }));
}

/** The next choice the combat damage `events` need (see `nextDamageChoice`); none without a combat. */
function nextShieldChoice(state: GameState, events: readonly SimultaneousDamage[]): DamageChoice {
  if (!state.combat) return { caps: new Map() };
  return nextDamageChoice(state, asCombatDamage(events), combatAnswers(state));
}

/**
 * Asks the next choice the combat damage `events` need (CR 615.7, 616.1; players in APNAP order,
 * 101.4; see `nextDamageChoice`) as `state.decision` and returns null; once nothing is left to
 * choose, returns the shares of the divided shields to deal the damage with
 * ({@link dealCombatDamageEvents}).
 */
export function askShieldChoices(state: GameState, events: readonly SimultaneousDamage[]): ShieldCaps | null {
  const step = nextShieldChoice(state, events);
  if ('caps' in step) return step.caps;
  if ('share' in step) {
    state.decision = { kind: 'choose', player: step.chooser, choice: { prompt: 'shieldShare', options: shareOptions(state, asCombatDamage(events), step.share), min: 1, max: 1, rule: '615.7' } };
    return null;
  }
  state.decision = { kind: 'choose', player: step.order.chooser, choice: { prompt: 'preventionOrder', options: shieldOptions(state, step.order.shields), min: 1, max: 1, rule: '616.1' } };
  return null;
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
