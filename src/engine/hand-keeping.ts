/**
 * The automatic payment keeps the colors of the payer's hand (CR 601.2g–h: the player chooses which
 * mana abilities to activate). Among the payments the planner finds alike — as few permanents,
 * making as few types of mana, with other uses of as little weight, as many that could make
 * colorless — it takes one that leaves untapped enough sources of each type the mana costs of the
 * rest of the payer's own hand ask for: with Brainstorm in hand, an Island and two Mountains pay
 * {1}{R} with the Mountains. What is missing is the shortfall: for each type, how many more symbols
 * of it the hand asks for than the untapped sources that could make it. It is not a sum over the
 * sources tapped (a seventh Swamp left untapped matters only if six are not enough), so it is no
 * digit of `tapCost`: the planner's payment is improved by swapping a tapped permanent for an
 * untapped one of the same `tapCost` while that pays and leaves less missing, until no such swap
 * does. Only the payer's own hand, which the payer sees, is read.
 *
 * @module
 */
import type { PermanentManaSource } from './costs.js';
import { canPay, planPayment, tapCost, tieBreak, type ManaCost, type ManaPool, type ManaType, type PaymentPlan } from './mana.js';

const TYPE_INDEX: Readonly<Record<ManaType, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

/**
 * How many symbols of each type (W U B R G C) the mana costs of a hand ask for by type (CR 107.4): a
 * colored, Phyrexian or `{2/c}` symbol one of its color, a hybrid symbol one of each of its colors, a
 * `{C}` symbol one colorless; generic, X and snow symbols none. Null if they ask for none.
 */
export function handDemand(hand: readonly ManaCost[]): number[] | null {
  let demand: number[] | null = null;
  const ask = (t: ManaType): void => {
    demand ??= [0, 0, 0, 0, 0, 0];
    demand[TYPE_INDEX[t]]! += 1;
  };
  for (const cost of hand) {
    for (const s of cost) {
      if (s.kind === 'colored' || s.kind === 'phyrexian' || s.kind === 'twoHybrid') ask(s.color);
      else if (s.kind === 'hybrid') s.colors.forEach(ask);
      else if (s.kind === 'colorless') ask('C');
    }
  }
  return demand;
}

/** What the hand asks for that the untapped sources (`left`: how many could make each type) leave missing. */
function shortfall(demand: readonly number[], left: readonly number[]): number {
  let missing = 0;
  for (let t = 0; t < 6; t++) missing += Math.max(0, demand[t]! - left[t]!);
  return missing;
}

/** Adds `by` to the count of each type a source could make. */
function count(left: number[], source: PermanentManaSource, by: number): void {
  for (const t of source.produces) left[TYPE_INDEX[t]]! += by;
}

/**
 * The planner's payment `plan` of `cost` from `pool` and `sources` (its permanents' own sources and
 * the additional mana their tapping adds, CR 605.1b), improved to leave less of `demand` (see
 * {@link handDemand}) missing: while tapping an untapped permanent of the same `tapCost` in place of
 * a tapped one pays and leaves less missing, the first such swap in `sources` order is made. The
 * plan itself when it taps nothing or nothing is missing, as on most boards.
 */
export function keepHandColors(pool: ManaPool, sources: readonly PermanentManaSource[], cost: ManaCost, x: number, plan: PaymentPlan, demand: readonly number[]): PaymentPlan {
  if (plan.sources.length === 0) return plan;
  const permanents = sources.filter((s) => s.bonusOf === undefined);
  const used = new Set<number>();
  for (const step of plan.sources) {
    const s = sources.find((q) => q.id === step.id);
    if (s !== undefined) used.add(s.bonusOf ?? s.id);
  }
  const tapped = permanents.map((s) => used.has(s.id));
  const left = [0, 0, 0, 0, 0, 0];
  permanents.forEach((s, i) => {
    if (!tapped[i]) count(left, s, 1);
  });
  let missing = shortfall(demand, left);
  if (missing === 0) return plan;
  const tie = tieBreak(sources);
  const costs = permanents.map((s) => tapCost(s, tie));
  const chosen = (): PermanentManaSource[] => sources.filter((s) => tapped[permanents.findIndex((p) => p.id === (s.bonusOf ?? s.id))]);
  let swaps = 0;
  let swapped = true;
  while (swapped && missing > 0) {
    swapped = false;
    for (let i = 0; i < permanents.length && !swapped; i++) {
      if (!tapped[i]) continue;
      for (let j = 0; j < permanents.length && !swapped; j++) {
        if (tapped[j] || costs[j] !== costs[i]) continue;
        count(left, permanents[i]!, 1);
        count(left, permanents[j]!, -1);
        const after = shortfall(demand, left);
        tapped[i] = false;
        tapped[j] = true;
        if (after < missing && canPay(pool, chosen(), cost, x)) {
          missing = after;
          swapped = true;
          swaps++;
        } else {
          tapped[i] = true;
          tapped[j] = false;
          count(left, permanents[i]!, -1);
          count(left, permanents[j]!, 1);
        }
      }
    }
  }
  // the types each chosen source makes (the permanents chosen pay: canPay said so)
  return swaps === 0 ? plan : (planPayment(pool, chosen(), cost, x) as PaymentPlan);
}
