/**
 * The kinds of table sessions by post (every session but the Async Mental Magic league): what each
 * plays, how many seats it offers, the format of its game, and what a seat's deck must be beyond what
 * every game asks.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { minimumDeckSize, isConspiracy } from '../draft/deck.js';
import { MAGIC_TECH } from '../formats/magic-tech.js';
import { magicTechOptions } from '../variants/magic-tech/options.js';
import { quoted } from '../engine/quote.js';
import { citation } from '../engine/citation.js';

/**
 * The kinds of table session: a Conspiracy game (`conspiracy`), a Conspiracy draft and then its game
 * (`draft`), a Magic Tech game (`magic-tech`), or a free-for-all game (`free-for-all`).
 */
export type TableKind = 'conspiracy' | 'draft' | 'magic-tech' | 'free-for-all';

/** Every kind of table session, in the order help texts list them. */
export const TABLE_KINDS: readonly TableKind[] = Object.freeze(['conspiracy', 'draft', 'magic-tech', 'free-for-all'] as const);

/** Whether `kind` is a kind of table session. */
export function isTableKind(kind: unknown): kind is TableKind {
  return (TABLE_KINDS as readonly unknown[]).includes(kind);
}

/**
 * The seats a session of each kind may offer, and the rule that sets them: a Conspiracy game 3 to 6
 * (CR 905.3), a draft 2 to 8 (905.1a), a Magic Tech game 2 (MT 2.2), a free-for-all game 2 to 6 (the
 * engine's Free-for-All format, CR 806).
 */
export const TABLE_SEATS: Readonly<Record<TableKind, readonly [number, number]>> = Object.freeze({ conspiracy: [3, 6], draft: [2, 8], 'magic-tech': [2, 2], 'free-for-all': [2, 6] });

/** The rule that sets the seats of each kind (see {@link TABLE_SEATS}). */
const SEATS_RULE: Readonly<Record<TableKind, string>> = { conspiracy: '905.3', draft: '905.1a', 'magic-tech': 'MT 2.2', 'free-for-all': '806' };

/** What is wrong with `n` seats for a session of `kind` (see {@link TABLE_SEATS}), with the rule; null if nothing is. */
export function seatCountProblem(kind: TableKind, n: unknown): { message: string; rule: string } | null {
  const [min, max] = TABLE_SEATS[kind];
  if (Number.isInteger(n) && (n as number) >= min && (n as number) <= max) return null;
  return { message: `a ${kind} session offers ${min === max ? `${min}` : `${min} to ${max}`} seats, not ${String(n)}`, rule: SEATS_RULE[kind] };
}

/** The game each kind plays, as its messages name it. */
const GAME_NAMES: Readonly<Record<TableKind, string>> = { conspiracy: 'Conspiracy game', draft: 'Conspiracy game', 'magic-tech': 'Magic Tech game', 'free-for-all': 'free-for-all game' };

/**
 * Why the game of a session of `kind` cannot begin with `n` players, with the rule cited (a
 * Conspiracy game 3 to 6, CR 905.3; a Magic Tech game 2, MT 2.2; a free-for-all game 2 to 6); null if it can.
 */
export function playerCountProblem(kind: TableKind, n: number): string | null {
  const [min, max] = kind === 'draft' ? TABLE_SEATS.conspiracy : TABLE_SEATS[kind];
  if (n >= min && n <= max) return null;
  return `a ${GAME_NAMES[kind]} has ${min === max ? `${min}` : `${min} to ${max}`} players, not ${n} (${citation(SEATS_RULE[kind === 'draft' ? 'conspiracy' : kind])})`;
}

/** Why `kind` is no kind of table session, naming the kinds there are. */
export function unknownKind(kind: unknown): string {
  return `a session is ${TABLE_KINDS.map(quoted).join(', ')} or an Async Mental Magic league (createSession), not ${quoted(kind)}`;
}

/** The format of the game each kind plays (a draft goes on to a Conspiracy Draft game, CR 905.3). */
export const TABLE_GAME_FORMATS: Readonly<Record<TableKind, string>> = Object.freeze({ conspiracy: 'conspiracy', draft: 'conspiracy', 'magic-tech': MAGIC_TECH, 'free-for-all': 'free-for-all' });

/** The first line posted as the game of each kind begins. */
export const GAME_BEGINS: Readonly<Record<TableKind, string>> = Object.freeze({
  conspiracy: 'The Conspiracy game begins (CR 905.3); each player in turn order, from the starting player, puts conspiracies into the command zone (905.4, 101.4e).',
  draft: 'The Conspiracy game begins (CR 905.3); each player in turn order, from the starting player, puts conspiracies into the command zone (905.4, 101.4e).',
  'magic-tech': 'The Magic Tech game begins (MT 2.2): the Paris mulligan, the first player deciding first (MT 12).',
  'free-for-all': 'The free-for-all game begins (CR 806); players may put conspiracies from their sideboards into the command zone (315.2), then mulligans (103.5).',
});

/**
 * Throws a RulesError unless a deck of `deck` with `sideboard` has a size a game of `kind` takes
 * (`where` names the deck in the message): in a Conspiracy game at least 40 cards less what the
 * sideboard's conspiracies take off (CR 100.2b, Advantageous Proclamation; the exact minimum is
 * checked as conspiracies are put into the command zone, 905.4); in Magic Tech at most 60 (MT 2.1);
 * in a free-for-all game any size.
 */
export function deckSizeProblem(kind: TableKind, deck: readonly string[], sideboard: readonly string[], where: string): void {
  if (kind === 'conspiracy' || kind === 'draft') {
    const min = minimumDeckSize(sideboard.filter(isConspiracy));
    if (deck.length < min) throw new RulesError('illegal', `${where}: a deck has at least ${min} cards, not ${deck.length}`, '100.2b');
  }
  if (kind === 'magic-tech') {
    const max = magicTechOptions({ format: MAGIC_TECH }).maxDeckSize;
    if (deck.length > max) throw new RulesError('illegal', `${where}: a Magic Tech deck has at most ${max} cards, not ${deck.length}`, 'MT 2.1');
  }
}
