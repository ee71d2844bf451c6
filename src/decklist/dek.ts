/**
 * MTGO's `.dek` deck files: an XML `<Deck>` whose `<Cards Quantity="4" Sideboard="false"
 * Name="Forest"/>` elements list the cards. The engine knows no MTGO catalog numbers, so it writes no
 * `CatID` attribute and reads the name.
 *
 * @module
 */
import type { BuiltDeck } from '../draft/deck.js';
import { RulesError } from '../engine/errors.js';
import { deckFromEntries, entriesOf, parseCount, resolveListedName, type DeckEntry } from './entries.js';

/** Where a `<Cards>` element starts. */
const CARDS_START = /<Cards\b/g;
/**
 * A `<Cards>` element from where it starts: its attributes run to the first `>` outside a quoted
 * value (XML allows `>` in one, never `<`, so a quote left open stops at the next tag).
 */
const CARDS_AT = /<Cards\b((?:[^>"'<]|"[^"<]*"|'[^'<]*')*)>/y;
const ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** A comment or CDATA section: text, never elements, whatever it holds. */
const NOT_MARKUP = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>/g;

/** Whether a code point is a character XML allows (its `Char` production): no controls but tab and line ends, no surrogates, nothing past U+10FFFF. */
function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/** Replaces XML character and entity references. */
function unescapeXml(text: string, where: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref.startsWith('#x') ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (!isXmlChar(code)) throw new RulesError('malformed', `${where}: ${whole} refers to no character XML allows`);
      return String.fromCodePoint(code);
    }
    const entity = ENTITIES[ref];
    if (entity === undefined) throw new RulesError('malformed', `${where}: unknown XML entity ${whole}`);
    return entity;
  });
}

/** Escapes text for an XML attribute in double quotes. */
function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Reads an MTGO `.dek` file. Cards with `Sideboard="true"` go to the sideboard (conspiracies among
 * them start the game in the command zone, CR 905.4).
 *
 * Comments and CDATA sections are read past: a `<Cards>` element in one lists no card.
 *
 * @throws RulesError `malformed` if the text is no `<Deck>`, a comment or CDATA section is never
 *   closed, a `<Cards>` element or one of its quoted values is never closed, it lacks its quantity
 *   or name, or an attribute has an unknown entity or a character reference to no character XML
 *   allows (past U+10FFFF, a surrogate, a control); `unknownCard` for a name that is no CN2, CNS or basic land card; `illegal` for a conspiracy in
 *   the deck (CR 315.3).
 */
export function readDek(text: string): BuiltDeck {
  const markup = text.replace(NOT_MARKUP, '');
  if (markup.includes('<!--') || markup.includes('<![CDATA[')) throw new RulesError('malformed', 'an MTGO .dek file has a comment or CDATA section that is never closed');
  if (!/<Deck\b/.test(markup)) throw new RulesError('malformed', 'an MTGO .dek file is an XML <Deck> element');
  const entries: (DeckEntry & { where: string })[] = [];
  let n = 0;
  for (const start of markup.matchAll(CARDS_START)) {
    const where = `<Cards> element ${++n}`;
    CARDS_AT.lastIndex = start.index;
    const element = CARDS_AT.exec(markup);
    if (element === null) throw new RulesError('malformed', `${where} is never closed with > or has a quoted value never closed`);
    const attributes = new Map<string, string>();
    for (const a of (element[1] ?? '').matchAll(ATTRIBUTE)) attributes.set(a[1] ?? '', unescapeXml(a[2] ?? a[3] ?? '', where));
    const quantity = attributes.get('Quantity');
    const name = attributes.get('Name');
    if (quantity === undefined || name === undefined) throw new RulesError('malformed', `${where} lacks its Quantity or Name`);
    const sideboard = attributes.get('Sideboard')?.toLowerCase() === 'true';
    entries.push({ count: parseCount(quantity, where), name: resolveListedName(name, where), section: sideboard ? 'sideboard' : 'deck', where });
  }
  return deckFromEntries(entries);
}

/**
 * Writes a deck list as an MTGO `.dek` file; the sideboard (conspiracies included) has
 * `Sideboard="true"`.
 *
 * @throws RulesError for an unknown name or a conspiracy in the deck.
 */
export function writeDek(list: BuiltDeck): string {
  const lines = entriesOf(list).map(
    (e) => `  <Cards Quantity="${e.count}" Sideboard="${e.section === 'deck' ? 'false' : 'true'}" Name="${escapeXml(e.name)}" />`,
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    '  <NetDeckID>0</NetDeckID>',
    '  <PreconstructedDeckID>0</PreconstructedDeckID>',
    ...lines,
    '</Deck>',
    '',
  ].join('\n');
}
