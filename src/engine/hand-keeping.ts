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
  for (let c = 0; c < hand.length; c++) {
    const cost = hand[c]!;
    for (let k = 0; k < cost.length; k++) {
      const s = cost[k]!;
      let first: ManaType | null = null;
      let second: ManaType | null = null;
      if (s.kind === 'colored' || s.kind === 'phyrexian' || s.kind === 'twoHybrid') first = s.color;
      else if (s.kind === 'hybrid') [first, second] = s.colors;
      else if (s.kind === 'colorless') first = 'C';
      if (first === null) continue;
      demand ??= [0, 0, 0, 0, 0, 0];
      demand[TYPE_INDEX[first]]! += 1;
      if (second !== null) demand[TYPE_INDEX[second]]! += 1;
    }
  }
  return demand;
}

/** The types (bits 0–5, W U B R G C) of `demand` that the untapped sources (`left`: how many could make each type) fall short of. */
function shortTypes(demand: readonly number[], left: readonly number[]): number {
  let mask = 0;
  for (let t = 0; t < 6; t++) if (demand[t]! > left[t]!) mask |= 1 << t;
  return mask;
}

/** What the hand asks for that the untapped sources (`left`: how many could make each type) leave missing. */
function shortfall(demand: readonly number[], left: readonly number[]): number {
  let missing = 0;
  for (let t = 0; t < 6; t++) if (demand[t]! > left[t]!) missing += demand[t]! - left[t]!;
  return missing;
}

/** Adds `by` to the count of each type a source could make. */
function count(left: number[], source: PermanentManaSource, by: number): void {
  for (let k = 0; k < source.produces.length; k++) left[TYPE_INDEX[source.produces[k]!]]! += by;
}

/** The types (bits 0–5) a source could make. */
function typesOf(source: PermanentManaSource): number {
  let mask = 0;
  for (let k = 0; k < source.produces.length; k++) mask |= 1 << TYPE_INDEX[source.produces[k]!];
  return mask;
}

/** The index in `sources` of the permanent whose source `s` is (itself, or the land whose tapping adds it). */
function permanentOf(sources: readonly PermanentManaSource[], s: PermanentManaSource): number {
  if (s.bonusOf === undefined) return sources.indexOf(s);
  for (let i = 0; i < sources.length; i++) if (sources[i]!.id === s.bonusOf) return i;
  /* c8 ignore next */
  return -1;
}

/** The sources of the permanents `tapped` marks (by index in `sources`), with the additional mana their tapping adds. */
function chosen(sources: readonly PermanentManaSource[], tapped: readonly boolean[]): PermanentManaSource[] {
  const out: PermanentManaSource[] = [];
  for (const s of sources) if (tapped[permanentOf(sources, s)]) out.push(s);
  return out;
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
  // the permanents the plan taps, by index in `sources`
  const tapped: boolean[] = new Array<boolean>(sources.length).fill(false);
  for (const step of plan.sources) {
    for (let at = 0; at < sources.length; at++) if (sources[at]!.id === step.id) tapped[permanentOf(sources, sources[at]!)] = true;
  }
  const left = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < sources.length; i++) if (!tapped[i] && sources[i]!.bonusOf === undefined) count(left, sources[i]!, 1);
  let missing = shortfall(demand, left);
  if (missing === 0) return plan;
  const tie = tieBreak(sources);
  let swaps = 0;
  let swapped = true;
  while (swapped && missing > 0) {
    swapped = false;
    // only a tapped permanent making a type the hand falls short of could leave less missing untapped
    const short = shortTypes(demand, left);
    for (let i = 0; i < sources.length && !swapped; i++) {
      const out = sources[i]!;
      if (!tapped[i] || out.bonusOf !== undefined || (typesOf(out) & short) === 0) continue;
      const outCost = tapCost(out, tie);
      for (let j = 0; j < sources.length && !swapped; j++) {
        const into = sources[j]!;
        if (tapped[j] || into.bonusOf !== undefined || tapCost(into, tie) !== outCost) continue;
        count(left, out, 1);
        count(left, into, -1);
        const after = shortfall(demand, left);
        tapped[i] = false;
        tapped[j] = true;
        if (after < missing && canPay(pool, chosen(sources, tapped), cost, x)) {
          missing = after;
          swapped = true;
          swaps++;
        } else {
          tapped[i] = true;
          tapped[j] = false;
          count(left, out, -1);
          count(left, into, 1);
        }
      }
    }
  }
  // the types each chosen source makes (the permanents chosen pay: canPay said so)
  return swaps === 0 ? plan : (planPayment(pool, chosen(sources, tapped), cost, x) as PaymentPlan);
}
