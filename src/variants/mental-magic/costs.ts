/**
 * Async Mental Magic rules 5c–5g: when an unnamed card's mana cost lets it become a card. The named
 * card must have the same mana cost (5c), up to four equivalences, each applied on its own: the
 * relation is NOT closed under transitivity (5c), except that Phyrexian symbols count as the plain
 * symbols of their color throughout (5g).
 *
 * @module
 */
import { costColors, manaValue, parseManaCost, type ManaCost, type ManaSymbol } from '../../engine/mana.js';

/** The rule of the variant that lets one mana cost become another, or null if none does. */
export type CostMatchRule = 'AMM 5c' | 'AMM 5d' | 'AMM 5e' | 'AMM 5f' | 'AMM 5g';

/** AMM 5g: a Phyrexian symbol counts as the plain symbol of its color when symbols are matched. */
function plain(s: ManaSymbol): ManaSymbol {
  return s.kind === 'phyrexian' ? { kind: 'colored', color: s.color } : s;
}

/** A mana cost as a comparable key: generic total, the other symbols sorted, and whether it has no mana cost at all. */
function costKey(cost: readonly ManaSymbol[]): string {
  let generic = 0;
  const others: string[] = [];
  for (const s of cost) {
    if (s.kind === 'generic') generic += s.amount;
    else others.push(JSON.stringify(s));
  }
  others.sort();
  return `${generic}|${others.join(',')}|${cost.length === 0 ? 'no mana cost' : ''}`;
}

/** The choices AMM 5f gives for one symbol: itself, and for a hybrid symbol each of its halves. */
function halves(s: ManaSymbol): ManaSymbol[] {
  if (s.kind === 'hybrid') return [s, { kind: 'colored', color: s.colors[0] }, { kind: 'colored', color: s.colors[1] }];
  if (s.kind === 'twoHybrid') return [s, { kind: 'generic', amount: 2 }, { kind: 'colored', color: s.color }];
  return [s];
}

/** Every cost a cost reads as with some, all or none of its hybrid symbols taken as one of their halves (AMM 5f). */
function hybridReadings(cost: readonly ManaSymbol[]): Set<string> {
  let readings: ManaSymbol[][] = [[]];
  for (const s of cost) {
    const next: ManaSymbol[][] = [];
    for (const r of readings) for (const h of halves(s)) next.push([...r, h]);
    readings = next;
  }
  return new Set(readings.map(costKey));
}

const isZero = (c: readonly ManaSymbol[]): boolean => c.length === 1 && c[0]?.kind === 'generic' && c[0].amount === 0;
const hasHybrid = (c: readonly ManaSymbol[]): boolean => c.some((s) => s.kind === 'hybrid' || s.kind === 'twoHybrid');
const hasPlainColored = (c: readonly ManaSymbol[]): boolean => c.some((s) => s.kind === 'colored');

/** Reads a cost given as text (`'{1}{R}'`, `''` for no mana cost) or parsed. */
function asCost(cost: ManaCost | string): readonly ManaSymbol[] {
  return (typeof cost === 'string' ? parseManaCost(cost) : cost).map(plain);
}

/**
 * The rule that lets a card with mana cost `from` become a card with mana cost `to` (AMM 5c–5g), or
 * null if none does. Costs are text in Oracle notation (`''` is no mana cost) or parsed. The relation
 * is symmetric ("and vice versa", 5d, 5f) and deliberately not transitive (5c).
 */
export function costMatch(from: ManaCost | string, to: ManaCost | string): CostMatchRule | null {
  const rawA = typeof from === 'string' ? parseManaCost(from) : from;
  const rawB = typeof to === 'string' ? parseManaCost(to) : to;
  const a = asCost(rawA);
  const b = asCost(rawB);
  // 5c: the same mana cost; 5g: once Phyrexian symbols count as plain ones
  if (costKey(a) === costKey(b)) {
    return costKey(rawA) === costKey(rawB) ? 'AMM 5c' : 'AMM 5g';
  }
  // 5d: {0} and no mana cost
  if ((isZero(a) && b.length === 0) || (a.length === 0 && isZero(b))) return 'AMM 5d';
  // 5e: multicolored, each with a non-hybrid colored symbol, the same mana value
  if (
    costColors(a).length >= 2 && costColors(b).length >= 2 && hasPlainColored(a) && hasPlainColored(b) &&
    manaValue(a) === manaValue(b)
  ) return 'AMM 5e';
  // 5f: hybrid symbols read as one of their halves, on either side
  if (hasHybrid(a) || hasHybrid(b)) {
    const ra = hybridReadings(a);
    for (const k of hybridReadings(b)) if (ra.has(k)) return 'AMM 5f';
  }
  return null;
}
