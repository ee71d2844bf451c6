import { describe, expect, it } from 'vitest';
import {
  allCardNames,
  allPrinted,
  allTokens,
  getPrinted,
  getPrintedByNumber,
  getToken,
  printingsOf,
  tokensNamed,
  type PrintedCard,
} from '../../src/cards/printed.js';

const CARD_FIELDS = [
  'set',
  'number',
  'name',
  'manaCost',
  'manaValue',
  'colors',
  'colorIdentity',
  'supertypes',
  'types',
  'subtypes',
  'power',
  'toughness',
  'loyalty',
  'oracleText',
  'rarity',
  'keywords',
  'draftMatters',
  'draftPhaseTimings',
  'conspiracy',
  'crownWatermark',
  'rulings',
].sort();

const BOTH_SETS = ["Altar's Reap", 'Copperhorn Scout', 'Doomed Traveler', 'Plummet', 'Runed Servitor', 'Trumpet Blast'];

const inSet = (set: PrintedCard['set']): readonly PrintedCard[] => allPrinted().filter((c) => c.set === set);
const isStringOrNull = (v: unknown): boolean => v === null || typeof v === 'string';
const isStrings = (v: unknown): boolean => Array.isArray(v) && v.every((x) => typeof x === 'string');
const COLOR_LETTERS = ['W', 'U', 'B', 'R', 'G'];

describe('printed cards: counts', () => {
  it('has the 221 base cards of CN2 (no foil-only Kaya #222) and the 210 of CNS', () => {
    expect(inSet('CN2')).toHaveLength(221);
    expect(inSet('CNS')).toHaveLength(210);
    expect(inSet('BASIC')).toHaveLength(6);
    expect(allPrinted()).toHaveLength(221 + 210 + 6);
    expect(getPrintedByNumber('CN2', '222')).toBeUndefined();
    expect(getPrintedByNumber('CN2', '221')).toBeDefined();
    expect(getPrintedByNumber('CNS', '210')).toBeDefined();
  });

  it('has unique names and unique collector numbers within each set', () => {
    for (const set of ['CN2', 'CNS', 'BASIC'] as const) {
      const cards = inSet(set);
      expect(new Set(cards.map((c) => c.name)).size, set).toBe(cards.length);
      expect(new Set(cards.map((c) => c.number)).size, set).toBe(cards.length);
    }
  });

  it('lists every distinct name once, sorted', () => {
    const names = allCardNames();
    expect(names).toHaveLength(221 + 210 + 6 - BOTH_SETS.length);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
    expect(names).toContain('Protector of the Crown');
    expect(names).toContain('Wastes');
  });
});

describe('printed cards: shape', () => {
  it('every card has exactly the documented fields, with the documented types', () => {
    for (const card of allPrinted()) {
      const label = `${card.set} #${card.number} ${card.name}`;
      expect(Object.keys(card).sort(), label).toEqual(CARD_FIELDS);
      expect(typeof card.number, label).toBe('string');
      expect(typeof card.manaCost, label).toBe('string');
      expect(card.manaCost, label).toMatch(/^(\{[^{}]+\})*$/);
      expect(Number.isInteger(card.manaValue) && card.manaValue >= 0, label).toBe(true);
      expect(card.colors.every((c) => COLOR_LETTERS.includes(c)), label).toBe(true);
      expect(card.colorIdentity.every((c) => COLOR_LETTERS.includes(c)), label).toBe(true);
      expect(isStrings(card.supertypes) && isStrings(card.types) && isStrings(card.subtypes), label).toBe(true);
      expect(card.types.length, label).toBeGreaterThan(0);
      expect(isStringOrNull(card.power) && isStringOrNull(card.toughness) && isStringOrNull(card.loyalty), label).toBe(true);
      expect(card.power === null, label).toBe(!card.types.includes('Creature'));
      expect(card.loyalty === null, label).toBe(!card.types.includes('Planeswalker'));
      expect(['common', 'uncommon', 'rare', 'mythic'], label).toContain(card.rarity);
      expect(isStrings(card.keywords), label).toBe(true);
      expect(card.conspiracy, label).toBe(card.types.includes('Conspiracy'));
      const worksAroundTheDraft = card.draftPhaseTimings.some((t) => t === 'during-draft' || t === 'after-draft');
      expect(worksAroundTheDraft, label).toBe(card.draftMatters);
      for (const ruling of card.rulings) {
        expect(ruling.date, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(ruling.text.length, label).toBeGreaterThan(0);
      }
    }
  });

  it('hands out frozen data', () => {
    const card = getPrinted('Protector of the Crown');
    expect(Object.isFrozen(card)).toBe(true);
    expect(Object.isFrozen(card?.subtypes)).toBe(true);
    expect(Object.isFrozen(allPrinted())).toBe(true);
  });
});

describe('printed cards: spot checks', () => {
  it('Protector of the Crown', () => {
    const card = getPrinted('Protector of the Crown');
    expect(card).toMatchObject({
      set: 'CN2',
      number: '21',
      manaCost: '{5}{W}',
      manaValue: 6,
      colors: ['W'],
      types: ['Creature'],
      subtypes: ['Giant', 'Soldier'],
      power: '2',
      toughness: '5',
      loyalty: null,
      rarity: 'rare',
      conspiracy: false,
    });
    expect(card?.oracleText).toContain('you become the monarch');
    expect(card?.oracleText).toContain('All damage that would be dealt to you is dealt to Protector of the Crown instead.');
  });

  it("Grenzo's Ruffians has melee (and no haste)", () => {
    const card = getPrinted("Grenzo's Ruffians");
    expect(card).toMatchObject({ set: 'CN2', manaCost: '{2}{R}{R}', power: '2', toughness: '2', rarity: 'uncommon' });
    expect(card?.keywords).toEqual(['Melee']);
    expect(card?.oracleText.startsWith('Melee (')).toBe(true);
  });

  it('a CN2 conspiracy is colourless with a colour identity, and hidden agenda', () => {
    const card = getPrinted("Adriana's Valor");
    expect(card).toMatchObject({ manaCost: '', manaValue: 0, colors: [], colorIdentity: ['W'], types: ['Conspiracy'], conspiracy: true, crownWatermark: true });
    expect(card?.keywords).toContain('Hidden agenda');
  });

  it('planeswalkers carry loyalty, legendary creatures carry supertypes', () => {
    expect(getPrinted('Kaya, Ghost Assassin')).toMatchObject({ loyalty: '5', supertypes: ['Legendary'], types: ['Planeswalker'], colors: ['W', 'B'] });
    expect(getPrinted('Dack Fayden')).toMatchObject({ set: 'CNS', loyalty: '3' });
    expect(getPrinted('Brago, King Eternal')).toMatchObject({ set: 'CNS', supertypes: ['Legendary'], subtypes: ['Spirit', 'Noble'], keywords: ['Flying'] });
  });

  it('draft-matters cards carry their timing', () => {
    expect(allPrinted().filter((c) => c.set === 'CN2' && c.draftMatters)).toHaveLength(12);
    expect(allPrinted().filter((c) => c.set === 'CNS' && c.draftMatters)).toHaveLength(12);
    expect(getPrinted('Deal Broker')?.draftPhaseTimings).toEqual(['during-draft', 'after-draft']);
    expect(getPrinted('Cogwork Librarian')).toMatchObject({ draftMatters: true, draftPhaseTimings: ['during-draft'] });
    // Looks at drafted cards before the game, but does nothing during the draft.
    expect(getPrinted('Arcane Savant')).toMatchObject({ draftMatters: false, draftPhaseTimings: ['before-game-start'], crownWatermark: true });
  });

  it('carries rulings', () => {
    const valor = getPrinted("Adriana's Valor");
    expect(valor?.rulings.length).toBeGreaterThan(0);
    expect(valor?.rulings[0]).toEqual({
      date: '2016-08-23',
      text: expect.stringContaining('The last ability triggers once for each creature with the chosen name that attacks.'),
    });
    expect(getPrinted('Protector of the Crown')?.rulings.length).toBeGreaterThan(0);
  });

  it('unknown or differently spelled names are undefined', () => {
    expect(getPrinted('Black Lotus')).toBeUndefined();
    expect(getPrinted('protector of the crown')).toBeUndefined();
    expect(getPrinted('')).toBeUndefined();
    expect(printingsOf('Black Lotus')).toEqual([]);
    expect(getPrintedByNumber('CNS', '999')).toBeUndefined();
  });
});

describe('printed cards: names in both sets', () => {
  it.each(BOTH_SETS)('%s resolves to CN2 and lists both printings', (name) => {
    expect(getPrinted(name)?.set).toBe('CN2');
    const printings = printingsOf(name);
    expect(printings.map((c) => c.set)).toEqual(['CN2', 'CNS']);
    expect(printings.every((c) => c.name === name)).toBe(true);
  });

  it('only those six names are printed in both sets', () => {
    const shared = allCardNames().filter((n) => printingsOf(n).length > 1);
    expect(shared).toEqual([...BOTH_SETS].sort());
  });

  it('printingsOf returns a fresh array', () => {
    const a = printingsOf('Plummet');
    a.pop();
    expect(printingsOf('Plummet')).toHaveLength(2);
  });
});

describe('basic lands', () => {
  const BASICS: readonly [string, string, string][] = [
    ['Plains', 'Plains', 'W'],
    ['Island', 'Island', 'U'],
    ['Swamp', 'Swamp', 'B'],
    ['Mountain', 'Mountain', 'R'],
    ['Forest', 'Forest', 'G'],
  ];

  it.each(BASICS)('%s is a basic land with subtype %s', (name, subtype, color) => {
    const card = getPrinted(name);
    expect(card).toMatchObject({
      set: 'BASIC',
      manaCost: '',
      manaValue: 0,
      colors: [],
      colorIdentity: [color],
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: [subtype],
      oracleText: `({T}: Add {${color}}.)`,
      rarity: 'common',
      rulings: [],
    });
  });

  it('Wastes has no subtype and makes colourless mana', () => {
    expect(getPrinted('Wastes')).toMatchObject({
      set: 'BASIC',
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: [],
      colorIdentity: [],
      oracleText: '{T}: Add {C}.',
    });
  });

  it('neither Conspiracy set prints a basic land', () => {
    const basics = allPrinted().filter((c) => c.supertypes.includes('Basic'));
    expect(basics.map((c) => c.set)).toEqual(Array(6).fill('BASIC'));
  });
});

describe('tokens', () => {
  it('has token definitions with sane fields and unique ids', () => {
    const tokens = allTokens();
    expect(tokens.length).toBeGreaterThan(10);
    expect(new Set(tokens.map((t) => t.id)).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token.name.length, token.id).toBeGreaterThan(0);
      expect(token.types, token.id).not.toContain('Token');
      expect(token.colors.every((c) => COLOR_LETTERS.includes(c)), token.id).toBe(true);
      expect(token.sets.length, token.id).toBeGreaterThan(0);
      if (token.kind === 'token') {
        expect(token.types, token.id).toContain('Creature');
        expect(token.power, token.id).toMatch(/^(\d+|\*)$/);
        expect(token.toughness, token.id).toMatch(/^(\d+|\*)$/);
      } else {
        expect(token.types, token.id).toEqual(['Emblem']);
        expect(token.power, token.id).toBeNull();
      }
      for (const keyword of token.keywords) expect(token.oracleText.toLowerCase(), token.id).toContain(keyword.toLowerCase());
    }
  });

  it('does not list the monarch reminder card as a token', () => {
    expect(getToken('The Monarch')).toBeUndefined();
  });

  it('deduplicates tokens both sets create', () => {
    expect(getToken('Spirit')).toMatchObject({ colors: ['W'], power: '1', toughness: '1', keywords: ['Flying'], sets: ['CN2', 'CNS'] });
    expect(tokensNamed('Spirit')).toHaveLength(1);
    expect(getToken('Construct')).toMatchObject({ colors: [], types: ['Artifact', 'Creature'], keywords: ['Defender'], sets: ['CN2', 'CNS'] });
  });

  it('tells the two Soldier tokens apart by id', () => {
    expect(tokensNamed('Soldier').map((t) => t.id)).toEqual(['soldier-1-1', 'soldier-1-2-defender']);
    expect(getToken('soldier-1-2-defender')).toMatchObject({ name: 'Soldier', power: '1', toughness: '2', keywords: ['Defender'] });
    expect(getToken('Soldier')?.id).toBe('soldier-1-1');
  });

  it('spot checks', () => {
    expect(getToken('Assassin')).toMatchObject({ colors: ['B'], keywords: ['Deathtouch', 'Haste'], sets: ['CN2'] });
    expect(getToken('Dragon')).toMatchObject({ colors: ['R'], power: '5', toughness: '5', keywords: ['Flying'] });
    expect(getToken('Demon')).toMatchObject({ power: '*', toughness: '*', sets: ['CNS'] });
    expect(getToken('Goblin')).toMatchObject({ oracleText: "This creature can't block.", keywords: [] });
    expect(getToken('Dack Fayden Emblem')).toMatchObject({ kind: 'emblem', sets: ['CNS'] });
  });

  it('unknown token → undefined', () => {
    expect(getToken('Treasure')).toBeUndefined();
    expect(tokensNamed('Treasure')).toEqual([]);
  });
});
