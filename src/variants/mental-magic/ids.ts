/**
 * Async Mental Magic rule 1: card IDs. An ID like `a105` is the game ID (`a` … `z`, then `aa` …
 * `zz`, then `aaa` …, one step per game of a league), the owner's seat digit (1 for the first seat)
 * and a two-digit index of the card among that seat's cards of the game. IDs are public, even for
 * cards in hand. Libraries are inexhaustible (AMM 2), so a game in which a seat needs a hundredth
 * card goes on with three-digit indexes (`a1100`), then four (`a11000`), and so on.
 *
 * @module
 */

/**
 * A token's handle: `T` and its object number, as `T57`. AMM 1 gives IDs to cards only, but a token
 * (CR 111.1) that attacks or blocks needs a public name as much as a card does, for a direction to
 * name it (AMM 8f). A token lives on the battlefield only (CR 111.7, 111.8) and so never becomes a
 * new object (CR 400.7): its number names it for its whole life. The upper-case `T` keeps handles
 * apart from card IDs, which are lower-case letters and digits.
 */
const TOKEN_HANDLE = /^T(\d{1,12})$/;

/** The handle of the token that is object `object` (see `TOKEN_HANDLE`). */
export function formatTokenHandle(object: number): string {
  return `T${object}`;
}

/** The object number a token handle names, or null if the text is no token handle. */
export function parseTokenHandle(text: string): number | null {
  const m = TOKEN_HANDLE.exec(text);
  return m ? Number(m[1]) : null;
}

/** Seats a game can have: the seat has one digit, 1 to 9. */
export const MAX_SEATS = 9;

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The game ID of the `n`th game of a league, from 0 (AMM 1): `a` … `z`, then `aa`, `ab` … `zz`, then
 * `aaa` … (bijective base 26, as spreadsheet columns count).
 */
export function gameLetters(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`no game number ${n}`);
  let out = '';
  for (let k = n + 1; k > 0; k = Math.floor((k - 1) / 26)) out = (LETTERS[(k - 1) % 26] as string) + out;
  return out;
}

/** The game number of a game ID, or null if the text is not one. */
export function gameNumber(letters: string): number | null {
  if (!/^[a-z]+$/.test(letters)) return null;
  let k = 0;
  for (const ch of letters) k = k * 26 + LETTERS.indexOf(ch) + 1;
  return k - 1;
}

/** A card ID's parts. */
export interface CardIdParts {
  /** The game ID. */
  game: string;
  /** The owner's seat index, from 0 (the ID shows it plus one). */
  seat: number;
  /** The card's index among its owner's cards of the game, from 0 (two digits at least). */
  index: number;
}

/** The card ID of a seat's `index`th card in a game (AMM 1). */
export function formatCardId(game: string, seat: number, index: number): string {
  if (seat < 0 || seat >= MAX_SEATS || !Number.isSafeInteger(index) || index < 0) throw new RangeError(`no card ${seat}/${index}`);
  return `${game}${seat + 1}${String(index).padStart(2, '0')}`;
}

/**
 * Reads a card ID as a player writes it (AMM 1): `a105`, `105` (this game), or a number under 100 such
 * as `5` or `05`, short for the caller's own seat. Null if the text is no card ID of this game.
 */
export function parseCardId(text: string, game: string, callerSeat: number | null): CardIdParts | null {
  const m = /^([a-z]*)(\d+)$/.exec(text);
  if (!m) return null;
  const letters = m[1] as string;
  if (letters !== '' && letters !== game) return null;
  const digits = m[2] as string;
  const value = Number(digits);
  if (digits.length <= 2) {
    if (callerSeat === null || letters !== '') return null;
    return { game, seat: callerSeat, index: value };
  }
  // an index of three digits or more is written without leading zeros: one ID per card
  const written = digits.slice(1);
  if (digits.length > 16 || (written.length > 2 && written.startsWith('0'))) return null;
  const seat = Number(digits[0]) - 1;
  if (seat < 0) return null;
  return { game, seat, index: Number(written) };
}
