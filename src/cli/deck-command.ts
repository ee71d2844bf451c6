/**
 * `paliano deck FILE --to FORMAT`: reads a deck list in any format paliano reads and writes it in
 * another (see `../decklist`).
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { DECK_LIST_FORMATS, readDeckList, writeDeckList, type DeckListFormat } from '../decklist/index.js';
import { UsageError, type CliCommand } from './command.js';
import { quoted } from '../engine/quote.js';

/** `paliano deck FILE [--to FORMAT]`. */
export const deckCommand: CliCommand = {
  summary: 'read a deck list (MTGO .dek or .txt, Arena) and write it in another format',
  usage: `paliano deck FILE [--to ${DECK_LIST_FORMATS.join('|')}]`,
  help: [
    'Reads the deck list in FILE ("-" for standard input), matching card names ignoring case, curly quotes',
    'and accents, and prints it in the format asked for.',
    '',
    `  --to FORMAT        ${DECK_LIST_FORMATS.join(', ')} (default arena)`,
  ].join('\n'),
  options: { to: { type: 'string' } },
  positionals: [1, 1],
  async run({ values, positionals }, output) {
    const format = values.to ?? 'arena';
    if (typeof format !== 'string' || !(DECK_LIST_FORMATS as readonly string[]).includes(format)) {
      throw new UsageError(`--to must be one of ${DECK_LIST_FORMATS.join(', ')}, not ${quoted(format)}`);
    }
    const file = positionals[0] ?? '-';
    const text = readFileSync(file === '-' ? 0 : file, 'utf8');
    output.out(writeDeckList(readDeckList(text), format as DeckListFormat));
    return 0;
  },
};
