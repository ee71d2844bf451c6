import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COLORS,
  MANA_TYPES,
  addMana,
  applyPlan,
  canPay,
  costColors,
  emptyPool,
  formatManaCost,
  manaValue,
  parseManaCost,
  payFromPool,
  planPayment,
  poolTotal,
  type Color,
  type ManaCost,
  type ManaPool,
  type ManaSource,
  type ManaSymbol,
  type ManaType,
} from '../../src/engine/mana.js';
import { handDemand, keepHandColors } from '../../src/engine/hand-keeping.js';

// ---------------------------------------------------------------------------------------------
// Helpers and independent oracles (they share no code with the module under test)
// ---------------------------------------------------------------------------------------------

function pool(partial: Partial<ManaPool> = {}): ManaPool {
  return { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0, ...partial };
}

const TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** A payment choice for every symbol, reduced to counts: mana of a given type, mana of any type, life. */
interface Need {
  spec: Record<ManaType, number>;
  any: number;
  life: number;
}

/** Every way of paying the symbols of `cost` (CR 107.4), by brute force. */
function allNeeds(cost: ManaCost, x: number): Need[] {
  let needs: Need[] = [{ spec: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }, any: 0, life: 0 }];
  const withSpec = (n: Need, t: ManaType): Need => ({ ...n, spec: { ...n.spec, [t]: n.spec[t] + 1 } });
  for (const s of cost) {
    const next: Need[] = [];
    for (const n of needs) {
      switch (s.kind) {
        case 'generic':
          next.push({ ...n, any: n.any + s.amount });
          break;
        case 'X':
          next.push({ ...n, any: n.any + x });
          break;
        case 'snow':
          next.push({ ...n, any: n.any + 1 });
          break;
        case 'colored':
          next.push(withSpec(n, s.color));
          break;
        case 'colorless':
          next.push(withSpec(n, 'C'));
          break;
        case 'hybrid':
          next.push(withSpec(n, s.colors[0]), withSpec(n, s.colors[1]));
          break;
        case 'twoHybrid':
          next.push(withSpec(n, s.color), { ...n, any: n.any + 2 });
          break;
        case 'phyrexian':
          next.push(withSpec(n, s.color), { ...n, life: n.life + 1 });
          break;
      }
    }
    needs = next;
  }
  return needs;
}

function phyrexianCount(cost: ManaCost): number {
  return cost.filter((s) => s.kind === 'phyrexian').length;
}

/** Brute force: can `p` pay `cost`, paying exactly min(life, #Phyrexian) Phyrexian symbols with life? */
function oracleCanPay(p: ManaPool, cost: ManaCost, x: number, life = 0): boolean {
  const lifeUsed = Math.min(life, phyrexianCount(cost));
  const total = TYPES.reduce((sum, t) => sum + p[t], 0);
  return allNeeds(cost, x).some((n) => {
    if (n.life !== lifeUsed) return false;
    let specTotal = 0;
    for (const t of TYPES) {
      if (n.spec[t] > p[t]) return false;
      specTotal += n.spec[t];
    }
    return n.any <= total - specTotal;
  });
}

/** Brute force: is `spent` exactly one legal payment of `cost` (nothing more, nothing less)? */
function oracleIsExactPayment(spent: ManaPool, cost: ManaCost, x: number, life = 0): boolean {
  const lifeUsed = Math.min(life, phyrexianCount(cost));
  const total = TYPES.reduce((sum, t) => sum + spent[t], 0);
  return allNeeds(cost, x).some((n) => {
    if (n.life !== lifeUsed) return false;
    let specTotal = 0;
    for (const t of TYPES) {
      if (n.spec[t] > spent[t]) return false;
      specTotal += n.spec[t];
    }
    return n.any === total - specTotal;
  });
}

/** Adds the planned mana by hand (independent of applyPlan). */
function producePlan(
  p: ManaPool,
  sources: readonly ManaSource[],
  plan: { sources: { id: number; type: ManaType }[] },
): ManaPool {
  const out = { ...p };
  for (const step of plan.sources) {
    const source = sources.find((s) => s.id === step.id)!;
    out[step.type] += source.amount;
  }
  return out;
}

function flexOf(source: ManaSource): number {
  return new Set(source.produces).size;
}

interface BruteResult {
  count: number;
  flex: number;
  /** The weight of the sources' other uses in all. */
  uses: number;
  /** How many of the sources could make colorless mana. */
  colorless: number;
}

/**
 * Brute force over every subset of sources and every type choice: the best plan by (fewest sources,
 * least flexibility, least weight in other uses, most sources that could make colorless mana), in
 * that order.
 */
function bruteForcePlan(
  p: ManaPool,
  sources: readonly ManaSource[],
  cost: ManaCost,
  x: number,
  life = 0,
): BruteResult | null {
  let best: BruteResult | null = null;
  const options = sources.map((s) => [null, ...new Set(s.produces)] as (ManaType | null)[]);
  const choice: (ManaType | null)[] = sources.map(() => null);
  const visit = (i: number): void => {
    if (i === sources.length) {
      const made = { ...p };
      const r: BruteResult = { count: 0, flex: 0, uses: 0, colorless: 0 };
      choice.forEach((t, j) => {
        if (t === null) return;
        const s = sources[j]!;
        made[t] += s.amount;
        r.count++;
        r.flex += flexOf(s);
        r.uses += s.otherUses ?? 0;
        if (s.produces.includes('C')) r.colorless++;
      });
      const order = (b: BruteResult): number =>
        r.count - b.count || r.flex - b.flex || r.uses - b.uses || b.colorless - r.colorless;
      if (best !== null && order(best) >= 0) return;
      if (oracleCanPay(made, cost, x, life)) best = r;
      return;
    }
    for (const t of options[i]!) {
      choice[i] = t;
      visit(i + 1);
    }
    choice[i] = null;
  };
  visit(0);
  return best;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

const colorArb = fc.constantFrom<Color>('W', 'U', 'B', 'R', 'G');
const typeArb = fc.constantFrom<ManaType>('W', 'U', 'B', 'R', 'G', 'C');

const hybridArb: fc.Arbitrary<ManaSymbol> = fc
  .tuple(colorArb, colorArb)
  .filter(([a, b]) => a !== b)
  .map(([a, b]) => ({ kind: 'hybrid', colors: [a, b] as const }));

/** Any symbol except generic. */
const nonGenericSymbolArb: fc.Arbitrary<ManaSymbol> = fc.oneof(
  colorArb.map((color): ManaSymbol => ({ kind: 'colored', color })),
  fc.constant<ManaSymbol>({ kind: 'colorless' }),
  hybridArb,
  colorArb.map((color): ManaSymbol => ({ kind: 'twoHybrid', color })),
  colorArb.map((color): ManaSymbol => ({ kind: 'phyrexian', color })),
  fc.constant<ManaSymbol>({ kind: 'X' }),
  fc.constant<ManaSymbol>({ kind: 'snow' }),
);

/** A cost with at most one generic symbol, at any place (what parseManaCost produces). */
function costArb(maxSymbols: number, maxGeneric = 20): fc.Arbitrary<ManaCost> {
  return fc
    .tuple(
      fc.array(nonGenericSymbolArb, { maxLength: maxSymbols }),
      fc.option(fc.integer({ min: 0, max: maxGeneric })),
      fc.nat(),
    )
    .map(([symbols, generic, at]) => {
      const out: ManaSymbol[] = [...symbols];
      if (generic !== null) out.splice(at % (out.length + 1), 0, { kind: 'generic', amount: generic });
      return out;
    });
}

/** A cost of at most `maxSymbols` symbols in all (generic counts as one symbol). */
function smallCostArb(maxSymbols: number): fc.Arbitrary<ManaCost> {
  return costArb(maxSymbols, 3).filter((c) => c.length <= maxSymbols);
}

function poolArb(max: number): fc.Arbitrary<ManaPool> {
  const n = fc.integer({ min: 0, max });
  return fc.record({ W: n, U: n, B: n, R: n, G: n, C: n });
}

function sourcesArb(maxSources: number, maxTypes: number): fc.Arbitrary<ManaSource[]> {
  return fc
    .array(
      fc.record({
        produces: fc.uniqueArray(typeArb, { minLength: 1, maxLength: maxTypes }),
        amount: fc.integer({ min: 1, max: 3 }),
      }),
      { maxLength: maxSources },
    )
    .map((list) => list.map((s, i) => ({ id: 100 + i, produces: s.produces, amount: s.amount })));
}

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

describe('COLORS and MANA_TYPES (CR 105.1, 106.1b)', () => {
  it('lists the five colors in WUBRG order and the six mana types', () => {
    expect(COLORS).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(MANA_TYPES).toEqual(['W', 'U', 'B', 'R', 'G', 'C']);
  });
});

// ---------------------------------------------------------------------------------------------
// parseManaCost / formatManaCost
// ---------------------------------------------------------------------------------------------

describe('parseManaCost (CR 107.4, 202.1)', () => {
  it('parses no mana cost as an empty cost (CR 202.1b)', () => {
    expect(parseManaCost('')).toEqual([]);
  });

  it('parses numerical and colored symbols (CR 107.4a-b): {2}{W}{W}', () => {
    expect(parseManaCost('{2}{W}{W}')).toEqual([
      { kind: 'generic', amount: 2 },
      { kind: 'colored', color: 'W' },
      { kind: 'colored', color: 'W' },
    ]);
  });

  it('parses every primary colored symbol (CR 107.4a)', () => {
    expect(parseManaCost('{W}{U}{B}{R}{G}')).toEqual(
      (['W', 'U', 'B', 'R', 'G'] as const).map((color) => ({ kind: 'colored', color })),
    );
  });

  it('parses multi-digit generic symbols: {10} (CR 107.4b)', () => {
    expect(parseManaCost('{10}{G}')).toEqual([
      { kind: 'generic', amount: 10 },
      { kind: 'colored', color: 'G' },
    ]);
  });

  it('parses {0} as a zero generic symbol, distinct from no cost (CR 107.4d, 202.1b)', () => {
    expect(parseManaCost('{0}')).toEqual([{ kind: 'generic', amount: 0 }]);
  });

  it('merges numerical symbols into one generic symbol at the first place', () => {
    expect(parseManaCost('{R}{1}{1}')).toEqual([
      { kind: 'colored', color: 'R' },
      { kind: 'generic', amount: 2 },
    ]);
  });

  it('parses the variable symbol and keeps each X (CR 107.3): {X}{X}{R}', () => {
    expect(parseManaCost('{X}{X}{R}')).toEqual([{ kind: 'X' }, { kind: 'X' }, { kind: 'colored', color: 'R' }]);
  });

  it('parses the colorless symbol {C} (CR 107.4c)', () => {
    expect(parseManaCost('{C}{C}')).toEqual([{ kind: 'colorless' }, { kind: 'colorless' }]);
  });

  it('parses hybrid symbols in printed order (CR 107.4e): {W/U}{G/W}', () => {
    expect(parseManaCost('{W/U}{G/W}')).toEqual([
      { kind: 'hybrid', colors: ['W', 'U'] },
      { kind: 'hybrid', colors: ['G', 'W'] },
    ]);
  });

  it('parses monocolored hybrid symbols (CR 107.4e): {2/G}', () => {
    expect(parseManaCost('{2/G}')).toEqual([{ kind: 'twoHybrid', color: 'G' }]);
  });

  it('parses Phyrexian symbols (CR 107.4f): {B/P}', () => {
    expect(parseManaCost('{1}{B/P}')).toEqual([
      { kind: 'generic', amount: 1 },
      { kind: 'phyrexian', color: 'B' },
    ]);
  });

  it('parses the snow symbol (CR 107.4h): {S}', () => {
    expect(parseManaCost('{S}{S}')).toEqual([{ kind: 'snow' }, { kind: 'snow' }]);
  });

  const malformed: [string, RegExp][] = [
    ['{W', /unbalanced '\{'/],
    ['W}', /unexpected character "W"/],
    ['{W}}', /unbalanced '\}'/],
    ['{{W}}', /unbalanced '\{'/],
    ['{W}{', /unbalanced '\{'/],
    ['{}', /empty symbol/],
    ['{Q}', /unknown or unsupported mana symbol "\{Q\}"/],
    ['{w}', /unknown or unsupported mana symbol "\{w\}"/],
    ['{W/W}', /repeats a color/],
    ['{P/W}', /unknown or unsupported/],
    ['{W/U/P}', /unknown or unsupported/],
    ['{C/W}', /unknown or unsupported/],
    ['{3/W}', /unknown or unsupported/],
    ['{01}', /unknown or unsupported/],
    ['{-1}', /unknown or unsupported/],
    ['{T}', /unknown or unsupported/],
    [' {W}', /unexpected character " "/],
    ['{W} {U}', /unexpected character " "/],
    ['2{W}', /unexpected character "2"/],
  ];
  for (const [text, message] of malformed) {
    it(`throws TypeError on malformed input ${JSON.stringify(text)}`, () => {
      expect(() => parseManaCost(text)).toThrow(TypeError);
      expect(() => parseManaCost(text)).toThrow(message);
    });
  }

  it('throws TypeError on a generic amount beyond safe integers', () => {
    expect(() => parseManaCost('{99999999999999999999}')).toThrow(TypeError);
  });
});

describe('formatManaCost (CR 107.4)', () => {
  it('formats no cost as the empty string (CR 202.1b)', () => {
    expect(formatManaCost([])).toBe('');
  });

  it('formats each symbol kind in array order', () => {
    expect(
      formatManaCost([
        { kind: 'X' },
        { kind: 'generic', amount: 12 },
        { kind: 'hybrid', colors: ['B', 'G'] },
        { kind: 'twoHybrid', color: 'U' },
        { kind: 'phyrexian', color: 'R' },
        { kind: 'colorless' },
        { kind: 'snow' },
        { kind: 'colored', color: 'W' },
      ]),
    ).toBe('{X}{12}{B/G}{2/U}{R/P}{C}{S}{W}');
  });

  it('merges several generic symbols into one at the first place', () => {
    expect(
      formatManaCost([
        { kind: 'colored', color: 'U' },
        { kind: 'generic', amount: 1 },
        { kind: 'generic', amount: 2 },
      ]),
    ).toBe('{U}{3}');
  });

  it('formats {0} (CR 107.4d)', () => {
    expect(formatManaCost([{ kind: 'generic', amount: 0 }])).toBe('{0}');
  });

  it('throws TypeError on a bad generic amount or an unknown symbol', () => {
    expect(() => formatManaCost([{ kind: 'generic', amount: -1 }])).toThrow(TypeError);
    expect(() => formatManaCost([{ kind: 'generic', amount: 1.5 }])).toThrow(TypeError);
    expect(() => formatManaCost([{ kind: 'energy' } as unknown as ManaSymbol])).toThrow(TypeError);
  });

  it('is the inverse of parseManaCost on Oracle texts', () => {
    for (const text of ['', '{0}', '{2}{W}{W}', '{X}{R}', '{W/U}', '{2/G}', '{B/P}', '{C}', '{S}', '{10}{U}{U}']) {
      expect(formatManaCost(parseManaCost(text))).toBe(text);
    }
  });

  it('property: parseManaCost(formatManaCost(c)) deep-equals c for every canonical cost', () => {
    fc.assert(
      fc.property(costArb(8), (cost) => {
        expect(parseManaCost(formatManaCost(cost))).toEqual(cost);
      }),
      { numRuns: 500 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// manaValue / costColors
// ---------------------------------------------------------------------------------------------

describe('manaValue (CR 202.3)', () => {
  const cases: [string, string, number | undefined, number][] = [
    ['CR 202.3a: no mana cost is 0', '', undefined, 0],
    ['CR 107.4d: {0} is 0', '{0}', undefined, 0],
    ['CR 202.3: {2}{W}{W} is 4', '{2}{W}{W}', undefined, 4],
    ['CR 202.3: {10} is 10', '{10}', undefined, 10],
    ['CR 202.3e: X is 0 off the stack', '{X}{R}', undefined, 1],
    ['CR 202.3e: X is its value on the stack', '{X}{R}', 3, 4],
    ['CR 202.3e: each X counts', '{X}{X}{R}', 2, 5],
    ['CR 202.3f: {W/U} counts 1', '{W/U}{W/U}', undefined, 2],
    ['CR 202.3f: {2/W} counts its largest component, 2', '{2/W}', undefined, 2],
    ['CR 202.3g: {B/P} counts 1', '{1}{B/P}', undefined, 2],
    ['CR 107.4c: {C} counts 1', '{C}', undefined, 1],
    ['CR 107.4h: {S} counts 1', '{S}{S}', undefined, 2],
  ];
  for (const [name, text, x, value] of cases) {
    it(name, () => {
      expect(manaValue(parseManaCost(text), x)).toBe(value);
    });
  }
});

describe('costColors (CR 105.2, 202.2)', () => {
  it('CR 202.2b: a cost without colored symbols is colorless', () => {
    expect(costColors(parseManaCost('{3}{C}{X}{S}'))).toEqual([]);
    expect(costColors([])).toEqual([]);
  });

  it('CR 202.2c: each colored symbol adds its color, once, in WUBRG order', () => {
    expect(costColors(parseManaCost('{G}{W}{G}'))).toEqual(['W', 'G']);
  });

  it('CR 202.2d: hybrid symbols add both colors', () => {
    expect(costColors(parseManaCost('{R/W}'))).toEqual(['W', 'R']);
  });

  it('CR 107.4e, 202.2d: monocolored hybrid symbols add their color', () => {
    expect(costColors(parseManaCost('{2/U}'))).toEqual(['U']);
  });

  it('CR 107.4f, 202.2d: Phyrexian symbols add their color', () => {
    expect(costColors(parseManaCost('{1}{B/P}'))).toEqual(['B']);
  });
});

// ---------------------------------------------------------------------------------------------
// Pools
// ---------------------------------------------------------------------------------------------

describe('mana pools (CR 106.4)', () => {
  it('emptyPool has no mana', () => {
    expect(emptyPool()).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(poolTotal(emptyPool())).toBe(0);
  });

  it('emptyPool returns a fresh object each time', () => {
    const a = emptyPool();
    a.W = 5;
    expect(emptyPool().W).toBe(0);
  });

  it('poolTotal counts every type', () => {
    expect(poolTotal(pool({ W: 1, U: 2, B: 3, R: 4, G: 5, C: 6 }))).toBe(21);
  });

  it('addMana returns a new pool and leaves the old one alone (CR 106.3)', () => {
    const before = pool({ G: 1 });
    const after = addMana(before, 'G', 2);
    expect(after).toEqual(pool({ G: 3 }));
    expect(before).toEqual(pool({ G: 1 }));
    expect(addMana(before, 'C', 1)).toEqual(pool({ G: 1, C: 1 }));
  });

  it('addMana rejects a negative or fractional amount', () => {
    expect(() => addMana(emptyPool(), 'W', -1)).toThrow(RangeError);
    expect(() => addMana(emptyPool(), 'W', 0.5)).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------------------------
// payFromPool
// ---------------------------------------------------------------------------------------------

describe('payFromPool (CR 118.3, 202.1a, 601.2h)', () => {
  const pay = (p: Partial<ManaPool>, text: string, x = 0, life?: number): ManaPool | null =>
    payFromPool(pool(p), parseManaCost(text), x, life === undefined ? undefined : { lifeForPhyrexian: life });

  it('CR 118.3a: pays colored symbols with their color and leaves the rest', () => {
    expect(pay({ W: 3, U: 1 }, '{W}{W}')).toEqual(pool({ W: 1, U: 1 }));
  });

  it('CR 202.1a: colored symbols need the matching color', () => {
    expect(pay({ U: 5 }, '{W}')).toBeNull();
  });

  it('CR 118.3: cannot pay a cost without enough mana (no partial payment)', () => {
    expect(pay({ W: 1 }, '{1}{W}')).toBeNull();
  });

  it('CR 118.3a: players can always pay 0 mana; no cost and {0} leave the pool alone', () => {
    expect(pay({ R: 2 }, '')).toEqual(pool({ R: 2 }));
    expect(pay({}, '{0}')).toEqual(pool());
  });

  it('CR 107.4b: generic mana is paid with colorless mana first', () => {
    expect(pay({ W: 1, C: 1 }, '{1}')).toEqual(pool({ W: 1 }));
  });

  it('CR 107.4b: generic mana beyond the colorless comes from the colors with the most left', () => {
    expect(pay({ W: 3, U: 1, C: 1 }, '{3}')).toEqual(pool({ W: 1, U: 1 }));
    // Ties are broken in WUBRG order.
    expect(pay({ W: 2, U: 2, B: 2 }, '{4}')).toEqual(pool({ U: 1, B: 1 }));
  });

  it('CR 107.4c: {C} can be paid only with colorless mana', () => {
    expect(pay({ W: 3 }, '{C}')).toBeNull();
    expect(pay({ W: 1, C: 1 }, '{C}')).toEqual(pool({ W: 1 }));
  });

  it('CR 107.3, 107.4b: X adds x generic mana, per X', () => {
    expect(pay({ R: 3 }, '{X}{R}', 2)).toEqual(pool());
    expect(pay({ R: 3 }, '{X}{R}', 3)).toBeNull();
    expect(pay({ R: 5 }, '{X}{X}{R}', 2)).toEqual(pool());
    expect(pay({ R: 5 }, '{X}{X}{R}', 3)).toBeNull();
  });

  it('CR 107.4e: a hybrid symbol is paid with either color', () => {
    expect(pay({ U: 1 }, '{W/U}')).toEqual(pool());
    expect(pay({ W: 1 }, '{W/U}')).toEqual(pool());
    expect(pay({ B: 1 }, '{W/U}')).toBeNull();
  });

  it('CR 107.4e: hybrid choices interact: {W/U}{W} from W+U pays the hybrid with U', () => {
    expect(pay({ W: 1, U: 1 }, '{W/U}{W}')).toEqual(pool());
  });

  it('CR 107.4e: a chain of hybrids is matched, not chosen greedily', () => {
    // {W/U} must take W (U is the only mana for {U/B}), {U/B} must take U, {B/R} must take B.
    expect(pay({ W: 1, U: 1, B: 1 }, '{B/R}{U/B}{W/U}')).toEqual(pool());
    expect(pay({ W: 1, U: 1, B: 1 }, '{B/R}{U/B}{W/U}{U/B}')).toBeNull();
  });

  it('CR 107.4e: a hybrid symbol takes the color of which more is left', () => {
    expect(pay({ W: 1, U: 3 }, '{W/U}')).toEqual(pool({ W: 1, U: 2 }));
  });

  it('CR 107.4e: {2/W} is paid with one white mana when it can be', () => {
    expect(pay({ W: 1, C: 2 }, '{2/W}')).toEqual(pool({ C: 2 }));
  });

  it('CR 107.4e: {2/W} is paid with two mana of any type when the white is needed elsewhere', () => {
    expect(pay({ W: 1, C: 2 }, '{2/W}{W}')).toEqual(pool());
    expect(pay({ W: 1, C: 1 }, '{2/W}{W}')).toBeNull();
  });

  it('CR 107.4f: a Phyrexian symbol is paid with its color by default', () => {
    expect(pay({ B: 1 }, '{B/P}')).toEqual(pool());
    expect(pay({ R: 1 }, '{B/P}')).toBeNull();
  });

  it('CR 107.4f: lifeForPhyrexian pays that many Phyrexian symbols with life', () => {
    expect(pay({}, '{B/P}', 0, 1)).toEqual(pool());
    expect(pay({ B: 1 }, '{B/P}', 0, 1)).toEqual(pool({ B: 1 }));
    expect(pay({ B: 1 }, '{B/P}{B/P}', 0, 1)).toEqual(pool());
    expect(pay({}, '{B/P}{B/P}', 0, 1)).toBeNull();
    // More life than symbols: every symbol is paid with life, no more.
    expect(pay({ B: 1 }, '{B/P}', 0, 5)).toEqual(pool({ B: 1 }));
  });

  it('CR 107.4f: the engine picks which Phyrexian symbols are paid with life', () => {
    expect(pay({ W: 1 }, '{W/P}{U/P}', 0, 1)).toEqual(pool());
    expect(pay({ U: 1 }, '{W/P}{U/P}', 0, 1)).toEqual(pool());
  });

  it('CR 107.4h: {S} is paid like generic mana (the pool does not track snow)', () => {
    expect(pay({ G: 2 }, '{S}{G}')).toEqual(pool());
    expect(pay({ G: 1 }, '{S}{G}')).toBeNull();
  });

  it('does not change the pool it is given', () => {
    const p = pool({ W: 2, C: 1 });
    payFromPool(p, parseManaCost('{1}{W}'), 0);
    expect(p).toEqual(pool({ W: 2, C: 1 }));
  });

  it('rejects a negative or fractional X or life count', () => {
    expect(() => payFromPool(pool(), [], -1)).toThrow(RangeError);
    expect(() => payFromPool(pool(), [], 1.5)).toThrow(RangeError);
    expect(() => payFromPool(pool(), [], 0, { lifeForPhyrexian: -1 })).toThrow(RangeError);
  });

  it('property: succeeds exactly when a brute-force payment exists, and never goes negative', () => {
    const small = fc.integer({ min: 0, max: 3 });
    fc.assert(
      fc.property(poolArb(3), costArb(7, 6), small, small, (p, cost, x, life) => {
        const left = payFromPool(p, cost, x, { lifeForPhyrexian: life });
        expect(left !== null).toBe(oracleCanPay(p, cost, x, life));
        if (left === null) return;
        for (const t of TYPES) {
          expect(Number.isInteger(left[t])).toBe(true);
          expect(left[t]).toBeGreaterThanOrEqual(0);
          expect(left[t]).toBeLessThanOrEqual(p[t]);
        }
        // What was spent is exactly one legal payment: nothing wasted (CR 118.3a).
        const spent = pool();
        for (const t of TYPES) spent[t] = p[t] - left[t];
        expect(oracleIsExactPayment(spent, cost, x, life)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('property: generic mana is paid with colorless mana before any colored mana', () => {
    fc.assert(
      fc.property(poolArb(4), fc.integer({ min: 0, max: 6 }), (p, n) => {
        const left = payFromPool(p, [{ kind: 'generic', amount: n }], 0);
        if (left === null) return;
        if (left.C > 0) expect(COLORS.every((c) => left[c] === p[c])).toBe(true);
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// planPayment / canPay / applyPlan
// ---------------------------------------------------------------------------------------------

const plains = (id: number): ManaSource => ({ id, produces: ['W'], amount: 1 });
const island = (id: number): ManaSource => ({ id, produces: ['U'], amount: 1 });
const mountain = (id: number): ManaSource => ({ id, produces: ['R'], amount: 1 });
const tundra = (id: number): ManaSource => ({ id, produces: ['W', 'U'], amount: 1 });
const solRing = (id: number): ManaSource => ({ id, produces: ['C'], amount: 2 });
const cityOfBrass = (id: number): ManaSource => ({ id, produces: ['W', 'U', 'B', 'R', 'G'], amount: 1 });

describe('planPayment (CR 601.2g-h, 605)', () => {
  it('returns no activations when the pool already pays the cost (CR 601.2g: activating is optional)', () => {
    expect(planPayment(pool({ W: 1 }), [plains(1)], parseManaCost('{W}'), 0)).toEqual({ sources: [] });
  });

  it('taps the lands that make the colors the cost needs, and the first other land for generic mana', () => {
    const sources = [plains(1), island(2), mountain(3), plains(4)];
    expect(planPayment(pool(), sources, parseManaCost('{1}{W}{U}'), 0)).toEqual({
      sources: [
        { id: 1, type: 'W' },
        { id: 2, type: 'U' },
        { id: 3, type: 'R' },
      ],
    });
  });

  it('among plans that tap alike sources, the first in the caller\'s order: {W/U} from a Plains or an Island taps whichever is listed first (CR 601.2g)', () => {
    const cost = parseManaCost('{W/U}');
    expect(planPayment(pool(), [plains(1), island(2)], cost, 0)).toEqual({ sources: [{ id: 1, type: 'W' }] });
    expect(planPayment(pool(), [island(2), plains(1)], cost, 0)).toEqual({ sources: [{ id: 2, type: 'U' }] });
  });

  it('uses the pool first and only the sources still needed', () => {
    const plan = planPayment(pool({ U: 1 }), [plains(1), island(2), plains(3)], parseManaCost('{1}{W}{U}'), 0);
    expect(plan?.sources).toHaveLength(2);
  });

  it('uses as few sources as possible: one Sol Ring rather than two lands for {2}', () => {
    expect(planPayment(pool(), [plains(1), plains(2), solRing(3)], parseManaCost('{2}'), 0)).toEqual({
      sources: [{ id: 3, type: 'C' }],
    });
  });

  it('keeps a flexible dual land untapped when a basic will do', () => {
    expect(planPayment(pool(), [tundra(1), plains(2)], parseManaCost('{W}'), 0)).toEqual({
      sources: [{ id: 2, type: 'W' }],
    });
    expect(planPayment(pool(), [cityOfBrass(1), tundra(2), island(3)], parseManaCost('{1}'), 0)).toEqual({
      sources: [{ id: 3, type: 'U' }],
    });
  });

  it('taps the dual land for the color the basics cannot make', () => {
    expect(planPayment(pool(), [plains(1), tundra(2), plains(3)], parseManaCost('{W}{U}'), 0)).toEqual({
      sources: [
        { id: 1, type: 'W' },
        { id: 2, type: 'U' },
      ],
    });
  });

  it('makes colorless mana with a source whose colors the cost does not ask for', () => {
    const source: ManaSource = { id: 1, produces: ['U', 'C'], amount: 1 };
    expect(planPayment(pool(), [source, plains(2)], parseManaCost('{1}{W}'), 0)).toEqual({
      sources: [
        { id: 1, type: 'C' },
        { id: 2, type: 'W' },
      ],
    });
  });

  it('CR 107.4e: solves hybrid costs that a greedy choice would miss', () => {
    const scrubland: ManaSource = { id: 1, produces: ['W', 'B'], amount: 1 };
    const underground: ManaSource = { id: 2, produces: ['U', 'B'], amount: 1 };
    const tundraLand = tundra(3);
    // {W/B}{U/B}{W}: every land is needed, and the Tundra must not make U for {U/B} while the
    // Scrubland makes W for {W/B}, or nothing is left for {W}.
    const cost = parseManaCost('{W/B}{U/B}{W}');
    const plan = planPayment(pool(), [scrubland, underground, tundraLand], cost, 0);
    expect(plan).not.toBeNull();
    expect(plan!.sources).toHaveLength(3);
    expect(payFromPool(producePlan(pool(), [scrubland, underground, tundraLand], plan!), cost, 0)).toEqual(pool());
    // With two of them, the Tundra must make W and the Underground Sea must pay the hybrid.
    const two = planPayment(pool(), [tundraLand, underground], parseManaCost('{W}{U/B}'), 0);
    expect(two?.sources.find((s) => s.id === 3)?.type).toBe('W');
    expect(planPayment(pool(), [tundraLand, underground], parseManaCost('{W}{W/B}'), 0)?.sources).toEqual([
      { id: 3, type: 'W' },
      { id: 2, type: 'B' },
    ]);
    expect(planPayment(pool(), [tundraLand, underground], parseManaCost('{W}{W}'), 0)).toBeNull();
  });

  it('CR 107.3: counts X', () => {
    const sources = [mountain(1), mountain(2), mountain(3)];
    expect(planPayment(pool(), sources, parseManaCost('{X}{R}'), 2)?.sources).toHaveLength(3);
    expect(planPayment(pool(), sources, parseManaCost('{X}{R}'), 3)).toBeNull();
  });

  it('CR 107.4f: can pay Phyrexian symbols with life when told to', () => {
    expect(planPayment(pool(), [], parseManaCost('{B/P}'), 0)).toBeNull();
    expect(planPayment(pool(), [], parseManaCost('{B/P}'), 0, { lifeForPhyrexian: 1 })).toEqual({ sources: [] });
  });

  it('returns null when no choice of sources pays (CR 118.3)', () => {
    expect(planPayment(pool(), [plains(1), plains(2)], parseManaCost('{U}'), 0)).toBeNull();
    expect(planPayment(pool(), [plains(1), tundra(2)], parseManaCost('{W}{W}{U}'), 0)).toBeNull();
    expect(planPayment(pool(), [plains(1), tundra(2)], parseManaCost('{C}'), 0)).toBeNull();
  });

  it('ignores sources that make nothing', () => {
    const broken: ManaSource[] = [
      { id: 1, produces: [], amount: 1 },
      { id: 2, produces: ['W'], amount: 0 },
    ];
    expect(planPayment(pool(), broken, parseManaCost('{1}'), 0)).toBeNull();
  });

  it('plans sound payments on a board of 20 mixed sources for 10-symbol costs, up to the largest X the board pays', () => {
    const sources: ManaSource[] = [];
    const kinds: ManaType[][] = [
      ['W'], ['U'], ['B'], ['R'], ['G'],
      ['W', 'U'], ['U', 'B'], ['B', 'R'], ['R', 'G'], ['G', 'W'],
      ['W', 'U', 'B', 'R', 'G'], ['C'],
    ];
    for (let i = 0; i < 20; i++) sources.push({ id: i, produces: kinds[(i * 7) % kinds.length]!, amount: 1 });
    const costs = ['{2}{W}{U}{B}{R}{G}{W/U}{B/G}{2/R}', '{3}{W}{W}{U}{U}{B}{R}{G/W}', '{X}{W}{U}{B}{R}{G}'].map(
      parseManaCost,
    );
    for (const cost of costs) {
      let payable = 0;
      for (let x = 0; x < 16; x++) {
        const plan = planPayment(pool(), sources, cost, x);
        expect(plan !== null, `${formatManaCost(cost)} with X=${x}`).toBe(canPay(pool(), sources, cost, x));
        if (plan === null) continue;
        payable = x + 1;
        const ids = plan.sources.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(payFromPool(producePlan(pool(), sources, plan), cost, x)).not.toBeNull();
      }
      // twenty sources of one mana each pay at most twenty mana: X stops where the cost passes them
      expect(payable, formatManaCost(cost)).toBeGreaterThan(0);
      if (cost.some((symbol) => symbol.kind === 'X')) expect(manaValue(cost, payable)).toBeGreaterThan(sources.length);
    }
  });

  it('property (soundness): every plan activates real sources once each, and then payFromPool succeeds', () => {
    fc.assert(
      fc.property(
        poolArb(2),
        sourcesArb(10, 4),
        costArb(8, 5),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 2 }),
        (p, sources, cost, x, life) => {
          const plan = planPayment(p, sources, cost, x, { lifeForPhyrexian: life });
          expect(plan !== null).toBe(canPay(p, sources, cost, x, { lifeForPhyrexian: life }));
          if (plan === null) return;
          const ids = plan.sources.map((s) => s.id);
          expect(new Set(ids).size).toBe(ids.length);
          for (const step of plan.sources) {
            const source = sources.find((s) => s.id === step.id);
            expect(source).toBeDefined();
            expect(source!.produces).toContain(step.type);
          }
          const made = producePlan(p, sources, plan);
          expect(payFromPool(made, cost, x, { lifeForPhyrexian: life })).not.toBeNull();
          expect(oracleCanPay(made, cost, x, life)).toBe(true);
          expect(applyPlan(p, sources, plan)).toEqual(made);
        },
      ),
      { numRuns: 600 },
    );
  });

  it('property (completeness): null exactly when brute force finds no plan, and the plan is optimal', () => {
    fc.assert(
      fc.property(
        poolArb(1),
        sourcesArb(6, 3),
        smallCostArb(5),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 1 }),
        (p, sources, cost, x, life) => {
          const plan = planPayment(p, sources, cost, x, { lifeForPhyrexian: life });
          const brute = bruteForcePlan(p, sources, cost, x, life);
          expect(plan === null).toBe(brute === null);
          expect(canPay(p, sources, cost, x, { lifeForPhyrexian: life })).toBe(brute !== null);
          if (plan === null || brute === null) return;
          // As few sources as possible, and among those the least flexible.
          expect(plan.sources.length).toBe(brute.count);
          const flex = plan.sources.reduce((sum, step) => sum + flexOf(sources.find((s) => s.id === step.id)!), 0);
          expect(flex).toBe(brute.flex);
        },
      ),
      { numRuns: 700 },
    );
  });

  it('property (completeness): basic-land-like sources and costs without choices, against brute force', () => {
    const simpleSymbolArb: fc.Arbitrary<ManaSymbol> = fc.oneof(
      colorArb.map((color): ManaSymbol => ({ kind: 'colored', color })),
      fc.constant<ManaSymbol>({ kind: 'colorless' }),
      fc.constant<ManaSymbol>({ kind: 'X' }),
      fc.constant<ManaSymbol>({ kind: 'snow' }),
      fc.integer({ min: 0, max: 3 }).map((amount): ManaSymbol => ({ kind: 'generic', amount })),
    );
    const oneManaSources = sourcesArb(6, 3).map((list) => list.map((s) => ({ ...s, amount: 1 })));
    const xArb = fc.integer({ min: 0, max: 2 });
    const simpleCostArb = fc.array(simpleSymbolArb, { maxLength: 5 });
    fc.assert(
      fc.property(poolArb(1), oneManaSources, simpleCostArb, xArb, (p, sources, cost, x) => {
        const plan = planPayment(p, sources, cost, x);
        const brute = bruteForcePlan(p, sources, cost, x);
        expect(plan === null).toBe(brute === null);
        expect(canPay(p, sources, cost, x)).toBe(brute !== null);
        if (plan === null || brute === null) return;
        expect(payFromPool(producePlan(p, sources, plan), cost, x)).not.toBeNull();
        expect(plan.sources.length).toBe(brute.count);
        const flex = plan.sources.reduce((sum, step) => sum + flexOf(sources.find((s) => s.id === step.id)!), 0);
        expect(flex).toBe(brute.flex);
      }),
      { numRuns: 700 },
    );
  });

  it('CR 107.4b–c: pays generic mana with a colorless-only source rather than a one-color one, wherever it is listed', () => {
    const wastes = (id: number): ManaSource => ({ id, produces: ['C'], amount: 1 });
    expect(planPayment(pool(), [island(1), mountain(2), mountain(3), wastes(4), wastes(5)], parseManaCost('{2}{U}{R}'), 0)).toEqual({
      sources: [
        { id: 1, type: 'U' },
        { id: 2, type: 'R' },
        { id: 4, type: 'C' },
        { id: 5, type: 'C' },
      ],
    });
    // among sources of two types, the one that could make colorless: a Tundra stays untapped
    const painland: ManaSource = { id: 2, produces: ['W', 'C'], amount: 1 };
    expect(planPayment(pool(), [tundra(1), painland], parseManaCost('{1}'), 0)).toEqual({ sources: [{ id: 2, type: 'C' }] });
    // the general search (a hybrid symbol) keeps the same order
    expect(planPayment(pool(), [mountain(1), wastes(2), plains(3)], parseManaCost('{1}{W/U}'), 0)).toEqual({
      sources: [
        { id: 2, type: 'C' },
        { id: 3, type: 'W' },
      ],
    });
  });

  it('property (CR 107.4b–c): among plans of the fewest, least flexible sources, the plan taps as many sources that could make colorless as any', () => {
    // sources of one or two types, often colorless ones, so that ties between them are frequent
    const tieSources = fc
      .array(fc.record({ produces: fc.uniqueArray(fc.constantFrom<ManaType>('W', 'U', 'R', 'C', 'C'), { minLength: 1, maxLength: 2 }), amount: fc.integer({ min: 1, max: 2 }) }), { maxLength: 7 })
      .map((list) => list.map((s, i) => ({ id: 100 + i, produces: s.produces, amount: s.amount })));
    const tieCost = fc.oneof(smallCostArb(4), fc.array(fc.oneof(colorArb.map((color): ManaSymbol => ({ kind: 'colored', color })), fc.constant<ManaSymbol>({ kind: 'X' })), { maxLength: 4 }));
    let ties = 0;
    fc.assert(
      fc.property(poolArb(1), tieSources, tieCost, fc.integer({ min: 0, max: 3 }), (p, sources, cost, x) => {
        const plan = planPayment(p, sources, cost, x);
        const brute = bruteForcePlan(p, sources, cost, x);
        expect(plan === null).toBe(brute === null);
        if (plan === null || brute === null) return;
        const used = plan.sources.map((step) => sources.find((s) => s.id === step.id)!);
        expect(used).toHaveLength(brute.count);
        expect(used.reduce((sum, s) => sum + flexOf(s), 0)).toBe(brute.flex);
        expect(used.filter((s) => s.produces.includes('C')).length).toBe(brute.colorless);
        // a tie the colorless tie-break decides: a source left untapped as flexible as a tapped one that could make colorless
        const left = sources.filter((s) => !used.includes(s) && !s.produces.includes('C'));
        if (used.some((u) => u.produces.includes('C') && left.some((s) => flexOf(s) === flexOf(u)))) ties++;
      }),
      { numRuns: 700 },
    );
    expect(ties).toBeGreaterThan(30);
  });

  it('CR 601.2g–h: among sources with other uses, taps those whose other uses weigh least, wherever they are listed', () => {
    const wastes = (id: number, otherUses: number): ManaSource => ({ id, produces: ['C'], amount: 1, otherUses });
    expect(planPayment(pool(), [wastes(1, 2), wastes(2, 1), plains(3)], parseManaCost('{1}{W}'), 0)).toEqual({
      sources: [
        { id: 2, type: 'C' },
        { id: 3, type: 'W' },
      ],
    });
    // the general search (a hybrid symbol) keeps the same order
    expect(planPayment(pool(), [wastes(1, 2), wastes(2, 1), plains(3)], parseManaCost('{1}{W/U}'), 0)?.sources.map((s) => s.id)).toEqual([2, 3]);
    // weight in other uses comes before colorless: a Mountain with none is tapped before a Wastes with some
    expect(planPayment(pool(), [wastes(1, 1), mountain(2)], parseManaCost('{1}'), 0)).toEqual({ sources: [{ id: 2, type: 'R' }] });
  });

  it('property (CR 601.2g–h): among plans of the fewest, least flexible sources, the least weight in other uses, then the most that could make colorless, against brute force', () => {
    const weighedSources = fc
      .array(
        fc.record({
          produces: fc.uniqueArray(fc.constantFrom<ManaType>('W', 'U', 'R', 'C', 'C'), { minLength: 1, maxLength: 2 }),
          amount: fc.integer({ min: 1, max: 2 }),
          otherUses: fc.constantFrom(0, 0, 1, 2, 3),
        }),
        { maxLength: 7 },
      )
      .map((list) => list.map((s, i) => ({ id: 100 + i, ...s })));
    const tieCost = fc.oneof(smallCostArb(4), fc.array(fc.oneof(colorArb.map((color): ManaSymbol => ({ kind: 'colored', color })), fc.constant<ManaSymbol>({ kind: 'X' })), { maxLength: 4 }));
    // plans whose other uses decided between sources of as many types
    let weighed = 0;
    fc.assert(
      fc.property(poolArb(1), weighedSources, tieCost, fc.integer({ min: 0, max: 3 }), (p, sources, cost, x) => {
        const plan = planPayment(p, sources, cost, x);
        const brute = bruteForcePlan(p, sources, cost, x);
        expect(plan === null).toBe(brute === null);
        if (plan === null || brute === null) return;
        expect(payFromPool(producePlan(p, sources, plan), cost, x)).not.toBeNull();
        const used = plan.sources.map((step) => sources.find((s) => s.id === step.id)!);
        const got: BruteResult = {
          count: used.length,
          flex: used.reduce((n, s) => n + flexOf(s), 0),
          uses: used.reduce((n, s) => n + (s.otherUses ?? 0), 0),
          colorless: used.filter((s) => s.produces.includes('C')).length,
        };
        expect(got).toEqual(brute);
        const left = sources.filter((s) => !used.includes(s));
        if (used.some((u) => left.some((s) => flexOf(s) === flexOf(u) && (s.otherUses ?? 0) !== (u.otherUses ?? 0)))) weighed++;
      }),
      { numRuns: 700 },
    );
    expect(weighed).toBeGreaterThan(50);
  });

  it('property (completeness, no pool): colored-heavy costs against multicolor sources', () => {
    fc.assert(
      fc.property(
        sourcesArb(6, 3),
        fc.array(fc.oneof(colorArb.map((color): ManaSymbol => ({ kind: 'colored', color })), hybridArb), {
          minLength: 1,
          maxLength: 5,
        }),
        (sources, cost) => {
          const plan = planPayment(pool(), sources, cost, 0);
          const brute = bruteForcePlan(pool(), sources, cost, 0);
          expect(plan === null).toBe(brute === null);
          if (plan !== null && brute !== null) expect(plan.sources.length).toBe(brute.count);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("keepHandColors: the colors the rest of the payer's hand asks for (CR 601.2g–h)", () => {
  /** The planner's payment, then kept for the hand. */
  const keep = (sources: ManaSource[], cost: string, hand: string[], x = 0): number[] => {
    const plan = planPayment(pool(), sources, parseManaCost(cost), x)!;
    const demand = handDemand(hand.map(parseManaCost));
    return (demand === null ? plan : keepHandColors(pool(), sources, parseManaCost(cost), x, plan, demand)).sources.map((s) => s.id);
  };

  it('counts the symbols asking for a type: colored, Phyrexian, {2/c}, each color of a hybrid, {C}; none for generic, X, snow', () => {
    expect(handDemand(['{1}{U}{U}', '{W/B}', '{R/P}{2/G}', '{C}', '{X}{S}{3}'].map(parseManaCost))).toEqual([1, 2, 1, 1, 1, 1]);
    expect(handDemand(['{3}', '{X}'].map(parseManaCost))).toBeNull();
  });

  it('with a blue card in hand, an Island and two Mountains pay {1}{R} with the Mountains', () => {
    expect(keep([island(1), mountain(2), mountain(3)], '{1}{R}', ['{U}'])).toEqual([2, 3]);
    expect(keep([island(1), mountain(2), mountain(3)], '{1}{R}', ['{R}'])).toEqual([1, 2]);
  });

  it('leaves a plan alone when the sources left cover the hand: of three Swamps and two Islands, {1}{U} taps a Swamp with {B}{B} in hand', () => {
    const swamp = (id: number): ManaSource => ({ id, produces: ['B'], amount: 1 });
    expect(keep([swamp(1), swamp(2), swamp(3), island(4), island(5)], '{1}{U}', ['{B}{B}'])).toEqual([1, 4]);
    // with {B}{B}{B} the Swamps are all wanted: the other Island pays the {1}
    expect(keep([swamp(1), swamp(2), swamp(3), island(4), island(5)], '{1}{U}', ['{B}{B}{B}'])).toEqual([4, 5]);
  });

  it('never changes what the planner weighs first: a Tundra stays untapped for generic mana even for a hand of blue cards', () => {
    expect(keep([island(1), tundra(2)], '{1}', ['{U}', '{U}{U}'])).toEqual([1]);
  });

  it('property: the payment stays one of the fewest, least flexible sources with the least weight in other uses and the most that could make colorless, and no swap of a tapped source for an untapped one alike in those leaves less of the hand missing, against brute force', () => {
    const handSources = fc
      .array(
        fc.record({
          produces: fc.oneof(fc.constantFrom<ManaType>('W', 'U', 'R', 'C').map((t) => [t]), fc.uniqueArray(fc.constantFrom<ManaType>('W', 'U', 'R', 'C'), { minLength: 1, maxLength: 2 })),
          amount: fc.constantFrom(1, 1, 2),
          otherUses: fc.constantFrom(0, 0, 0, 1),
        }),
        { minLength: 2, maxLength: 7 },
      )
      .map((list) => list.map((s, i) => ({ id: 100 + i, ...s })));
    const handArb = fc.array(fc.oneof(smallCostArb(3), fc.constantFrom('{U}', '{W}{W}', '{R}', '{1}{U}{U}', '{W/U}', '{C}').map(parseManaCost)), { minLength: 1, maxLength: 4 });
    const payArb = fc.oneof(smallCostArb(4), fc.constantFrom('{1}', '{2}', '{1}{R}', '{2}{W}', '{X}', '{1}{U}').map(parseManaCost));
    /** Whether the pool and some activation of each of `set` pays (more mana never hurts). */
    const pays = (p: ManaPool, set: readonly ManaSource[], cost: ManaCost, x: number): boolean => {
      const made = { ...p };
      const visit = (i: number): boolean => {
        if (i === set.length) return oracleCanPay(made, cost, x);
        for (const t of new Set(set[i]!.produces)) {
          made[t] += set[i]!.amount;
          const ok = visit(i + 1);
          made[t] -= set[i]!.amount;
          if (ok) return true;
        }
        return false;
      };
      return visit(0);
    };
    /** The symbols of the hand asking for each type that the untapped sources `left` could not make, one source a symbol. */
    const missing = (hand: readonly ManaCost[], left: readonly ManaSource[]): number => {
      const asked: Record<ManaType, number> = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
      for (const cost of hand) {
        for (const s of cost) {
          if (s.kind === 'colored' || s.kind === 'phyrexian' || s.kind === 'twoHybrid') asked[s.color]++;
          else if (s.kind === 'hybrid') s.colors.forEach((c) => asked[c]++);
          else if (s.kind === 'colorless') asked.C++;
        }
      }
      return TYPES.reduce((n, t) => n + Math.max(0, asked[t] - left.filter((s) => s.produces.includes(t)).length), 0);
    };
    const alike = (a: ManaSource, b: ManaSource): boolean =>
      flexOf(a) === flexOf(b) && (a.otherUses ?? 0) === (b.otherUses ?? 0) && a.produces.includes('C') === b.produces.includes('C');
    let kept = 0;
    fc.assert(
      fc.property(fc.oneof(fc.constant(pool()), fc.constant(pool()), poolArb(1)), handSources, payArb, fc.integer({ min: 0, max: 2 }), handArb, (p, sources, cost, x, hand) => {
        const planned = planPayment(p, sources, cost, x);
        const demand = handDemand(hand);
        if (planned === null || demand === null) return;
        const plan = keepHandColors(p, sources, cost, x, planned, demand);
        expect(payFromPool(producePlan(p, sources, plan), cost, x)).not.toBeNull();
        const used = plan.sources.map((step) => sources.find((s) => s.id === step.id)!);
        const brute = bruteForcePlan(p, sources, cost, x)!;
        expect({
          count: used.length,
          flex: used.reduce((n, s) => n + flexOf(s), 0),
          uses: used.reduce((n, s) => n + (s.otherUses ?? 0), 0),
          colorless: used.filter((s) => s.produces.includes('C')).length,
        }).toEqual(brute);
        const left = sources.filter((s) => !used.includes(s));
        const now = missing(hand, left);
        for (const t of used) {
          for (const u of left) {
            if (!alike(t, u)) continue;
            const swapped = [...used.filter((s) => s !== t), u];
            if (missing(hand, [...left.filter((s) => s !== u), t]) < now) expect(pays(p, swapped, cost, x)).toBe(false);
          }
        }
        if (plan.sources.map((s) => s.id).join() !== planned.sources.map((s) => s.id).join()) kept++;
      }),
      { numRuns: 2500 },
    );
    expect(kept).toBeGreaterThan(15);
  });
});

describe('canPay (CR 118.3, 601.2g-h)', () => {
  it('says whether the pool and the sources can pay', () => {
    const sources = [plains(1), tundra(2)];
    expect(canPay(pool(), sources, parseManaCost('{W}{U}'), 0)).toBe(true);
    expect(canPay(pool(), sources, parseManaCost('{U}{U}'), 0)).toBe(false);
    expect(canPay(pool({ U: 1 }), sources, parseManaCost('{U}{U}'), 0)).toBe(true);
    expect(canPay(pool(), [], parseManaCost(''), 0)).toBe(true);
  });

  it('rejects a negative X', () => {
    expect(() => canPay(pool(), [], [], -1)).toThrow(RangeError);
    expect(() => planPayment(pool(), [], [], -1)).toThrow(RangeError);
  });
});

describe('applyPlan (CR 605.3b)', () => {
  it('adds the mana each planned source makes', () => {
    const sources = [plains(1), solRing(2)];
    expect(applyPlan(pool({ W: 1 }), sources, { sources: [{ id: 1, type: 'W' }, { id: 2, type: 'C' }] })).toEqual(
      pool({ W: 2, C: 2 }),
    );
  });

  it('rejects unknown sources, repeated sources and types a source cannot make', () => {
    const sources = [plains(1)];
    expect(() => applyPlan(pool(), sources, { sources: [{ id: 9, type: 'W' }] })).toThrow(RangeError);
    expect(() =>
      applyPlan(pool(), sources, {
        sources: [
          { id: 1, type: 'W' },
          { id: 1, type: 'W' },
        ],
      }),
    ).toThrow(RangeError);
    expect(() => applyPlan(pool(), sources, { sources: [{ id: 1, type: 'U' }] })).toThrow(RangeError);
  });
});
