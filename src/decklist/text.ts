/**
 * Deck lists as text: MTGO's `.txt` export (`4 Forest` lines, the sideboard after a blank line) and
 * Arena's (`4 Forest (CN2) 236` lines under `Deck` and `Sideboard` headers), with a `Conspiracy`
 * section for the conspiracies a player starts the game with (CR 905.4). The reader takes either,
 * and the `SB:` prefix (in any case), `4x` (or `4X`) counts and `//` comments that other tools write.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import type { BuiltDeck } from '../draft/deck.js';
import { RulesError } from '../engine/errors.js';
import { deckFromEntries, entriesOf, parseCount, resolveListedName, type DeckEntry, type DeckSection } from './entries.js';
import { quoted } from '../engine/quote.js';

/** The section headers a text list may have, lower case, without a trailing colon. */
const HEADERS: Readonly<Record<string, DeckSection | 'about'>> = {
  deck: 'deck',
  main: 'deck',
  maindeck: 'deck',
  'main deck': 'deck',
  mainboard: 'deck',
  sideboard: 'sideboard',
  conspiracy: 'conspiracy',
  conspiracies: 'conspiracy',
  about: 'about',
};

/** Arena sections that a Conspiracy Draft deck cannot have, with the rule that makes them another format's. */
const REFUSED: Readonly<Record<string, { what: string; rule: string }>> = {
  commander: { what: 'a commander; Commander is not Conspiracy Draft', rule: '903' },
  companion: { what: 'a companion; a Conspiracy Draft deck list names none', rule: '702.139' },
};

/** `4 Forest`, `4x Forest` or `4X Forest`, `SB: 2 Island`, `4 Forest (CN2) 236`, `1 Forest (CNS) 236 *F*`. */
const LINE = /^([Ss][Bb]:\s*)?(\d+)[xX]?\s+(.+?)(?:\s+\(([A-Za-z0-9]{2,6})\)(?:\s+[A-Za-z0-9-]+)?)?(?:\s+\*[A-Z]+\*)?$/;

/**
 * Reads a deck list in MTGO's `.txt` or Arena's text format. Before any header, a blank line after
 * the first cards starts the sideboard (MTGO); once a header is seen, only headers change section.
 * Set codes and collector numbers are read past: the name decides the card.
 *
 * @throws RulesError `unknownCard` for a name that is no CN2, CNS or basic land card (with the nearest
 *   names); `malformed` for a line that is no entry; `illegal` for a Commander or Companion section
 *   or a conspiracy in the deck (CR 315.3).
 */
export function readDeckText(text: string): BuiltDeck {
  const entries: (DeckEntry & { where: string })[] = [];
  let section: DeckSection | 'about' = 'deck';
  let headed = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  lines.forEach((raw, i) => {
    const where = `line ${i + 1}`;
    const line = raw.trim();
    if (line === '') {
      if (!headed && section === 'deck' && entries.length > 0) section = 'sideboard';
      return;
    }
    if (line.startsWith('//') || line.startsWith('#')) return;
    const header = line.replace(/:$/, '').toLowerCase();
    const refused = REFUSED[header];
    if (refused) throw new RulesError('illegal', `${where}: the list has ${refused.what}`, refused.rule);
    const known = HEADERS[header];
    if (known) {
      section = known;
      headed = true;
      return;
    }
    if (section === 'about') return;
    const match = LINE.exec(line);
    if (!match) throw new RulesError('malformed', `${where}: ${quoted(line)} is not "count name"`);
    const count = parseCount(match[2] ?? '', where);
    const name = resolveListedName(match[3] ?? '', where);
    entries.push({ count, name, section: match[1] ? 'sideboard' : section, where });
  });
  return deckFromEntries(entries);
}

/** `4 Forest`, or with `withSet`, `4 Grenzo's Ruffians (CN2) 68` where the card has a set printing. */
function entryLine({ count, name }: DeckEntry, withSet: boolean): string {
  const printed = getPrinted(name);
  return withSet && printed && printed.set !== 'BASIC' ? `${count} ${name} (${printed.set}) ${printed.number}` : `${count} ${name}`;
}

/**
 * Writes a deck list as MTGO's `.txt`: the deck's lines, a blank line, the sideboard's (conspiracies
 * included, as MTGO keeps them). With an empty deck, a `Sideboard` line takes the blank line's place.
 *
 * @throws RulesError for an unknown name or a conspiracy in the deck.
 */
export function writeMtgoText(list: BuiltDeck): string {
  const entries = entriesOf(list);
  const deck = entries.filter((e) => e.section === 'deck').map((e) => entryLine(e, false));
  const sideboard = entries.filter((e) => e.section !== 'deck').map((e) => entryLine(e, false));
  // An empty deck's blank line would start nothing: the sideboard is then headed.
  const separator = deck.length === 0 ? 'Sideboard' : '';
  return `${[...deck, ...(sideboard.length > 0 ? [separator, ...sideboard] : [])].join('\n')}\n`;
}

/**
 * Writes a deck list in Arena's format: `Deck`, `Sideboard` and `Conspiracy` sections, each line
 * with its CN2 or CNS set code and collector number (basic lands have none in these sets).
 *
 * @throws RulesError for an unknown name or a conspiracy in the deck.
 */
export function writeArenaText(list: BuiltDeck): string {
  const entries = entriesOf(list);
  const blocks: string[] = [];
  for (const [section, header] of [['deck', 'Deck'], ['sideboard', 'Sideboard'], ['conspiracy', 'Conspiracy']] as const) {
    const lines = entries.filter((e) => e.section === section).map((e) => entryLine(e, true));
    if (section === 'deck' || lines.length > 0) blocks.push([header, ...lines].join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
