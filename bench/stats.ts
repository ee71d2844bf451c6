// Summaries of measurements: medians of rounds and percentiles of decision times.

/** The median of the values (the mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((x, y) => x - y);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * The q-quantile (0 < q ≤ 1) of values sorted in ascending order, by the nearest-rank method: the
 * smallest value with at least a share q of the values at or below it. NaN when empty.
 */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] as number;
}
