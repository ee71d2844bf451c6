/**
 * The order of continuous effects within one layer or sublayer (CR 613.7, 613.8): timestamp order,
 * except that an effect that depends on another waits until just after it has applied.
 *
 * Dependency is found by trial application (CR 613.8a): effect A depends on effect B when applying
 * B to the characteristics as they are now would change whether A exists, whether A applies, or
 * what A does. Each effect is a function from the characteristics to what it does (null when it
 * does not exist or does not apply), so the trial needs no knowledge of particular cards.
 *
 * Effects that depend on each other, directly or through others, form a dependency loop: among
 * themselves they apply in timestamp order (CR 613.8b). After each effect applies, the
 * dependencies of the rest are found again (CR 613.8c).
 *
 * @module
 */

/** One continuous effect competing in a layer or sublayer for one object. */
export interface LayerCandidate<C, X> {
  /** Its timestamp (CR 613.7). */
  timestamp: number;
  /** What it does given the characteristics `c` as they are now; null if it does not exist or does not apply. */
  effect(c: C): X | null;
}

/** How to work on characteristics of type `C` with changes of type `X`. */
export interface LayerOps<C, X> {
  /** Applies a change to characteristics, in place. */
  apply(c: C, change: X): void;
  /** A copy of characteristics that `apply` may change without touching the original. */
  clone(c: C): C;
  /** Whether two results of an effect are the same: same existence, same application, same change. */
  same(a: X | null, b: X | null): boolean;
}

/**
 * Applies the candidates of one layer or sublayer to `c`, in place, in the order CR 613.7–613.8
 * give: each time, the earliest effect whose dependencies are all applied (or lie within its own
 * dependency loop) applies next, and dependencies are found again.
 */
export function applyInLayerOrder<C, X>(c: C, candidates: readonly LayerCandidate<C, X>[], ops: LayerOps<C, X>): void {
  const remaining = [...candidates].sort((a, b) => a.timestamp - b.timestamp);
  while (remaining.length > 0) {
    const now = remaining.map((e) => e.effect(c));
    const next = remaining.length === 1 ? 0 : nextToApply(c, remaining, now, ops);
    const change = now[next];
    if (change !== null && change !== undefined) ops.apply(c, change);
    remaining.splice(next, 1);
  }
}

/** The index of the effect that applies next (CR 613.8b): the earliest one that waits for no effect outside its own loop. */
function nextToApply<C, X>(c: C, effects: readonly LayerCandidate<C, X>[], now: readonly (X | null)[], ops: LayerOps<C, X>): number {
  const n = effects.length;
  // dependsOn[i][j]: applying effect j now would change effect i's existence, application or result (CR 613.8a)
  const dependsOn: boolean[][] = effects.map(() => new Array<boolean>(n).fill(false));
  for (let j = 0; j < n; j++) {
    const change = now[j];
    if (change === null || change === undefined) continue;
    const trial = ops.clone(c);
    ops.apply(trial, change);
    for (let i = 0; i < n; i++) {
      if (i !== j && !ops.same(now[i] ?? null, (effects[i] as LayerCandidate<C, X>).effect(trial))) (dependsOn[i] as boolean[])[j] = true;
    }
  }
  // reaches[i][j]: i depends on j directly or through other effects
  const reaches = dependsOn.map((row) => [...row]);
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      const ri = reaches[i] as boolean[];
      if (!ri[k]) continue;
      const rk = reaches[k] as boolean[];
      for (let j = 0; j < n; j++) if (rk[j]) ri[j] = true;
    }
  }
  // effects are in timestamp order: the first one whose every dependency leads back to it is next
  for (let i = 0; i < n; i++) {
    const row = dependsOn[i] as boolean[];
    if (row.every((d, j) => !d || (reaches[j] as boolean[])[i] === true)) return i;
  }
  return 0;
}
