/**
 * Choosing several of a list (modes, options of a choice): every subset of indexes with a size in a
 * range, each ascending, in lexicographic order.
 *
 * @module
 */

/** Every ascending list of distinct indexes below `n` with at least `min` and at most `max` entries. */
export function indexSubsets(n: number, min: number, max: number): number[][] {
  const out: number[][] = [];
  const pick: number[] = [];
  const rec = (start: number): void => {
    if (pick.length >= min) out.push(pick.slice());
    if (pick.length === max) return;
    for (let i = start; i < n; i++) {
      pick.push(i);
      rec(i + 1);
      pick.pop();
    }
  };
  rec(0);
  return out;
}
