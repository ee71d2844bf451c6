/**
 * A boardgame.io `Game` for each format of the engine: the match's `G` holds the engine state, one
 * move applies an engine action, each client is sent its player's `view` and legal actions, and the
 * active players are the player the engine waits for (`state.decision`).
 *
 * @module
 */
import type { Ctx, Game } from 'boardgame.io';
import {
  createGame,
  createMentalMagicGame,
  legalActions,
  performControl,
  RulesError,
  settleMentalMagic,
  turnOverAfterPeek,
  LOG_CHUNK,
  tryApply,
  view,
  type Action,
  type ControlAction,
  type CreateGameOptions,
  type ReadonlyGameState,
  type GameView,
  type MentalMagicGameOptions,
  type PlayerSetup,
} from '../../index.js';
import { ACT_MOVE, activePlayerIds, CLIENT_EVENTS_OFF, INVALID_MOVE, seatOf, setupProblem, undrafted } from './seats.js';
import {
  deckOf,
  deckSubmissionProblem,
  privateSeatProblem,
  seatsWithoutDeck,
  standInProblem,
  SUBMIT_DECK_MOVE,
  withDecks,
  type PalianoDeck,
  type PalianoSeatSetup,
} from './decks.js';
import { secretSeed } from '../secret-seed.js';
import { storedState, toStore } from './stored-state.js';
import { withKnownFieldsOnly } from '../../engine/game.js';

/** The format of the engine's Async Mental Magic, which {@link createMentalMagicGame} starts. */
const MENTAL_MAGIC = 'mental-magic';

/** How many players the built-in formats take (a registered variant's count is checked by `createGame`). */
const PLAYER_COUNTS: Readonly<Record<string, readonly [number, number]>> = {
  'free-for-all': [2, 6],
  'two-player': [2, 2],
  conspiracy: [3, 6],
  'magic-tech': [2, 2],
  [MENTAL_MAGIC]: [2, 2],
};

/**
 * The `setupData` of a match of a format `createGame` starts: `createGame`'s options without the
 * format, which the `Game` fixes. `players` must have one entry per seat of the match
 * (`numPlayers`): `createGame`'s player setup, whose deck is then public, or a seat without a deck
 * (`{ name? }`), which submits its own (`submitDeck`).
 */
export type PalianoGameSetupData = Omit<CreateGameOptions, 'format' | 'seed' | 'players'> & { players: readonly PalianoSeatSetup[]; seed?: number | string };

/**
 * The `setupData` of a match (boardgame.io's lobby `createMatch({ numPlayers, setupData })`):
 * {@link PalianoGameSetupData} for the formats `createGame` starts; {@link createMentalMagicGame}'s
 * options for `mental-magic`.
 *
 * The lobby API shows every match's `setupData` to anyone. A deck given there is public before the
 * game begins: fine for tests and local play; in a real match leave each seat's deck out and let
 * the seat submit it (`submitDeck`). The `seed` may be left out, and should be for a real match: the
 * seed with the decks tells every hidden card. Without one, the server draws a seed from the
 * platform's cryptographic random source. Give it for tests, replays and games with nothing hidden.
 */
export type PalianoSetupData = PalianoGameSetupData | (Omit<MentalMagicGameOptions, 'seed'> & { seed?: number | string });

/**
 * The `G` of a match on the server: the engine state, the engine's save upgrades it is up to date
 * with, and where the log stood before the last move.
 */
export interface PalianoG {
  /** The engine state. */
  readonly state: ReadonlyGameState;
  /**
   * The number of the engine's upgrades of saves of earlier builds that `state` is up to date with.
   * A `G` stored by an earlier build (without it, or with another number) has its state upgraded
   * and checked as `deserialize` reads a save of that build, as it is read.
   */
  readonly upgrades: number;
  /** The length of the engine's log before the last move (0 before the first). */
  readonly logBefore: number;
}

/**
 * The `G` of a match on the server while seats submit their decks (a match created with seats
 * without a deck): the game has not begun. It begins, with `createGame`, when every seat has a deck.
 */
export interface PalianoDecksG {
  /** The match's setup data, as the lobby shows it. */
  readonly setup: PalianoGameSetupData;
  /** Each seat's submitted deck; null for a seat that has still to submit, and for a seat whose deck is in the setup data. */
  readonly decks: readonly (PalianoDeck | null)[];
}

/** What a client receives as `G` while seats submit their decks (the `Game`'s `playerView` of a {@link PalianoDecksG}). */
export interface PalianoDecksPlayerG {
  /** The seats that have still to submit their decks (the active players), in seat order. */
  readonly waitingFor: readonly number[];
  /** The deck the client's seat submitted; null before it does, for a seat whose deck is in the setup data, and for a spectator. */
  readonly deck: PalianoDeck | null;
  /** The client's legal engine actions: none, the game has not begun. */
  readonly actions: readonly Action[];
}

/**
 * What a client receives as `G` (the `Game`'s `playerView`): the engine's view for its seat (the
 * spectator's view for a client without a seat) and the actions its player may take now.
 */
export interface PalianoPlayerG {
  /**
   * The engine's `view` for the client's seat, or `view(state, 'spectator')`. With `log: 'lastMove'`
   * (the default) its log holds the events of the last move only, from `logFrom` on (before the
   * first move, the whole log, without `logFrom`): a client keeps the view it holds and merges each
   * new one into it with `applyViewDelta(held, G.view)`. With `log: 'whole'`, the whole log the
   * viewer may see.
   */
  readonly view: GameView;
  /** The legal actions of the client's player: `legalActions(state)` when the engine waits for them, else none. */
  readonly actions: readonly Action[];
}

/** Options of {@link palianoGame}. */
export interface PalianoGameOptions {
  /** The `Game`'s name, its namespace on a server; `paliano-<format>` by default. */
  name?: string;
  /**
   * What a client's view holds of the log: `lastMove` (the default), the events of the last move,
   * each update carrying only what is new; or `whole`, the whole log in every update (simple, but
   * every update grows with the game).
   */
  log?: 'lastMove' | 'whole';
}

/** The game the setup data describes, with a server-drawn seed where it gives none (and the submitted decks of the seats without one). */
function startState(format: string, setupData: PalianoSetupData, decks: readonly (PalianoDeck | null)[] = []): ReadonlyGameState {
  const seed = setupData.seed ?? secretSeed();
  if (format === MENTAL_MAGIC) return createMentalMagicGame({ ...(setupData as MentalMagicGameOptions), seed });
  const options = setupData as PalianoGameSetupData;
  // setup data with every deck in it goes to the engine as it is, to be judged there
  return createGame({ ...options, format, seed, players: decks.length === 0 ? (options.players as readonly PlayerSetup[]) : withDecks(options.players, { deck: [] }, decks) });
}

/** The seats of a match whose decks are still to be submitted (none once the game has begun). */
function waitingSeats(G: PalianoDecksG): number[] {
  return seatsWithoutDeck(G.setup.players).filter((seat) => G.decks[seat] === null);
}

/** Whether the match's game has begun: its `G` holds the engine state, not the decks being submitted. */
function begun(G: PalianoG | PalianoDecksG): G is PalianoG {
  return !('decks' in G);
}

/** The seats that act now: the one the engine waits for, or none once the game is over. */
function deciders(state: ReadonlyGameState): number[] {
  return state.result === null && state.decision ? [state.decision.player] : [];
}

/** The stage of the seat the engine waits for, among the active players of a game under way. */
export const DECIDING_STAGE = 'deciding';
/** The stage of the other seats still in the game: they may concede or change their stops (CR 104.3a, 117.3d). */
export const WAITING_STAGE = 'waiting';

/**
 * The argument of boardgame.io's `setActivePlayers` for a game under way: every seat still in the
 * game is active, so that any may concede at any time (CR 104.3a) or change their stops, the one
 * the engine waits for in {@link DECIDING_STAGE} and the others in {@link WAITING_STAGE} (both
 * stages take the game's moves; the engine refuses what a seat may not do now). None once the
 * game is over.
 */
function playingStages(state: ReadonlyGameState): { value: Record<string, string> } {
  const deciding = deciders(state);
  const value: Record<string, string> = {};
  if (state.result === null) for (const p of state.players) if (p.inGame) value[String(p.id)] = deciding.includes(p.id) ? DECIDING_STAGE : WAITING_STAGE;
  return { value };
}

/** The legal actions of `seat`: the state's legal actions when the engine waits for that seat. */
function actionsOf(state: ReadonlyGameState, seat: number | null): readonly Action[] {
  return seat !== null && deciders(state).includes(seat) ? legalActions(state) : [];
}

/** Whether a player peeked (AMM 9) and may only turn over control, in the server's state. */
function peekedOn(state: ReadonlyGameState, playerID: string): boolean {
  const seat = seatOf(playerID, state.players.length);
  return seat !== null && turnOverAfterPeek(state, seat) !== null;
}

/**
 * Whether a player peeked (AMM 9) and may only turn over control, as the view a client holds shows
 * it: the public Mental Magic data of a game under way says they peeked holding control as the active player.
 */
function peekedInView(v: GameView, playerID: string): boolean {
  const seat = seatOf(playerID, v.players.length);
  const data = v.formatData?.mentalMagic as { peeked?: unknown; control?: unknown } | undefined;
  return seat !== null && v.result === null && data?.peeked === true && data.control === seat && v.turn.active === seat;
}

/** The number of events in the engine's log (kept in chunks of {@link LOG_CHUNK}). */
function logLength(state: ReadonlyGameState): number {
  const chunks = state.log.length;
  return chunks === 0 ? 0 : (chunks - 1) * LOG_CHUNK + (state.log[chunks - 1]?.length ?? 0);
}

/** Whether `value` is an action object naming `seat` as its player (its shape is the engine's to check). */
function namesSeat(value: unknown, seat: number): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { player?: unknown }).player === seat;
}

/** Each control move of Async Mental Magic (AMM 7–9): the control action it performs, and that action's fields its arguments give, in order. */
const CONTROL_MOVES: Readonly<Record<ControlAction['type'], readonly string[]>> = {
  turnOver: [],
  peek: [],
  direct: ['attacker', 'blockers'],
  specify: ['card', 'ability', 'categories', 'untilTurn'],
};

/**
 * The move performing a control action of Async Mental Magic (AMM 7–9) for the moving seat with
 * `performControl`, the action's fields its arguments (server only). A control action the rules
 * refuse, arguments of the wrong kind, or more arguments than the action has fields, return
 * `INVALID_MOVE`: the state stays as it was.
 */
function controlMove(type: ControlAction['type']) {
  const fields = CONTROL_MOVES[type];
  return {
    client: false,
    move: ({ G, playerID, events }: { G: PalianoG | PalianoDecksG; playerID: string; events: { setActivePlayers: (arg: { value: Record<string, string> }) => void } }, ...args: unknown[]) => {
      if (!begun(G)) return INVALID_MOVE;
      const before = storedState(G);
      const seat = seatOf(playerID, before.players.length);
      if (seat === null || args.length > fields.length) return INVALID_MOVE;
      // an argument left out is a field left out (specify's untilTurn: for the rest of the game)
      const action = { type, player: seat, ...Object.fromEntries(fields.flatMap((field, i) => (i < args.length ? [[field, args[i]]] : []))) };
      let state: ReadonlyGameState;
      try {
        state = performControl(before, action) as ReadonlyGameState;
      } catch (e) {
        if (e instanceof RulesError) return INVALID_MOVE;
        throw e;
      }
      events.setActivePlayers(playingStages(state));
      return { ...toStore(state), logBefore: logLength(before) };
    },
  };
}

/**
 * A boardgame.io `Game` playing the engine's `format` (`free-for-all`, `two-player`, `conspiracy`,
 * `magic-tech`, `mental-magic` or a registered variant):
 *
 * - `setup` starts the game from the match's {@link PalianoSetupData} with the engine's seeded PRNG
 *   (boardgame.io's `random` is not used). When seats have no deck in the setup data, `G` is a
 *   {@link PalianoDecksG} instead and those seats are the active players: each submits its deck with
 *   the move `submitDeck(deck)` ({@link PalianoDeck}; server only, its arguments hidden from the other
 *   players in boardgame.io's log, accepted from a client that has not yet received the others'
 *   submissions). A deck the engine refuses ({@link deckSubmissionProblem}), or a second
 *   submission, returns `INVALID_MOVE` and changes nothing. The game starts when the last seat
 *   submits;
 * - one move, `act(action)`, applies an engine action of the moving player (run on the server only,
 *   `client: false`, its arguments hidden from the other players in boardgame.io's log). An action
 *   the engine refuses, one naming another player, or anything that is no action, returns
 *   `INVALID_MOVE`: the state stays as it was. In Mental Magic the game then runs on to the next
 *   decision a player controls (`settle`);
 * - in `mental-magic`, four more moves (server only) perform Async Mental Magic's control of the
 *   turn for the moving seat with `performControl`: `turnOver()` (AMM 7), `peek()` (AMM 9: the top
 *   card of the seat's library, in its own view only), `direct(attacker, blockers)` (AMM 8f: card
 *   IDs, or a token's handle, `T` and its object id, as `T57`) and `specify(card, ability,
 *   categories, untilTurn?)` (AMM 8e: for the rest of the game, or through the end of turn `untilTurn`). One the rules refuse returns
 *   `INVALID_MOVE` and changes nothing;
 * - every seat still in the game is an active player (`setActivePlayers` after each move), so that
 *   any may concede at any time (CR 104.3a) or change their stops: the player of `state.decision`
 *   in the stage {@link DECIDING_STAGE}, the others in {@link WAITING_STAGE}; none once the game is
 *   over. While seats submit their decks, those still to submit are active, in no stage. Clients
 *   may send no flow events;
 * - `playerView` sends each client a {@link PalianoPlayerG}; a spectator (no player id) gets the
 *   spectator's view;
 * - `ai.enumerate` lists the `act` moves of the player's legal actions, from the server's `G` or
 *   from the `G` a client holds; for a seat that peeked (AMM 9), which has no legal engine action
 *   left, the `turnOver` move, so that a bot playing it is never stuck;
 * - `endIf` gives the game's result as `{ winner: '<player id>', rule, turn }`, or `{ draw: true,
 *   rule, turn }`, with the rule that ended it.
 *
 * The engine's log, every event citing its rule, reaches clients in their views (`G.view.log`);
 * boardgame.io's own log lists the moves.
 */
export function palianoGame(format: string, options: PalianoGameOptions = {}): Game<PalianoG | PalianoDecksG, Record<string, unknown>, PalianoSetupData> {
  const wholeLog = options.log === 'whole';
  const counts = PLAYER_COUNTS[format];
  return {
    name: options.name ?? `paliano-${format}`,
    ...(counts ? { minPlayers: counts[0], maxPlayers: counts[1] } : {}),
    disableUndo: true,
    events: CLIENT_EVENTS_OFF,

    validateSetupData: (setupData, numPlayers) => {
      if (typeof setupData !== 'object' || setupData === null) return 'setupData must hold the game options';
      if (format === MENTAL_MAGIC) {
        if (numPlayers !== 2) return 'Mental Magic is a game of two players';
      } else {
        const players = (setupData as { players?: unknown }).players;
        if (!Array.isArray(players)) return 'setupData.players must list a { deck, sideboard?, name? } (or, for a seat that submits its deck, a { name? }) per seat';
        if (players.length !== numPlayers) return `setupData.players has ${players.length} seats; the match has ${numPlayers}`;
        const seats = players as PalianoSeatSetup[];
        if (seatsWithoutDeck(seats).length > 0) return privateSeatProblem(seats) ?? standInProblem(format, setupData as PalianoGameSetupData);
      }
      // what the engine refuses (a card it does not know, a short deck, bad settings) is told to the
      // lobby's caller here, as a 400 with the engine's reason, rather than failing in setup
      return setupProblem(() => startState(format, setupData));
    },

    setup: (_context, setupData): PalianoG | PalianoDecksG => {
      if (setupData === undefined) throw new Error(`a ${format} match needs setupData: the game options`);
      const given: unknown = format === MENTAL_MAGIC ? [] : (setupData as PalianoGameSetupData).players;
      // no list of seats (setup data the lobby did not check): createGame gives the reason
      const players = Array.isArray(given) ? (given as PalianoSeatSetup[]) : [];
      // seats without a deck submit theirs: the game starts when the last one is in
      if (seatsWithoutDeck(players).length > 0) return { setup: setupData as PalianoGameSetupData, decks: players.map(() => null) };
      return { ...toStore(startState(format, setupData)), logBefore: 0 };
    },

    turn: {
      onBegin: ({ G, events }) => {
        if (begun(G)) events.setActivePlayers(playingStages(storedState(G)));
        else events.setActivePlayers(activePlayerIds(waitingSeats(G)));
      },
    },

    moves: {
      [ACT_MOVE]: {
        client: false,
        redact: true,
        move: ({ G, playerID, events }, action: unknown) => {
          if (!begun(G)) return INVALID_MOVE;
          const before = storedState(G);
          const seat = seatOf(playerID, before.players.length);
          if (seat === null || !namesSeat(action, seat)) return INVALID_MOVE;
          const logBefore = logLength(before);
          const applied = tryApply(before, action as Action);
          if (!applied.ok) return INVALID_MOVE;
          const state = format === MENTAL_MAGIC ? settleMentalMagic(applied.state) : applied.state;
          events.setActivePlayers(playingStages(state));
          return { ...toStore(state), logBefore };
        },
      },
      [SUBMIT_DECK_MOVE]: {
        client: false,
        redact: true,
        // seats submit at once: a deck is judged on its own, whatever the others submitted meanwhile
        ignoreStaleStateID: true,
        move: ({ G, playerID, events }, submission: unknown) => {
          if (begun(G)) return INVALID_MOVE;
          // a match an earlier build created may hold fields createGame ignored then and refuses now
          // (the lobby now refuses them as the match is created): ignored again, so that it starts
          const setup = withKnownFieldsOnly(undrafted(G, 'setup') as CreateGameOptions) as PalianoGameSetupData;
          const seat = seatOf(playerID, setup.players.length);
          if (seat === null || !waitingSeats(G).includes(seat) || deckSubmissionProblem(format, setup, seat, submission) !== undefined) return INVALID_MOVE;
          const decks = undrafted(G, 'decks').map((deck, s) => (s === seat ? deckOf(submission as PalianoDeck) : deck));
          const next: PalianoDecksG = { setup, decks };
          const waiting = waitingSeats(next);
          if (waiting.length > 0) {
            events.setActivePlayers(activePlayerIds(waiting));
            return next;
          }
          // every seat has its deck: the game begins (CR 103), with a seed drawn here unless the setup data gives one
          const state = startState(format, setup, decks);
          events.setActivePlayers(playingStages(state));
          return { ...toStore(state), logBefore: 0 };
        },
      },
      ...(format === MENTAL_MAGIC ? Object.fromEntries(Object.keys(CONTROL_MOVES).map((type) => [type, controlMove(type as ControlAction['type'])])) : {}),
    },

    playerView: ({ G, playerID }): PalianoPlayerG | PalianoDecksPlayerG => {
      if (!begun(G)) {
        const seat = seatOf(playerID, G.decks.length);
        return { waitingFor: waitingSeats(G), deck: seat === null ? null : (G.decks[seat] ?? null), actions: [] };
      }
      const state = storedState(G);
      const seat = seatOf(playerID, state.players.length);
      const viewer = seat ?? 'spectator';
      return {
        view: wholeLog || G.logBefore === 0 ? view(state, viewer) : view(state, viewer, { since: G.logBefore }),
        actions: actionsOf(state, seat),
      };
    },

    endIf: ({ G }) => {
      if (!begun(G)) return undefined;
      const result = storedState(G).result;
      if (result === null) return undefined;
      return result.winner === null ? { draw: true, rule: result.rule, turn: result.turn } : { winner: String(result.winner), rule: result.rule, turn: result.turn };
    },

    ai: {
      enumerate: (G: PalianoG | PalianoDecksG | PalianoPlayerG | PalianoDecksPlayerG, _ctx: Ctx, playerID: string) => {
        // no engine action before the game begins: a deck is the player's to choose
        const state = 'state' in G ? storedState(G) : null;
        if (state !== null ? peekedOn(state, playerID) : 'view' in G && peekedInView(G.view, playerID)) return [{ move: 'turnOver', args: [] }];
        const actions = state !== null ? actionsOf(state, seatOf(playerID, state.players.length)) : 'actions' in G ? G.actions : [];
        return actions.map((action) => ({ move: ACT_MOVE, args: [action] }));
      },
    },
  };
}
