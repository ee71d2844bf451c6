/**
 * The payment plan of a player whose lands add additional mana as they are tapped for mana (CR
 * 605.1b, 605.4a: Regal Behemoth's "add an additional one mana of any color"). The planner sees that
 * mana as a source of its own, so its fewest activations may tap two lands where one land and its
 * additional mana pay. Tapping the land makes both, so what is counted here is permanents tapped: as
 * few as possible, and among those the least flexible ones, then those whose other uses weigh least,
 * then those that could make colorless mana (`tapCost`), as the planner's own promise reads.
 *
 * @module
 */
import type { PermanentManaSource } from './costs.js';
import { canPay, planPayment, tapCost, tieBreak, type ManaCost, type ManaPool, type PaymentPlan } from './mana.js';

/**
 * A plan that taps as few permanents as possible, each permanent counted once with the additional
 * mana its tapping adds (its `bonusOf` sources), among those the ones that cost least by {@link tapCost};
 * null if the cost can't be paid. Permanents making the same types and amount with as much additional
 * mana and other uses of as much weight are interchangeable: the search picks how many of each kind,
 * the first ones in `sources` order.
 */
export function planFewestPermanents(pool: ManaPool, sources: readonly PermanentManaSource[], cost: ManaCost, x: number): PaymentPlan | null {
  if (!canPay(pool, sources, cost, x)) return null;
  const bonuses = new Map<number, PermanentManaSource[]>();
  for (const s of sources) if (s.bonusOf !== undefined) bonuses.set(s.bonusOf, [...(bonuses.get(s.bonusOf) ?? []), s]);
  const kinds: PermanentManaSource[][] = [];
  const keys: string[] = [];
  for (const s of sources) {
    if (s.bonusOf !== undefined) continue;
    const key = `${[...s.produces].sort().join('')}:${s.amount}:${bonuses.get(s.id)?.length ?? 0}:${s.otherUses ?? 0}`;
    const at = keys.indexOf(key);
    if (at >= 0) kinds[at]!.push(s);
    else {
      keys.push(key);
      kinds.push([s]);
    }
  }
  // the cheapest kinds first (CR 601.2g, 107.4b), so that the first plan found among equals keeps flexible ones untapped
  const tie = tieBreak(sources);
  const costs = new Map(kinds.map((kind) => [kind, tapCost(kind[0]!, tie)]));
  kinds.sort((p, q) => costs.get(p)! - costs.get(q)!);
  const counts = kinds.map(() => 0);
  const chosen = (of: readonly number[]): PermanentManaSource[] => {
    const out: PermanentManaSource[] = [];
    of.forEach((n, k) => {
      for (const s of kinds[k]!.slice(0, n)) out.push(s, ...(bonuses.get(s.id) ?? []));
    });
    return out;
  };
  let best: number[] | null = null;
  let bestCost = Infinity;
  const visit = (k: number, left: number, spent: number): void => {
    if (spent >= bestCost) return;
    if (k === kinds.length) {
      if (left === 0 && canPay(pool, chosen(counts), cost, x)) {
        best = counts.slice();
        bestCost = spent;
      }
      return;
    }
    const kind = kinds[k]!;
    for (let n = Math.min(left, kind.length); n >= 0; n--) {
      counts[k] = n;
      visit(k + 1, left - n, spent + n * costs.get(kind)!);
    }
    counts[k] = 0;
  };
  for (let permanents = 0; permanents <= sources.length; permanents++) {
    visit(0, permanents, 0);
    if (best !== null) return planPayment(pool, chosen(best), cost, x);
  }
  /* c8 ignore next */
  return planPayment(pool, sources, cost, x);
}
