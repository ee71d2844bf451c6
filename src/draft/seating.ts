/**
 * Draft seating: who sits to a drafter's left and right, and which way packs pass each round
 * (CR 905.1b: left in the first and third rounds, right in the second).
 *
 * @module
 */
import type { Seat } from './types.js';

/** The seat to the left of `seat` at a table of `n`. */
export function leftOf(seat: Seat, n: number): Seat {
  return (seat + 1) % n;
}

/** The seat to the right of `seat` at a table of `n`. */
export function rightOf(seat: Seat, n: number): Seat {
  return (seat - 1 + n) % n;
}

/** The direction packs pass in a round (0-based): left in odd-numbered rounds, right in even (905.1b). */
export function passDirection(round: number): 'left' | 'right' {
  return round % 2 === 0 ? 'left' : 'right';
}

/** The seat a pack passes to from `seat` in `round` (905.1b). */
export function passTarget(seat: Seat, round: number, n: number): Seat {
  return passDirection(round) === 'left' ? leftOf(seat, n) : rightOf(seat, n);
}
