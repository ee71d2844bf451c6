/**
 * A play-by-post session of Async Mental Magic: a league of games (AMM 1, 6), its teams (9a), who has
 * dibs on control of the turn, and the current game, all plain JSON. {@link handle} is a pure
 * function `(session, user, line) → { reply, session }`: a chat bot stores the session anywhere and
 * posts the reply to the readers it names. A command that fails gets a one-line reply and returns
 * the very session it was given.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { RulesError } from '../engine/errors.js';
import { apply, cachedLegalActions as legalActions } from '../engine/game.js';
import { logOf, logLength } from '../engine/log.js';
import { isNameless, NAME_PROMPT } from '../engine/naming.js';
import { implementedName } from '../engine/card-catalog.js';
import { castableFromExile } from '../engine/rule-effects.js';
import { deriveSeed, randomInt, seedRng, type Seed } from '../state/rng.js';
import type { GameState, ReadonlyGameState, ObjectId, PlayerId, RngState } from '../state/types.js';
import { createMentalMagicGame, direct, peek, settle, turnOver } from '../variants/mental-magic/control.js';
import { specifiableAbilities, specify, type AbilityName } from '../variants/mental-magic/specs.js';
import { cardIdOf, currentObject, isHandleOfGame, mmData } from '../variants/mental-magic/data.js';
import { afterPeekProblem } from '../variants/mental-magic/peek-hold.js';
import { costTableProblem, type CostSlot } from '../variants/mental-magic/deck.js';
import { unnamedCost } from '../variants/mental-magic/rule-module.js';
import { gameLetters, parseCardId, formatCardId, parseTokenHandle } from '../variants/mental-magic/ids.js';
import { costProblem, nameProblem, UTOPIA } from '../variants/mental-magic/names.js';
import { cardLabel, describeAction, publicCardIds, publicEventLines, waitingFor } from './describe.js';
import { HELP, parseLine, type Command } from './parser.js';
import { normalUser } from './table-commands.js';

/** The state of a play-by-post league. Plain JSON. */
export interface Session {
  /** Marks a saved session. */
  schema: 'paliano/pbp-session';
  /** The version of this shape. */
  version: 1;
  /**
   * The league's seed: each game's seed is derived from it and the game ID. A string, or four 32-bit
   * words for a league whose players must not be able to find it by trying seeds (see `Seed`).
   */
  seed: string | number[];
  /** The seat names. */
  names: [string, string];
  /** The cost table of new cards (AMM 3), null for the default deck. */
  costTable: CostSlot[] | null;
  /** Games ended so far in the league; the current game's ID follows from it (AMM 1). */
  gamesEnded: number;
  /** Every name chosen in the league's ended games (AMM 6). */
  usedNames: string[];
  /** The users on each seat's team (AMM 9a). */
  teams: [string[], string[]];
  /** The user with dibs on controlling the turn, if any. */
  dibs: string | null;
  /** The card IDs flipped (revealed publicly) in the current game. */
  flipped: string[];
  /** The card IDs pulled (made visible to their seat's team, AMM 1) in the current game. */
  pulled: string[];
  /** The PRNG of `!r`, apart from the game's. */
  dice: RngState;
  /** The current game. */
  game: ReadonlyGameState;
}

/** Who may read a reply: everyone, or the users of one seat's team (hidden information). */
export type Readers = { everyone: true } | { everyone: false; seat: PlayerId; users: string[] };

/** A reply to post. Empty text means nothing to post (chat and comments). */
export interface Reply {
  /** The text, one or more lines. */
  text: string;
  /** Who may read it. */
  readers: Readers;
}

/** What {@link handle} returns. */
export interface HandleResult {
  /** False when the command was refused or could not be read (the session is then the one given). */
  ok: boolean;
  /** The reply to post. */
  reply: Reply;
  /** The session after the command (the same object if nothing changed). */
  session: Session;
}

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** The league's seed: a number or a string, or four 32-bit words (see `Seed`). */
  seed: Seed;
  /** The two seats' names. */
  names?: [string, string];
  /** Another cost table than the default deck (AMM 3). */
  costTable?: CostSlot[];
  /** Names chosen before, if the league continues an older history (AMM 6). */
  usedNames?: string[];
}

/** Starts a league and its first game `a`. */
export function createSession(options: SessionOptions): Session {
  if (options.costTable) {
    const bad = costTableProblem(options.costTable);
    if (bad) throw new RulesError('malformed', bad);
  }
  const base = {
    schema: 'paliano/pbp-session' as const, version: 1 as const, seed: typeof options.seed === 'object' ? [...options.seed] : String(options.seed),
    names: options.names ?? (['Seat 1', 'Seat 2'] as [string, string]), costTable: options.costTable ?? null,
    gamesEnded: 0, usedNames: [...new Set(options.usedNames ?? [])], teams: [[], []] as [string[], string[]], dibs: null, flipped: [], pulled: [],
    dice: seedRng(deriveSeed(options.seed, ':dice')),
  };
  return { ...base, game: newGame(base, 0) };
}

function newGame(s: Pick<Session, 'seed' | 'names' | 'costTable' | 'usedNames'>, number: number): ReadonlyGameState {
  const game = gameLetters(number);
  return createMentalMagicGame({
    seed: deriveSeed(s.seed, `:${game}`), game, names: s.names, usedNames: s.usedNames,
    ...(s.costTable ? { costTable: s.costTable } : {}),
  });
}

/** The users allowed to read a team's replies. */
function teamReaders(s: Session, seat: PlayerId): Readers {
  return { everyone: false, seat, users: [...s.teams[seat as 0 | 1]] };
}

const EVERYONE: Readers = { everyone: true };

/** A one-line refusal: the session is unchanged. `readers` is set for one that holds a hidden fact. */
class Refusal extends Error {
  constructor(message: string, readonly readers: Readers = EVERYONE) {
    super(message);
  }
}

function refuse(message: string): never {
  throw new Refusal(message);
}

/** Refuses with a reply only a seat's team may read: it tells of a card hidden from the other seat (AMM 1). */
function refuseTo(s: Session, seat: PlayerId, message: string): never {
  throw new Refusal(message, teamReaders(s, seat));
}

/** The seat whose team a user is on, or null. */
export function seatOf(s: Session, user: string): PlayerId | null {
  const i = s.teams.findIndex((t) => t.includes(user));
  return i < 0 ? null : i;
}

function needSeat(s: Session, user: string): PlayerId {
  const seat = seatOf(s, user);
  if (seat === null) refuse('you are on no team: call !dibs during your team\'s turn (AMM 9a)');
  return seat;
}

/** The seat of a user who has dibs and whose seat must decide now. */
function needDibs(s: Session, user: string): PlayerId {
  if (s.dibs !== user) refuse(s.dibs === null ? 'you do not have dibs: call !dibs first' : `${s.dibs} has dibs on this turn, not you`);
  return needSeat(s, user);
}

/** Refuses unless the seat must decide now and may: the game goes on, the decision is the seat's, and no peek holds it (AMM 9). */
function needDeciding(s: Session, seat: PlayerId): void {
  if (s.game.result) refuse('the game is over: !gameover starts the next one');
  if (s.game.decision?.player !== seat) refuse(`it is not seat ${seat + 1}'s decision now`);
  const peeked = afterPeekProblem(s.game, seat);
  if (peeked) refuse(peeked);
}

/** Resolves a card ID as written (AMM 1) to its ID and the object it is now. */
function resolveId(s: Session, text: string, seat: PlayerId | null): { cardId: string; object: ObjectId | null } {
  const data = mmData(s.game);
  const parts = parseCardId(text, data.game, seat);
  if (!parts || parts.seat > 1) refuse(`${text} is not a card ID of game ${data.game}`);
  const cardId = formatCardId(parts.game, parts.seat, parts.index);
  if (data.ids[cardId] === undefined) refuse(`there is no card ${cardId}`);
  return { cardId, object: currentObject(s.game, cardId) };
}

/** Resolves a card ID as written (see `resolveId`) or a token's handle (AMM 8f) to the card ID or handle. */
function resolveHandle(s: Session, text: string, seat: PlayerId): string {
  if (parseTokenHandle(text) === null) return resolveId(s, text, seat).cardId;
  if (!isHandleOfGame(s.game, text)) refuse(`there is no token ${text}`);
  return text;
}

/** Whether the owner of a card ID peeked at it on top of their library (AMM 9), so that they know it. */
function peeked(game: ReadonlyGameState, cardId: string | null): boolean {
  return cardId !== null && logOf(game).some((e) => e.type === 'peek' && e.detail === cardId);
}

/** The seat's numbered legal actions. */
function numbered(s: Session, seat: PlayerId): string[] {
  if (s.game.decision?.player !== seat) return [];
  return legalActions(s.game).map((a, i) => `${i + 1}. ${describeAction(s.game, a, s.flipped)}`);
}

/** Whether dibs still fits: the dibs holder must be on the team of the seat holding control. */
function fixDibs(s: Session): Session {
  if (s.dibs === null) return s;
  const control = mmData(s.game).control;
  return seatOf(s, s.dibs) === control && !s.game.result ? s : { ...s, dibs: null };
}

/** Takes a game action for a seat, settles the game (AMM 7, 8) and reports what happened publicly. */
function act(s: Session, user: string, action: Action): HandleResult {
  const before = logLength(s.game);
  const game = settle(apply(s.game, action));
  // posted to everyone: cards as everyone sees them, not as the acting seat does (AMM 1); a card the
  // action put where everyone sees it (cast, discarded, cycled) shows its cost, one that ceased to
  // exist there since (a discarded card, AMM 2e) too
  const ceased = logOf(game).slice(before).flatMap((e) => (e.type === 'ceaseToExist' && e.object !== undefined ? [cardIdOf(game, e.object)] : []));
  const seen = [...s.flipped, ...publicCardIds(game), ...ceased.filter((id): id is string => id !== null)];
  const text = describeAction(s.game, action, seen, null);
  return afterGame(s, game, before, `${user} (seat ${action.player + 1}): ${text}`);
}

function afterGame(s: Session, game: ReadonlyGameState, before: number, headline: string): HandleResult {
  const next = fixDibs({ ...s, game });
  const lines = publicEventLines(game, logOf(game).slice(before), s.flipped);
  const dibsNote = next.dibs === null && s.dibs !== null ? `Control is with seat ${mmData(game).control + 1}: call !dibs to take it.` : '';
  return { ok: true, reply: { text: [headline, ...lines, waitingFor(game), dibsNote].filter((l) => l !== '').join('\n'), readers: EVERYONE }, session: next };
}

/**
 * AMM 9a: a user on no team who calls !dibs joins the team of the seat holding control of the turn
 * now, and gets dibs when nobody has it. "During one of that team's turns" is read as including the
 * time a team holds control of the other seat's turn: once control is turned over (7a), "the
 * non-active player controls her decisions" (7e). Joining the active seat instead would leave a
 * seat holding control with nobody on its team (early in a league's first game) unable to act, and
 * the game waiting forever. A newcomer joins "even if you aren't going to be playing that particular
 * turn", so also while another user has dibs.
 */
function joinTeam(s: Session, user: string): HandleResult {
  const seat = mmData(s.game).control;
  const teams = s.teams.map((t, i) => (i === seat ? [...t, user] : t)) as [string[], string[]];
  if (s.dibs === null) {
    return { ok: true, reply: { text: `${user} has dibs on controlling the turn for seat ${seat + 1} and joins seat ${seat + 1}'s team (AMM 9a).`, readers: EVERYONE }, session: { ...s, teams, dibs: user } };
  }
  return { ok: true, reply: { text: `${user} joins seat ${seat + 1}'s team (AMM 9a); ${s.dibs} has dibs on this turn.`, readers: EVERYONE }, session: { ...s, teams } };
}

/** The index of a name among the labels of a naming choice (AMM 5), or -1 (0 is "no": no name). */
function nameIndex(game: ReadonlyGameState, name: string): number {
  const d = game.decision;
  return d?.kind === 'choose' && d.choice.prompt === NAME_PROMPT ? d.choice.options.findIndex((o) => 'label' in o && o.label === name) : -1;
}

/**
 * The answers that name a card in the middle of an effect (AMM 5): choosing the card among the
 * effect's options (Deathrender's "a creature card from your hand"), then its name; or the name
 * alone when the effect asks it (Explorer's Scope). Null if the current decision is no such choice;
 * empty if it is one but does not offer that card under that name.
 */
function namingAnswers(game: ReadonlyGameState, seat: PlayerId, object: ObjectId | null, name: string): Action[] | null {
  const d = game.decision;
  if (d?.kind !== 'choose' || object === null || !isNameless(game, object)) return null;
  // the choice of a name does not say which card it names: the answer names the card the post gives
  // only if that card (every object it was, AMM 3a) has the name once the answer is taken — the
  // caller's own card (5), or an opponent's an effect of theirs puts under their control (5b: Extract
  // from Darkness)
  const nameIt = (g: ReadonlyGameState): Action[] => {
    const i = nameIndex(g, name);
    if (i <= 0) return [];
    const answer: Action = { type: 'choose', player: seat, choice: [i] };
    return apply(g, answer).objects[object]?.card === name ? [answer] : [];
  };
  if (d.choice.prompt === NAME_PROMPT) return nameIt(game);
  const at = d.choice.options.findIndex((o) => 'object' in o && o.object === object);
  if (at < 0) return null;
  const pick: Action = { type: 'choose', player: seat, choice: [at] };
  const then = nameIt(apply(game, pick));
  return then.length === 0 ? [] : [pick, ...then];
}

/**
 * Whether an action names `object` `name` (AMM 5): casting it, playing it, or activating an ability
 * it has that works from the hand (cycling).
 */
function namesCard(a: Action, object: ObjectId | null, name: string): boolean {
  if (a.type === 'cast' || a.type === 'playLand') return a.card === object && a.name === name;
  return a.type === 'activate' && a.source === object && a.name === name;
}

/**
 * Why an unnamed card cannot be named `name` now, for the one-line reply (AMM 3a, 4, 5, 6): a card of
 * the caller's hand, or one an effect lets the caller cast from exile (Grenzo, Havoc Raiser: 5b).
 */
function whyNot(s: Session, seat: PlayerId, cardId: string, object: ObjectId | null, name: string): string {
  const o = object === null ? undefined : s.game.objects[object];
  const inHand = o !== undefined && o.owner === seat && o.zone === 'hand';
  const castFromExile = o !== undefined && object !== null && castableFromExile(s.game as GameState, seat).includes(object);
  if (!o || !(inHand || castFromExile)) return `${cardId} is not in your hand`;
  const cost = unnamedCost(o.card);
  if (cost === null) return `AMM 3a: ${cardId} is named ${o.card} already; see !actions`;
  const data = mmData(s.game);
  if (name === UTOPIA && !inHand) return 'AMM 4: Utopia is played from your hand, as your land for the turn';
  if (name === UTOPIA) {
    if (data.utopiaTurn === s.game.turn.number) return 'AMM 4a: Utopia was named this turn already';
    return `you cannot play a land now (CR 305.1, 305.2)`;
  }
  const bad = nameProblem(name, data.usedNames) ?? costProblem(cost, name);
  if (bad) return `${bad.rule}: ${bad.message}`;
  return `${cardId} cannot be ${name} now: it cannot be cast or played, nor an ability of it that works from the hand activated, now (timing, mana or targets)`;
}

function run(s: Session, user: string, c: Command): HandleResult {
  const game = s.game;
  const data = mmData(game);
  switch (c.kind) {
    case 'chat':
    case 'comment':
      return { ok: true, reply: { text: '', readers: EVERYONE }, session: s };
    case 'help':
      return { ok: true, reply: { text: HELP, readers: EVERYONE }, session: s };
    case 'info': {
      const d = game.decision;
      const teams = s.teams.map((t, i) => `seat ${i + 1} (${s.names[i]}): ${t.length ? t.join(', ') : 'nobody'}`).join('; ');
      const text = [
        `Game ${data.game}, turn ${game.turn.number}: seat ${game.turn.active + 1} (${s.names[game.turn.active]}) is active${d ? `, ${game.turn.step}` : ''}.`,
        `Control of the turn: seat ${data.control + 1}. Dibs: ${s.dibs ?? 'nobody'}. Teams: ${teams}.`,
        `Life: ${game.players.map((p, i) => `seat ${i + 1} ${p.life}`).join(', ')}. ${waitingFor(game)}`,
      ].join('\n');
      return { ok: true, reply: { text, readers: EVERYONE }, session: s };
    }
    case 'dibs': {
      if (s.dibs === user) return { ok: true, reply: { text: `${user} cancels dibs.`, readers: EVERYONE }, session: { ...s, dibs: null } };
      if (game.result) refuse('the game is over: !gameover starts the next one');
      const control = data.control;
      const seat = seatOf(s, user);
      if (seat === null) return joinTeam(s, user);
      if (s.dibs !== null) refuse(`${s.dibs} has dibs already`);
      if (seat !== control) refuse(`you are on seat ${seat + 1}'s team; seat ${control + 1} holds control of the turn`);
      return { ok: true, reply: { text: `${user} has dibs on controlling the turn for seat ${control + 1}.`, readers: EVERYONE }, session: { ...s, dibs: user } };
    }
    case 'rollDie':
    case 'pickOne': {
      const dice = [...s.dice] as RngState;
      const n = c.kind === 'rollDie' ? c.sides : c.choices.length;
      const k = randomInt(dice, n);
      const text = c.kind === 'rollDie' ? `${user} rolls a d${c.sides}: ${k + 1}` : `${user} picks from ${c.choices.length}: ${c.choices[k]}`;
      return { ok: true, reply: { text, readers: EVERYONE }, session: { ...s, dice } };
    }
    case 'pull': {
      // AMM 1: "PULL one or more new cards, which will become visible to your team". The engine draws
      // (CR 121, AMM 2) and makes each card as it is drawn; a pull makes the new ones visible to the team.
      const seat = needSeat(s, user);
      const p = game.players[seat] as ReadonlyGameState['players'][number];
      const pulled = new Set(s.pulled);
      let cards: { cardId: string; object: ObjectId }[];
      if (c.ids.length === 0) {
        cards = p.hand.flatMap((object) => {
          const cardId = cardIdOf(game, object);
          return cardId !== null && !pulled.has(cardId) ? [{ cardId, object }] : [];
        });
        if (cards.length === 0) refuse('no new cards to pull: the engine draws your cards as the rules say (CR 121); !hand shows your hand');
      } else {
        cards = c.ids.map((text) => {
          const { cardId, object } = resolveId(s, text, seat);
          const o = object === null ? undefined : game.objects[object];
          if (!o || o.owner !== seat || o.zone !== 'hand') refuse(`${cardId} is not a card drawn into your hand: only new cards in your hand are pulled (cards are drawn as the rules say, CR 121)`);
          if (pulled.has(cardId)) refuse(`${cardId} was pulled already: !hand shows your hand`);
          return { cardId, object: object as ObjectId };
        });
      }
      // a card given twice (`! 01 101`) is pulled, and listed, once
      cards = cards.filter((x, i) => cards.findIndex((y) => y.cardId === x.cardId) === i);
      const ids = cards.map((x) => x.cardId);
      const text = `Seat ${seat + 1} pulls ${cards.map((x) => cardLabel(game, x.object, seat, s.flipped)).join(', ')}`;
      return { ok: true, reply: { text, readers: teamReaders(s, seat) }, session: { ...s, pulled: [...s.pulled, ...ids] } };
    }
    case 'hand': {
      const seat = needSeat(s, user);
      const p = game.players[seat] as ReadonlyGameState['players'][number];
      const top = p.library.slice(0, 1).filter((id) => peeked(game, cardIdOf(game, id)));
      // the whole hand: a basic land a search found in the sideboard (AMM 2c) has no card ID, but is in it
      const lines = [...p.hand, ...top].map((id) => `${cardLabel(game, id, seat, s.flipped)}${game.objects[id]?.zone === 'library' ? ' — top of library (peeked)' : ''}`);
      return { ok: true, reply: { text: `Seat ${seat + 1}'s cards: ${lines.length ? lines.join(', ') : 'none'}`, readers: teamReaders(s, seat) }, session: s };
    }
    case 'flip': {
      const seat = needSeat(s, user);
      const given = c.ids.map((text) => {
        const { cardId, object } = resolveId(s, text, seat);
        const o = object === null ? undefined : game.objects[object];
        if (!o || o.owner !== seat) refuse(`${cardId} is not a card of yours that exists now`);
        if (o.zone === 'library' && !peeked(game, cardId)) refuse(`${cardId} is in your library, hidden from you too (CR 401.2): only a top card you peeked at (AMM 9) can be flipped`);
        return { cardId, object: object as ObjectId };
      });
      // a card given twice is flipped, and listed, once
      const cards = given.filter((x, i) => given.findIndex((y) => y.cardId === x.cardId) === i);
      const flipped = [...new Set([...s.flipped, ...cards.map((x) => x.cardId)])];
      const text = `${user} flips ${cards.map((x) => cardLabel(game, x.object, null, flipped)).join(', ')}`;
      return { ok: true, reply: { text, readers: EVERYONE }, session: { ...s, flipped } };
    }
    case 'name': {
      const seat = needDibs(s, user);
      needDeciding(s, seat);
      const { cardId, object } = resolveId(s, c.id, seat);
      // the name as the engine spells it, however the post writes its case, spacing or quotes
      const name = c.name.toLowerCase() === UTOPIA.toLowerCase() ? UTOPIA : (implementedName(c.name) ?? c.name);
      const answers = namingAnswers(game, seat, object, name);
      if (answers !== null) {
        // whether the name fits tells of the card's hidden cost: the team alone reads why not
        if (answers.length === 0) refuseTo(s, seat, `AMM 5: ${cardId} cannot be named ${name} in this choice; !actions lists what it offers`);
        const before = logLength(game);
        const named = settle(answers.reduce((g, a) => apply(g, a), game));
        return afterGame(s, named, before, `${user} (seat ${seat + 1}) names ${cardId} ${name} (AMM 5)`);
      }
      const matching = legalActions(game)
        .map((a, i) => ({ a, i }))
        .filter(({ a }) => namesCard(a, object, name));
      // why not names or hints at the card's cost, hidden from the other seat: the team alone reads it
      if (matching.length === 0) refuseTo(s, seat, whyNot(s, seat, cardId, object, name));
      if (matching.length > 1) {
        const text = [`${cardId} as ${name} can be used ${matching.length} ways; take one with !do N:`, ...matching.map(({ a, i }) => `${i + 1}. ${describeAction(game, a, s.flipped)}`)].join('\n');
        return { ok: true, reply: { text, readers: teamReaders(s, seat) }, session: s };
      }
      return act(s, user, (matching[0] as { a: Action }).a);
    }
    case 'actions': {
      const seat = needDibs(s, user);
      needDeciding(s, seat);
      return { ok: true, reply: { text: [`Seat ${seat + 1} may:`, ...numbered(s, seat)].join('\n'), readers: teamReaders(s, seat) }, session: s };
    }
    case 'do': {
      const seat = needDibs(s, user);
      needDeciding(s, seat);
      const action = legalActions(game)[c.index - 1];
      // how many actions the seat has depends on the costs of its hidden cards (the names they fit): the team alone reads it
      if (!action) refuseTo(s, seat, `there is no action ${c.index}: !actions lists them`);
      return act(s, user, action);
    }
    case 'turnover': {
      const seat = needDibs(s, user);
      if (game.result) refuse('the game is over: !gameover starts the next one');
      if (data.control !== seat || game.turn.active !== seat) refuse('AMM 7: only the active seat holding control turns it over');
      const before = logLength(game);
      return afterGame(s, turnOver(game, seat), before, `${user} (seat ${seat + 1}) turns over control of the turn (AMM 7).`);
    }
    case 'peek': {
      const seat = needDibs(s, user);
      const { state, top } = peek(game, seat);
      return { ok: true, reply: { text: `Top of seat ${seat + 1}'s library: ${cardLabel(state, top, seat, s.flipped)} (AMM 9)`, readers: teamReaders(s, seat) }, session: { ...s, game: state } };
    }
    case 'spec': {
      const seat = needSeat(s, user);
      // the card as the engine spells it, as !n reads it
      const card = implementedName(c.card) ?? c.card;
      const abilities = specifiableAbilities(card);
      // AMM 8e: a specification is per ability; a card with one ability needs no more than its name
      const ability = c.ability ?? (abilities.length === 1 ? (abilities[0] as AbilityName) : null);
      if (ability === null) refuse(abilities.length === 0 ? `AMM 8e: the engine implements no card named ${card} with abilities` : `AMM 8e: ${card} has several abilities; say which: ${abilities.join(', ')}`);
      const untilTurn = c.until === null ? undefined : c.until === 'thisTurn' ? game.turn.number : c.until;
      const next = specify(game, seat, card, ability, c.categories, untilTurn);
      const lasting = untilTurn === undefined ? 'for the rest of the game' : `until the end of turn ${untilTurn}`;
      const text = c.categories.length === 0 ? `Seat ${seat + 1} clears its specification for ${card}, ${ability} (AMM 8e).` : `Seat ${seat + 1}'s uncontrolled decisions for ${card}, ${ability}, try ${c.categories.join(', ')} first, ${lasting} (AMM 8e, public by 8g).`;
      return { ok: true, reply: { text, readers: EVERYONE }, session: { ...s, game: next } };
    }
    case 'order': {
      const seat = needDibs(s, user);
      const attacker = resolveHandle(s, c.attacker, seat);
      const blockers = c.blockers.map((b) => resolveHandle(s, b, seat));
      const next = direct(game, seat, attacker, blockers);
      return { ok: true, reply: { text: `Seat ${seat + 1} directs: ${attacker} assigns lethal combat damage to ${blockers.join(', then ')} (AMM 8f).`, readers: EVERYONE }, session: { ...s, game: next } };
    }
    case 'gameover': {
      needSeat(s, user);
      const lines = Object.keys(data.ids).map((cardId) => {
        const now = currentObject(game, cardId);
        const first = data.ids[cardId] as ObjectId;
        const card = game.objects[now ?? first]?.card ?? '';
        return `${cardId} ${unnamedCost(card) ?? card}${now === null ? ' (ceased to exist)' : ''}`;
      });
      const usedNames = [...data.usedNames];
      const gamesEnded = s.gamesEnded + 1;
      const ended = { ...s, gamesEnded, usedNames, dibs: null, flipped: [], pulled: [] };
      const nextGame = newGame(ended, gamesEnded);
      const text = [`${user} ends game ${data.game}. Every card flips (AMM 1):`, lines.join(', ') || 'no cards', `Game ${mmData(nextGame).game} begins: ${waitingFor(nextGame)}`].join('\n');
      return { ok: true, reply: { text, readers: EVERYONE }, session: { ...ended, game: nextGame } };
    }
  }
}

/**
 * Handles one line from a user: the pure function of the play-by-post layer. Returns the reply and
 * the new session; a refused or malformed command gets a one-line reply and the same session.
 */
export function handle(session: Session, user: string, line: string): HandleResult {
  // a chat id may hold spaces and # (Jane Doe#1234): taken whole, runs of white space made one
  const who = normalUser(user);
  if (who === null) return { ok: false, reply: { text: 'a user name is 1 to 200 characters, not only spaces', readers: EVERYONE }, session };
  const c = parseLine(line);
  if (c.kind === 'error') return { ok: false, reply: { text: c.message, readers: EVERYONE }, session };
  try {
    return run(session, who, c);
  } catch (e) {
    if (e instanceof Refusal || e instanceof RulesError) return { ok: false, reply: { text: e.message.split('\n')[0] as string, readers: e instanceof Refusal ? e.readers : EVERYONE }, session };
    throw e;
  }
}

/** Who may read a reply, as a line a bot can show (AMM 1: IDs are public; costs in hand are the team's). */
export function readersLine(r: Readers): string {
  return r.everyone ? 'everyone' : `seat ${r.seat + 1}'s team: ${r.users.join(', ') || 'nobody yet'}`;
}
