/**
 * Damage divided as its caster chooses among a spell's targets (CR 601.2d): "deals X damage divided
 * as you choose among any number of target …" (Hail of Arrows). The caster announces the division
 * with the targets, each target receiving at least 1, the whole amount divided; the spell keeps it
 * on the stack (`division`), and a target that becomes illegal doesn't change the others' shares
 * (CR 608.2b; ruling of Hail of Arrows).
 *
 * Every division is legal but only one is listed per choice of targets and X (see
 * {@link evenDivision}): listing them all would grow as the number of ways to write X as a sum of
 * that many parts. `apply` accepts any legal division (README, "Which actions `apply` accepts").
 *
 * @module
 */
import type { SpellDef } from '../cards/types.js';
import type { EffectContext } from '../cards/types.js';
import { sameRef } from '../engine/targets.js';
import type { Ref } from '../state/types.js';
import { obj } from '../zones/zones.js';

/** Whether a spell divides its X among its targets as it is cast (CR 601.2d). */
export function dividesX(spell: SpellDef | undefined): boolean {
  return spell?.dividesX === true;
}

/**
 * Whether `division` divides `total` among `count` targets: one whole amount per target, in the order
 * of the targets, each at least 1, adding up to the total (CR 601.2d). With no target the total is 0.
 */
export function isLegalDivision(division: readonly number[], total: number, count: number): boolean {
  return division.length === count && division.every((n) => Number.isInteger(n) && n >= 1) && division.reduce((a, b) => a + b, 0) === total;
}

/**
 * The division the listing offers for `total` among `count` targets: as even as it can be, the
 * first targets chosen taking the remainder. Null when there is none (fewer than 1 each, or an amount
 * with no target).
 */
export function evenDivision(total: number, count: number): number[] | null {
  if (count === 0) return total === 0 ? [] : null;
  if (total < count) return null;
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0));
}

/** The share of the resolving spell's divided damage for the target `to` (CR 601.2d, 608.2b). */
export function divisionShare({ state, object }: EffectContext, to: Ref): number {
  const o = obj(state, object);
  const i = o.targets.findIndex((t) => sameRef(t, to));
  return o.division?.[i] ?? 0;
}
