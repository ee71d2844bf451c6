/**
 * Choosing how a creature's combat damage is divided (CR 510.1c–d): the one `assignDamage` step the
 * standard combat and a variant's combat share, each with its own legal divisions.
 *
 * @module
 */
import type { AssignDamageAction } from './actions.js';
import { check } from './errors.js';
import type { GameState } from '../state/types.js';

/**
 * Performs an `assignDamage` action: checks that its player is dividing that creature's damage now
 * and that the amounts are one of `divisionsOf()` — or, where the listing may leave legal divisions
 * out, that `accepts` them — records the division in the combat, and goes on with `next` (which asks
 * for the next division or deals the damage). `rule` is cited when the player is not the one
 * dividing now.
 */
export function assignDivision(
  state: GameState,
  a: AssignDamageAction,
  divisionsOf: () => number[][],
  rule: string,
  next: (state: GameState) => void,
  accepts?: (amounts: readonly number[]) => boolean,
): void {
  const d = state.decision;
  check(d?.kind === 'assignDamage' && d.player === a.player && d.attacker === a.attacker, 'wrongDecision', 'you are not dividing that creature\'s combat damage now', rule);
  check(Array.isArray(a.amounts) && a.amounts.every((n) => Number.isInteger(n) && n >= 0), 'malformed', 'amounts must be whole numbers');
  const legal = accepts ? accepts(a.amounts) : divisionsOf().some((div) => div.length === a.amounts.length && div.every((n, i) => n === a.amounts[i]));
  check(legal, 'illegal', 'that division of combat damage is not legal', '510.1c');
  (state.combat as NonNullable<GameState['combat']>).divisions[String(a.attacker)] = [...a.amounts];
  state.decision = null;
  next(state);
}

/**
 * Every way to divide `total` damage among `slots` recipients in order, all of it assigned in whole
 * amounts (CR 510.1c–d), that `accept` allows, the first `limit` of them; none when there is no
 * recipient.
 */
export function divisionsOf(total: number, slots: number, accept: (division: readonly number[]) => boolean = () => true, limit = Infinity): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (i: number, left: number): void => {
    if (i === slots - 1) {
      cur.push(left);
      if (accept(cur)) out.push(cur.slice());
      cur.pop();
      return;
    }
    for (let n = 0; n <= left && out.length < limit; n++) {
      cur.push(n);
      rec(i + 1, left - n);
      cur.pop();
    }
  };
  if (slots > 0) rec(0, Math.max(0, total));
  return out;
}

/**
 * The most divisions of a creature's combat damage that a listing holds: they grow as the ways to
 * write its damage as a sum of as many parts as it has recipients (Guardian of the Gateless blocking
 * ten creatures divides 13 damage 497,420 ways; an attacker of power 12 blocked by six creatures,
 * 6,188). Past it the listing holds some of them, and `apply` accepts the others all the same (README
 * "Which actions `apply` accepts").
 */
export const MAX_LISTED_DIVISIONS = 256;

/** How many ways `total` damage divides among `slots` recipients in whole amounts (at most `cap` + 1 counted). */
function divisionCount(total: number, slots: number, cap: number): number {
  if (slots <= 0) return 0;
  // C(total + slots - 1, slots - 1), stopped once past the cap
  let n = 1;
  for (let k = 1; k < slots; k++) {
    n = (n * (total + k)) / k;
    if (n > cap) return cap + 1;
  }
  return Math.round(n);
}

/**
 * The divisions of `total` damage among `slots` recipients, any amount to each (CR 510.1d): every
 * one of them up to {@link MAX_LISTED_DIVISIONS}; past it, all of it to each recipient in turn and
 * the division as even as it can be (see {@link isWholeDivision} for the others).
 */
export function listedDivisions(total: number, slots: number): number[][] {
  if (divisionCount(total, slots, MAX_LISTED_DIVISIONS) <= MAX_LISTED_DIVISIONS) return divisionsOf(total, slots);
  const out = Array.from({ length: slots }, (_, i) => Array.from({ length: slots }, (_, j) => (j === slots - 1 - i ? total : 0)));
  out.push(Array.from({ length: slots }, (_, j) => Math.floor(total / slots) + (j < total % slots ? 1 : 0)));
  return out;
}

/** Whether `amounts` divide `total` damage among `slots` recipients in whole amounts, any amount to each (CR 510.1d). */
export function isWholeDivision(amounts: readonly number[], total: number, slots: number): boolean {
  return amounts.length === slots && slots > 0 && amounts.every((n) => Number.isInteger(n) && n >= 0) && amounts.reduce((a, b) => a + b, 0) === Math.max(0, total);
}

/**
 * What decides the divisions of a blocked attacker's combat damage (CR 510.1c, 702.19b): its
 * `damage`, its `blockers` still there and, with `trample`, one more recipient past them (the
 * player or planeswalker it attacks); `accept` says whether a whole division is legal (the other
 * attackers' tramplers, banding's divider, a variant's armor), and `lethal` how much damage each
 * blocker lacks to be destroyed.
 */
export interface AttackerDivisionRule {
  damage: number;
  blockers: number;
  trample: boolean;
  accept(division: readonly number[]): boolean;
  lethal(blocker: number): number;
}

/** How many recipients an attacker's damage is divided among: its blockers, and past them with trample. */
function recipientSlots(rule: AttackerDivisionRule): number {
  return rule.blockers + (rule.trample ? 1 : 0);
}

/**
 * The listed divisions of a blocked attacker's damage (see {@link AttackerDivisionRule}): every legal
 * one up to {@link MAX_LISTED_DIVISIONS} ways to divide it; past it, of all of it to each blocker in
 * turn, the split among the blockers as even as it can be, lethal damage to each blocker in turn and
 * the rest past them (with trample) and the first legal division, those that are legal.
 * {@link isAttackerDivision} accepts the others.
 */
export function listedAttackerDivisions(rule: AttackerDivisionRule): number[][] {
  const { damage, blockers, trample } = rule;
  const slots = recipientSlots(rule);
  if (divisionCount(damage, slots, MAX_LISTED_DIVISIONS) <= MAX_LISTED_DIVISIONS) return divisionsOf(damage, slots, (d) => rule.accept(d));
  const none = (): number[] => new Array<number>(slots).fill(0);
  const candidates: number[][] = [];
  for (let i = 0; i < blockers; i++) {
    const all = none();
    all[i] = damage;
    candidates.push(all);
  }
  candidates.push(none().map((_, j) => (j < blockers ? Math.floor(damage / blockers) + (j < damage % blockers ? 1 : 0) : 0)));
  if (trample) {
    const past = none();
    let left = damage;
    for (let j = 0; j < blockers; j++) {
      past[j] = Math.min(left, rule.lethal(j));
      left -= past[j] as number;
    }
    past[blockers] = left;
    candidates.push(past);
  }
  candidates.push(...divisionsOf(damage, slots, (d) => rule.accept(d), 1));
  const seen = new Set<string>();
  return candidates.filter((d) => {
    const key = d.join(',');
    if (seen.has(key) || !rule.accept(d)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether `amounts` is a legal division of a blocked attacker's damage (see {@link AttackerDivisionRule}). */
export function isAttackerDivision(rule: AttackerDivisionRule, amounts: readonly number[]): boolean {
  return isWholeDivision(amounts, rule.damage, recipientSlots(rule)) && rule.accept(amounts);
}

/** Whether a blocked attacker's damage may be divided in more than one legal way, so that its controller is asked (CR 510.1c). */
export function hasSeveralDivisions(rule: AttackerDivisionRule): boolean {
  return divisionsOf(rule.damage, recipientSlots(rule), (d) => rule.accept(d), 2).length > 1;
}
