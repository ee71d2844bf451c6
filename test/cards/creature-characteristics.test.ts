/**
 * Every creature card the registry implements, as a card in its owner's hand (where no permanent's
 * static ability changes it, CR 109.3, 400.7), has the characteristics its printed data gives: name,
 * mana value, colors, supertypes, types, subtypes, power, toughness, and the keyword abilities an
 * object has (CR 702). The card definitions write their keywords by hand; this checks them, and the
 * engine's reading of the printed data, against the data for every creature at once.
 */
import { describe, expect, it } from 'vitest';
import { cards, characteristics } from '../../src/index.js';
import { setup } from './helpers.js';

/**
 * Words the printed data lists as keywords that are not keyword abilities an object has: keyword
 * actions (monstrosity CR 701.37, goad 701.15, scry 701.22), ability words (CR 207.2c), and keyword
 * abilities the engine implements as activated abilities or additional costs (cycling and
 * landcycling, CR 702.29; multikicker, 702.33c). "Landwalk" is listed beside the landwalk it is.
 */
const NOT_HAD_AS_KEYWORDS: ReadonlySet<string> = new Set([
  'monstrosity', 'goad', 'scry',
  'will of the council', "council's dilemma", 'parley', 'morbid',
  'multikicker', 'landcycling', 'plainscycling', 'islandcycling', 'swampcycling', 'mountaincycling', 'forestcycling',
  'landwalk',
]);

/** A printed power or toughness: a number, or null for "*", which a characteristic-defining ability sets (CR 604.3). */
const printedNumber = (value: string | null): number | null => (value === null || value === '*' ? null : Number(value));

describe('every implemented creature card has its printed characteristics', () => {
  it('in its owner\'s hand: the name, mana value, colors, types, power, toughness and keywords of its printed data', () => {
    const creatures = cards.list().filter((def) => def.printed.types.includes('Creature'));
    expect(creatures.length).toBeGreaterThan(200);
    for (const def of creatures) {
      const p = def.printed as typeof def.printed & { manaValue: number };
      const { state, ids } = setup({ players: [{ hand: [def.name] }, {}] });
      const c = characteristics(state, ids.hand[0]![0]!);
      const expected = {
        name: p.name,
        manaValue: p.manaValue,
        colors: p.colors,
        supertypes: p.supertypes,
        types: p.types,
        subtypes: p.subtypes,
        keywords: p.keywords.map((k) => k.toLowerCase()).filter((k) => !NOT_HAD_AS_KEYWORDS.has(k)).sort(),
      };
      const actual = { name: c.name, manaValue: c.manaValue, colors: c.colors, supertypes: c.supertypes, types: c.types, subtypes: c.subtypes, keywords: [...c.keywords].sort() };
      expect(actual, def.name).toEqual(expected);
      const pt = [printedNumber(p.power), printedNumber(p.toughness)];
      // "*": a characteristic-defining ability gives a number in every zone (CR 604.3)
      if (pt[0] === null) expect([typeof c.power, typeof c.toughness], def.name).toEqual(['number', 'number']);
      else expect([c.power, c.toughness], def.name).toEqual(pt);
    }
  });
});
