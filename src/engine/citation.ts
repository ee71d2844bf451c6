/**
 * How a rule is cited in text: a Comprehensive Rules number as `CR 601.2i`, a fan variant's rule by
 * its own name (`AMM 2`, `MT 8.5`), which is no CR rule.
 *
 * @module
 */

/** `rule` as text cites it: `'CR 601.2i'` for a CR number, the variant's rule as it is (`'AMM 2'`). */
export function citation(rule: string): string {
  return /^\d/.test(rule) ? `CR ${rule}` : rule;
}
