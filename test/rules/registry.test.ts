import { describe, expect, it } from 'vitest';
import { createRuleRegistry, PINNED_EDITION, type RuleModuleMeta } from '../../src/rules/registry.js';
import { rules as packageRules } from '../../src/rules/index.js';

/** A few modules as the engine declares them (DESIGN.md, principle 5). */
const MODULES: readonly RuleModuleMeta[] = [
  { number: '702.121', title: 'Melee', keywords: ['melee'] },
  { number: '701.15', title: 'Goad', keywords: ['goad'] },
  { number: '725', title: 'The Monarch', keywords: ['monarch'] },
  { number: '701.38', title: 'Vote', keywords: ['vote'] },
];

const rules = createRuleRegistry(MODULES);
const bare = createRuleRegistry([]);

/** Sorts CR numbers independently of the registry: by section, then subsection, missing first. */
function crKey(number: string): [number, number] {
  const [section, sub] = number.split('.');
  return [Number(section), sub === undefined ? -1 : Number(sub)];
}

describe('get by number, pinned edition (2026-04-17)', () => {
  it('725 is The Monarch', () => {
    expect(rules.get('725')).toMatchObject({ number: '725', title: 'The Monarch', implemented: true });
  });

  it('716 is Class Cards, known by title though no module implements it', () => {
    expect(rules.get('716')).toMatchObject({ number: '716', title: 'Class Cards', implemented: false, keywords: [] });
  });

  it('702.120 is Escalate (melee moved to 702.121)', () => {
    expect(rules.get('702.120')?.title).toBe('Escalate');
    expect(rules.get('702.121')?.title).toBe('Melee');
  });

  it('701.38 is Vote and 701.15 is Goad (701 was reordered on 2025-06-06)', () => {
    expect(rules.get('701.38')).toMatchObject({ number: '701.38', title: 'Vote' });
    expect(rules.get('701.15')).toMatchObject({ number: '701.15', title: 'Goad' });
  });

  it('a subrule resolves to its nearest titled ancestor and keeps the titled number', () => {
    expect(rules.get('725.2')).toMatchObject({ number: '725', title: 'The Monarch' });
    expect(rules.get('702.121a')).toMatchObject({ number: '702.121', title: 'Melee' });
    expect(rules.get('205.2c')).toMatchObject({ number: '205.2', title: 'Card Types' });
    expect(rules.get('205.1')).toMatchObject({ number: '205', title: 'Type Line' });
  });

  it('accepts the trailing period the CR prints after a number', () => {
    expect(rules.get('725.')?.number).toBe('725');
    expect(rules.get(' 725.1. ')?.number).toBe('725');
  });

  it('reads a number written with a leading CR or upper-case letters as the CR number', () => {
    expect(rules.get('702.121A')).toMatchObject({ number: '702.121', title: 'Melee' });
    expect(rules.get('CR 702.9')).toMatchObject({ number: '702.9', title: 'Flying' });
    expect(rules.get('cr725.2')?.number).toBe('725');
    expect(rules.get('CR 702.120A', '2016-08-26')?.number).toBe('702.121');
    expect(rules.get('CR')).toBeUndefined();
  });

  it('an unknown number is undefined', () => {
    expect(rules.get('999')).toBeUndefined();
    expect(rules.get('999.1a')).toBeUndefined();
    expect(rules.get('734')).toBeUndefined();
    expect(rules.get('')).toBeUndefined();
  });

  it('a number with a leading zero is no CR number: 702.09 is not 702 Keyword Abilities, nor 702.9 Flying', () => {
    expect(rules.get('702.09')).toBeUndefined();
    expect(rules.get('725.02')).toBeUndefined();
    expect(rules.get('100.0')).toBeUndefined();
    expect(rules.get('070')).toBeUndefined();
    expect(rules.numberIn('702.09', '2016-08-26')).toBeUndefined();
    expect(rules.get('702.9')?.title).toBe('Flying');
    expect(rules.get('702.10')?.title).toBe('Haste');
    expect(rules.get('100.1')?.number).toBe('100');
  });

  it('a subrule has one letter (no edition since 2014 has a two-letter one): 702.121ab is no CR number, 702.121a is melee', () => {
    expect(rules.get('702.121ab')).toBeUndefined();
    expect(rules.numberIn('702.121ab', '2016-08-26')).toBeUndefined();
    expect(rules.get('702.121a')?.number).toBe('702.121');
  });
});

describe('get by number in an older edition', () => {
  it('716 in 2016-08-26 is The Monarch, numbered 725', () => {
    expect(rules.get('716', '2016-08-26')).toMatchObject({ number: '725', title: 'The Monarch' });
  });

  it('702.120 in 2016-08-26 is Melee (702.121)', () => {
    expect(rules.get('702.120', '2016-08-26')).toMatchObject({ number: '702.121', title: 'Melee' });
  });

  it('701.35 in 2016-08-26 is Goad (701.15)', () => {
    expect(rules.get('701.35', '2016-08-26')).toMatchObject({ number: '701.15', title: 'Goad' });
  });

  it('701.38 on 2021-01-01 is Goad: a date between editions reads the latest edition before it (2020-11-20)', () => {
    expect(rules.get('701.38', '2021-01-01')).toMatchObject({ number: '701.15', title: 'Goad' });
    expect(rules.get('701.38', '2021-01-01')).toEqual(rules.get('701.38', '2020-11-20'));
  });

  it('a date of a missing edition (2018-01-19) reads the edition before it (2017-09-29)', () => {
    expect(rules.get('716', '2018-01-19')?.title).toBe('The Monarch');
    // On 2018-07-13 the monarch moved to 717 and 716 became Ending the Turn.
    expect(rules.get('716', '2018-07-13')?.title).toBe('Ending Turns and Phases');
  });

  it('a date after the pinned edition reads the pinned edition', () => {
    expect(rules.get('725', '2030-01-01')?.title).toBe('The Monarch');
  });

  it('subrules resolve through the numbers of that edition', () => {
    expect(rules.get('716.2', '2016-08-26')).toMatchObject({ number: '725' });
    expect(rules.get('702.120a', '2016-08-26')).toMatchObject({ number: '702.121' });
    // 903.11 was Brawl Option from 2018-07-13 to 2020-01-24; it is 903.12 now.
    expect(rules.get('903.11', '2019-01-25')).toMatchObject({ number: '903.12', title: 'Brawl Option' });
    expect(rules.get('903.11')).toMatchObject({ number: '903', title: 'Commander' });
  });

  it('a number under a former title finds the renamed rule', () => {
    expect(rules.get('713', '2014-06-01')).toMatchObject({ number: '724', title: 'Ending Turns and Phases' });
  });

  it('a section number that no titled rule held in that edition is undefined', () => {
    expect(rules.get('725', '2016-08-26')).toBeUndefined();
    expect(rules.get('734', '2016-08-26')).toBeUndefined();
  });

  it('an untitled subsection number falls back to its section, even one the edition lacked', () => {
    // 702.121 was no titled rule in 2014-06-01 (melee came in 2016); the registry cannot tell
    // whether such a rule existed, so it names the nearest titled ancestor.
    expect(rules.get('702.121', '2014-06-01')).toMatchObject({ number: '702', title: 'Keyword Abilities' });
  });

  it('the numbers of Meld Cards, merged into 712 Double-Faced Cards on 2023-04-14, find 712', () => {
    // Meld Cards was 712 from 2016-07-22 to 2021-06-18 (Double-Faced Cards was 711) and 713 from
    // 2021-07-23 to 2023-02-03 (Substitute Cards was 714); its rules are 712.4–712.5 today.
    const meld = { title: 'Meld Cards', numbers: expect.objectContaining({ '2016-07-22': '712', '2021-06-18': '712', '2021-07-23': '713', '2023-02-03': '713' }) };
    expect(rules.get('713', '2022-01-01')).toMatchObject({ number: '712', title: 'Double-Faced Cards', merged: [meld] });
    expect(rules.get('713.2a', '2023-02-03')?.number).toBe('712');
    expect(rules.get('712', '2018-01-01')).toMatchObject({ number: '712', merged: [meld] });
    expect(rules.get('711', '2018-01-01')?.number).toBe('712');
    expect(rules.get('712')?.merged[0]?.numbers['2023-04-14']).toBeUndefined();
    expect(rules.get('712', '2016-07-22')?.number).toBe('712');
    expect(rules.get('712', '2015-11-13')?.title).toBe('Controlling Another Player');
    // the same numbers are other rules before and after
    expect(rules.get('713')?.title).toBe('Substitute Cards');
    expect(rules.get('713', '2023-04-14')?.title).toBe('Substitute Cards');
    expect(rules.get('713', '2021-06-18')?.title).toBe('Substitute Cards');
    // its title finds 712 from its first edition on
    expect(rules.get('Meld Cards')?.number).toBe('712');
    expect(rules.get('meld cards', '2016-07-22')?.number).toBe('712');
    expect(rules.get('meld cards', '2015-11-13')).toBeUndefined();
    expect(rules.get('Meld')?.number).toBe('701.42');
  });

  it('an edition before 2014-06-01 is undefined', () => {
    expect(rules.get('100', '2014-05-31')).toBeUndefined();
    expect(rules.get('100', '2014-06-01')?.title).toBe('General');
  });

  it('a malformed edition is refused', () => {
    expect(() => rules.get('725', '2016')).toThrow(RangeError);
    expect(() => rules.get('725', 'August 26, 2016')).toThrow(RangeError);
    // A date's shape is not enough: there is no month 13 and no 30 February.
    expect(() => rules.get('725', '2016-13-01')).toThrow(RangeError);
    expect(() => rules.get('725', '2016-02-30')).toThrow(RangeError);
    expect(() => rules.numberIn('725', '2017-00-10')).toThrow(RangeError);
    expect(rules.get('725', '2016-02-29')).toBeUndefined();
  });
});

describe('get by alias', () => {
  it('a title, ignoring case and spacing', () => {
    expect(rules.get('The Monarch')?.number).toBe('725');
    expect(rules.get('  the   MONARCH ')?.number).toBe('725');
    expect(bare.get('Class Cards')?.number).toBe('716');
    expect(bare.get('for mirrodin!')?.number).toBe('702.163');
  });

  it('goad and melee by their titles', () => {
    expect(rules.get('goad')?.number).toBe('701.15');
    expect(rules.get('melee')?.number).toBe('702.121');
    expect(bare.get('goad')?.number).toBe('701.15');
  });

  it('a keyword declared by a module, where no title says it', () => {
    expect(bare.get('monarch')).toBeUndefined();
    expect(rules.get('monarch')).toMatchObject({ number: '725', keywords: ['monarch'] });
    expect(rules.get('Monarch')?.number).toBe('725');
  });

  it('passing {number: 702.121, keywords: [melee]} makes get(melee) report the module', () => {
    const registry = createRuleRegistry([{ number: '702.121', keywords: ['melee'] }]);
    expect(registry.get('melee')).toMatchObject({ number: '702.121', implemented: true, keywords: ['melee'] });
    expect(bare.get('melee')).toMatchObject({ number: '702.121', implemented: false, keywords: [] });
  });

  it('a former title finds the renamed rule', () => {
    expect(rules.get('Tribals')).toMatchObject({ number: '308', title: 'Kindreds', formerTitles: ['Tribals'] });
    expect(rules.get('totem armor')).toMatchObject({ number: '702.89', title: 'Umbra Armor' });
  });

  it('a title shared by several rules names none of them', () => {
    expect(rules.get('General')).toBeUndefined();
    expect(rules.get('Exile')).toBeUndefined();
  });

  it('a declared keyword wins over a shared title', () => {
    const registry = createRuleRegistry([{ number: '701.13', keywords: ['exile'] }]);
    expect(registry.get('exile')).toMatchObject({ number: '701.13', title: 'Exile' });
  });

  it("a title only one rule has names that rule, even where another rule's module declares it a keyword", () => {
    // 500 plays every step of the turn and declares "draw step", but 504 is titled Draw Step;
    // 601 and 602 declare "cast" and "activate", the titles of the keyword actions 701.5 and 701.2.
    const registry = createRuleRegistry([
      { number: '500', title: 'General', keywords: ['turn', 'draw step'] },
      { number: '601', title: 'Casting Spells', keywords: ['cast'] },
      { number: '602', title: 'Activating Activated Abilities', keywords: ['activate'] },
    ]);
    expect(registry.get('Draw Step')).toMatchObject({ number: '504', title: 'Draw Step' });
    expect(registry.get('draw step')?.number).toBe('504');
    expect(registry.get('Cast')).toMatchObject({ number: '701.5', title: 'Cast' });
    expect(registry.get('activate')).toMatchObject({ number: '701.2', title: 'Activate' });
    // a keyword no title says still names its module's rule
    expect(registry.get('turn')?.number).toBe('500');
    // and a former title is a title too: "Tribals" stays 308 Kindreds whoever declares it
    expect(createRuleRegistry([{ number: '305', keywords: ['tribals'] }]).get('Tribals')?.number).toBe('308');
  });

  it("the package's registry finds every rule by each title no other rule has, whatever its modules declare", () => {
    const holders = new Map<string, Set<string>>();
    for (const info of packageRules.list()) {
      for (const title of [info.title, ...info.formerTitles, ...info.merged.map((m) => m.title)]) {
        holders.set(title.toLowerCase(), (holders.get(title.toLowerCase()) ?? new Set()).add(info.number));
      }
    }
    const wrong = [...holders]
      .filter(([, numbers]) => numbers.size === 1)
      .flatMap(([title, numbers]) => {
        const found = packageRules.get(title)?.number;
        return found === [...numbers][0] ? [] : [`${title}: ${[...numbers][0]}, found ${found}`];
      });
    expect(holders.size).toBeGreaterThan(400);
    expect(wrong).toEqual([]);
    expect(packageRules.get('Draw Step')?.number).toBe('504');
  });

  it('with an edition, an alias finds its rule only if the rule existed then', () => {
    expect(rules.get('goad', '2014-06-01')).toBeUndefined();
    expect(rules.get('goad', '2016-08-26')?.number).toBe('701.15');
    expect(rules.get('monarch', '2016-07-22')).toBeUndefined();
    expect(rules.get('monarch', '2016-08-26')?.number).toBe('725');
  });

  it('a word of usedBy.keywords names its rule where no title or declared keyword does', () => {
    // Ability words name 207.2c (in 207 Text Box); the build of rule-uses.json lists them there.
    const withUses = createRuleRegistry(MODULES, { '207': [['parley'], ['Selvala, Explorer Returned']], '702.9': [['melee'], []] });
    expect(withUses.get('Parley')).toMatchObject({ number: '207', title: 'Text Box' });
    expect(withUses.get('parley')?.usedBy.keywords).toEqual(['parley']);
    // A declared keyword keeps its rule.
    expect(withUses.get('melee')?.number).toBe('702.121');
  });

  it('an unknown alias is undefined', () => {
    expect(rules.get('no such rule')).toBeUndefined();
    expect(rules.get('Monarchy')).toBeUndefined();
  });
});

describe('implemented rule modules', () => {
  it('implemented is true exactly for the numbers passed in', () => {
    const implemented = rules
      .list()
      .filter((r) => r.implemented)
      .map((r) => r.number);
    expect(implemented.sort()).toEqual(MODULES.map((m) => m.number).sort());
    expect(bare.list().some((r) => r.implemented)).toBe(false);
  });

  it('a module title is checked case-insensitively', () => {
    expect(() => createRuleRegistry([{ number: '725', title: 'the monarch' }])).not.toThrow();
  });

  it('a module keyed by a stale number is refused: 702.120 is Escalate, not Melee', () => {
    expect(() => createRuleRegistry([{ number: '702.120', title: 'Melee' }])).toThrow(/Escalate/);
  });

  it('a module must name a titled rule of the pinned edition', () => {
    expect(() => createRuleRegistry([{ number: '999' }])).toThrow(RangeError);
    expect(() => createRuleRegistry([{ number: '725.2' }])).toThrow(RangeError);
    expect(() => createRuleRegistry([{ number: 'constructor' }])).toThrow(RangeError);
  });

  it('two modules may not declare one rule or one keyword', () => {
    expect(() => createRuleRegistry([{ number: '725' }, { number: '725' }])).toThrow(RangeError);
    expect(() =>
      createRuleRegistry([
        { number: '725', keywords: ['crown'] },
        { number: '726', keywords: ['Crown'] },
      ]),
    ).toThrow(/crown/i);
    expect(() => createRuleRegistry([{ number: '725', keywords: [' '] }])).toThrow(RangeError);
  });

  it('the returned info is frozen and keeps its own copy of the keywords', () => {
    const keywords = ['monarch'];
    const registry = createRuleRegistry([{ number: '725', keywords }]);
    keywords.push('crown');
    const info = registry.get('725');
    expect(info?.keywords).toEqual(['monarch']);
    expect(Object.isFrozen(info)).toBe(true);
    expect(Object.isFrozen(info?.numbers)).toBe(true);
  });
});

describe('list, editions and numberIn', () => {
  it('lists the 412 titled rules of the pinned edition in CR order', () => {
    const numbers = rules.list().map((r) => r.number);
    expect(numbers).toHaveLength(412);
    expect(new Set(numbers).size).toBe(412);
    expect(numbers[0]).toBe('100');
    expect(numbers.at(-1)).toBe('905');
    for (let i = 1; i < numbers.length; i++) {
      const [a, b] = [crKey(numbers[i - 1] ?? ''), crKey(numbers[i] ?? '')];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]), `${numbers[i - 1]} before ${numbers[i]}`).toBe(true);
    }
    expect(numbers.indexOf('702.2')).toBeLessThan(numbers.indexOf('702.10'));
    expect(numbers.indexOf('702.10')).toBeLessThan(numbers.indexOf('702.100'));
    expect(numbers.indexOf('205')).toBeLessThan(numbers.indexOf('205.2'));
    expect(numbers.indexOf('205.4')).toBeLessThan(numbers.indexOf('206'));
  });

  it('each listed rule is found by its own number', () => {
    for (const info of rules.list()) expect(rules.get(info.number)).toBe(info);
  });

  it('lists 65 editions, oldest first, ending with the pinned one', () => {
    const editions = rules.editions();
    expect(editions).toHaveLength(65);
    expect(editions[0]).toBe('2014-06-01');
    expect(editions.at(-1)).toBe(PINNED_EDITION);
    expect([...editions].sort()).toEqual(editions);
    editions.pop();
    expect(rules.editions()).toHaveLength(65);
  });

  it('numbers maps each edition that has the rule to its number there', () => {
    const monarch = rules.get('725');
    expect(monarch?.numbers['2016-08-26']).toBe('716');
    expect(monarch?.numbers['2025-11-14']).toBe('724');
    expect(monarch?.numbers[PINNED_EDITION]).toBe('725');
    expect(monarch?.numbers['2016-07-22']).toBeUndefined();
    // The monarch first appears in 2016-08-26, the 10th of the 65 editions.
    expect(Object.keys(monarch?.numbers ?? {})).toHaveLength(56);
    // Editions under a former title are included.
    expect(rules.get('308')?.numbers['2014-06-01']).toBe('308');
  });

  it('numberIn gives the number a current rule had in an edition', () => {
    expect(rules.numberIn('725', '2016-08-26')).toBe('716');
    expect(rules.numberIn('701.15', '2016-08-26')).toBe('701.35');
    expect(rules.numberIn('701.15', '2021-01-01')).toBe('701.38');
    expect(rules.numberIn('702.121', '2016-08-26')).toBe('702.120');
    expect(rules.numberIn('725', '2018-01-19')).toBe('716');
    expect(rules.numberIn('725', PINNED_EDITION)).toBe('725');
    expect(rules.numberIn('724', '2014-06-01')).toBe('713');
  });

  it('numberIn is undefined for a rule that did not exist then, a subrule, an unknown number or an early date', () => {
    expect(rules.numberIn('702.121', '2014-06-01')).toBeUndefined();
    expect(rules.numberIn('725.2', '2016-08-26')).toBeUndefined();
    expect(rules.numberIn('702.121a', '2016-08-26')).toBeUndefined();
    expect(rules.numberIn('CR 702.121', '2016-08-26')).toBe('702.120');
    expect(rules.numberIn(' 725. ', '2016-08-26')).toBe('716');
    expect(rules.numberIn('999', '2016-08-26')).toBeUndefined();
    expect(rules.numberIn('725', '2010-01-01')).toBeUndefined();
    expect(() => rules.numberIn('725', '2016-8-26')).toThrow(RangeError);
  });
});

/** Section 725 of the excerpt below: a titled rule, its subrules and an example. */
const MONARCH_SECTION = [
  '725. The Monarch',
  '',
  '725.1. Monarch rule one.',
  '',
  '725.2. Monarch rule two.',
  '',
  '725.2a Monarch rule two a.',
  'Example: An example of rule two a.',
  '',
  '725.2b Monarch rule two b.',
  '',
  '725.3. Monarch rule three.',
];

/** A hand-made excerpt shaped like the CR: contents, chapters, sections, subrules, an example, a glossary. */
const EXCERPT = [
  '\uFEFFMagic: The Gathering Comprehensive Rules',
  '',
  'These rules are effective as of April 17, 2026.',
  '',
  'Contents',
  '',
  '1. Game Concepts',
  '100. General',
  '7. Additional Rules',
  '725. The Monarch',
  '726. The Initiative',
  'Glossary',
  '',
  '1. Game Concepts',
  '',
  '100. General',
  '',
  '100.1. Rule one hundred point one.',
  '',
  '7. Additional Rules',
  '',
  ...MONARCH_SECTION,
  '',
  '726. The Initiative',
  '',
  '726.1. Initiative rule one.',
  '',
  'Glossary',
  '',
  'Monarch',
  'A glossary entry.',
].join('\n');

describe('withText and textOf', () => {
  const texts = rules.withText(EXCERPT);

  it('attaches a titled rule’s text: its line up to the next section', () => {
    expect(texts.get('725')?.text).toBe(MONARCH_SECTION.join('\n'));
  });

  it('reads the rules body, not the contents, and stops at a chapter heading and at the glossary', () => {
    expect(texts.get('100')?.text).toBe('100. General\n\n100.1. Rule one hundred point one.');
    expect(texts.get('726')?.text).toBe('726. The Initiative\n\n726.1. Initiative rule one.');
  });

  it('the same text is found through an older number, a subrule, an alias and list()', () => {
    const text = texts.get('725')?.text;
    expect(texts.get('716', '2016-08-26')?.text).toBe(text);
    expect(texts.get('725.2')?.text).toBe(text);
    expect(texts.get('monarch')?.text).toBe(text);
    expect(texts.list().find((r) => r.number === '725')?.text).toBe(text);
    expect(texts.get('725')).toMatchObject({ implemented: true, keywords: ['monarch'] });
  });

  it('textOf gives a rule or subrule exactly, with its own subrules and examples', () => {
    expect(texts.textOf('725.2')).toBe(
      '725.2. Monarch rule two.\n\n725.2a Monarch rule two a.\nExample: An example of rule two a.\n\n725.2b Monarch rule two b.',
    );
    expect(texts.textOf('725.2a')).toBe('725.2a Monarch rule two a.\nExample: An example of rule two a.');
    expect(texts.textOf('725.2b')).toBe('725.2b Monarch rule two b.');
    expect(texts.textOf('725.3.')).toBe('725.3. Monarch rule three.');
    expect(texts.textOf('CR 725.2B')).toBe('725.2b Monarch rule two b.');
  });

  it('a rule missing from the text has no text', () => {
    expect(texts.get('716')?.title).toBe('Class Cards');
    expect(texts.get('716')?.text).toBeUndefined();
    expect(texts.textOf('725.4')).toBeUndefined();
    expect(texts.textOf('Monarch')).toBeUndefined();
  });

  it('leaves the registry it came from without text', () => {
    expect(rules.get('725')?.text).toBeUndefined();
    expect(rules.textOf('725.2')).toBeUndefined();
  });

  it('reads Windows line endings the same way', () => {
    const crlf = rules.withText(EXCERPT.replace(/\n/g, '\r\n'));
    expect(crlf.get('725')?.text).toBe(texts.get('725')?.text);
    expect(crlf.textOf('725.2a')).toBe(texts.textOf('725.2a'));
  });

  it('reads an excerpt without contents or glossary whole', () => {
    const registry = rules.withText('725. The Monarch\n\n725.1. Monarch rule one.\n\n726. The Initiative\n');
    expect(registry.get('725')?.text).toBe('725. The Monarch\n\n725.1. Monarch rule one.');
    expect(registry.textOf('726')).toBe('726. The Initiative');
  });

  it('maps rules to the numbers of the text’s edition, read from its effective date', () => {
    const old = [
      'These rules are effective as of August 26, 2016.',
      '',
      '716. The Monarch',
      '',
      '716.1. Old monarch rule one.',
      '',
      '717. Something Else',
    ].join('\n');
    const registry = rules.withText(old);
    expect(registry.get('725')?.text).toBe('716. The Monarch\n\n716.1. Old monarch rule one.');
    expect(registry.get('716')?.text).toBeUndefined();
    expect(registry.textOf('716.1')).toBe('716.1. Old monarch rule one.');
  });

  it('a merged section carries its text in an edition that has it', () => {
    const old = [
      'These rules are effective as of October 7, 2022.',
      '',
      '712. Double-Faced Cards',
      '',
      '712.1. Old double-faced rule one.',
      '',
      '713. Meld Cards',
      '',
      '713.1. Old meld rule one.',
      '',
      '714. Substitute Cards',
    ].join('\n');
    const registry = rules.withText(old);
    const dfc = registry.get('713', '2022-10-07');
    expect(dfc?.text).toBe('712. Double-Faced Cards\n\n712.1. Old double-faced rule one.');
    expect(dfc?.merged[0]?.text).toBe('713. Meld Cards\n\n713.1. Old meld rule one.');
    expect(registry.textOf('713.1')).toBe('713.1. Old meld rule one.');
    expect(rules.withText('712. Double-Faced Cards\n\n712.4. Meld cards now.\n').get('meld cards')?.merged[0]?.text).toBeUndefined();
  });

  it('an explicit edition overrides the effective date', () => {
    const old = '716. The Monarch\n\n716.1. Old monarch rule one.\n';
    expect(rules.withText(old, '2016-08-26').get('725')?.text).toBe('716. The Monarch\n\n716.1. Old monarch rule one.');
    expect(rules.withText(old).get('725')?.text).toBeUndefined();
    expect(rules.withText(old).get('716')?.text).toBe('716. The Monarch\n\n716.1. Old monarch rule one.');
    expect(rules.withText(old, '2010-01-01').get('725')?.text).toBeUndefined();
    expect(rules.withText(old, '2010-01-01').textOf('716.1')).toBe('716.1. Old monarch rule one.');
    expect(() => rules.withText(old, '26/08/2016')).toThrow(RangeError);
  });
});
