/**
 * A play-by-post table session: a Conspiracy game (CR 905.3–905.6, 3 to 6 players), a Conspiracy
 * draft (905.1–905.2) followed by its game, a Magic Tech game (2 players, MT 2.2) or a free-for-all
 * game (CR 806, 2 to 6 players; see `./table-kinds.ts`): seats and the users on each, deck lists,
 * and the game or draft, all plain JSON. {@link handleTable} is a pure function `(session, user,
 * line) → { replies, session }`: a chat bot stores the session anywhere and posts each reply to the readers it names.
 * Every reply holding hidden information (a hand, a pack, a face-down conspiracy, the numbered
 * actions of a seat) is whispered to that seat's users only. A refused command returns the very
 * session it was given.
 *
 * @module
 */
import { deriveSeed, type Seed } from '../state/rng.js';
import type { Action, NameCardAction } from '../engine/actions.js';
import { RulesError } from '../engine/errors.js';
import { apply, cachedLegalActions as legalActions, createGame } from '../engine/game.js';
import { implementedName } from '../engine/card-catalog.js';
import { logLength, logOf } from '../engine/log.js';
import { applyDraft } from '../draft/apply.js';
import { createDraft } from '../draft/create.js';
import { checkDeck, isConspiracy, type BuiltDeck } from '../draft/deck.js';
import { legalPicks } from '../draft/kept-picks.js';
import { cardPool, draftRecord } from '../draft/record.js';
import type { DraftAction, ReadonlyDraftState } from '../draft/types.js';
import { draftView } from '../draft/view.js';
import { readDeckList } from '../decklist/index.js';
import { autoBuildDeck } from '../bots/auto-deck.js';
import type { GameState, ReadonlyGameState, PlayerId, PriorityStops } from '../state/types.js';
import { nameableCardsOf } from '../rules/702.106-hidden-agenda.js';
import { cardNameKey } from '../cards/names.js';
import { view } from '../state/view.js';
import { capEvents, describeAction, waitingFor } from './describe.js';
import { distinctions, interchangeableChoice } from './interchangeable.js';
import { interchangeablePick, pickDistinctions } from './interchangeable-picks.js';
import { normalUser, parseTableLine, TABLE_HELP, type OutputFormat, type TableCommand } from './table-commands.js';
import { describeDraftAction, draftEventLines, draftViewLines, gameEventLines, gameViewLines, splitLines } from './table-text.js';
import type { Readers } from './session.js';
import { quoted } from '../engine/quote.js';
import { deckSizeProblem, GAME_BEGINS, isTableKind, playerCountProblem, seatCountProblem, TABLE_GAME_FORMATS, TABLE_SEATS, unknownKind, type TableKind } from './table-kinds.js';

/** One seat of a session: the users who play it (a team), and the deck it brings to the game. */
export interface TableSeat {
  /** The users on the seat; the first names the player in the game. */
  users: string[];
  /**
   * The seat's deck and sideboard (conspiracies in the sideboard, CR 905.4), once given: by one of
   * its users with `!deck`, whose secret it is, so it goes when the seat's last user leaves.
   */
  deck: BuiltDeck | null;
  /**
   * The deck given to the seat at the session's creation (`decks`), which it takes back when its last
   * user leaves; `null` if none was (or, in a session that has started, none that matters: its seats
   * no longer empty).
   */
  advanceDeck: BuiltDeck | null;
}

/** A play-by-post table session: a Conspiracy game, a draft, a Magic Tech game or a free-for-all game. Plain JSON. */
export interface TableSession {
  /** Marks a saved session. */
  schema: 'paliano/pbp-session';
  /** The version of this shape: 2 (version 1 is the Async Mental Magic league, {@link Session}). */
  version: 2;
  /** What is played. */
  kind: TableKind;
  /** The seed of the draft and the game: a string, or four 32-bit words (see `Seed`). */
  seed: string | number[];
  /** How replies are posted: readable text, or JSON objects for bots. */
  output: OutputFormat;
  /** The seats: every seat offered before the start; the seats taken, in order, once it starts. */
  seats: TableSeat[];
  /** The draft's boosters (a draft session). */
  boosters: 'CN2' | 'CNS';
  /** The draft, once started (a draft session). */
  draft: ReadonlyDraftState | null;
  /** The game, once started. */
  game: ReadonlyGameState | null;
}

/** Options of {@link createTableSession}. */
export interface TableSessionOptions {
  /** What is played. */
  kind: TableKind;
  /** The seed of the draft and the game: a number or a string, or four 32-bit words (see `Seed`). */
  seed: Seed;
  /**
   * Seats offered (the most by default): 3 to 6 for a Conspiracy game, 2 to 8 for a draft, 2 for Magic
   * Tech, 2 to 6 for a free-for-all game (`TABLE_SEATS`); a draft goes on to its game with 3 to 6
   * drafters only (CR 905.3, 100.1b).
   */
  seats?: number;
  /**
   * Decks given to seats in advance, by seat (for a game without a draft); a seat may replace its own with
   * `!deck`. After a draft every deck must be built from its drafter's pool (CR 905.1d): `!start`
   * refuses one that is not.
   */
  decks?: readonly (BuiltDeck | null)[];
  /** The draft's boosters, CN2 by default. */
  boosters?: 'CN2' | 'CNS';
  /** How replies are posted, `text` by default. */
  output?: OutputFormat;
}

/** Structured data of a reply, for bots (the JSON output mode carries it). */
export interface ReplyData {
  /** What the reply is. */
  kind: 'ack' | 'refused' | 'actions' | 'view' | 'status' | 'help' | 'events';
  /** The seat's numbered legal actions (a page of them), for `!N`. */
  actions?: { n: number; text: string; action: Action | DraftAction }[];
  /** The number of legal actions in all, and the page shown. */
  total?: number;
  /** The page of actions shown, from 1. */
  page?: number;
  /** The pages of actions. */
  pages?: number;
  /** The seat's view of the game or the draft (without its log). */
  view?: unknown;
  /** The seat deciding now in the game, or null. */
  deciding?: PlayerId | null;
  /** Whether the game is over. */
  over?: boolean;
}

/** A reply to post: its text, who may read it, and its data. */
export interface TableReply {
  /** The text, one or more lines. */
  text: string;
  /** Who may read it. */
  readers: Readers;
  /** The same, structured. */
  data: ReplyData;
}

/** What {@link handleTable} returns. */
export interface TableHandleResult {
  /** False when the command was refused or could not be read (the session is then the one given). */
  ok: boolean;
  /** The replies to post, in order (empty for chat and comments). */
  replies: TableReply[];
  /** The session after the command (the same object if nothing changed). */
  session: TableSession;
}

/**
 * The priority stops every player of a game by post starts with (CR 117.3d; see
 * `GameSettings.stops`): with an empty stack, a player is asked in their own main phases and after
 * blockers are declared, and in the other players' turns after attackers are declared and in the
 * end step; elsewhere they pass without a post. With anything on the stack, and at every other kind
 * of decision, they are asked. A player changes theirs with `!act {"type":"setStops",…}`.
 */
export const POST_STOPS: PriorityStops = Object.freeze({ ownTurn: Object.freeze(['main1', 'declareBlockers', 'main2'] as const), othersTurns: Object.freeze(['declareAttackers', 'end'] as const) });

/** Numbered actions shown per page of `!actions`. */
export const ACTIONS_PER_PAGE = 40;

const EVERYONE: Readers = { everyone: true };

class Refusal extends Error {
  constructor(message: string, readonly readers: Readers) {
    super(message);
  }
}

/**
 * Throws a RulesError unless `d` is a deck a seat may bring to a game of `kind` (`where` names it in
 * the message): lists of names the engine implements, no conspiracy in the deck (CR 315.3), and the
 * size the kind takes (`deckSizeProblem`: in a Conspiracy game at least 40 cards less what the
 * sideboard's conspiracies take off, CR 100.2b; in Magic Tech at most 60, MT 2.1).
 */
function seatDeckProblem(kind: TableKind, d: unknown, where: string): void {
  const names = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
  const deck = (d as { deck?: unknown } | null)?.deck;
  const sideboard = (d as { sideboard?: unknown } | null)?.sideboard ?? [];
  if (typeof d !== 'object' || !names(deck) || !names(sideboard)) throw new RulesError('malformed', `${where} must be { deck: [card names], sideboard?: [card names] }`);
  const unknown = [...deck, ...sideboard].find((name) => implementedName(name) === undefined);
  if (unknown !== undefined) throw new RulesError('unknownCard', `${where}: the engine does not implement ${quoted(unknown)}`);
  const conspiracy = deck.find(isConspiracy);
  if (conspiracy !== undefined) throw new RulesError('illegal', `${where}: ${conspiracy} is a conspiracy card; conspiracies go in the sideboard, never in a deck`, '315.3');
  deckSizeProblem(kind, deck, sideboard, where);
}

/** A seat's own copy of a deck (a sideboard left out is empty). */
function copyOfDeck(d: { deck: readonly string[]; sideboard?: readonly string[] }): BuiltDeck {
  return { deck: [...d.deck], sideboard: [...(d.sideboard ?? [])] };
}

/**
 * Why a draft of `drafters` drafters cannot go on to its game in the same session, or null if it can:
 * a Conspiracy Draft game is a multiplayer game, one that begins with more than two players (CR 905.3,
 * 100.1b), and the engine's has at most six ({@link TABLE_SEATS}); more drafters split into tables
 * (`startTableGames`), each a session of its own.
 */
function draftWithoutGame(drafters: number): string | null {
  const [min, max] = TABLE_SEATS.conspiracy;
  if (drafters >= min && drafters <= max) return null;
  const split = drafters > max ? '; a host may split the drafters into tables (startTableGames) and start a session for each' : '';
  return `${drafters} drafters cannot go on to their game in this session: a Conspiracy Draft game is a multiplayer game of ${min} to ${max} players (CR 905.3, 100.1b)${split}.`;
}

/**
 * Creates a session with its seats empty. A draft session of 2 seats, or of 7 or 8 seats taken, plays
 * the draft only: its game needs 3 to 6 players (CR 905.3, 100.1b), as `!status` says from the start
 * and the draft's first post says when it begins.
 */
export function createTableSession(options: TableSessionOptions): TableSession {
  const kind = options.kind;
  if (!isTableKind(kind)) throw new RulesError('malformed', unknownKind(kind));
  const n = options.seats ?? TABLE_SEATS[kind][1];
  const seats = seatCountProblem(kind, n);
  if (seats !== null) throw new RulesError('malformed', seats.message, seats.rule);
  const decks = options.decks ?? [];
  if (!Array.isArray(decks)) throw new RulesError('malformed', 'decks must be a list, by seat, of { deck, sideboard } or null');
  if (decks.length > n) throw new RulesError('malformed', `${decks.length} decks for ${n} seats`);
  decks.forEach((d, i) => {
    if (d !== null && d !== undefined) seatDeckProblem(kind, d, `decks[${i}]`);
  });
  return {
    schema: 'paliano/pbp-session',
    version: 2,
    kind,
    seed: typeof options.seed === 'object' ? [...options.seed] : String(options.seed),
    output: options.output ?? 'text',
    seats: Array.from({ length: n }, (_, i): TableSeat => {
      const given = decks[i];
      if (!given) return { users: [], deck: null, advanceDeck: null };
      return { users: [], deck: copyOfDeck(given), advanceDeck: copyOfDeck(given) };
    }),
    boosters: options.boosters ?? 'CN2',
    draft: null,
    game: null,
  };
}

/** The seat of a user, or null. */
export function tableSeatOf(s: TableSession, user: string): number | null {
  const i = s.seats.findIndex((seat) => seat.users.includes(user));
  return i < 0 ? null : i;
}

function seatReaders(s: TableSession, seat: number): Readers {
  return { everyone: false, seat, users: [...(s.seats[seat]?.users ?? [])] };
}

function refuse(message: string, readers: Readers = EVERYONE): never {
  throw new Refusal(message, readers);
}

function needSeat(s: TableSession, user: string): number {
  const seat = tableSeatOf(s, user);
  if (seat === null) refuse(`${user} has no seat: !join takes one${s.draft || s.game ? ' (before the start)' : ''}`);
  return seat;
}

/** The player name of a seat in the game or draft: its first user. */
function seatName(seat: TableSeat, i: number): string {
  return seat.users[0] ?? `Seat ${i + 1}`;
}

function reply(text: string, readers: Readers, data: ReplyData): TableReply {
  return { text, readers, data };
}

/** A seat's legal actions now: in the game, when it decides; in the draft, whatever it may do (picks are simultaneous, 905.2a). */
function actionsOf(s: TableSession, seat: number): (Action | DraftAction)[] {
  if (s.game) return s.game.decision?.player === seat && !s.game.result ? [...legalActions(s.game)] : [];
  if (s.draft) return [...legalPicks(s.draft, seat)];
  return [];
}

function actionText(s: TableSession, a: Action | DraftAction): string {
  if (!s.game) return describeDraftAction(s.draft as ReadonlyDraftState, a as DraftAction);
  return describeAction(s.game, a as Action, []);
}

/**
 * How a seat names the cards of its face-down conspiracy, all in one command: one name for hidden
 * agenda (CR 702.106a), two for double agenda (702.106f). Whispered to that seat only.
 */
function namingHint(actions: readonly (Action | DraftAction)[]): string {
  const listed = actions.find((a): a is NameCardAction => a.type === 'nameCard');
  return listed && listed.names.length === 2
    ? 'secretly name two different cards for your conspiracy with !name Card Name / Other Card Name (CR 702.106f)'
    : 'secretly name any card for your conspiracy with !name Card Name (CR 702.106a)';
}

/** The whisper listing a page of a seat's numbered actions. */
function actionsReply(s: TableSession, seat: number, page: number): TableReply {
  const all = actionsOf(s, seat);
  const pages = Math.max(1, Math.ceil(all.length / ACTIONS_PER_PAGE));
  if (all.length === 0) return reply(`Seat ${seat + 1} has nothing to decide now.`, seatReaders(s, seat), { kind: 'actions', actions: [], total: 0, page: 1, pages: 1 });
  if (page > pages) refuse(`there ${pages === 1 ? 'is 1 page' : `are ${pages} pages`} of actions`, seatReaders(s, seat));
  const from = (page - 1) * ACTIONS_PER_PAGE;
  const shown = all.slice(from, from + ACTIONS_PER_PAGE).map((action, i) => ({ n: from + i + 1, text: actionText(s, action), action }));
  const naming = s.game?.decision?.kind === 'startOfGame' && s.game.decision.prompt === 'name';
  const head = `Seat ${seat + 1} (${seatName(s.seats[seat] as TableSeat, seat)}) may${pages > 1 ? ` (page ${page} of ${pages}, !actions N for the others)` : ''}:`;
  const lines = [head, ...shown.map((x) => `${x.n}. ${x.text}`)];
  if (naming) lines.push(`Or ${namingHint(all)}.`);
  return reply(lines.join('\n'), seatReaders(s, seat), { kind: 'actions', actions: shown, total: all.length, page, pages });
}

/** A seat's view, whispered. */
function viewReply(s: TableSession, seat: number): TableReply {
  if (s.game) {
    const v = view(s.game, seat);
    const { log, ...rest } = v;
    void log;
    return reply(gameViewLines(v).join('\n'), seatReaders(s, seat), { kind: 'view', view: rest });
  }
  if (s.draft) {
    const v = draftView(s.draft, seat);
    const { log, ...rest } = v;
    void log;
    const lines = draftViewLines(v);
    if (s.draft.phase === 'complete') lines.push(`Your pool: ${cardPool(s.draft, seat).join(', ')}`);
    return reply(lines.join('\n'), seatReaders(s, seat), { kind: 'view', view: rest });
  }
  const deck = s.seats[seat]?.deck;
  return reply(deck ? `Your deck: ${deck.deck.length} cards; sideboard: ${deck.sideboard.join(', ') || 'none'}` : 'You have no deck yet: !deck LIST', seatReaders(s, seat), { kind: 'view' });
}

/**
 * The public view of the game or the draft, for a user without a seat (the host, a spectator): built
 * from the engine's view for no player (`view` and `draftView` with `'spectator'`), so it shows only
 * what every player may see (CR 400.2: no hand, library or face-down card, no conspiracy's chosen
 * name, 702.106b; in the draft no pack or pick, 905.1c), with whom the game or the draft waits for.
 * Public, so posted to everyone. Before the start there is nothing to view: `!join` takes a seat.
 */
function publicViewReply(s: TableSession, user: string): TableReply {
  if (s.game) {
    const g = s.game;
    const v = view(g, 'spectator');
    const { log, ...rest } = v;
    void log;
    const lines = [...gameViewLines(v), waitingFor(g)];
    return reply(lines.join('\n'), EVERYONE, { kind: 'view', view: rest, deciding: g.result ? null : (g.decision?.player ?? null), over: g.result !== null });
  }
  if (s.draft) {
    const v = draftView(s.draft, 'spectator');
    const { log, ...rest } = v;
    void log;
    const lines = draftViewLines(v);
    if (s.draft.phase !== 'complete') lines.push(`Waiting for ${draftWaiting(s.draft).join(', ') || 'nobody'}.`);
    return reply(lines.join('\n'), EVERYONE, { kind: 'view', view: rest });
  }
  return refuse(`${user} has no seat: !join takes one`);
}

/** The seats the draft waits for: those with something to do (picks are simultaneous, CR 905.2a). */
function draftWaiting(d: ReadonlyDraftState): string[] {
  return d.drafters.map((x) => x.seat).filter((i) => legalPicks(d, i).length > 0).map((i) => `seat ${i + 1}`);
}

/** The public status: who sits where, and what the game or the draft waits for. */
function statusReply(s: TableSession): TableReply {
  const seats = s.seats.map((seat, i) => `seat ${i + 1}: ${seat.users.join(', ') || 'empty'}`).join('; ');
  if (s.game) {
    const g = s.game;
    const life = g.players.map((p) => `${p.name} ${p.inGame ? p.life : p.outcome === 'won' ? 'won' : p.outcome === 'draw' ? 'drew' : 'out'}`).join(', ');
    const monarch = g.monarch !== null ? ` The monarch: ${g.players[g.monarch]?.name}.` : '';
    return reply(`${seats}.\nLife: ${life}.${monarch}\n${waitingFor(g)}`, EVERYONE, { kind: 'status', deciding: g.result ? null : (g.decision?.player ?? null), over: g.result !== null });
  }
  if (s.draft) {
    const d = s.draft;
    const waiting = draftWaiting(d);
    const noGame = draftWithoutGame(s.seats.length);
    const text = d.phase !== 'complete'
      ? `Round ${d.round + 1} of ${d.settings.rounds}${d.phase === 'dealBroker' ? ' (Deal Broker)' : ''}. Waiting for ${waiting.join(', ') || 'nobody'}.`
      : noGame === null
        ? 'The draft is complete: each seat gives !deck LIST (from its pool and basic lands) or !deck auto, then !start plays the game.'
        : `The draft is complete: !view shows each seat its pool. ${noGame}`;
    return reply(`${seats}.\n${text}`, EVERYONE, { kind: 'status', over: false });
  }
  const offered = s.kind === 'draft' && s.seats.length < TABLE_SEATS.conspiracy[0] ? `\n${draftWithoutGame(s.seats.length) as string}` : '';
  return reply(`${seats}.\nNot started: !join, then !start.${offered}`, EVERYONE, { kind: 'status', over: false });
}

/** Reads a deck list given on one line: `;` separates entries. */
function readLine(list: string): BuiltDeck {
  return readDeckList(list.split(';').map((x) => x.trim()).join('\n'));
}

function join(s: TableSession, user: string, wanted: number | null): TableHandleResult {
  if (s.draft || s.game) refuse('the session has started: seats are taken before !start');
  if (tableSeatOf(s, user) !== null) refuse(`${user} sits at seat ${(tableSeatOf(s, user) as number) + 1} already: !leave first`);
  const seat = wanted === null ? s.seats.findIndex((x) => x.users.length === 0) : wanted - 1;
  if (seat < 0) refuse('every seat is taken: !join N joins seat N\'s team');
  if (seat >= s.seats.length) refuse(`there are ${s.seats.length} seats`);
  const seats = s.seats.map((x, i) => (i === seat ? { ...x, users: [...x.users, user] } : x));
  const team = (seats[seat] as TableSeat).users.length > 1 ? ` (its team: ${(seats[seat] as TableSeat).users.join(', ')})` : '';
  return done({ ...s, seats }, [reply(`${user} sits at seat ${seat + 1}${team}.`, EVERYONE, { kind: 'ack' })]);
}

function leave(s: TableSession, user: string): TableHandleResult {
  const seat = needSeat(s, user);
  if (s.draft || s.game) refuse('the session has started: !concede leaves a game');
  const users = (s.seats[seat] as TableSeat).users.filter((u) => u !== user);
  // a deck given with !deck is its team's secret (whispered to them only): it does not stay for
  // whoever sits at the empty seat next, who gets the deck given at creation, if any
  const stays = (x: TableSeat): BuiltDeck | null => (users.length > 0 ? x.deck : x.advanceDeck ? copyOfDeck(x.advanceDeck) : null);
  const seats = s.seats.map((x, i) => (i === seat ? { ...x, users, deck: stays(x) } : x));
  return done({ ...s, seats }, [reply(`${user} leaves seat ${seat + 1}.`, EVERYONE, { kind: 'ack' })]);
}

function deck(s: TableSession, user: string, list: string): TableHandleResult {
  const seat = needSeat(s, user);
  const whisper = seatReaders(s, seat);
  if (s.game) refuse('the game has started', whisper);
  if (s.kind === 'draft' && s.draft?.phase !== 'complete') refuse('decks are built once the draft is complete (CR 905.1d)', whisper);
  let built: BuiltDeck;
  try {
    if (s.draft && list.trim().toLowerCase() === 'auto') built = autoBuildDeck(cardPool(s.draft, seat));
    else built = readLine(list);
    if (s.draft) checkDeck(cardPool(s.draft, seat), built);
    seatDeckProblem(s.kind, built, 'your deck');
  } catch (e) {
    if (e instanceof RulesError) refuse(e.message.split('\n')[0] as string, whisper);
    throw e;
  }
  const seats = s.seats.map((x, i) => (i === seat ? { ...x, deck: built } : x));
  const conspiracies = built.sideboard.filter(isConspiracy);
  return done({ ...s, seats }, [
    // the deck itself is the seat's secret: everyone learns only that it has one
    reply(`Seat ${seat + 1} has a deck.`, EVERYONE, { kind: 'ack' }),
    // a Magic Tech game plays no conspiracies (its format has none of CR 315's rules)
    reply(`Your deck: ${built.deck.length} cards.${s.kind === 'magic-tech' ? '' : ` Conspiracies in your sideboard: ${conspiracies.join(', ') || 'none'}.`}`, whisper, { kind: 'ack' }),
  ]);
}

/** Whether `deck` is not built from seat `seat`'s pool of a complete draft and basic lands (CR 905.1d). */
function poolProblem(draft: ReadonlyDraftState, seat: number, deck: BuiltDeck): boolean {
  try {
    checkDeck(cardPool(draft, seat), deck);
    return false;
  } catch (e) {
    if (e instanceof RulesError) return true;
    throw e;
  }
}

function start(s: TableSession, user: string): TableHandleResult {
  needSeat(s, user);
  if (s.game) refuse('the game has started');
  if (s.kind === 'draft' && !s.draft) {
    const seats = s.seats.filter((x) => x.users.length > 0);
    if (seats.length < 2) refuse('a draft needs at least 2 drafters (CR 905.1a)');
    const draft = createDraft({ drafters: seats.map(seatName), seed: s.seed, boosters: s.boosters });
    const next: TableSession = { ...s, seats, draft };
    const begins = `The draft begins: ${seats.length} drafters, ${draft.settings.rounds} rounds of ${s.boosters} boosters (CR 905.1a). !view shows your pack, !pick N drafts.`;
    const noGame = draftWithoutGame(seats.length);
    return done(next, [reply(noGame === null ? begins : `${begins}\n${noGame}`, EVERYONE, { kind: 'events' }), ...prompts(s, next)]);
  }
  if (s.draft && s.draft.phase !== 'complete') refuse('the draft is not complete yet (CR 905.1d)');
  const seats = s.draft ? s.seats : s.seats.filter((x) => x.users.length > 0);
  const noGame = s.draft ? draftWithoutGame(seats.length) : null;
  if (noGame !== null) refuse(noGame);
  const players = playerCountProblem(s.kind, seats.length);
  if (players !== null) refuse(players);
  const missing = seats.map((x, i) => (x.deck ? -1 : i)).filter((i) => i >= 0);
  if (missing.length > 0) refuse(`no deck yet for ${missing.map((i) => `seat ${i + 1}`).join(', ')}: !deck LIST`);
  const draft = s.draft;
  // CR 905.1d: after a draft each deck is built from its drafter's pool (a deck given at creation may not be)
  if (draft) {
    const outside = seats.map((x, i) => (poolProblem(draft, i, x.deck as BuiltDeck) ? i : -1)).filter((i) => i >= 0);
    if (outside.length > 0) refuse(`the deck of ${outside.map((i) => `seat ${i + 1}`).join(', ')} is not built from its drafted pool and basic lands (CR 905.1d): !deck LIST or !deck auto`);
  }
  const game = createGame({
    format: TABLE_GAME_FORMATS[s.kind],
    seed: deriveSeed(s.seed, '/game'),
    settings: { stops: seats.map(() => POST_STOPS) },
    players: seats.map((x, i) => ({ name: seatName(x, i), deck: (x.deck as BuiltDeck).deck, sideboard: (x.deck as BuiltDeck).sideboard, ...(draft ? { draft: draftRecord(draft, i) } : {}) })),
  });
  const next: TableSession = { ...s, seats, game };
  return afterGame(s, next, 0, GAME_BEGINS[s.kind]);
}

/**
 * The replies after the game changed: the new events everyone may read, the ones only a seat may
 * read (whispered), and the deciding seat's numbered actions (whispered).
 */
function afterGame(before: TableSession, s: TableSession, from: number, headline: string): TableHandleResult {
  const g = s.game as ReadonlyGameState;
  const events = logOf(g).slice(from);
  const lines = splitLines(gameEventLines(g, events, 'spectator'), g.players.map((p) => gameEventLines(g, events, p.id)));
  const over = g.result !== null;
  const replies: TableReply[] = [reply([headline, ...cap(lines.everyone), waitingFor(g)].filter((l) => l !== '').join('\n'), EVERYONE, { kind: 'events', deciding: over ? null : (g.decision?.player ?? null), over })];
  lines.bySeat.forEach((mine, seat) => {
    if (mine.length > 0) replies.push(reply(cap(mine).join('\n'), seatReaders(s, seat), { kind: 'events' }));
  });
  replies.push(...prompts(before, s));
  return done(s, replies);
}

/** At most 40 lines of events in one post. */
function cap(lines: readonly string[]): string[] {
  return capEvents(lines, 40);
}

/**
 * Whispers the numbered actions to each seat with something to decide whose actions changed: the
 * deciding player of the game, or every drafter whose pack or choices changed.
 */
function prompts(before: TableSession, s: TableSession): TableReply[] {
  const out: TableReply[] = [];
  s.seats.forEach((_, seat) => {
    const now = actionsOf(s, seat);
    if (now.length === 0) return;
    if (before.game === s.game && before.draft === s.draft) return;
    if (s.draft && !s.game && before.draft && before.draft.phase === s.draft.phase && JSON.stringify(legalPicks(before.draft, seat)) === JSON.stringify(now)) return;
    const game = s.game;
    if (game?.decision?.kind === 'startOfGame' && game.decision.prompt === 'name') {
      // hundreds of names: the prompt says how to name them; !actions still lists them
      out.push(reply(`Seat ${seat + 1}: ${namingHint(now)}; !actions lists the ${now.length} names.`, seatReaders(s, seat), { kind: 'actions', actions: [], total: now.length, page: 0, pages: Math.ceil(now.length / ACTIONS_PER_PAGE) }));
      return;
    }
    const page = actionsReply(s, seat, 1);
    if (s.draft && !s.game) {
      // a drafter is shown the pack the numbers refer to
      const seen = viewReply(s, seat);
      out.push({ ...page, text: `${seen.text}\n${page.text}`, data: { ...page.data, view: seen.data.view } });
    } else out.push(page);
  });
  return out;
}

/** Applies a seat's action to the game or the draft. */
function act(s: TableSession, user: string, seat: number, action: Action | DraftAction): TableHandleResult {
  if (!s.game) {
    const d = s.draft as ReadonlyDraftState;
    const from = d.log.length;
    const taken = describeDraftAction(d, action as DraftAction);
    const draft = applyDraft(d, action as DraftAction);
    const next: TableSession = { ...s, draft };
    // a pack passed on as every pack is (905.1b) is left out; a pass a card causes (Leovold's
    // Operative's skip, Canal Dredger's last card) is public news
    const events = draft.log.slice(from).filter((e) => !(e.type === 'pass' && e.rule === '905.1b'));
    // a seat is whispered the events it reads otherwise than everyone, its own addressed to it
    const lines = splitLines(
      draftEventLines(draft, events, 'spectator'),
      s.seats.map((_, i) => draftEventLines(draft, events, i)),
      s.seats.map((_, i) => draftEventLines(draft, events, i, true)),
    );
    const replies: TableReply[] = [];
    if (lines.everyone.length > 0) replies.push(reply(cap(lines.everyone).join('\n'), EVERYONE, { kind: 'events' }));
    lines.bySeat.forEach((mine, i) => {
      if (mine.length > 0) replies.push(reply(cap(mine).join('\n'), seatReaders(s, i), { kind: 'events' }));
    });
    // an action nobody may hear of yet (a Deal Broker offer, revealed with the others) is acknowledged to its seat
    if (!replies.some((r) => r.readers.everyone || r.readers.seat === seat)) {
      replies.push(reply(`Taken: ${taken}. Waiting for ${draftWaiting(draft).join(', ') || 'nobody'}.`, seatReaders(s, seat), { kind: 'ack' }));
    }
    if (draft.phase === 'complete') replies.push(statusReply(next));
    replies.push(...prompts(s, next));
    return done(next, replies);
  }
  const game = s.game as ReadonlyGameState;
  if (action.type === 'setStops') {
    // a seat's own setting, taken at any time (CR 117.3d): no game action, so no public post, and the
    // deciding seat's decision is the same one
    return done({ ...s, game: apply(game, action as Action) }, [reply(stopsText(action.stops), seatReaders(s, seat), { kind: 'ack' })]);
  }
  const from = logLength(game);
  return afterGame(s, { ...s, game: apply(game, action as Action) }, from, `${user} (seat ${seat + 1}) acts.`);
}

/** Where a seat is now asked for priority with an empty stack, after it set its stops (CR 117.3d). */
function stopsText(stops: PriorityStops | null): string {
  if (stops === null) return 'Your stops are set (CR 117.3d): you are asked for priority wherever you could act.';
  const steps = (list: readonly string[]): string => list.join(', ') || 'no step';
  return `Your stops are set (CR 117.3d): with an empty stack you are asked in your own turns at ${steps(stops.ownTurn)}, in the other players' turns at ${steps(stops.othersTurns)}; with anything on the stack, and at every other decision, always.`;
}

/** The nameable card names of a game by their comparison key (`cardNameKey`), kept per list of names. */
const namesByKey = new WeakMap<readonly string[], ReadonlyMap<string, string>>();

/**
 * The `count` card names `text` gives for a face-down conspiracy (CR 702.106a, 702.106f), as the
 * engine spells them, or null: one name, or two different ones separated by " / " (a name that holds
 * " / " itself is found by trying each place the text could be cut). Case, spacing, curly quotes and
 * accents are ignored, as in a deck list.
 */
function readNames(game: ReadonlyGameState, text: string, count: number): string[] | null {
  const all = nameableCardsOf(game as GameState);
  let byKey = namesByKey.get(all);
  if (!byKey) namesByKey.set(all, (byKey = new Map(all.map((name) => [cardNameKey(name), name]))));
  const known = byKey;
  const exact = (part: string): string | undefined => known.get(cardNameKey(part));
  if (count === 1) {
    const name = exact(text);
    return name === undefined ? null : [name];
  }
  const parts = text.split(' / ');
  for (let cut = 1; cut < parts.length && count === 2; cut++) {
    const first = exact(parts.slice(0, cut).join(' / '));
    const second = exact(parts.slice(cut).join(' / '));
    if (first !== undefined && second !== undefined && first !== second) return [first, second];
  }
  return null;
}

/** The actions whose text is `text` (ignoring case), or else those whose text holds it. */
function matching(s: TableSession, list: readonly (Action | DraftAction)[], text: string): (Action | DraftAction)[] {
  const want = text.toLowerCase();
  const texts = list.map((a) => actionText(s, a).toLowerCase());
  const exact = list.filter((_, i) => texts[i] === want);
  return exact.length > 0 ? exact : list.filter((_, i) => (texts[i] as string).includes(want));
}

/** The most actions a refusal of `!act TEXT` lists, so that it stays one line. */
const LISTED_WAYS = 10;

/**
 * The one action `!act TEXT` takes among those that read `text`: the only one, or the first of
 * several that use interchangeable cards of a hidden zone (four Forests in hand, `interchangeableChoice`)
 * or, in a draft, of the pack in hand or of the pool for a Deal Broker exchange (two Ogre Sentries,
 * `interchangeablePick`).
 * Otherwise refused, listing each by its number with what tells it apart.
 */
function oneOf(s: TableSession, seat: number, text: string, all: readonly (Action | DraftAction)[], found: readonly (Action | DraftAction)[]): Action | DraftAction {
  if (found.length === 1) return found[0] as Action | DraftAction;
  const chosen = s.game ? interchangeableChoice(s.game, found as Action[]) : s.draft ? interchangeablePick(s.draft, seat, found as DraftAction[]) : null;
  if (chosen !== null) return chosen;
  const texts = found.map((a) => actionText(s, a));
  const marks = s.game ? distinctions(s.game, found as Action[], texts) : s.draft ? pickDistinctions(s.draft, seat, found as DraftAction[], texts) : found.map(() => '');
  const ways = found.slice(0, LISTED_WAYS).map((a, i) => `!${all.indexOf(a) + 1} ${texts[i]}${marks[i] ? ` (${marks[i]})` : ''}`);
  const more = found.length > LISTED_WAYS ? `, … and ${found.length - LISTED_WAYS} more` : '';
  return refuse(`${found.length} actions read ${JSON.stringify(text)}, and they differ: ${ways.join('; ')}${more}; take one by its number`, seatReaders(s, seat));
}

function needStarted(s: TableSession): void {
  if (!s.game && !s.draft) refuse('nothing has started yet: !join, then !start');
}

function run(s: TableSession, user: string, c: TableCommand): TableHandleResult {
  switch (c.kind) {
    case 'chat':
    case 'comment':
      return { ok: true, replies: [], session: s };
    case 'help':
      return done(s, [reply(`${TABLE_HELP}\nThis session: ${s.kind}.`, EVERYONE, { kind: 'help' })]);
    case 'output':
      needSeat(s, user);
      return done({ ...s, output: c.format }, [reply(`Replies are posted as ${c.format === 'json' ? 'JSON objects' : 'text'}.`, EVERYONE, { kind: 'ack' })]);
    case 'status':
      return done(s, [statusReply(s)]);
    case 'join':
      return join(s, user, c.seat);
    case 'leave':
      return leave(s, user);
    case 'deck':
      return deck(s, user, c.list);
    case 'start':
      return start(s, user);
    case 'view': {
      const seat = tableSeatOf(s, user);
      return done(s, [seat === null ? publicViewReply(s, user) : viewReply(s, seat)]);
    }
    case 'actions': {
      const seat = needSeat(s, user);
      needStarted(s);
      return done(s, [actionsReply(s, seat, c.page)]);
    }
    case 'act': {
      const seat = needSeat(s, user);
      needStarted(s);
      const action = actionsOf(s, seat)[c.index - 1];
      if (!action) refuse(`there is no action ${c.index}: !actions lists yours`, seatReaders(s, seat));
      return act(s, user, seat, action);
    }
    case 'actNamed': {
      const seat = needSeat(s, user);
      needStarted(s);
      const all = actionsOf(s, seat);
      const found = matching(s, all, c.text);
      if (found.length === 0) refuse(`no action of yours reads ${JSON.stringify(c.text)}: !actions lists them`, seatReaders(s, seat));
      return act(s, user, seat, oneOf(s, seat, c.text, all, found));
    }
    case 'actJson': {
      const seat = needSeat(s, user);
      needStarted(s);
      const a = c.action as { player?: unknown; seat?: unknown } | null;
      // the engine checks the action's shape and legality; the session checks it is the speaker's seat's
      const who = typeof a === 'object' && a !== null ? (s.game ? a.player : a.seat) : undefined;
      if (who !== seat) refuse(`an action of yours names your seat: "${s.game ? 'player' : 'seat'}": ${seat}`, seatReaders(s, seat));
      return act(s, user, seat, c.action as Action | DraftAction);
    }
    case 'name': {
      const seat = needSeat(s, user);
      if (!s.game) refuse('there is no card to name: the game has not started', seatReaders(s, seat));
      const listed = actionsOf(s, seat).find((a): a is NameCardAction => 'type' in a && a.type === 'nameCard');
      if (!listed) refuse('you have no card to name now (CR 702.106a: names are chosen as a face-down conspiracy is put into the command zone)', seatReaders(s, seat));
      const names = readNames(s.game, c.name, listed.names.length);
      if (!names) {
        refuse(listed.names.length === 1
          ? `you cannot name ${JSON.stringify(c.name)} (CR 702.106a: a card's name)`
          : `name ${listed.names.length} different cards at once, as in !name Card Name / Other Card Name: ${JSON.stringify(c.name)} is not that (CR 702.106f)`, seatReaders(s, seat));
      }
      return act(s, user, seat, { type: 'nameCard', player: seat, names });
    }
    case 'pick': {
      const seat = needSeat(s, user);
      if (!s.draft || s.game) refuse('!pick drafts a card: there is no draft running', seatReaders(s, seat));
      const pack = draftView(s.draft, seat).pack;
      const card = pack?.[c.card - 1];
      if (!card) refuse(pack ? `your pack has ${pack.length} cards` : 'you have no pack to draft from now', seatReaders(s, seat));
      const all = actionsOf(s, seat);
      const picks = all.map((a, i) => ({ a, i })).filter(({ a }) => 'seat' in a && a.type === 'pick' && a.card === card.id);
      if (picks.length === 0) refuse(`you cannot draft ${card.name} now: !actions lists what you may do`, seatReaders(s, seat));
      if (picks.length > 1) return done(s, [waysReply(s, seat, `${card.name} can be drafted ${picks.length} ways`, picks, all.length)]);
      return act(s, user, seat, (picks[0] as { a: Action | DraftAction }).a);
    }
    case 'pass': {
      const seat = needSeat(s, user);
      needStarted(s);
      const all = actionsOf(s, seat);
      const passes = all.map((a, i) => ({ a, i })).filter(({ a }) => a.type === 'pass' || a.type === 'passPack');
      if (passes.length === 0) refuse('you cannot pass now: !actions lists what you may do', seatReaders(s, seat));
      // the last card of a pack goes to the Canal Dredger drafter the seat chooses (its ruling): one way each
      if (passes.length > 1) return done(s, [waysReply(s, seat, `the pack can be passed ${passes.length} ways`, passes, all.length)]);
      return act(s, user, seat, (passes[0] as { a: Action | DraftAction }).a);
    }
    case 'concede': {
      const seat = needSeat(s, user);
      const g = s.game;
      if (!g && s.draft) refuse('there is no game to concede: a draft is not conceded (CR 104.3a is a game rule)');
      if (!g) refuse('the game has not started: there is nothing to concede yet (!leave stands up before the start)');
      if (g.result || !g.players[seat]?.inGame) refuse('you are not in a game in progress');
      return act(s, user, seat, { type: 'concede', player: seat });
    }
  }
}

/**
 * A whisper to the seat listing the ways to do one thing, each numbered as `!actions` numbers it
 * among all `total` of the seat's actions, to take with `!N`.
 */
function waysReply(s: TableSession, seat: PlayerId, heading: string, ways: readonly { a: Action | DraftAction; i: number }[], total: number): TableReply {
  const text = [`${heading}; take one with !N:`, ...ways.map(({ a, i }) => `${i + 1}. ${actionText(s, a)}`)].join('\n');
  return reply(text, seatReaders(s, seat), { kind: 'actions', actions: ways.map(({ a, i }) => ({ n: i + 1, text: actionText(s, a), action: a })), total });
}

function done(session: TableSession, replies: TableReply[]): TableHandleResult {
  return { ok: true, replies, session };
}

/**
 * Handles one line from a user in a table session (a Conspiracy game, a draft, a Magic Tech or a free-for-all game). The user is any chat id,
 * spaces and `#` included (`Jane Doe#1234`); runs of white space in it count as one space. Returns
 * the replies and the new session; a refused or malformed command gets one reply (whispered to the
 * seat when it could tell of its hidden cards) and the same session.
 */
export function handleTable(session: TableSession, user: string, line: string): TableHandleResult {
  const who = normalUser(user);
  if (who === null) return { ok: false, replies: [reply('a user name is 1 to 200 characters, not only spaces', EVERYONE, { kind: 'refused' })], session };
  const c = parseTableLine(line);
  if (c.kind === 'error') return { ok: false, replies: [reply(c.message, EVERYONE, { kind: 'refused' })], session };
  try {
    return run(session, who, c);
  } catch (e) {
    if (e instanceof Refusal || e instanceof RulesError) {
      // a RulesError from the engine may name a hidden card: only the speaker's seat reads it
      const seat = tableSeatOf(session, who);
      const readers = e instanceof Refusal ? e.readers : seat === null ? EVERYONE : seatReaders(session, seat);
      return { ok: false, replies: [reply(e.message.split('\n')[0] as string, readers, { kind: 'refused' })], session };
    }
    throw e;
  }
}
