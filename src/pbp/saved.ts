/**
 * Saved sessions: a session as JSON text and back, checked on the way in so that a damaged file is
 * refused rather than played on.
 *
 * @module
 */
import { RulesError } from '../engine/errors.js';
import { loadParsedGame } from '../state/serialize.js';
import { MAX_COUNT } from '../state/validate.js';
import { isSeed } from '../state/rng.js';
import { gameLetters } from '../variants/mental-magic/ids.js';
import { mmData, mmDataProblem } from '../variants/mental-magic/data.js';
import { costTableProblem } from '../variants/mental-magic/deck.js';
import type { Session } from './session.js';
import type { TableSeat, TableSession } from './table-session.js';
import type { BuiltDeck } from '../draft/deck.js';
import { loadParsedDraft } from '../draft/serialize.js';
import { isTableKind, seatCountProblem, TABLE_GAME_FORMATS, unknownKind } from './table-kinds.js';

/** A session as JSON text. */
export function saveSession(session: Session | TableSession): string {
  return JSON.stringify(session);
}

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
/** A session's seed as saved: a string, or four 32-bit words (see `Seed`). */
const isSessionSeed = (v: unknown): v is string | number[] => typeof v === 'string' || (Array.isArray(v) && isSeed(v));

/** Reads a saved session; throws a RulesError if the text is not one. */
export function loadSession(text: string): Session {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new RulesError('malformed', 'the session file is not JSON');
  }
  const s = v as Partial<Session> | null;
  if (typeof s !== 'object' || s === null || s.schema !== 'paliano/pbp-session' || s.version !== 1) throw new RulesError('malformed', 'not a paliano play-by-post session');
  if (!isSessionSeed(s.seed) || !isStringList(s.names) || s.names.length !== 2 || !isStringList(s.usedNames) || !isStringList(s.flipped)) throw new RulesError('malformed', 'a damaged session');
  if (!Array.isArray(s.teams) || s.teams.length !== 2 || !s.teams.every(isStringList) || !(s.dibs === null || typeof s.dibs === 'string')) throw new RulesError('malformed', 'a damaged session: teams');
  if (!Number.isInteger(s.gamesEnded) || (s.gamesEnded as number) < 0 || (s.gamesEnded as number) > MAX_COUNT) throw new RulesError('malformed', 'a damaged session: gamesEnded is not a number of games');
  if (!Array.isArray(s.dice) || s.dice.length !== 4 || !s.dice.every((w) => Number.isInteger(w) && w >= -(2 ** 31) && w <= 2 ** 32 - 1)) throw new RulesError('malformed', 'a damaged session: the dice');
  if (s.costTable !== null && costTableProblem(s.costTable) !== null) throw new RulesError('malformed', 'a damaged session: the cost table');
  // a session saved before pulls were kept has pulled nothing
  if (s.pulled === undefined) s.pulled = [];
  if (!isStringList(s.pulled)) throw new RulesError('malformed', 'a damaged session: pulled cards');
  // the engine's own state, keeping the list its check made: the first command lists nothing again
  s.game = loadParsedGame(s.game);
  if (s.game.format !== 'mental-magic') throw new RulesError('malformed', 'the session\'s game is not Mental Magic');
  const damaged = mmDataProblem(s.game);
  if (damaged) throw new RulesError('malformed', `a damaged session: ${damaged}`);
  const data = mmData(s.game);
  const bad = costTableProblem(data.costTable);
  if (bad) throw new RulesError('malformed', `a damaged session: ${bad}`);
  // AMM 1, 6: the current game is the one after the games ended, and its names continue the league's
  if (data.game !== gameLetters(s.gamesEnded as number)) throw new RulesError('malformed', `a damaged session: game ${data.game} is not the game after ${String(s.gamesEnded)} ended`);
  if (s.usedNames.some((name, i) => data.usedNames[i] !== name)) throw new RulesError('malformed', "a damaged session: the game's names do not continue the league's");
  return s as Session;
}

/**
 * Gives `advanceDeck` to the seats of a session saved before every seat had it: before it existed, or
 * while only a seat given a deck at creation had it (a missing field then meant none). A seat's deck
 * is the one given at creation only in a draft not yet started with no seat having the field (before
 * the draft, only the creation gives a seat a deck). Everywhere else the seat takes back nothing
 * (`null`): another seat has the field (so the file says which seats were given one), the session
 * has started (its seats no longer empty), the seat has no deck, or a Conspiracy game not yet started,
 * whose decks may have come from `!deck` — read as the version that wrote the file read it, so that a
 * team's secret deck never stays for the next to sit there. A Conspiracy session saved before
 * `advanceDeck` existed whose decks were given at creation loses them when a seat empties, as it did.
 */
function recoverAdvanceDecks(s: TableSession): void {
  const missing = s.seats.map((_, i) => i).filter((i) => (s.seats[i] as Partial<TableSeat>).advanceDeck === undefined);
  if (missing.length === 0) return;
  const creationDecks = missing.length === s.seats.length && s.kind === 'draft' && s.draft === null && s.game === null;
  for (const i of missing) {
    const deck = s.seats[i]!.deck;
    s.seats[i]!.advanceDeck = creationDecks && deck !== null ? { deck: [...deck.deck], sideboard: [...deck.sideboard] } : null;
  }
}

/**
 * Reads a saved table session (version 2): a Conspiracy game, a draft, a Magic Tech or a free-for-all
 * game. Throws a RulesError if the text is not one, or its seats are not what its kind offers
 * (`TABLE_SEATS`), or its game or draft is damaged or of another format than its kind plays.
 */
export function loadTableSession(text: string): TableSession {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new RulesError('malformed', 'the session file is not JSON');
  }
  const s = v as Partial<TableSession> | null;
  if (typeof s !== 'object' || s === null || s.schema !== 'paliano/pbp-session' || s.version !== 2) throw new RulesError('malformed', 'not a paliano play-by-post session of version 2');
  if (!isTableKind(s.kind)) throw new RulesError('malformed', `a damaged session: ${unknownKind(s.kind)}`);
  if (!isSessionSeed(s.seed) || (s.output !== 'text' && s.output !== 'json') || (s.boosters !== 'CN2' && s.boosters !== 'CNS')) throw new RulesError('malformed', 'a damaged session');
  const deckOk = (d: unknown): boolean => d === null || (typeof d === 'object' && isStringList((d as BuiltDeck).deck) && isStringList((d as BuiltDeck).sideboard));
  if (!Array.isArray(s.seats) || s.seats.length < 2 || s.seats.length > 8 || !s.seats.every((x) => typeof x === 'object' && x !== null && isStringList(x.users) && deckOk(x.deck) && (x.advanceDeck === undefined || deckOk(x.advanceDeck)))) throw new RulesError('malformed', 'a damaged session: seats');
  const kind = s.kind;
  const seats = seatCountProblem(kind, s.seats.length);
  if (seats !== null) throw new RulesError('malformed', `a damaged session: ${seats.message}`);
  if (kind !== 'draft' && s.draft !== null && s.draft !== undefined) throw new RulesError('malformed', `a damaged session: a ${kind} session has no draft`);
  const users = s.seats.flatMap((x) => x.users);
  if (new Set(users).size !== users.length) throw new RulesError('malformed', 'a damaged session: a user sits at two seats');
  if (s.draft === undefined || s.game === undefined) throw new RulesError('malformed', 'a damaged session: no draft or game field');
  recoverAdvanceDecks(s as TableSession);
  if (s.draft !== null) {
    // the draft keeps the listing its check made, as a loaded game does (issue 16: listed once)
    s.draft = loadParsedDraft(s.draft);
    if (s.draft.drafters.length !== s.seats.length) throw new RulesError('malformed', 'a damaged session: one drafter a seat');
  }
  if (s.game !== null) {
    s.game = loadParsedGame(s.game);
    const format = TABLE_GAME_FORMATS[kind];
    if (s.game.format !== format || s.game.players.length !== s.seats.length) throw new RulesError('malformed', `a damaged session: the game is not a ${format} game of the seats`);
  }
  return s as TableSession;
}

/** Reads a saved session of any kind: an Async Mental Magic league (version 1), or a table session (version 2). */
export function loadAnySession(text: string): Session | TableSession {
  let version: unknown;
  try {
    version = (JSON.parse(text) as { version?: unknown } | null)?.version;
  } catch {
    throw new RulesError('malformed', 'the session file is not JSON');
  }
  return version === 2 ? loadTableSession(text) : loadSession(text);
}
