import { describe, expect, it } from 'vitest';
import { apply, characteristics, createGame, legalActions, logOf } from '../../../src/index.js';
import { seedRng } from '../../../src/state/rng.js';
import { createMentalMagicGame } from '../../../src/variants/mental-magic/control.js';
import { DEFAULT_COST_TABLE, costTableProblem, drawCost } from '../../../src/variants/mental-magic/deck.js';
import { unnamedCost } from '../../../src/variants/mental-magic/rule-module.js';
import { gameWithHands, handId, objectOf, pass, play } from './helpers.js';

describe('AMM 3: the deck of unnamed cards', () => {
  it('the default deck is 600 weighted cost slots: 100 colorless and 100 for each color, exactly as listed', () => {
    const weight = (cost: string) => DEFAULT_COST_TABLE.find((r) => r.cost === cost)?.weight;
    expect(DEFAULT_COST_TABLE.reduce((n, r) => n + r.weight, 0)).toBe(600);
    expect(['{0}', '{1}', '{2}', '{3}', '{4}', '{5}', '{6}'].map(weight)).toEqual([24, 13, 18, 18, 15, 6, 6]);
    for (const c of ['W', 'U', 'B', 'R', 'G']) {
      const rows = [`{${c}}`, `{1}{${c}}`, `{2}{${c}}`, `{3}{${c}}`, `{4}{${c}}`, `{${c}}{${c}}`, `{1}{${c}}{${c}}`, `{2}{${c}}{${c}}`, `{3}{${c}}{${c}}`, `{4}{${c}}{${c}}`];
      expect(rows.map(weight)).toEqual([15, 20, 20, 12, 6, 3, 6, 7, 7, 4]);
    }
    expect(DEFAULT_COST_TABLE).toHaveLength(57);
  });

  it('costs are drawn with the seeded PRNG in proportion to their slots', () => {
    const rng = seedRng(42);
    const counts = new Map<string, number>();
    for (let i = 0; i < 60000; i++) {
      const c = drawCost(rng, DEFAULT_COST_TABLE);
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    // {0} fills 24 of 600 slots, {W}{W} 3: expected 2400 and 300 of 60000
    expect(counts.get('{0}')).toBeGreaterThan(2150);
    expect(counts.get('{0}')).toBeLessThan(2650);
    expect(counts.get('{W}{W}')).toBeGreaterThan(220);
    expect(counts.get('{W}{W}')).toBeLessThan(380);
    const again = seedRng(42);
    expect(drawCost(again, DEFAULT_COST_TABLE)).toBe(drawCost(seedRng(42), DEFAULT_COST_TABLE));
  });

  it('each slot of a cost table is equally likely: two rows of one slot each are drawn about equally often, and a row of 3 slots three times as often as one of 1', () => {
    const tally = (table: { cost: string; weight: number }[], n: number) => {
      const rng = seedRng(7);
      const counts = new Map<string, number>();
      for (let i = 0; i < n; i++) {
        const c = drawCost(rng, table);
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      return counts;
    };
    const even = tally([{ cost: '{1}', weight: 1 }, { cost: '{2}', weight: 1 }], 4000);
    expect(even.get('{1}')).toBeGreaterThan(1800);
    expect(even.get('{2}')).toBeGreaterThan(1800);
    const uneven = tally([{ cost: '{1}', weight: 3 }, { cost: '{2}', weight: 1 }], 4000);
    expect(uneven.get('{1}')).toBeGreaterThan(2800);
    expect(uneven.get('{1}')).toBeLessThan(3200);
  });

  it('other cost tables may be supplied, and bad ones are refused', () => {
    const s = createMentalMagicGame({ seed: 5, costTable: [{ cost: '{1}{R}', weight: 1 }] });
    for (const p of s.players) for (const id of p.hand) expect(unnamedCost(s.objects[id]!.card)).toBe('{1}{R}');
    expect(costTableProblem([{ cost: '{Q}', weight: 1 }])).toMatch(/bad mana cost/);
    expect(costTableProblem([{ cost: '{1}', weight: 0 }])).toMatch(/bad cost table row/);
    expect(costTableProblem([])).toMatch(/non-empty/);
    expect(() => createMentalMagicGame({ seed: 1, costTable: [] })).toThrow(/non-empty/);
  });

  it('the same seed deals the same hands', () => {
    expect(createMentalMagicGame({ seed: 'x' })).toStrictEqual(createMentalMagicGame({ seed: 'x' }));
    expect(createMentalMagicGame({ seed: 'x' })).not.toStrictEqual(createMentalMagicGame({ seed: 'y' }));
  });

  it('"Cards start unnamed, and have mana cost and color, but no other characteristics. (They have no types …)"', () => {
    const s = gameWithHands([['{1}{R}', '{W}{U}', '{0}'], []]);
    const [a, b, c] = s.players[0]!.hand.map((id) => characteristics(s, id));
    expect(a).toMatchObject({ name: '', manaValue: 2, colors: ['R'], types: [], subtypes: [], supertypes: [], power: null, toughness: null, keywords: [] });
    expect(a!.manaCost).toEqual([{ kind: 'generic', amount: 1 }, { kind: 'colored', color: 'R' }]);
    expect(b!.colors).toEqual(['W', 'U']);
    expect(c).toMatchObject({ manaValue: 0, colors: [], types: [] });
    // an unnamed card is no land and no spell the engine may cast as it is: only naming offers it
    expect(legalActions(s).filter((x) => (x.type === 'cast' || x.type === 'playLand') && x.name === undefined)).toEqual([]);
  });

  it('3: "(They have no types; they can be discarded by Duress.)" — Inquisition of Kozilek, "You choose a nonland card from it with mana value 3 or less", may take any unnamed card of mana value 3 or less', () => {
    let s = gameWithHands([['{W}', '{B}'], ['{1}{R}', '{5}', '{0}', '{3}{U}', '{W}{U}']]);
    const their = [0, 1, 2, 3, 4].map((i) => handId(s, 1, i));
    s = play(s, (a) => a.type === 'playLand' && a.name === 'Utopia');
    s = play(s, (a) => a.type === 'cast' && a.name === 'Inquisition of Kozilek' && JSON.stringify(a.targets) === '[{"player":1}]');
    while (s.decision?.kind === 'priority') s = pass(s);
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'discard', min: 1, max: 1 } });
    const options = d?.kind === 'choose' ? d.choice.options : [];
    // no unnamed card is a land: {1}{R}, {0} and {W}{U} are nonland cards of mana value 3 or less; {5} and {3}{U} are not
    expect(options).toEqual(expect.arrayContaining([0, 2, 4].map((i) => ({ object: objectOf(s, their[i]!) }))));
    expect(options).not.toContainEqual({ object: objectOf(s, their[1]!) });
    expect(options).not.toContainEqual({ object: objectOf(s, their[3]!) });
    const zero = objectOf(s, their[2]!);
    s = apply(s, { type: 'choose', player: 0, choice: [options.findIndex((o) => 'object' in o && o.object === zero)] });
    // discarded (then, unreferenced in the graveyard, it ceases to exist: AMM 2e)
    expect(logOf(s)).toContainEqual(expect.objectContaining({ type: 'zoneChange', rule: '701.9', object: zero, from: 'hand', zone: 'graveyard' }));
    expect(s.players[1]!.hand).not.toContain(zero);
  });

  it('3a: "When a card becomes named, the name lasts for the rest of the game" — on every zone it goes to', () => {
    let s = gameWithHands([['{W}'], []]);
    const id = handId(s, 0, 0);
    s = play(s, (x) => x.type === 'playLand' && x.name === 'Utopia');
    expect(s.objects[objectOf(s, id)]!.card).toBe('Utopia');
    expect(characteristics(s, objectOf(s, id))).toMatchObject({ name: 'Utopia', supertypes: ['Basic'], types: ['Land'], subtypes: ['Utopia'] });
  });

  it('an unnamed card is only a card of the mental-magic format: other formats refuse it', () => {
    expect(() => createGame({ players: [{ deck: ['unnamed {1}'] }, { deck: [] }], seed: 1 })).toThrow(/does not implement/);
  });
});
