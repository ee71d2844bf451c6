import { describe, expect, it } from 'vitest';
import { costMatch } from '../../../src/variants/mental-magic/costs.js';

/** [unnamed card's cost, named card's cost, the rule that allows it or null] — the equivalences of AMM 5c–5g. */
const TABLE: [string, string, string | null][] = [
  // 5c: the same mana cost
  ['{1}{R}', '{1}{R}', 'AMM 5c'],
  ['{W}{U}', '{U}{W}', 'AMM 5c'],
  ['{2}{R}', '{1}{R}', null],
  ['{R}', '{G}', null],
  ['{3}', '{X}{3}', null],
  // 5d: {0} and no mana cost, both ways
  ['{0}', '', 'AMM 5d'],
  ['', '{0}', 'AMM 5d'],
  ['{1}', '', null],
  // 5e: multicolored, at least one non-hybrid colored symbol each, same mana value
  ['{1}{W}{U}', '{W}{U}{B}', 'AMM 5e'],
  ['{R}{G}', '{W}{B}', 'AMM 5e'],
  ['{2}{W}{U}', '{W}{U}{B}', null],
  ['{1}{W}', '{W}{U}', null],
  ['{W/U}{W/U}', '{R}{G}', null],
  // 5f: hybrid symbols as one of their halves, some or all, either way
  ['{R}{R}{R}', '{2/R}{2/R}{2/R}', 'AMM 5f'],
  ['{2}{R}{R}', '{2/R}{2/R}{2/R}', 'AMM 5f'],
  ['{4}{R}', '{2/R}{2/R}{2/R}', 'AMM 5f'],
  ['{6}', '{2/R}{2/R}{2/R}', 'AMM 5f'],
  ['{2/R}{2/R}{2/R}', '{6}', 'AMM 5f'],
  ['{5}', '{2/R}{2/R}{2/R}', null],
  ['{1}{G}{W}', '{1}{G/W}{G/W}', 'AMM 5f'],
  ['{1}{G}{G}', '{1}{G/W}{G/W}', 'AMM 5f'],
  ['{1}{G}', '{1}{G/W}{G/W}', null],
  ['{G/W}', '{G/W}', 'AMM 5c'],
  // 5g: Phyrexian symbols match the plain symbols of their color
  ['{1}{B}', '{1}{B/P}', 'AMM 5g'],
  ['{B}{B}', '{B/P}{B/P}', 'AMM 5g'],
  ['{1}{B}', '{1}{R/P}', null],
];

describe('AMM 5c–5g: cost equivalences, as a table of cost pairs', () => {
  it.each(TABLE)('"The named card must have the same mana cost" — %s may become %s: %s', (from, to, rule) => {
    expect(costMatch(from, to)).toBe(rule);
  });

  it('5d, 5f: "and vice versa" — every pair matches both ways', () => {
    for (const [a, b] of TABLE) expect(costMatch(b, a) !== null).toBe(costMatch(a, b) !== null);
  });

  it('5c: "The transitive property does NOT apply": {R}{R}{R} = Flame Javelin = {6}, but {R}{R}{R} ≠ {6}', () => {
    expect(costMatch('{R}{R}{R}', '{2/R}{2/R}{2/R}')).not.toBeNull();
    expect(costMatch('{2/R}{2/R}{2/R}', '{6}')).not.toBeNull();
    expect(costMatch('{R}{R}{R}', '{6}')).toBeNull();
    // nor through 5d and 5e: {0} ~ no cost, but nothing else reaches no cost through {0}
    expect(costMatch('{1}{W}{U}', '{W}{U}{B}')).not.toBeNull();
    expect(costMatch('{W}{U}{B}', '{1}{B}{G}')).not.toBeNull();
    expect(costMatch('{1}{W}{U}', '{1}{B}{G}')).not.toBeNull();
    expect(costMatch('{2}{W}', '{1}{W}{U}')).toBeNull();
  });

  it('5g: "this one IS transitive": {B/P} ~ {B} ~ {B/P} chains hold wherever a plain symbol would', () => {
    expect(costMatch('{1}{B/P}', '{1}{B}')).toBe('AMM 5g');
    expect(costMatch('{1}{B}', '{1}{B/P}')).toBe('AMM 5g');
    expect(costMatch('{1}{B/P}', '{1}{B/P}')).toBe('AMM 5c');
    // and inside the other equivalences: Phyrexian symbols count as plain ones for 5f
    expect(costMatch('{2}{B/P}', '{2/B}{B}')).toBe('AMM 5f');
  });

  it('5f example: "a card costing {R}{R}{R}, {2}{R}{R}, {4}{R}, or {6} can become Flame Javelin"', () => {
    const flameJavelin = '{2/R}{2/R}{2/R}';
    for (const c of ['{R}{R}{R}', '{2}{R}{R}', '{4}{R}', '{6}']) expect(costMatch(c, flameJavelin)).toBe('AMM 5f');
    for (const c of ['{R}{R}', '{3}{R}', '{5}{R}', '{R}{R}{R}{R}']) expect(costMatch(c, flameJavelin)).toBeNull();
  });

  it('rule 5 examples as cost facts: Isochron Scepter {2}, Elkin Bottle {3}, Nivix (no mana cost), Transguild Courier {4}, Burgeoning {G}, Hunted Wumpus {3}{G}', () => {
    expect(costMatch('{2}', '{2}')).toBe('AMM 5c'); // an unnamed {2} card may become Isochron Scepter
    expect(costMatch('{3}', '{2}')).toBeNull(); // Elkin Bottle's cost is not Isochron Scepter's
    expect(costMatch('{0}', '')).toBe('AMM 5d'); // only a {0} card may become Nivix, Aerie of the Firemind
    expect(costMatch('{4}', '{4}')).toBe('AMM 5c'); // Transguild Courier from an unnamed {4} card
    expect(costMatch('{G}', '{G}')).toBe('AMM 5c'); // Burgeoning
    expect(costMatch('{3}{G}', '{3}{G}')).toBe('AMM 5c'); // Hunted Wumpus
    expect(costMatch('{4}', '{3}{G}')).toBeNull();
  });
});
