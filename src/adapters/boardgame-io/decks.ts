/**
 * Decks kept out of a match's public setup data. boardgame.io's lobby shows every match's
 * `setupData` to anyone, so a deck given there is public before the game begins; a seat left
 * without a deck there submits its own (deck, sideboard and draft record) through a move whose
 * arguments boardgame.io keeps out of the other players' logs, and the engine starts the game once
 * every seat has one.
 *
 * @module
 */
import { createGame, type CreateGameOptions, type PlayerSetup } from '../../index.js';
import { quoted } from '../../engine/quote.js';

/** The name of the move by which a seat submits its deck (see {@link PalianoDeck}). */
export const SUBMIT_DECK_MOVE = 'submitDeck';

/**
 * What a seat submits with {@link SUBMIT_DECK_MOVE}: its part of `createGame`'s player setup that is
 * hidden from the other players — the deck, the sideboard (in a Conspiracy Draft game, the
 * conspiracies drafted) and what the player brings from the draft.
 */
export type PalianoDeck = Pick<PlayerSetup, 'deck' | 'sideboard' | 'draft'>;

/**
 * A seat of the setup data that submits its own deck: its name only (names are public). A seat with
 * no deck may have no sideboard or draft record either: they are submitted with the deck.
 */
export interface PalianoPrivateSeat {
  /** Display name; "Player N" if absent. */
  name?: string;
  /** None: the seat submits it. */
  deck?: undefined;
  /** None: submitted with the deck. */
  sideboard?: undefined;
  /** None: submitted with the deck. */
  draft?: undefined;
}

/** A seat of the setup data: `createGame`'s player setup (its deck public), or a seat that submits its own. */
export type PalianoSeatSetup = PlayerSetup | PalianoPrivateSeat;

/** The fields of a deck submission. */
const DECK_FIELDS: readonly string[] = ['deck', 'sideboard', 'draft'];

/**
 * The deck that stands in for the seats without one when setup data is checked before any deck is
 * submitted: 60 basic lands, a deck every built-in format takes (at least 40 cards in a Conspiracy
 * Draft game, CR 100.2b; at most 60 in Magic Tech, MT 2.1).
 */
const STAND_IN: PalianoDeck = { deck: Array.from({ length: 60 }, () => 'Plains') };

/** The seats of `players` that have no deck in the setup data, in seat order. */
export function seatsWithoutDeck(players: readonly PalianoSeatSetup[]): number[] {
  const seats: number[] = [];
  players.forEach((p, seat) => {
    if (typeof p === 'object' && p !== null && p.deck === undefined) seats.push(seat);
  });
  return seats;
}

/** The player setups of `players` with `deck` in every seat whose deck is not in them (`decks[seat]` when given). */
export function withDecks(players: readonly PalianoSeatSetup[], deck: PalianoDeck, decks: readonly (PalianoDeck | null)[] = []): PlayerSetup[] {
  const without = seatsWithoutDeck(players);
  // anything but a seat without a deck goes to the engine as it is, to be judged there
  return players.map((p, seat) => (without.includes(seat) ? { ...(p.name === undefined ? {} : { name: p.name }), ...(decks[seat] ?? deck) } : (p as PlayerSetup)));
}

/** Why a seat without a deck in the setup data is malformed: it gives a sideboard or a draft record, which are submitted with the deck. */
export function privateSeatProblem(players: readonly PalianoSeatSetup[]): string | undefined {
  for (const seat of seatsWithoutDeck(players)) {
    const p = players[seat] as PalianoPrivateSeat;
    if (p.sideboard !== undefined || p.draft !== undefined) {
      return `setupData.players[${seat}] has no deck but a sideboard or draft record: a seat that submits its deck submits them with it`;
    }
  }
  return undefined;
}

/** The engine game options of setup data whose seats without a deck all hold `deck`. */
function standInOptions(format: string, setupData: Omit<CreateGameOptions, 'format' | 'seed' | 'players'> & { players: readonly PalianoSeatSetup[]; seed?: number | string }, deck: PalianoDeck): CreateGameOptions {
  return { ...setupData, format, players: withDecks(setupData.players, deck), seed: setupData.seed ?? 0 };
}

/**
 * Why setup data with seats that submit their own decks makes no game, as the engine says: the game
 * is started (and thrown away) with a stand-in deck of 60 basic lands in each of those seats, so
 * everything but those decks — the settings, the names, the seats' count, the public decks — is
 * checked when the match is created. Undefined when it starts.
 */
export function standInProblem(format: string, setupData: Parameters<typeof standInOptions>[1]): string | undefined {
  try {
    createGame(standInOptions(format, setupData, STAND_IN));
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * Why `submission` is no deck seat `seat` may submit in a match of `format` created with
 * `setupData` (the public setup data, as the lobby shows it), as the engine says; undefined when it
 * is one. The server runs this check on each {@link SUBMIT_DECK_MOVE} and refuses the move
 * (`INVALID_MOVE`) with nothing changed when it fails; boardgame.io 0.50 sends the client no reason,
 * so a client runs it first to tell its player why.
 *
 * The engine judges the deck by starting the game (and throwing it away) with the submission in
 * every seat without a deck in the setup data: what it refuses there (a card it does not implement,
 * a short deck, a conspiracy in the deck, a malformed draft record) is refused with the engine's
 * reason, naming `seat`.
 */
export function deckSubmissionProblem(format: string, setupData: Parameters<typeof standInOptions>[1], seat: number, submission: unknown): string | undefined {
  const players = setupData.players;
  if (!seatsWithoutDeck(players).includes(seat)) return `seat ${seat} submits no deck: its deck is in the setup data, or there is no seat ${seat}`;
  if (typeof submission !== 'object' || submission === null || Array.isArray(submission)) return 'a deck submission is an object { deck, sideboard?, draft? }';
  const extra = Object.keys(submission).find((key) => !DECK_FIELDS.includes(key));
  if (extra !== undefined) return `a deck submission is { deck, sideboard?, draft? }, with no ${quoted(extra)}`;
  try {
    createGame(standInOptions(format, setupData, submission as PalianoDeck));
    return undefined;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // every seat without a deck holds the submission: the engine names the first, which is `seat`'s deck too
    const without = seatsWithoutDeck(players);
    return message.replace(/^player (\d+)\b/, (whole, id: string) => (without.includes(Number(id)) ? `player ${seat}` : whole));
  }
}

/** A copy of a deck submission holding only its fields (the move's argument, once checked). */
export function deckOf(submission: PalianoDeck): PalianoDeck {
  return {
    deck: [...submission.deck],
    ...(submission.sideboard === undefined ? {} : { sideboard: [...submission.sideboard] }),
    ...(submission.draft === undefined ? {} : { draft: structuredClone(submission.draft) }),
  };
}
