/**
 * What every deck-list format shares: a list of card names read as counted entries, each name matched
 * to a printed card ignoring case, curly quotes and accents, and the sections a Conspiracy Draft deck
 * list has (the deck; the sideboard; the conspiracies, which start the game in the command zone from
 * the sideboard, CR 905.4).
 *
 * @module
 */
import { canonicalCardName, didYouMean } from '../cards/names.js';
import { getPrinted } from '../cards/printed.js';
import type { BuiltDeck } from '../draft/deck.js';
import { RulesError } from '../engine/errors.js';
import { quoted } from '../engine/quote.js';

/** Where a listed card goes. */
export type DeckSection = 'deck' | 'sideboard' | 'conspiracy';

/** One counted line of a deck list. */
export interface DeckEntry {
  /** How many copies. */
  readonly count: number;
  /** The card's exact English name. */
  readonly name: string;
  /** The section it was listed in. */
  readonly section: DeckSection;
}

/** Whether the printed card of this exact name is a conspiracy. */
export function isConspiracyName(name: string): boolean {
  return getPrinted(name)?.conspiracy ?? false;
}

/**
 * The exact name of the printed card that `name` writes, or a {@link RulesError} (`unknownCard`)
 * that says where and suggests the nearest names.
 */
export function resolveListedName(name: string, where: string): string {
  const canonical = canonicalCardName(name);
  if (canonical === undefined) {
    throw new RulesError('unknownCard', `${where}: no CN2, CNS or basic land card is named ${quoted(name)}${didYouMean(name)}`);
  }
  return canonical;
}

/** The most cards a deck list may hold, deck and sideboard together: far more than any deck of a game has. */
export const MAX_LISTED_CARDS = 10_000;

/**
 * The deck and sideboard the entries list. A conspiracy goes to the sideboard whichever section lists
 * it but the deck: a conspiracy in the deck is refused (CR 315.3), and a card that is not a
 * conspiracy is refused in the conspiracy section.
 */
export function deckFromEntries(entries: readonly (DeckEntry & { readonly where: string })[]): BuiltDeck {
  // counted before any name is listed: one line of 99999999 copies would take a minute and a gigabyte
  let total = 0;
  for (const { count } of entries) total += count;
  if (total > MAX_LISTED_CARDS) throw new RulesError('malformed', `a deck list of ${total} cards: a list holds no more than ${MAX_LISTED_CARDS} cards`);
  const deck: string[] = [];
  const sideboard: string[] = [];
  for (const { count, name, section, where } of entries) {
    const conspiracy = isConspiracyName(name);
    if (section === 'deck' && conspiracy) {
      throw new RulesError('illegal', `${where}: ${name} is a conspiracy card; conspiracies go in the sideboard or the conspiracy section, never in a deck`, '315.3');
    }
    if (section === 'conspiracy' && !conspiracy) throw new RulesError('illegal', `${where}: ${name} is not a conspiracy card`, '315.1');
    const into = section === 'deck' ? deck : sideboard;
    for (let i = 0; i < count; i++) into.push(name);
  }
  return { deck, sideboard };
}

/** The entries of a deck list, in order of each name's first appearance, conspiracies in their own section. */
export function entriesOf(list: BuiltDeck): DeckEntry[] {
  const entries = new Map<string, { count: number; name: string; section: DeckSection }>();
  const add = (raw: string, inDeck: boolean, what: string): void => {
    const name = resolveListedName(raw, what);
    const section: DeckSection = inDeck ? 'deck' : isConspiracyName(name) ? 'conspiracy' : 'sideboard';
    if (inDeck && section === 'deck' && isConspiracyName(name)) {
      throw new RulesError('illegal', `${name} is a conspiracy card; conspiracies go in the sideboard, never in a deck`, '315.3');
    }
    const key = `${section}\u0000${name}`;
    const entry = entries.get(key);
    if (entry) entry.count++;
    else entries.set(key, { count: 1, name, section });
  };
  for (const name of list.deck) add(name, true, 'the deck');
  for (const name of list.sideboard) add(name, false, 'the sideboard');
  return [...entries.values()];
}

/** A count as deck lists write it: a positive whole number in decimal digits (no `0x10`, `1e3` or `4.0`). */
export function parseCount(text: string, where: string): number {
  const count = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(count) || count < 1) throw new RulesError('malformed', `${where}: ${quoted(text)} is not a number of copies`);
  return count;
}
