/**
 * Mana: symbols, costs, pools and payments (CR 106, 107.3, 107.4, 118, 202, 601.2f–h, 605).
 *
 * Everything here is a pure function over plain JSON data (objects, arrays, strings, numbers), so
 * it can be used on apply's working copy, on a private mutable copy of a state, or outside any state.
 * The functions never mutate their arguments. They run on the hot path of bots doing millions of
 * playouts, so the payment code works on small reused scratch buffers and caches a compiled
 * summary of each cost array by identity (costs are immutable, so the cache is never stale).
 *
 * @module
 */
import { quoted } from './quote.js';

/** One of the five colors (CR 105.1), by its mana-symbol letter. */
export type Color = 'W' | 'U' | 'B' | 'R' | 'G';

/** One of the six types of mana (CR 106.1b): the five colors and colorless (`C`). */
export type ManaType = Color | 'C';

/** The five colors in WUBRG order (CR 105.1). */
export const COLORS: readonly Color[] = Object.freeze(['W', 'U', 'B', 'R', 'G'] as const);

/** The six types of mana in WUBRG order followed by colorless (CR 106.1b). */
export const MANA_TYPES: readonly ManaType[] = Object.freeze(['W', 'U', 'B', 'R', 'G', 'C'] as const);

/**
 * One mana symbol of a cost (CR 107.4).
 *
 * - `generic` — a numerical symbol such as `{3}` (CR 107.4b); `{0}` is `amount: 0` (CR 107.4d).
 * - `colored` — `{W}`, `{U}`, `{B}`, `{R}`, `{G}` (CR 107.4a).
 * - `colorless` — `{C}`, payable only with colorless mana (CR 107.4c).
 * - `hybrid` — `{W/U}`: one mana of either color (CR 107.4e).
 * - `twoHybrid` — `{2/W}`: one mana of the color, or two mana of any type (CR 107.4e).
 * - `phyrexian` — `{W/P}`: one mana of the color, or 2 life (CR 107.4f).
 * - `X` — the variable symbol; its value is announced while casting (CR 107.3, 107.4b).
 * - `snow` — `{S}`: one mana produced by a snow source (CR 107.4h).
 */
export type ManaSymbol =
  | { kind: 'generic'; amount: number }
  | { kind: 'colored'; color: Color }
  | { kind: 'colorless' }
  | { kind: 'hybrid'; colors: readonly [Color, Color] }
  | { kind: 'twoHybrid'; color: Color }
  | { kind: 'phyrexian'; color: Color }
  | { kind: 'X' }
  | { kind: 'snow' };

/**
 * A mana cost (CR 202.1): its symbols in printed order. An empty array is "no mana cost"
 * (CR 202.1b) as far as payment goes; `[{ kind: 'generic', amount: 0 }]` is the cost `{0}`.
 */
export type ManaCost = readonly ManaSymbol[];

/** A player's mana pool (CR 106.4): how much mana of each type (CR 106.1b) it holds. */
export interface ManaPool {
  /** White mana. */
  W: number;
  /** Blue mana. */
  U: number;
  /** Black mana. */
  B: number;
  /** Red mana. */
  R: number;
  /** Green mana. */
  G: number;
  /** Colorless mana. */
  C: number;
}

/** Options of a payment. */
export interface PayOptions {
  /**
   * How many Phyrexian mana symbols to pay with 2 life each instead of mana (CR 107.4f). Exactly
   * `min(lifeForPhyrexian, number of Phyrexian symbols)` symbols are paid with life; the engine picks
   * which ones so the rest can be paid with mana. The caller makes the player lose 2 life per symbol
   * (CR 118.3b) and checks the player has that much life (CR 118.3). Default 0.
   */
  lifeForPhyrexian?: number;
}

/**
 * A mana ability the payment planner may activate (CR 605): one activation yields `amount` mana of
 * ONE of the types in `produces`, chosen when it is activated. For example a Plains is
 * `{ produces: ['W'], amount: 1 }`, a dual land `{ produces: ['W', 'U'], amount: 1 }`, and a
 * Sol Ring-like artifact `{ produces: ['C'], amount: 2 }`. Sources with `amount <= 0` or no
 * `produces` are never used.
 */
export interface ManaSource {
  /** The caller's id for this source (for example an object id); echoed back in a plan. */
  id: number;
  /** The types of mana one activation may make (it makes only one of them). */
  produces: readonly ManaType[];
  /** How much mana one activation makes (a positive integer). */
  amount: number;
  /**
   * What tapping the source for mana may cost its player in other uses of it, as a whole number, 0
   * for none (the engine's weights: a permanent's activated abilities other than its mana abilities,
   * such as Rogue's Passage's, each counted once, and once more if its player could pay for it now;
   * see `costs.ts`). Among sources as flexible, the planner taps those of least weight (see
   * {@link tapCost}). Default 0.
   */
  otherUses?: number;
  /**
   * The types the source could make in all, when that is more than `produces`: a permanent that
   * could also be tapped another way (see `costs.ts`). The planner weighs it by these (see
   * {@link tapCost}), as flexible as the permanent is. Default `produces`.
   */
  couldMake?: readonly ManaType[];
}

/** Which sources to activate, each once, and the type of mana each one makes. */
export interface PaymentPlan {
  /** The activations, in the order the sources were given. */
  sources: { id: number; type: ManaType }[];
}

// ---------------------------------------------------------------------------------------------
// Parsing and formatting (CR 107.4)
// ---------------------------------------------------------------------------------------------

const COLOR_INDEX: Readonly<Record<string, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4 };
const TYPE_INDEX: Readonly<Record<string, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4, C: 5 };

/** Whether a value (from input, say) is one of the five colors' letters (CR 105.1). */
export function isColor(s: unknown): s is Color {
  return s === 'W' || s === 'U' || s === 'B' || s === 'R' || s === 'G';
}

function parseSymbol(inner: string, text: string): ManaSymbol {
  if (inner.length === 1) {
    if (isColor(inner)) return { kind: 'colored', color: inner };
    if (inner === 'C') return { kind: 'colorless' };
    if (inner === 'X') return { kind: 'X' };
    if (inner === 'S') return { kind: 'snow' };
  }
  if (/^(?:0|[1-9][0-9]*)$/.test(inner)) {
    const amount = Number(inner);
    if (!Number.isSafeInteger(amount)) {
      throw new TypeError(`parseManaCost: generic amount ${quoted(`{${inner}}`)} is too large in ${quoted(text)}`);
    }
    return { kind: 'generic', amount };
  }
  if (inner.length === 3 && inner[1] === '/') {
    const a = inner[0]!;
    const b = inner[2]!;
    if (isColor(a) && isColor(b)) {
      if (a === b) throw new TypeError(`parseManaCost: hybrid symbol ${quoted(`{${inner}}`)} repeats a color in ${quoted(text)}`);
      return { kind: 'hybrid', colors: [a, b] };
    }
    if (a === '2' && isColor(b)) return { kind: 'twoHybrid', color: b };
    if (isColor(a) && b === 'P') return { kind: 'phyrexian', color: a };
  }
  throw new TypeError(`parseManaCost: unknown or unsupported mana symbol ${quoted(`{${inner}}`)} in ${quoted(text)}`);
}

/**
 * Parses a mana cost in Oracle / MTGJSON notation (CR 107.4, 202.1), such as `{2}{W}{W}`,
 * `{X}{R}`, `{W/U}`, `{2/G}`, `{B/P}`, `{C}` or `{S}`. The empty string (no mana cost, CR 202.1b)
 * parses to an empty array.
 *
 * Symbols keep their printed order, except that all numerical symbols merge into one `generic`
 * symbol at the place of the first (so `{10}` is ten generic mana, and `{1}{1}` would be `{2}`).
 * Each `{X}` stays its own symbol: `{X}{X}{R}` pays X twice (CR 107.3).
 *
 * @throws TypeError on malformed input: text outside braces, unbalanced or nested braces, or an
 *   unknown symbol (including ones this engine does not support, such as hybrid Phyrexian or
 *   `{C/W}`).
 */
export function parseManaCost(text: string): ManaCost {
  if (typeof text !== 'string') throw new TypeError('parseManaCost: expected a string');
  const out: ManaSymbol[] = [];
  let genericAt = -1;
  let i = 0;
  const n = text.length;
  while (i < n) {
    if (text[i] !== '{') {
      const what = text[i] === '}' ? "unbalanced '}'" : `unexpected character ${JSON.stringify(text[i])}`;
      throw new TypeError(`parseManaCost: ${what} at position ${i} in ${quoted(text)} (expected '{')`);
    }
    const close = text.indexOf('}', i + 1);
    if (close < 0) throw new TypeError(`parseManaCost: unbalanced '{' at position ${i} in ${quoted(text)}`);
    const inner = text.slice(i + 1, close);
    if (inner.includes('{')) {
      throw new TypeError(`parseManaCost: unbalanced '{' at position ${i} in ${quoted(text)}`);
    }
    if (inner.length === 0) throw new TypeError(`parseManaCost: empty symbol {} at position ${i} in ${quoted(text)}`);
    const sym = parseSymbol(inner, text);
    if (sym.kind === 'generic') {
      if (genericAt < 0) {
        genericAt = out.length;
        out.push(sym);
      } else {
        const prev = out[genericAt] as { kind: 'generic'; amount: number };
        const sum = prev.amount + sym.amount;
        if (!Number.isSafeInteger(sum)) throw new TypeError(`parseManaCost: generic amount too large in ${quoted(text)}`);
        out[genericAt] = { kind: 'generic', amount: sum };
      }
    } else {
      out.push(sym);
    }
    i = close + 1;
  }
  return out;
}

function checkGeneric(amount: number, fn: string): void {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new TypeError(`${fn}: generic amount must be a non-negative integer, got ${String(amount)}`);
  }
}

function formatSymbol(s: ManaSymbol): string {
  switch (s.kind) {
    case 'colored':
      return `{${s.color}}`;
    case 'colorless':
      return '{C}';
    case 'hybrid':
      return `{${s.colors[0]}/${s.colors[1]}}`;
    case 'twoHybrid':
      return `{2/${s.color}}`;
    case 'phyrexian':
      return `{${s.color}/P}`;
    case 'X':
      return '{X}';
    case 'snow':
      return '{S}';
    case 'generic':
      return `{${s.amount}}`;
    default:
      throw new TypeError(`formatManaCost: unknown mana symbol ${quoted(s)}`);
  }
}

/** A cost with `n` less generic mana (CR 601.2f: a reduction can't reduce colored requirements). */
export function reduceGeneric(cost: ManaCost, n: number): ManaCost {
  let left = n;
  return cost.map((sym) => {
    if (sym.kind !== 'generic' || left === 0) return sym;
    const take = Math.min(left, sym.amount);
    left -= take;
    return { kind: 'generic', amount: sym.amount - take };
  });
}

/**
 * Formats a mana cost in Oracle notation (CR 107.4), the inverse of {@link parseManaCost}:
 * symbols in array order, with all generic symbols merged into one at the place of the first.
 * `parseManaCost(formatManaCost(c))` deep-equals `c` for every cost with at most one generic
 * symbol (which is every cost `parseManaCost` returns), and `formatManaCost([])` is `''`.
 *
 * @throws TypeError on an unknown symbol or a generic amount that is not a non-negative integer.
 */
export function formatManaCost(cost: ManaCost): string {
  let generic = -1;
  for (const s of cost) {
    if (s.kind === 'generic') {
      checkGeneric(s.amount, 'formatManaCost');
      generic = generic < 0 ? s.amount : generic + s.amount;
    }
  }
  let out = '';
  let genericDone = false;
  for (const s of cost) {
    if (s.kind === 'generic') {
      if (!genericDone) {
        out += `{${generic}}`;
        genericDone = true;
      }
    } else {
      out += formatSymbol(s);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Mana value and colors (CR 202.2, 202.3)
// ---------------------------------------------------------------------------------------------

/**
 * The mana value of a mana cost (CR 202.3): the total amount of mana in it, regardless of color.
 * X counts 0 unless `x` is given, which a caller does only while the object is on the stack
 * (CR 202.3e); each `{X}` counts `x`. A hybrid symbol counts its largest component, so `{2/W}`
 * counts 2 and `{W/U}` counts 1 (CR 202.3f); a Phyrexian symbol counts 1 (CR 202.3g); `{C}` and
 * `{S}` count 1. No mana cost counts 0 (CR 202.3a).
 */
export function manaValue(cost: ManaCost, x = 0): number {
  let total = 0;
  for (const s of cost) {
    switch (s.kind) {
      case 'generic':
        total += s.amount;
        break;
      case 'twoHybrid':
        total += 2;
        break;
      case 'X':
        total += x;
        break;
      default:
        total += 1;
    }
  }
  return total;
}

/**
 * The colors of an object with this mana cost (CR 105.2, 202.2): the colors of its colored,
 * hybrid (CR 202.2d, 107.4e), monocolored hybrid and Phyrexian (CR 107.4f) symbols, each once, in
 * WUBRG order. An empty result means colorless (CR 202.2b). (Color indicators and effects,
 * CR 202.2e–f, are applied elsewhere.)
 */
export function costColors(cost: ManaCost): Color[] {
  let mask = 0;
  for (const s of cost) {
    switch (s.kind) {
      case 'colored':
      case 'twoHybrid':
      case 'phyrexian':
        mask |= 1 << COLOR_INDEX[s.color]!;
        break;
      case 'hybrid':
        mask |= (1 << COLOR_INDEX[s.colors[0]]!) | (1 << COLOR_INDEX[s.colors[1]]!);
        break;
      default:
        break;
    }
  }
  const out: Color[] = [];
  for (let i = 0; i < 5; i++) if (mask & (1 << i)) out.push(COLORS[i]!);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Pools (CR 106.4)
// ---------------------------------------------------------------------------------------------

/** A new empty mana pool (CR 106.4: pools empty at the end of each step and phase). */
export function emptyPool(): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
}

/** The total amount of mana in a pool, of every type. */
export function poolTotal(pool: ManaPool): number {
  return pool.W + pool.U + pool.B + pool.R + pool.G + pool.C;
}

/**
 * A new pool with `amount` mana of `type` added (CR 106.3, 106.4); `pool` is not changed.
 *
 * @throws RangeError if `amount` is not a non-negative integer.
 */
export function addMana(pool: ManaPool, type: ManaType, amount: number): ManaPool {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`addMana: amount must be a non-negative integer, got ${String(amount)}`);
  }
  if (TYPE_INDEX[type] === undefined) throw new TypeError(`addMana: unknown mana type ${String(type)}`);
  const out: ManaPool = { W: pool.W, U: pool.U, B: pool.B, R: pool.R, G: pool.G, C: pool.C };
  out[type] += amount;
  return out;
}

// ---------------------------------------------------------------------------------------------
// Compiled costs
// ---------------------------------------------------------------------------------------------

/** A cost reduced to counts; cached per cost array. */
interface Compiled {
  /** Colored symbols per color (WUBRG). */
  readonly col: number[];
  /** `{C}` symbols. */
  readonly c: number;
  /** Sum of numerical symbols. */
  readonly generic: number;
  /** Number of `{X}` symbols. */
  readonly xCount: number;
  /** `{S}` symbols. */
  readonly snow: number;
  /** `{2/c}` symbols per color, and their total. */
  readonly two: number[];
  readonly twoTotal: number;
  /** Phyrexian symbols per color, their total, and suffix sums (`phyRest[i]` = sum of phy[i..4]). */
  readonly phy: number[];
  readonly phyTotal: number;
  readonly phyRest: number[];
  /** Hybrid symbols as flattened pairs of color indices. */
  readonly hyb: number[];
  /** No hybrid, monocolored hybrid or Phyrexian symbols. */
  readonly simple: boolean;
  /** Types (bits 0–5, WUBRGC) that some symbol other than generic/X/snow asks for by type. */
  readonly specificMask: number;
  /** The least mana that pays the cost with X = 0 and no life paid. */
  readonly baseMin: number;
  /** Scratch: hybrid assignment. */
  readonly asg: Int8Array;
}

const compiledCache = new WeakMap<ManaCost, Compiled>();

function compile(cost: ManaCost): Compiled {
  const hit = compiledCache.get(cost);
  if (hit !== undefined) return hit;
  const col = [0, 0, 0, 0, 0];
  const two = [0, 0, 0, 0, 0];
  const phy = [0, 0, 0, 0, 0];
  const hyb: number[] = [];
  let c = 0;
  let generic = 0;
  let xCount = 0;
  let snow = 0;
  for (const s of cost) {
    switch (s.kind) {
      case 'generic':
        checkGeneric(s.amount, 'mana');
        generic += s.amount;
        break;
      case 'colored':
        col[colorIndex(s.color)]! += 1;
        break;
      case 'colorless':
        c += 1;
        break;
      case 'hybrid': {
        const a = colorIndex(s.colors[0]);
        const b = colorIndex(s.colors[1]);
        if (a === b) throw new TypeError(`mana: hybrid symbol repeats color ${s.colors[0]}`);
        hyb.push(a, b);
        break;
      }
      case 'twoHybrid':
        two[colorIndex(s.color)]! += 1;
        break;
      case 'phyrexian':
        phy[colorIndex(s.color)]! += 1;
        break;
      case 'X':
        xCount += 1;
        break;
      case 'snow':
        snow += 1;
        break;
      default:
        throw new TypeError(`mana: unknown mana symbol ${quoted(s)}`);
    }
  }
  let specificMask = c > 0 ? 32 : 0;
  let colTotal = 0;
  let twoTotal = 0;
  let phyTotal = 0;
  for (let i = 0; i < 5; i++) {
    colTotal += col[i]!;
    twoTotal += two[i]!;
    phyTotal += phy[i]!;
    if (col[i]! + two[i]! + phy[i]! > 0) specificMask |= 1 << i;
  }
  for (const h of hyb) specificMask |= 1 << h;
  const phyRest = [0, 0, 0, 0, 0, 0];
  for (let i = 4; i >= 0; i--) phyRest[i] = phyRest[i + 1]! + phy[i]!;
  const compiled: Compiled = {
    col,
    c,
    generic,
    xCount,
    snow,
    two,
    twoTotal,
    phy,
    phyTotal,
    phyRest,
    hyb,
    simple: hyb.length === 0 && twoTotal === 0 && phyTotal === 0,
    specificMask,
    baseMin: colTotal + c + hyb.length / 2 + twoTotal + phyTotal + generic + snow,
    asg: new Int8Array(hyb.length / 2),
  };
  compiledCache.set(cost, compiled);
  return compiled;
}

function colorIndex(color: Color): number {
  const i = COLOR_INDEX[color];
  if (i === undefined) throw new TypeError(`mana: unknown color ${String(color)}`);
  return i;
}

function checkCount(value: number, what: string, fn: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${fn}: ${what} must be a non-negative integer, got ${String(value)}`);
  }
}

function lifeOption(options: PayOptions | undefined, fn: string): number {
  const life = options?.lifeForPhyrexian ?? 0;
  checkCount(life, 'lifeForPhyrexian', fn);
  return life;
}

// ---------------------------------------------------------------------------------------------
// The payment core. `a` is a 6-entry scratch array (WUBRGC) holding the available mana; it is
// mutated. On success it holds what is left (when `apply` is true). On failure its content is
// unspecified. Nothing here allocates.
// ---------------------------------------------------------------------------------------------

// Module-level scratch for the hybrid matching (the code is synchronous and never re-entered).
const gRem = [0, 0, 0, 0, 0];
let gHyb: number[] = [];
let gAsg: Int8Array = new Int8Array(0);
let gH = 0;
let gVis = 0;

function payCore(a: number[], cc: Compiled, x: number, life: number, apply: boolean): boolean {
  const col = cc.col;
  for (let i = 0; i < 5; i++) {
    const v = a[i]! - col[i]!;
    if (v < 0) return false;
    a[i] = v;
  }
  const cLeft = a[5]! - cc.c;
  if (cLeft < 0) return false;
  a[5] = cLeft;
  const g = cc.generic + cc.snow + cc.xCount * x;
  if (cc.simple) return payGeneric(a, g, apply);
  return phyStep(a, cc, 0, life < cc.phyTotal ? life : cc.phyTotal, g, apply);
}

/** Chooses, color by color, how many Phyrexian symbols of that color are paid with life. */
function phyStep(a: number[], cc: Compiled, ci: number, lifeLeft: number, g: number, apply: boolean): boolean {
  while (ci < 5 && cc.phy[ci] === 0) ci++;
  if (ci === 5) return lifeLeft === 0 && twoStep(a, cc, 0, g, apply);
  const n = cc.phy[ci]!;
  const rest = cc.phyRest[ci + 1]!;
  const lo = lifeLeft - rest > 0 ? lifeLeft - rest : 0;
  const hi = n < lifeLeft ? n : lifeLeft;
  const have = a[ci]!;
  // Prefer paying with life as early as allowed; backtrack to pay with mana instead.
  for (let l = hi; l >= lo; l--) {
    const m = n - l;
    if (have < m) break;
    a[ci] = have - m;
    if (phyStep(a, cc, ci + 1, lifeLeft - l, g, apply)) return true;
  }
  a[ci] = have;
  return false;
}

/** Chooses, color by color, how many `{2/c}` symbols are paid with one `c` (the rest with two generic). */
function twoStep(a: number[], cc: Compiled, ci: number, g: number, apply: boolean): boolean {
  while (ci < 5 && cc.two[ci] === 0) ci++;
  if (ci === 5) return hybridsThenGeneric(a, cc, g, apply);
  const n = cc.two[ci]!;
  const have = a[ci]!;
  // Paying with the color spends one mana instead of two, so try that first.
  for (let t = n < have ? n : have; t >= 0; t--) {
    a[ci] = have - t;
    if (twoStep(a, cc, ci + 1, g + 2 * (n - t), apply)) return true;
  }
  a[ci] = have;
  return false;
}

/** Assigns hybrid symbols to colors by bipartite matching (Kuhn), then pays generic. */
function hybridsThenGeneric(a: number[], cc: Compiled, g: number, apply: boolean): boolean {
  const h = cc.hyb.length >> 1;
  if (h === 0) return payGeneric(a, g, apply);
  let total = a[5]!;
  for (let i = 0; i < 5; i++) {
    gRem[i] = a[i]!;
    total += a[i]!;
  }
  if (total - h < g) return false;
  gHyb = cc.hyb;
  gAsg = cc.asg;
  gH = h;
  gAsg.fill(-1);
  for (let k = 0; k < h; k++) {
    gVis = 0;
    if (!augment(k)) return false;
  }
  if (!apply) return true;
  for (let i = 0; i < 5; i++) a[i] = gRem[i]!;
  return payGeneric(a, g, true);
}

function augment(k: number): boolean {
  const p = gHyb[2 * k]!;
  const q = gHyb[2 * k + 1]!;
  // Take the color of which more remains, to leave the pool balanced.
  const first = gRem[q]! > gRem[p]! ? q : p;
  const second = first === p ? q : p;
  if (gRem[first]! > 0) {
    gRem[first]! -= 1;
    gAsg[k] = first;
    return true;
  }
  if (gRem[second]! > 0) {
    gRem[second]! -= 1;
    gAsg[k] = second;
    return true;
  }
  for (let side = 0; side < 2; side++) {
    const c = side === 0 ? first : second;
    const bit = 1 << c;
    if (gVis & bit) continue;
    gVis |= bit;
    for (let j = 0; j < gH; j++) {
      if (j !== k && gAsg[j] === c && augment(j)) {
        gAsg[k] = c;
        return true;
      }
    }
  }
  return false;
}

/**
 * Pays `g` generic mana (CR 107.4b) from `a`: colorless first, then from the colors of which the
 * most remains, so the pool left is as balanced as possible. Ties go in WUBRG order.
 */
function payGeneric(a: number[], g: number, apply: boolean): boolean {
  const total = a[0]! + a[1]! + a[2]! + a[3]! + a[4]! + a[5]!;
  if (total < g) return false;
  if (!apply || g === 0) return true;
  const fromC = a[5]! < g ? a[5]! : g;
  a[5] = a[5]! - fromC;
  g -= fromC;
  while (g > 0) {
    let max = 0;
    for (let i = 0; i < 5; i++) if (a[i]! > max) max = a[i]!;
    let count = 0;
    let next = 0;
    for (let i = 0; i < 5; i++) {
      const v = a[i]!;
      if (v === max) count++;
      else if (v > next) next = v;
    }
    const drop = (max - next) * count;
    if (drop <= g) {
      for (let i = 0; i < 5; i++) if (a[i] === max) a[i] = next;
      g -= drop;
    } else {
      const each = Math.floor(g / count);
      let extra = g - each * count;
      for (let i = 0; i < 5; i++) {
        if (a[i] === max) {
          a[i] = max - each - (extra > 0 ? 1 : 0);
          if (extra > 0) extra--;
        }
      }
      g = 0;
    }
  }
  return true;
}

const payScratch = [0, 0, 0, 0, 0, 0];

function loadPool(a: number[], pool: ManaPool): void {
  a[0] = pool.W;
  a[1] = pool.U;
  a[2] = pool.B;
  a[3] = pool.R;
  a[4] = pool.G;
  a[5] = pool.C;
}

/**
 * Pays a mana cost from a mana pool (CR 118.3a, 202.1a, 601.2h): returns the pool left after
 * paying, or `null` if the pool cannot pay the whole cost (CR 118.3: no partial payments).
 * `pool` is not changed.
 *
 * `x` is the announced value of X (CR 107.3a); each `{X}` adds `x` generic mana. `{S}` is paid like
 * generic mana: pools do not record which mana came from snow sources, so a caller that allows
 * snow costs must check that itself (CR 107.4h).
 *
 * Finds a payment whenever one exists. Colored and `{C}` symbols take their own type; Phyrexian
 * symbols take their color unless paid with life (see {@link PayOptions}); `{2/c}` symbols take
 * one `c` when that still leaves a payment, else two generic (CR 107.4e); hybrid symbols are
 * matched to colors by an augmenting-path search, so `{W/U}{W}` from `{W:1,U:1}` pays `{W/U}`
 * with U; generic mana is paid with colorless mana first, then with the colors of which the most
 * remains.
 *
 * @throws RangeError if `x` or `lifeForPhyrexian` is not a non-negative integer.
 */
export function payFromPool(pool: ManaPool, cost: ManaCost, x: number, options?: PayOptions): ManaPool | null {
  checkCount(x, 'x', 'payFromPool');
  const life = lifeOption(options, 'payFromPool');
  const cc = compile(cost);
  const a = payScratch;
  loadPool(a, pool);
  if (!payCore(a, cc, x, life, true)) return null;
  return { W: a[0]!, U: a[1]!, B: a[2]!, R: a[3]!, G: a[4]!, C: a[5]! };
}

// ---------------------------------------------------------------------------------------------
// The payment planner (CR 601.2g, 605.3a)
// ---------------------------------------------------------------------------------------------

/** Slot index for "mana that can only pay generic costs"; such mana lands on `sink`. */
const GENERIC_SLOT = 6;

interface SourceClass {
  /** Types this class may usefully make: specific type indices, or [GENERIC_SLOT]. */
  slots: number[];
  /** The same as a bit mask (see {@link sourceSlots}). */
  slotMask: number;
  amount: number;
  /** What tapping one of the sources costs a plan (see {@link tapCost}). */
  cost: number;
  /** Indices into the caller's `sources`, in the caller's order. */
  members: number[];
}

/** Whether some symbol (generic, X, `{S}`, the generic half of `{2/c}`) accepts mana of any type. */
function needsGeneric(cc: Compiled, x: number): boolean {
  return cc.generic + cc.snow + cc.twoTotal + cc.xCount * x > 0;
}

/** The type on which generic-only mana is booked: the first type no symbol asks for (6 if none). */
function sinkOf(cc: Compiled): number {
  let sink = 0;
  while (sink < 6 && cc.specificMask & (1 << sink)) sink++;
  return sink;
}

/** Bits 0–5 (WUBRGC): the types a source can make. */
function producedMask(s: ManaSource): number {
  let mask = 0;
  for (const t of s.produces) {
    const ti = TYPE_INDEX[t];
    if (ti === undefined) throw new TypeError(`mana: source ${s.id} produces unknown mana type ${String(t)}`);
    mask |= 1 << ti;
  }
  return mask;
}

/** Bit of colorless mana in a {@link producedMask}. */
const COLORLESS_BIT = 1 << 5;

/**
 * What the planner's tie-break weighs in one payment (see {@link tapCost}): the base of its
 * criteria, which exceeds what any of the later criteria can add up to over a plan.
 */
export interface TieBreak {
  /** The base of the criteria's digits: more than the sources times the largest weight of any digit. */
  readonly scale: number;
}

/** The tie-break of a payment from `sources`. */
export function tieBreak(sources: readonly ManaSource[]): TieBreak {
  let most = 1;
  for (let i = 0; i < sources.length; i++) {
    const uses = sources[i]!.otherUses ?? 0;
    if (uses > most) most = uses;
  }
  return { scale: sources.length * most + 1 };
}

/** The tie-break of a feasibility check, where only classes of alike sources matter, not costs. */
const NO_TIE_BREAK: TieBreak = { scale: 1 };

/**
 * What tapping a source costs a plan in what is kept for later, the planner's tie-break among plans
 * of as many sources (CR 601.2g–h: the player chooses which mana abilities to activate). Mana of any
 * type pays a generic symbol (CR 107.4b), so a plan keeps untapped the sources that could do the
 * most. First, the number of types a source could make (CR 106.1b): a source whose types are a
 * subset of another's costs less. Then, among sources of as many types, its weight in other uses
 * ({@link ManaSource.otherUses}): a source with none costs less than one with some, and one whose
 * other uses weigh less costs less. Then one that could make colorless mana costs less than one
 * making a color in its place, since colorless mana pays only generic and `{C}` symbols (CR 107.4c)
 * and colored mana generic, its color, hybrid and Phyrexian symbols (CR 107.4a, 107.4e–f): a Wastes
 * is tapped rather than a Mountain. Each criterion is a digit in base `tie.scale`, so that over a
 * plan it outweighs all the later ones: the sum over a plan orders plans by their types in all, then
 * by their weight in other uses, then by how many could make colorless.
 *
 * @throws TypeError if the source produces an unknown type.
 */
export function tapCost(source: ManaSource, tie: TieBreak): number {
  return maskCost(flexMask(source), source.otherUses ?? 0, tie);
}

/** The types a source weighs as in the tie-break: those it could make in all (see {@link ManaSource.couldMake}). */
function flexMask(s: ManaSource): number {
  return s.couldMake === undefined ? producedMask(s) : producedMask({ id: s.id, produces: s.couldMake, amount: s.amount });
}

function maskCost(mask: number, otherUses: number, tie: TieBreak): number {
  const scale = tie.scale;
  return (popcount6(mask) * scale + otherUses) * scale + (mask & COLORLESS_BIT ? 0 : 1);
}

/**
 * The choices worth considering for a source (see {@link Problem}): its specific types (bits 0–5),
 * else the generic slot (bit 6) if generic mana is wanted, else 0 (useless).
 */
function sourceSlots(s: ManaSource, spec: number, genericNeed: boolean): number {
  const amount = s.amount;
  if (!(amount > 0)) return 0;
  if (!Number.isSafeInteger(amount)) {
    throw new RangeError(`mana: source ${s.id} amount must be an integer, got ${String(amount)}`);
  }
  const mask = producedMask(s);
  const specBits = mask & spec;
  return specBits !== 0 ? specBits : genericNeed && mask !== 0 ? 1 << GENERIC_SLOT : 0;
}

const quickScratch = [0, 0, 0, 0, 0, 0];
/** {@link quickPlan}'s useful sources in the order it takes them, and their costs. */
const quickOrder: number[] = [];
const quickCost: number[] = [];

/**
 * Fast answer when no source has a choice to make (the common case: basic lands): 1 if the pool
 * and every source pay the cost, 0 if not, -1 if some source has a choice (ask {@link Problem}).
 */
function quickFeasible(pool: ManaPool, sources: readonly ManaSource[], cc: Compiled, x: number, life: number): number {
  const a = quickScratch;
  loadPool(a, pool);
  const spec = cc.specificMask;
  const genericNeed = needsGeneric(cc, x);
  const sink = sinkOf(cc);
  for (let si = 0; si < sources.length; si++) {
    const s = sources[si]!;
    const slots = sourceSlots(s, spec, genericNeed);
    if (slots === 0) continue;
    if (slots & (slots - 1)) return -1;
    const t = 31 - Math.clz32(slots);
    a[t === GENERIC_SLOT ? sink : t]! += s.amount;
  }
  return payCore(a, cc, x, life, false) ? 1 : 0;
}

/**
 * Exact plan for the common case: a cost with no hybrid, `{2/c}` or Phyrexian symbols, and sources
 * that each make one mana with no choice worth making (see {@link Problem}). Every mana a symbol
 * asks for by type that the pool lacks must come from a source of that type, and the rest of the
 * generic mana from any source, one mana each (CR 107.4b), so taking the sources that cost least
 * ({@link tapCost}) first is optimal. Returns `undefined` when the case does not apply.
 */
function quickPlan(
  pool: ManaPool,
  sources: readonly ManaSource[],
  cc: Compiled,
  x: number,
  tie: TieBreak,
): PaymentPlan | null | undefined {
  if (!cc.simple) return undefined;
  const spec = cc.specificMask;
  const genericNeed = needsGeneric(cc, x);
  const n = sources.length;
  const slotOf: number[] = new Array<number>(n);
  // the useful sources, cheapest first (CR 601.2g), else in the caller's order (an insertion sort)
  const order = quickOrder;
  const costOf = quickCost;
  let m = 0;
  for (let si = 0; si < n; si++) {
    const s = sources[si]!;
    const slots = sourceSlots(s, spec, genericNeed);
    if (slots !== 0 && (s.amount !== 1 || slots & (slots - 1))) return undefined;
    slotOf[si] = slots === 0 ? -1 : 31 - Math.clz32(slots);
    if (slots === 0) continue;
    const cost = maskCost(flexMask(s), s.otherUses ?? 0, tie);
    let j = m++;
    while (j > 0 && costOf[j - 1]! > cost) {
      order[j] = order[j - 1]!;
      costOf[j] = costOf[j - 1]!;
      j--;
    }
    order[j] = si;
    costOf[j] = cost;
  }
  const a = quickScratch;
  loadPool(a, pool);
  const need = [0, 0, 0, 0, 0, 0];
  let leftover = 0;
  for (let t = 0; t < 6; t++) {
    const want = t < 5 ? cc.col[t]! : cc.c;
    const d = want - a[t]!;
    if (d > 0) need[t] = d;
    else leftover -= d;
  }
  let generic = cc.generic + cc.snow + cc.xCount * x - leftover;
  const chosen: (ManaType | undefined)[] = new Array<ManaType | undefined>(n);
  for (let i = 0; i < m; i++) {
    const si = order[i]!;
    const t = slotOf[si]!;
    if (t < 6 && need[t]! > 0) {
      need[t]! -= 1;
      chosen[si] = MANA_TYPES[t]!;
    }
  }
  for (let t = 0; t < 6; t++) if (need[t]! > 0) return null;
  // CR 107.4b: generic mana from the sources whose mana could do least else (a Wastes before a Mountain)
  for (let i = 0; i < m && generic > 0; i++) {
    const si = order[i]!;
    if (chosen[si] === undefined) {
      const t = slotOf[si]!;
      generic -= 1;
      chosen[si] = t === GENERIC_SLOT ? genericType(sources[si]!, spec) : MANA_TYPES[t]!;
    }
  }
  if (generic > 0) return null;
  const out: { id: number; type: ManaType }[] = [];
  for (let si = 0; si < n; si++) {
    const type = chosen[si];
    if (type !== undefined) out.push({ id: sources[si]!.id, type });
  }
  return { sources: out };
}

function popcount6(m: number): number {
  let n = 0;
  for (let i = 0; i < 6; i++) if (m & (1 << i)) n++;
  return n;
}

/**
 * The search problem shared by {@link planPayment} and {@link canPay}.
 *
 * Reductions, each of which keeps every payable choice payable:
 * - A type is "specific" if some symbol asks for it by type (colored, `{C}`, hybrid, `{2/c}`,
 *   Phyrexian). Mana of a non-specific type can only pay generic, X and `{S}`, so all non-specific
 *   types are interchangeable, and specific mana can pay anything non-specific mana can. A source
 *   that can make some specific type therefore only ever chooses among its specific types; a source
 *   that cannot makes "generic-only" mana, booked on one sink type; a source whose mana can pay
 *   nothing in the cost is dropped.
 * - Sources with the same choices, amount and {@link tapCost} are interchangeable, so they form a
 *   class and the search picks how many of a class make each type, not which ones.
 * - More mana never hurts, so a cost is payable at all iff it is payable with every source.
 */
class Problem {
  readonly cc: Compiled;
  readonly x: number;
  readonly life: number;
  readonly classes: SourceClass[];
  readonly sink: number;
  /** Mana available now (pool plus the sources chosen so far), WUBRGC, and its total. */
  readonly avail: number[];
  availTotal: number;
  readonly needTotal: number;
  /** Per class index i: upper bounds on what classes i.. can make (7 entries per class). */
  readonly sufSpec: number[];
  readonly sufCount: number[];
  readonly sufAmount: number[];
  readonly sufMaxAmount: number[];
  /** Units per (class, slot) in the current partial choice and in the best plan. */
  readonly cur: number[];
  best: number[] | null = null;
  /** The sum of {@link tapCost} over the best plan's sources. */
  bestCost = Infinity;
  private readonly scratch = [0, 0, 0, 0, 0, 0];

  constructor(pool: ManaPool, sources: readonly ManaSource[], cost: ManaCost, x: number, life: number, tie: TieBreak) {
    const cc = compile(cost);
    this.cc = cc;
    this.x = x;
    this.life = life;
    this.avail = [0, 0, 0, 0, 0, 0];
    loadPool(this.avail, pool);
    this.availTotal = poolTotal(pool);
    this.needTotal = cc.baseMin - (life < cc.phyTotal ? life : cc.phyTotal) + cc.xCount * x;
    this.sink = sinkOf(cc);
    const genericNeed = needsGeneric(cc, x);
    const classes: SourceClass[] = [];
    for (let si = 0; si < sources.length; si++) {
      const s = sources[si]!;
      const slotMask = sourceSlots(s, cc.specificMask, genericNeed);
      if (slotMask === 0) continue;
      const cost = tapCost(s, tie);
      const amount = s.amount;
      let at = classes.findIndex((c) => c.slotMask === slotMask && c.cost === cost && c.amount === amount);
      if (at < 0) {
        const slots: number[] = [];
        for (let t = 0; t <= GENERIC_SLOT; t++) if (slotMask & (1 << t)) slots.push(t);
        at = classes.length;
        classes.push({ slots, slotMask, amount, cost, members: [] });
      }
      classes[at]!.members.push(si);
    }
    // Cheapest first (so the first plans found keep flexible sources unused, CR 601.2g), then fewer
    // choices, then bigger sources; otherwise the caller's order.
    classes.sort(
      (p, q) =>
        p.cost - q.cost || p.slots.length - q.slots.length || q.amount - p.amount || p.members[0]! - q.members[0]!,
    );
    this.classes = classes;

    const n = classes.length;
    this.sufSpec = new Array<number>((n + 1) * 7).fill(0);
    this.sufCount = new Array<number>(n + 1).fill(0);
    this.sufAmount = new Array<number>(n + 1).fill(0);
    this.sufMaxAmount = new Array<number>(n + 1).fill(0);
    for (let i = n - 1; i >= 0; i--) {
      const cls = classes[i]!;
      const made = cls.members.length * cls.amount;
      for (let t = 0; t < 7; t++) this.sufSpec[i * 7 + t] = this.sufSpec[(i + 1) * 7 + t]!;
      for (const t of cls.slots) this.sufSpec[i * 7 + t]! += made;
      this.sufCount[i] = this.sufCount[i + 1]! + cls.members.length;
      this.sufAmount[i] = this.sufAmount[i + 1]! + made;
      this.sufMaxAmount[i] = Math.max(this.sufMaxAmount[i + 1]!, cls.amount);
    }
    this.cur = new Array<number>(n * 7).fill(0);
  }

  /** Whether the mana available now pays the cost. */
  payable(): boolean {
    const a = this.scratch;
    const v = this.avail;
    for (let i = 0; i < 6; i++) a[i] = v[i]!;
    return payCore(a, this.cc, this.x, this.life, false);
  }

  /** Necessary conditions for classes `ci..` (at most `kLeft` more sources) to complete a payment. */
  bounds(ci: number, kLeft: number): boolean {
    const cc = this.cc;
    const v = this.avail;
    const base = ci * 7;
    for (let i = 0; i < 5; i++) {
      if (cc.col[i]! > v[i]! + this.sufSpec[base + i]!) return false;
    }
    if (cc.c > v[5]! + this.sufSpec[base + 5]!) return false;
    const more =
      kLeft >= this.sufCount[ci]! ? this.sufAmount[ci]! : Math.min(this.sufAmount[ci]!, kLeft * this.sufMaxAmount[ci]!);
    return this.availTotal + more >= this.needTotal;
  }

  private add(ci: number, slot: number, units: number): void {
    const made = units * this.classes[ci]!.amount;
    this.avail[slot === GENERIC_SLOT ? this.sink : slot]! += made;
    this.availTotal += made;
    this.cur[ci * 7 + slot] = units;
  }

  private remove(ci: number, slot: number, units: number): void {
    const made = units * this.classes[ci]!.amount;
    this.avail[slot === GENERIC_SLOT ? this.sink : slot]! -= made;
    this.availTotal -= made;
    this.cur[ci * 7 + slot] = 0;
  }

  /** Whether using every source (each making some useful type) pays the cost. */
  feasibleAll(ci = 0): boolean {
    if (ci === this.classes.length) return this.payable();
    if (!this.bounds(ci, Infinity)) return false;
    const cls = this.classes[ci]!;
    return this.spreadAll(ci, 0, cls.members.length);
  }

  private spreadAll(ci: number, si: number, units: number): boolean {
    const slots = this.classes[ci]!.slots;
    const slot = slots[si]!;
    if (si === slots.length - 1) {
      this.add(ci, slot, units);
      const ok = this.feasibleAll(ci + 1);
      this.remove(ci, slot, units);
      return ok;
    }
    for (let v = units; v >= 0; v--) {
      if (v > 0) this.add(ci, slot, v);
      const ok = this.spreadAll(ci, si + 1, units - v);
      if (v > 0) this.remove(ci, slot, v);
      if (ok) return true;
    }
    return false;
  }

  /**
   * Branch and bound over plans of exactly `kLeft` more sources from classes `ci..`, keeping the one
   * whose sources cost least in all ({@link tapCost}; first found among equals).
   */
  searchExact(ci: number, kLeft: number, cost: number): void {
    if (kLeft === 0) {
      if (cost < this.bestCost && this.payable()) {
        this.bestCost = cost;
        this.best = this.cur.slice();
      }
      return;
    }
    if (ci === this.classes.length || this.sufCount[ci]! < kLeft) return;
    const cls = this.classes[ci]!;
    // Classes are sorted by cost, so every further source costs at least cls.cost.
    if (cost + kLeft * cls.cost >= this.bestCost) return;
    if (!this.bounds(ci, kLeft)) return;
    const maxU = Math.min(cls.members.length, kLeft);
    for (let u = maxU; u >= 1; u--) {
      this.spreadExact(ci, 0, u, kLeft - u, cost + u * cls.cost);
    }
    this.searchExact(ci + 1, kLeft, cost);
  }

  private spreadExact(ci: number, si: number, units: number, kAfter: number, costAfter: number): void {
    const slots = this.classes[ci]!.slots;
    const slot = slots[si]!;
    if (si === slots.length - 1) {
      if (units > 0) this.add(ci, slot, units);
      this.searchExact(ci + 1, kAfter, costAfter);
      if (units > 0) this.remove(ci, slot, units);
      return;
    }
    for (let v = units; v >= 0; v--) {
      if (v > 0) this.add(ci, slot, v);
      this.spreadExact(ci, si + 1, units - v, kAfter, costAfter);
      if (v > 0) this.remove(ci, slot, v);
    }
  }

  /** The fewest sources that could possibly make enough mana in total. */
  lowerBound(): number {
    const deficit = this.needTotal - this.availTotal;
    if (deficit <= 0) return 0;
    const amounts: number[] = [];
    for (const cls of this.classes) for (let i = 0; i < cls.members.length; i++) amounts.push(cls.amount);
    amounts.sort((p, q) => q - p);
    let sum = 0;
    for (let k = 0; k < amounts.length; k++) {
      sum += amounts[k]!;
      if (sum >= deficit) return k + 1;
    }
    return Infinity;
  }

  totalSources(): number {
    return this.sufCount[0]!;
  }

  /** Turns the best choice into a plan. */
  plan(sources: readonly ManaSource[]): PaymentPlan {
    const best = this.best!;
    const chosen: { index: number; type: ManaType }[] = [];
    const spec = this.cc.specificMask;
    for (let ci = 0; ci < this.classes.length; ci++) {
      const cls = this.classes[ci]!;
      let next = 0;
      for (const slot of cls.slots) {
        const units = best[ci * 7 + slot]!;
        for (let u = 0; u < units; u++) {
          const index = cls.members[next++]!;
          const type = slot === GENERIC_SLOT ? genericType(sources[index]!, spec) : MANA_TYPES[slot]!;
          chosen.push({ index, type });
        }
      }
    }
    chosen.sort((p, q) => p.index - q.index);
    return { sources: chosen.map((c) => ({ id: sources[c.index]!.id, type: c.type })) };
  }
}

/** The type a generic-only source makes: colorless if it can, else the first it lists. */
function genericType(source: ManaSource, spec: number): ManaType {
  let first: ManaType | undefined;
  for (const t of source.produces) {
    const ti = TYPE_INDEX[t]!;
    if (spec & (1 << ti)) continue;
    if (t === 'C') return t;
    if (first === undefined) first = t;
  }
  return first!;
}

/**
 * Plans a payment (CR 601.2g–h, 605.3a): which mana sources to activate, each at most once, and
 * which type of mana each one makes, so that `pool` plus the mana made pays `cost` with X = `x`
 * (see {@link payFromPool}, which the engine then uses to pay). Returns `null` if no choice of
 * sources pays the cost; `{ sources: [] }` if the pool alone pays it.
 *
 * The plan uses as few sources as possible; among those, the least flexible ones (fewest distinct
 * types they could make), so multicolored sources stay untapped for later; among those, the ones
 * whose other uses weigh least in all ({@link ManaSource.otherUses}); among those, the most that
 * could make colorless mana, so a Mountain stays untapped rather than a Wastes, whose mana pays only
 * generic and `{C}` symbols (CR 107.4b–c; see {@link tapCost}). Remaining ties are broken deterministically (mostly by the order of `sources`, so callers can list the sources
 * they would rather tap first), so the same input always gives the same plan: this is how the
 * engine chooses a canonical payment for a bot.
 *
 * The search is exact (it never misses a plan and never returns one that fails): iterative
 * deepening on the number of sources, with branch and bound on {@link tapCost}, over classes of
 * interchangeable sources. A source that can make a type some symbol asks for (colored, `{C}`,
 * hybrid, `{2/c}`, Phyrexian) only considers those types; one that cannot counts as generic mana
 * (it then makes colorless if it can). So lands that each make one type — the common case — leave
 * nothing to choose but how many of each to tap.
 *
 * @throws RangeError if `x`, `lifeForPhyrexian` or a source's amount is not an integer as required.
 */
export function planPayment(
  pool: ManaPool,
  sources: readonly ManaSource[],
  cost: ManaCost,
  x: number,
  options?: PayOptions,
): PaymentPlan | null {
  checkCount(x, 'x', 'planPayment');
  const life = lifeOption(options, 'planPayment');
  const cc = compile(cost);
  const a = quickScratch;
  loadPool(a, pool);
  if (payCore(a, cc, x, life, false)) return { sources: [] };
  const tie = tieBreak(sources);
  const quick = quickPlan(pool, sources, cc, x, tie);
  if (quick !== undefined) return quick;
  if (quickFeasible(pool, sources, cc, x, life) === 0) return null;
  const p = new Problem(pool, sources, cost, x, life, tie);
  const lb = p.lowerBound();
  const n = p.totalSources();
  if (lb > n || !p.feasibleAll()) return null;
  for (let k = Math.max(1, lb); k <= n; k++) {
    p.searchExact(0, k, 0);
    if (p.best !== null) return p.plan(sources);
  }
  /* c8 ignore next */
  throw new Error('planPayment: internal error, a payable cost found no plan');
}

/**
 * Whether `pool` plus at most one activation of each source can pay `cost` with X = `x`
 * (CR 118.3, 601.2g–h). Equivalent to `planPayment(...) !== null`, but cheaper: it does not look
 * for the smallest plan.
 */
export function canPay(
  pool: ManaPool,
  sources: readonly ManaSource[],
  cost: ManaCost,
  x: number,
  options?: PayOptions,
): boolean {
  checkCount(x, 'x', 'canPay');
  const life = lifeOption(options, 'canPay');
  const quick = quickFeasible(pool, sources, compile(cost), x, life);
  if (quick >= 0) return quick === 1;
  const p = new Problem(pool, sources, cost, x, life, NO_TIE_BREAK);
  if (p.payable()) return true;
  if (p.lowerBound() > p.totalSources()) return false;
  return p.feasibleAll();
}

/**
 * The pool after activating the sources of a plan (CR 605.3b: mana abilities resolve at once):
 * `pool` plus `amount` mana of the chosen type for each planned source. `pool` is not changed.
 *
 * @throws RangeError if the plan names a source not in `sources`, names one twice, or picks a type
 *   the source cannot make.
 */
export function applyPlan(pool: ManaPool, sources: readonly ManaSource[], plan: PaymentPlan): ManaPool {
  const out: ManaPool = { W: pool.W, U: pool.U, B: pool.B, R: pool.R, G: pool.G, C: pool.C };
  const used = new Set<number>();
  for (const step of plan.sources) {
    const source = sources.find((s) => s.id === step.id);
    if (source === undefined) throw new RangeError(`applyPlan: no source with id ${step.id}`);
    if (used.has(step.id)) throw new RangeError(`applyPlan: source ${step.id} is activated twice`);
    if (!source.produces.includes(step.type)) {
      throw new RangeError(`applyPlan: source ${step.id} cannot make ${step.type}`);
    }
    used.add(step.id);
    out[step.type] += source.amount;
  }
  return out;
}
