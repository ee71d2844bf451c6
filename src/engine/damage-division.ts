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
 * amounts (CR 510.1c–d), that `accept` allows; none when there is no recipient.
 */
export function divisionsOf(total: number, slots: number, accept: (division: readonly number[]) => boolean = () => true): number[][] {
  const out: number[][] = [];
  const cur: number[] = [];
  const rec = (i: number, left: number): void => {
    if (i === slots - 1) {
      cur.push(left);
      if (accept(cur)) out.push(cur.slice());
      cur.pop();
      return;
    }
    for (let n = 0; n <= left; n++) {
      cur.push(n);
      rec(i + 1, left - n);
      cur.pop();
    }
  };
  if (slots > 0) rec(0, Math.max(0, total));
  return out;
}

/**
 * The most divisions of a blocking creature's damage among the creatures it blocks that a listing
 * holds: they grow as the ways to write its damage as a sum of that many parts (Guardian of the
 * Gateless blocking ten creatures divides 13 damage 497,420 ways). Past it the listing holds some
 * of them, and `apply` accepts the others all the same (README "Which actions `apply` accepts").
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
