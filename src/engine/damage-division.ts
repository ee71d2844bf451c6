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
 * and that the amounts are one of `divisionsOf()`, records the division in the combat, and goes on
 * with `next` (which asks for the next division or deals the damage). `rule` is cited when the
 * player is not the one dividing now.
 */
export function assignDivision(state: GameState, a: AssignDamageAction, divisionsOf: () => number[][], rule: string, next: (state: GameState) => void): void {
  const d = state.decision;
  check(d?.kind === 'assignDamage' && d.player === a.player && d.attacker === a.attacker, 'wrongDecision', 'you are not dividing that creature\'s combat damage now', rule);
  check(Array.isArray(a.amounts) && a.amounts.every((n) => Number.isInteger(n) && n >= 0), 'malformed', 'amounts must be whole numbers');
  const legal = divisionsOf().some((div) => div.length === a.amounts.length && div.every((n, i) => n === a.amounts[i]));
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
