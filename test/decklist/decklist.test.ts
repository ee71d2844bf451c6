import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allPrinted } from '../../src/cards/printed.js';
import { cards } from '../../src/cards/registry.js';
import { createGame, readDeckList, RulesError, writeDeckList, DECK_LIST_FORMATS } from '../../src/index.js';

/** The error a call throws, for asserting on its code, rule and message. */
function errorOf(f: () => unknown): RulesError {
  try {
    f();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('no error thrown');
}

const sorted = (names: readonly string[]): string[] => [...names].sort();

describe('reading deck lists', () => {
  it('reads Arena text with set codes, Deck / Sideboard / Conspiracy sections, curly quotes, case and accents', () => {
    const list = readDeckList(
      ['Deck', '4 Forest (CN2) 236', '2 grenzo’s ruffians (CN2) 68', '1 GRÉNZO, HAVOC RAISER', '', 'Sideboard', '1 Island', '', 'Conspiracy', '1 Double Stroke (CN2) 25'].join('\r\n'),
    );
    expect(list.deck).toEqual(['Forest', 'Forest', 'Forest', 'Forest', "Grenzo's Ruffians", "Grenzo's Ruffians", 'Grenzo, Havoc Raiser']);
    expect(list.sideboard).toEqual(['Island', 'Double Stroke']);
  });

  it('reads MTGO text: the sideboard after a blank line, SB: lines, 4x counts and comments', () => {
    const list = readDeckList('// my deck\n4x Forest\n3 Plains\n\n2 Island\nSB: 1 Swamp\n');
    expect(list.deck).toEqual(['Forest', 'Forest', 'Forest', 'Forest', 'Plains', 'Plains', 'Plains']);
    expect(list.sideboard).toEqual(['Island', 'Island', 'Swamp']);
    // the prefix in any case, as hand-written lists have it
    expect(readDeckList('4 Forest\nsb: 1 Swamp\nSb:2 Island\n')).toEqual({ deck: ['Forest', 'Forest', 'Forest', 'Forest'], sideboard: ['Swamp', 'Island', 'Island'] });
  });

  it('reads an MTGO .dek file, entities and CatID attributes included', () => {
    const list = readDeckList(
      `<?xml version="1.0" encoding="utf-8"?>\n<Deck>\n  <Cards CatID="1" Quantity="2" Sideboard="false" Name="Grenzo&apos;s Ruffians" Annotation="0" />\n  <Cards Quantity="1" Sideboard="true" Name="Backup Plan"/>\n</Deck>`,
    );
    expect(list).toEqual({ deck: ["Grenzo's Ruffians", "Grenzo's Ruffians"], sideboard: ['Backup Plan'] });
  });

  it('reads past comments and CDATA sections in a .dek, a <Cards> element inside one listing no card', () => {
    const dek = [
      '<?xml version="1.0" encoding="utf-8"?>',
      '<!-- exported <Deck> -->',
      '<Deck>',
      '  <!-- <Cards Quantity="4" Sideboard="false" Name="Island" /> -->',
      '  <!--',
      '  <Cards Quantity="2" Sideboard="true" Name="Backup Plan"/>',
      '  -->',
      '  <Note><![CDATA[ <Cards Quantity="3" Sideboard="false" Name="Swamp" /> ]]></Note>',
      '  <Cards Quantity="1" Sideboard="false" Name="Forest" />',
      '</Deck>',
    ].join('\n');
    expect(readDeckList(dek)).toEqual({ deck: ['Forest'], sideboard: [] });
    // a <Deck> only inside a comment is no deck; a comment never closed is refused, not read
    expect(errorOf(() => readDeckList('<!-- <Deck> --><Cards Quantity="1" Sideboard="false" Name="Forest" />')).message).toBe('an MTGO .dek file is an XML <Deck> element');
    const open = errorOf(() => readDeckList('<Deck><!-- <Cards Quantity="1" Sideboard="false" Name="Forest" /></Deck>'));
    expect(open.code).toBe('malformed');
    expect(open.message).toMatch(/never closed/);
  });

  it('refuses a .dek character reference to no XML character (past U+10FFFF, a surrogate, NUL) or an unknown entity as malformed, naming it', () => {
    const dek = (name: string): string => `<Deck>\n  <Cards Quantity="1" Sideboard="false" Name="Forest" />\n  <Cards Quantity="1" Sideboard="false" Name="${name}" />\n</Deck>`;
    for (const ref of ['&#x110000;', '&#1114112;', '&#99999999999999999999;', '&#xD800;', '&#0;']) {
      const e = errorOf(() => readDeckList(dek(`Grenzo${ref}s Ruffians`)));
      expect(e.code).toBe('malformed');
      expect(e.message).toBe(`<Cards> element 2: ${ref} refers to no character XML allows`);
    }
    const e = errorOf(() => readDeckList(dek('Grenzo&foo;s Ruffians')));
    expect(e.code).toBe('malformed');
    expect(e.message).toBe('<Cards> element 2: unknown XML entity &foo;');
    // the highest character and one written in decimal are read
    expect(() => readDeckList(dek('Forest&#x10FFFF;'))).toThrow(/no CN2, CNS or basic land card/);
    expect(readDeckList(dek('Grenzo&#39;s Ruffians')).deck).toEqual(['Forest', "Grenzo's Ruffians"]);
  });

  it('reads a count written 4X as 4x', () => {
    expect(readDeckList('4X Forest\n2x Island\n\nSB: 1X Swamp').deck).toEqual(['Forest', 'Forest', 'Forest', 'Forest', 'Island', 'Island']);
    expect(readDeckList('4X Forest\n\n1X Swamp').sideboard).toEqual(['Swamp']);
  });

  it('reads a .dek with single-quoted attributes and Sideboard="True" in any case', () => {
    const list = readDeckList("<Deck>\n  <Cards Quantity='2' Sideboard='false' Name='Forest' />\n  <Cards Quantity=\"1\" Sideboard=\"True\" Name=\"Island\" />\n</Deck>");
    expect(list).toEqual({ deck: ['Forest', 'Forest'], sideboard: ['Island'] });
  });

  it('reads a .dek attribute whose quoted value holds a ">", which XML allows there, without cutting the element short', () => {
    const list = readDeckList('<Deck>\n  <Cards Quantity="3" Annotation="side > main" Sideboard="false" Name="Forest" />\n  <Cards Quantity=\'1\' Annotation=\'a>b\' Sideboard=\'true\' Name=\'Island\'/>\n</Deck>');
    expect(list).toEqual({ deck: ['Forest', 'Forest', 'Forest'], sideboard: ['Island'] });
    // a quoted value never closed stops at the next tag: the element is refused, not skipped or run on into the next
    const open = '<Deck>\n  <Cards Quantity="4" Sideboard="false" Name="Forest />\n  <Cards Quantity="2" Sideboard="false" Name="Island" />\n</Deck>';
    expect(() => readDeckList(open)).toThrow(expect.objectContaining({ code: 'malformed', message: '<Cards> element 1 is never closed with > or has a quoted value never closed' }));
  });

  it('refuses a .dek <Cards> element lacking its Quantity or Name, or with a quantity that is no whole number', () => {
    for (const attributes of ['Quantity="1" Sideboard="false"', 'Sideboard="false" Name="Forest"']) {
      const e = errorOf(() => readDeckList(`<Deck><Cards ${attributes} /></Deck>`));
      expect(e.code).toBe('malformed');
      expect(e.message).toBe('<Cards> element 1 lacks its Quantity or Name');
    }
    for (const quantity of ['1.5', '0x10', '1e3', '4.0', '+4']) {
      const e = errorOf(() => readDeckList(`<Deck><Cards Quantity="${quantity}" Sideboard="false" Name="Forest" /></Deck>`));
      expect(e.code).toBe('malformed');
      expect(e.message).toBe(`<Cards> element 1: "${quantity}" is not a number of copies`);
    }
    expect(readDeckList('<Deck><Cards Quantity=" 2 " Sideboard="false" Name="Forest" /></Deck>').deck).toEqual(['Forest', 'Forest']);
  });

  it('text lists: a blank line before the first card starts no sideboard, nor one after a header; # comments, headers with a colon, SB: lines and About sections', () => {
    expect(readDeckList('\n\n4 Forest\n\n1 Island')).toEqual({ deck: ['Forest', 'Forest', 'Forest', 'Forest'], sideboard: ['Island'] });
    expect(readDeckList('Deck\n2 Forest\n\n1 Island\nSideboard:\n1 Swamp')).toEqual({ deck: ['Forest', 'Forest', 'Island'], sideboard: ['Swamp'] });
    expect(readDeckList('# my deck\n1 Forest\nSB: 1 Swamp\n1 Plains')).toEqual({ deck: ['Forest', 'Plains'], sideboard: ['Swamp'] });
    expect(readDeckList('About\nName Grenzo Tricks\n\nDeck\n1 Forest (CNS) 236 *F*')).toEqual({ deck: ['Forest'], sideboard: [] });
    // a collector number with a hyphen, as The List's reprints have
    expect(readDeckList("1 Grenzo's Ruffians (PLST) CN2-55").deck).toEqual(["Grenzo's Ruffians"]);
  });

  it('refuses bytes or another value that is no text, saying to decode bytes first', () => {
    const bytes = errorOf(() => readDeckList(new TextEncoder().encode('4 Forest') as unknown as string));
    expect(bytes.code).toBe('malformed');
    expect(bytes.message).toBe("readDeckList takes the text of a deck list, not bytes: decode them first (readFileSync(file, 'utf8'))");
    expect(errorOf(() => readDeckList(42 as unknown as string)).code).toBe('malformed');
  });

  it('suggests the nearest names for an unknown one, naming its line', () => {
    const e = errorOf(() => readDeckList('4 Forest\n2 Forrest'));
    expect(e.code).toBe('unknownCard');
    expect(e.message).toContain('line 2');
    expect(e.message).toContain('did you mean Forest?');
  });

  it('refuses a Commander or Companion section, citing the rule of the format it belongs to', () => {
    expect(errorOf(() => readDeckList('Commander\n1 Kaya, Ghost Assassin\n\nDeck\n40 Swamp')).rule).toBe('903');
    expect(errorOf(() => readDeckList('Companion\n1 Kaya, Ghost Assassin\n\nDeck\n40 Swamp')).rule).toBe('702.139');
    // each message cites its rule once, and no other format's rule as Conspiracy Draft's
    expect(errorOf(() => readDeckList('Commander\n1 Kaya, Ghost Assassin\n\nDeck\n40 Swamp')).message).toBe('line 1: the list has a commander; Commander is not Conspiracy Draft (CR 903)');
    expect(errorOf(() => readDeckList('Companion\n1 Kaya, Ghost Assassin\n\nDeck\n40 Swamp')).message).toBe('line 1: the list has a companion; a Conspiracy Draft deck list names none (CR 702.139)');
  });

  it('refuses a conspiracy in the deck (CR 315.3) and a non-conspiracy in the conspiracy section', () => {
    expect(errorOf(() => readDeckList('Deck\n1 Backup Plan\n39 Forest')).rule).toBe('315.3');
    expect(errorOf(() => readDeckList('Conspiracy\n1 Forest')).code).toBe('illegal');
    expect(errorOf(() => writeDeckList({ deck: ['Backup Plan'], sideboard: [] }, 'arena')).rule).toBe('315.3');
  });

  it('refuses a line that is not "count name" and a zero count', () => {
    expect(errorOf(() => readDeckList('Forest')).code).toBe('malformed');
    expect(errorOf(() => readDeckList('0 Forest')).code).toBe('malformed');
  });

  it('refuses more than 10,000 cards, in one line or in all, in every format, before listing them (a "!deck 99999999 Forest" post took over a minute and a deck of 10^8 names)', () => {
    for (const list of ['99999999 Forest', '6000 Forest\n\n6000 Island', '<Deck><Cards Quantity="99999999" Sideboard="false" Name="Forest" /></Deck>']) {
      const e = errorOf(() => readDeckList(list));
      expect(e.code).toBe('malformed');
      expect(e.message).toMatch(/more than 10000 cards/);
    }
    expect(readDeckList('10000 Forest').deck).toHaveLength(10_000);
  });

  it('refuses a name of a million characters at once, still suggesting what it contains (the nearest names took 175 s to work out)', () => {
    const e = errorOf(() => readDeckList(`1 ${'x'.repeat(1_000_000)}`));
    expect(e.code).toBe('unknownCard');
    expect(e.message).not.toContain('did you mean');
    expect(errorOf(() => readDeckList(`1 ${'x'.repeat(100_000)} Forest`)).message).toContain('did you mean Forest?');
    // a near name of ordinary length is still suggested
    expect(errorOf(() => readDeckList('1 Grenzo, Dungeon Wardn')).message).toContain('did you mean Grenzo, Dungeon Warden?');
    // no clock is read: a timeout far above the milliseconds this takes, below the minutes it took
  }, 60_000);
});

describe('writing deck lists', () => {
  const list = { deck: ['Forest', "Grenzo's Ruffians", 'Forest'], sideboard: ['Island', 'Backup Plan'] };
  it('writes Arena text with set codes and a Conspiracy section', () => {
    expect(writeDeckList(list, 'arena')).toBe("Deck\n2 Forest\n1 Grenzo's Ruffians (CN2) 55\n\nSideboard\n1 Island\n\nConspiracy\n1 Backup Plan (CNS) 2\n");
  });
  it('writes an empty deck as an Arena Deck section with no cards, the sideboard after it', () => {
    expect(writeDeckList({ deck: [], sideboard: ['Island'] }, 'arena')).toBe('Deck\n\nSideboard\n1 Island\n');
  });
  it('writes MTGO text with the sideboard after a blank line', () => {
    expect(writeDeckList(list, 'mtgo-txt')).toBe("2 Forest\n1 Grenzo's Ruffians\n\n1 Island\n1 Backup Plan\n");
  });
  it('writes an MTGO .dek with escaped names and the sideboard marked', () => {
    const dek = writeDeckList(list, 'mtgo-dek');
    expect(dek).toContain('<Cards Quantity="1" Sideboard="false" Name="Grenzo\'s Ruffians" />');
    expect(dek).toContain('<Cards Quantity="1" Sideboard="true" Name="Backup Plan" />');
  });
});

describe('deck lists round-trip in every format (property)', () => {
  const printed = allPrinted();
  const plain = [...new Set(printed.filter((p) => !p.conspiracy).map((p) => p.name))];
  const any = [...new Set(printed.map((p) => p.name))];
  // Names as people write them: case changed, apostrophes curled.
  const messy = (name: string, upper: boolean): string => (upper ? name.toUpperCase() : name.toLowerCase()).replace(/'/g, '’');
  const decks = fc.record({
    deck: fc.array(fc.constantFrom(...plain), { maxLength: 60 }),
    sideboard: fc.array(fc.constantFrom(...any), { maxLength: 20 }),
  });
  for (const format of DECK_LIST_FORMATS) {
    it(format, () => {
      fc.assert(
        fc.property(decks, fc.boolean(), ({ deck, sideboard }, upper) => {
          const written = writeDeckList({ deck: deck.map((n) => messy(n, upper)), sideboard: sideboard.map((n) => messy(n, upper)) }, format);
          const read = readDeckList(written);
          expect(sorted(read.deck)).toEqual(sorted(deck));
          expect(sorted(read.sideboard)).toEqual(sorted(sideboard));
          expect(writeDeckList(read, format)).toBe(written);
        }),
        { numRuns: 150 },
      );
    });
  }
});

describe('card names matched ignoring case, curly quotes and accents', () => {
  it('cards.get and cards.has find a card however its name is written', () => {
    expect(cards.get('forest')?.name).toBe('Forest');
    expect(cards.get('Grenzo’s Ruffians')?.name).toBe("Grenzo's Ruffians");
    expect(cards.get('  grénzo,   havoc raiser ')?.name).toBe('Grenzo, Havoc Raiser');
    expect(cards.has('FOREST')).toBe(true);
    expect(cards.get('Forrest')).toBeUndefined();
  });

  it('cards.notImplemented lists exactly the CN2 and CNS cards without a definition', () => {
    const missing = cards.notImplemented();
    const implemented = new Set(cards.list().map((d) => d.name));
    const setNames = new Set(allPrinted().filter((p) => p.set !== 'BASIC').map((p) => p.name));
    for (const name of missing) expect(implemented.has(name)).toBe(false);
    for (const name of setNames) expect(implemented.has(name) || missing.includes(name)).toBe(true);
    expect(missing).toEqual([...missing].sort());
  });

  it('createGame takes names however written and refuses an unknown one with the nearest names', () => {
    const game = createGame({ players: [{ deck: Array(40).fill('forest') }, { deck: Array(40).fill('ISLAND') }], seed: 1 });
    expect(game.objects.filter((o) => o.owner === 0).every((o) => o.card === 'Forest')).toBe(true);
    const e = errorOf(() => createGame({ players: [{ deck: ['Forrest'] }, { deck: ['Island'] }], seed: 1 }));
    expect(e.code).toBe('unknownCard');
    expect(e.message).toContain('did you mean Forest?');
  });
});
