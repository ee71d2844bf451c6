/**
 * Deck building after the draft (CR 905.1d, 100.2b, 100.4b): a deck is built only from the drafter's
 * card pool plus any number of basic lands, with at least 40 cards unless a conspiracy changes that
 * (Advantageous Proclamation); conspiracies never go in the deck but to the sideboard, from where
 * they start the game in the command zone (905.4). Every pool card not in the deck is in the sideboard;
 * a basic land card of the pool may be one of the deck's basic lands or stay in the sideboard.
 *
 * @module
 */
import { getPrinted } from '../cards/printed.js';
import type { ConspiracyDef } from '../cards/types.js';
import { canonicalCardName, didYouMean } from '../cards/names.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { conspiracyOf, minimumDeckSize as rulesMinimumDeckSize } from '../rules/905-conspiracy-draft.js';
import { quoted } from '../engine/quote.js';

/** The basic land cards a deck may add in any number (905.1d). */
export const BASIC_LANDS: readonly string[] = Object.freeze(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Wastes']);

/** A built deck: the main deck and the sideboard (every pool card not in the deck). */
export interface BuiltDeck {
  /** The main deck, card names. */
  readonly deck: readonly string[];
  /** The sideboard: the rest of the pool, conspiracies included. */
  readonly sideboard: readonly string[];
}

/**
 * The card's exact English name, read as `createGame` and deck lists read names (ignoring case,
 * spacing, curly quotes and accents); a name of no card (`unknownCard`, with the nearest ones) or
 * what is no text (`malformed`) is a {@link RulesError} whose message starts with `who`.
 */
function exactCardName(name: unknown, who: string): string {
  if (typeof name !== 'string') throw new RulesError('malformed', `${who}a card name must be text, not ${shown(name)}`);
  const found = canonicalCardName(name);
  if (found === undefined) throw new RulesError('unknownCard', `${who}${quoted(name)} is not the name of a card${didYouMean(name)}`);
  return found;
}

/**
 * Whether a card is a conspiracy (CR 905.4), its name read as `createGame` reads names
 * ("advantageous proclamation" is one). A name of no card is a {@link RulesError}.
 */
export function isConspiracy(name: string): boolean {
  return getPrinted(exactCardName(name, ''))?.types.includes('Conspiracy') ?? false;
}

/**
 * The minimum deck size with these conspiracies to be put into the command zone (CR 100.2b, 905.4):
 * 40, less what their abilities take off (Advantageous Proclamation), as the conspiracy rules compute
 * it. Names are read as `createGame` reads them; a card that is no conspiracy changes nothing; a name
 * of no card, or a list that is no list, is a {@link RulesError}.
 */
export function minimumDeckSize(conspiracyNames: readonly string[]): number {
  if (!Array.isArray(conspiracyNames)) throw new RulesError('malformed', `minimumDeckSize takes a list of card names, not ${quoted(conspiracyNames)}`);
  const conspiracies = conspiracyNames.map((name) => conspiracyOf(exactCardName(name, '')));
  return rulesMinimumDeckSize(conspiracies.filter((c): c is ConspiracyDef => c !== undefined));
}

function counts(names: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
}

/**
 * The deck with every name written as the card's exact English name, as `createGame` and deck lists
 * read names (ignoring case, spacing, curly quotes and accents): "forest" is a basic land card
 * (905.1d), "advantageous proclamation" a conspiracy (905.4). A deck that is not two lists of names,
 * or a name of no card (with the nearest ones), is a {@link RulesError} whose message starts with `who`.
 */
export function canonicalDeck(built: BuiltDeck, who = ''): BuiltDeck {
  const given = built as { deck?: unknown; sideboard?: unknown } | null;
  if (typeof given !== 'object' || given === null || !Array.isArray(given.deck) || !Array.isArray(given.sideboard)) {
    throw new RulesError('malformed', `${who}a built deck is { deck, sideboard }, two lists of card names`);
  }
  const exact = (name: unknown): string => exactCardName(name, who);
  return { deck: given.deck.map(exact), sideboard: given.sideboard.map(exact) };
}

/**
 * Checks a deck built from a pool; throws a {@link RulesError} citing the rule broken. Names, the
 * pool's too, are read as `createGame` reads them (ignoring case, spacing, curly quotes and
 * accents). The sideboard must hold exactly the pool cards not in the deck (nothing is lost); of a
 * basic land card, the pool's copies that the deck's basic lands of that name do not account for.
 */
export function checkDeck(pool: readonly string[], given: BuiltDeck): void {
  checkDeckOf(pool, given, '');
}

/**
 * {@link checkDeck}, each error's message starting with `who` (whose deck it is); the deck checked,
 * its names read as `createGame` reads them ({@link canonicalDeck}).
 */
export function checkDeckOf(pool: readonly string[], given: BuiltDeck, who: string): BuiltDeck {
  const built = canonicalDeck(given, who);
  const refuse = (message: string, rule: string): never => {
    throw new RulesError('illegal', `${who}${message}`, rule);
  };
  if (!Array.isArray(pool)) throw new RulesError('malformed', `${who}a card pool is a list of card names, not ${shown(pool)}`);
  const available = counts(pool.map((name) => exactCardName(name, who)));
  for (const name of built.deck) {
    if (isConspiracy(name)) refuse(`${name} is a conspiracy: it is never put into a deck`, '905.4');
  }
  const deckCounts = counts(built.deck);
  for (const [name, k] of deckCounts) {
    if (BASIC_LANDS.includes(name)) continue;
    if ((available.get(name) ?? 0) < k) refuse(`the deck has ${k} ${name} but the card pool has ${available.get(name) ?? 0}`, '905.1d');
  }
  const expectedSideboard = new Map(available);
  for (const [name, k] of deckCounts) if (!BASIC_LANDS.includes(name)) expectedSideboard.set(name, (expectedSideboard.get(name) ?? 0) - k);
  const sideboard = counts(built.sideboard);
  for (const [name, k] of expectedSideboard) {
    const has = sideboard.get(name) ?? 0;
    if (BASIC_LANDS.includes(name)) {
      // CR 905.1d: a basic land card of the pool may be one of the deck's basic lands, or stay in the
      // sideboard while the deck adds its own: at most the pool's copies, and none missing from both
      const inDeck = deckCounts.get(name) ?? 0;
      if (has > k || has < k - inDeck) refuse(`the sideboard must hold the ${Math.max(0, k - inDeck)} to ${k} ${name} of the pool not in the deck`, '100.4b');
    } else if (has !== k) refuse(`the sideboard must hold the ${k} ${name} of the pool not in the deck`, '100.4b');
  }
  for (const name of sideboard.keys()) if (!expectedSideboard.has(name)) refuse(`${name} is not in the card pool`, '100.4b');
  const minimum = minimumDeckSize(built.sideboard.filter(isConspiracy));
  if (built.deck.length < minimum) refuse(`a deck has at least ${minimum} cards, not ${built.deck.length}`, '100.2b');
  return built;
}
