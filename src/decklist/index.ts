/**
 * Deck lists in the formats players exchange them: MTGO `.dek` and `.txt`, and Arena text. A list
 * reads into a {@link BuiltDeck} (the deck and the sideboard, conspiracies in the sideboard, CR 905.4)
 * that `createGame`'s players and `checkDeck` take as they are.
 *
 * @module
 */
import type { BuiltDeck } from '../draft/deck.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { readDek, writeDek } from './dek.js';
import { readDeckText, writeArenaText, writeMtgoText } from './text.js';
import { quoted } from '../engine/quote.js';

/** A deck-list format: MTGO's XML `.dek`, MTGO's `.txt`, or Arena's text export. */
export type DeckListFormat = 'mtgo-dek' | 'mtgo-txt' | 'arena';

/** The formats {@link writeDeckList} writes. */
export const DECK_LIST_FORMATS: readonly DeckListFormat[] = Object.freeze(['mtgo-dek', 'mtgo-txt', 'arena']);

/**
 * Reads a deck list in any of the formats: XML (text starting with `<`) as an MTGO `.dek`, anything
 * else as MTGO or Arena text. Card names are matched ignoring case, spacing, curly quotes and
 * accents; the result holds their exact English names.
 *
 * @throws RulesError `unknownCard` naming the line and the nearest card names; `malformed` for a
 *   `text` that is no text, a line or element that lists no card; `illegal` for a Commander or Companion section, or a
 *   conspiracy in the deck (CR 315.3).
 */
export function readDeckList(text: string): BuiltDeck {
  // a program in JavaScript may pass anything: bytes read without an encoding are the likely mistake
  if (typeof text !== 'string') {
    const given = (text as unknown) instanceof Uint8Array ? "bytes: decode them first (readFileSync(file, 'utf8'))" : shown(text);
    throw new RulesError('malformed', `readDeckList takes the text of a deck list, not ${given}`);
  }
  return text.trimStart().replace(/^\uFEFF/, '').startsWith('<') ? readDek(text) : readDeckText(text);
}

/**
 * Writes a deck list in `format`. Copies of a card are counted on one line, in the order of the
 * card's first copy; conspiracies in the sideboard are written where each format keeps them (a
 * `Conspiracy` section in Arena text, the sideboard in MTGO's formats).
 *
 * @throws RulesError for a name that is no CN2, CNS or basic land card, a conspiracy in the deck, or
 *   an unknown format.
 */
export function writeDeckList(list: BuiltDeck, format: DeckListFormat): string {
  switch (format) {
    case 'mtgo-dek':
      return writeDek(list);
    case 'mtgo-txt':
      return writeMtgoText(list);
    case 'arena':
      return writeArenaText(list);
    default:
      throw new RulesError('malformed', `unknown deck-list format ${quoted(format)}; the formats are ${DECK_LIST_FORMATS.join(', ')}`);
  }
}

export { readDek, writeDek } from './dek.js';
export { readDeckText, writeArenaText, writeMtgoText } from './text.js';

