/**
 * The deck Async Mental Magic is played with (AMM 2, 3): an inexhaustible supply of unnamed cards,
 * each new card's mana cost drawn, with the game's seeded PRNG, from a table of weighted cost slots.
 *
 * @module
 */
import { parseManaCost } from '../../engine/mana.js';
import { deepFreeze } from '../../state/deep-freeze.js';
import { randomInt } from '../../state/rng.js';
import type { RngState } from '../../state/types.js';
import { quoted } from '../../engine/quote.js';

/** One row of a cost table: a mana cost in Oracle notation and how many of the table's slots it fills. */
export interface CostSlot {
  /** The mana cost, e.g. `'{1}{R}'`. */
  cost: string;
  /** How many slots it fills (a positive whole number). */
  weight: number;
}

/** The rows every colored part of the default table has, with `C` for the color. */
const COLORED_ROWS: readonly [string, number][] = [
  ['{C}', 15], ['{1}{C}', 20], ['{2}{C}', 20], ['{3}{C}', 12], ['{4}{C}', 6],
  ['{C}{C}', 3], ['{1}{C}{C}', 6], ['{2}{C}{C}', 7], ['{3}{C}{C}', 7], ['{4}{C}{C}', 4],
];

/**
 * The default deck: 600 slots, 100 colorless ({0}×24, {1}×13, {2}×18, {3}×18, {4}×15, {5}×6, {6}×6)
 * and 100 for each of W, U, B, R and G.
 */
export const DEFAULT_COST_TABLE: readonly CostSlot[] = deepFreeze([
  ...([['{0}', 24], ['{1}', 13], ['{2}', 18], ['{3}', 18], ['{4}', 15], ['{5}', 6], ['{6}', 6]] as const).map(([cost, weight]) => ({ cost, weight })),
  ...['W', 'U', 'B', 'R', 'G'].flatMap((c) => COLORED_ROWS.map(([cost, weight]) => ({ cost: cost.replaceAll('C', c), weight }))),
]);

/** Why a cost table cannot be used, or null if it can: rows of parseable costs with positive whole weights. */
export function costTableProblem(table: unknown): string | null {
  if (!Array.isArray(table) || table.length === 0) return 'a cost table is a non-empty list of { cost, weight }';
  for (const row of table as unknown[]) {
    const r = row as Partial<CostSlot> | null;
    if (typeof r !== 'object' || r === null || typeof r.cost !== 'string' || !Number.isInteger(r.weight) || (r.weight as number) < 1) {
      return `bad cost table row ${quoted(row)}`;
    }
    try {
      parseManaCost(r.cost);
    } catch {
      return `bad mana cost ${quoted(r.cost)} in the cost table`;
    }
  }
  return null;
}

/** Draws a new card's mana cost from a cost table with the PRNG (AMM 3): each slot equally likely. */
export function drawCost(rng: RngState, table: readonly CostSlot[]): string {
  const total = table.reduce((n, r) => n + r.weight, 0);
  let k = randomInt(rng, total);
  for (const r of table) {
    if (k < r.weight) return r.cost;
    k -= r.weight;
  }
  throw new Error('cost table weights changed while drawing');
}
