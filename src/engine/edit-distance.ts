/**
 * The edit distance of two texts, for the hints that name what a misspelt name was likely meant to
 * be: card names (`didYouMean`) and option fields (`unknownField`).
 *
 * @module
 */

/** The edit distance between two strings (insertions, deletions, substitutions, each costing one). */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
