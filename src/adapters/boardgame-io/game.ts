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
  settleMentalMagic,
  LOG_CHUNK,
  tryApply,
  view,
  type Action,
  type CreateGameOptions,
  type ReadonlyGameState,
  type GameView,
  type MentalMagicGameOptions,
} from '../../index.js';
import { ACT_MOVE, activePlayerIds, CLIENT_EVENTS_OFF, INVALID_MOVE, seatOf, setupProblem, undrafted } from './seats.js';
import { secretSeed } from '../secret-seed.js';

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
 * The `setupData` of a match (boardgame.io's lobby `createMatch({ numPlayers, setupData })`):
 * `createGame`'s options without the format, which the `Game` fixes, for the formats `createGame`
 * starts; {@link createMentalMagicGame}'s options for `mental-magic`. `players` must have one entry
 * per seat of the match (`numPlayers`).
 *
 * The `seed` may be left out, and should be for a real match: the lobby API shows every match's
 * `setupData` to anyone, and the seed with the decks tells every hidden card. Without one, `setup`
 * draws a seed on the server from the platform's cryptographic random source. Give it for tests,
 * replays and games with nothing hidden.
 */
export type PalianoSetupData =
  | (Omit<CreateGameOptions, 'format' | 'seed'> & { seed?: number | string })
  | (Omit<MentalMagicGameOptions, 'seed'> & { seed?: number | string });

/** The `G` of a match on the server: the engine state, and where the log stood before the last move. */
export interface PalianoG {
  /** The engine state. */
  readonly state: ReadonlyGameState;
  /** The length of the engine's log before the last move (0 before the first). */
  readonly logBefore: number;
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

/** The game the setup data describes, with a server-drawn seed where it gives none. */
function startState(format: string, setupData: PalianoSetupData): ReadonlyGameState {
  const seed = setupData.seed ?? secretSeed();
  if (format === MENTAL_MAGIC) return createMentalMagicGame({ ...(setupData as MentalMagicGameOptions), seed });
  return createGame({ ...(setupData as CreateGameOptions), format, seed });
}

/** The seats that act now: the one the engine waits for, or none once the game is over. */
function deciders(state: ReadonlyGameState): number[] {
  return state.result === null && state.decision ? [state.decision.player] : [];
}

/** The legal actions of `seat`: the state's legal actions when the engine waits for that seat. */
function actionsOf(state: ReadonlyGameState, seat: number | null): readonly Action[] {
  return seat !== null && deciders(state).includes(seat) ? legalActions(state) : [];
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

/**
 * A boardgame.io `Game` playing the engine's `format` (`free-for-all`, `two-player`, `conspiracy`,
 * `magic-tech`, `mental-magic` or a registered variant):
 *
 * - `setup` starts the game from the match's {@link PalianoSetupData} with the engine's seeded PRNG
 *   (boardgame.io's `random` is not used);
 * - one move, `act(action)`, applies an engine action of the moving player (run on the server only,
 *   `client: false`, its arguments hidden from the other players in boardgame.io's log). An action
 *   the engine refuses, one naming another player, or anything that is no action, returns
 *   `INVALID_MOVE`: the state stays as it was. In Mental Magic the game then runs on to the next
 *   decision a player controls (`settle`);
 * - the active players are the player of `state.decision` (`setActivePlayers` after each move), none
 *   once the game is over; clients may send no flow events;
 * - `playerView` sends each client a {@link PalianoPlayerG}; a spectator (no player id) gets the
 *   spectator's view;
 * - `ai.enumerate` lists the `act` moves of the player's legal actions, from the server's `G` or
 *   from the `G` a client holds;
 * - `endIf` gives the game's result as `{ winner: '<player id>', rule, turn }`, or `{ draw: true,
 *   rule, turn }`, with the rule that ended it.
 *
 * The engine's log, every event citing its rule, reaches clients in their views (`G.view.log`);
 * boardgame.io's own log lists the moves.
 */
export function palianoGame(format: string, options: PalianoGameOptions = {}): Game<PalianoG, Record<string, unknown>, PalianoSetupData> {
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
        if (!Array.isArray(players)) return 'setupData.players must list a { deck, sideboard?, name? } per seat';
        if (players.length !== numPlayers) return `setupData.players has ${players.length} seats; the match has ${numPlayers}`;
      }
      // what the engine refuses (a card it does not know, a short deck, bad settings) is told to the
      // lobby's caller here, as a 400 with the engine's reason, rather than failing in setup
      return setupProblem(() => startState(format, setupData));
    },

    setup: (_context, setupData) => {
      if (setupData === undefined) throw new Error(`a ${format} match needs setupData: the game options`);
      return { state: startState(format, setupData), logBefore: 0 };
    },

    turn: {
      onBegin: ({ G, events }) => {
        events.setActivePlayers(activePlayerIds(deciders(G.state)));
      },
    },

    moves: {
      [ACT_MOVE]: {
        client: false,
        redact: true,
        move: ({ G, playerID, events }, action: unknown) => {
          const before = undrafted(G, 'state');
          const seat = seatOf(playerID, before.players.length);
          if (seat === null || !namesSeat(action, seat)) return INVALID_MOVE;
          const logBefore = logLength(before);
          const applied = tryApply(before, action as Action);
          if (!applied.ok) return INVALID_MOVE;
          const state = format === MENTAL_MAGIC ? settleMentalMagic(applied.state) : applied.state;
          events.setActivePlayers(activePlayerIds(deciders(state)));
          return { state, logBefore };
        },
      },
    },

    playerView: ({ G, playerID }): PalianoPlayerG => {
      const seat = seatOf(playerID, G.state.players.length);
      const viewer = seat ?? 'spectator';
      return {
        view: wholeLog || G.logBefore === 0 ? view(G.state, viewer) : view(G.state, viewer, { since: G.logBefore }),
        actions: actionsOf(G.state, seat),
      };
    },

    endIf: ({ G }) => {
      const result = G.state.result;
      if (result === null) return undefined;
      return result.winner === null ? { draw: true, rule: result.rule, turn: result.turn } : { winner: String(result.winner), rule: result.rule, turn: result.turn };
    },

    ai: {
      enumerate: (G: PalianoG | PalianoPlayerG, _ctx: Ctx, playerID: string) => {
        const actions = 'state' in G ? actionsOf(G.state, seatOf(playerID, G.state.players.length)) : G.actions;
        return actions.map((action) => ({ move: ACT_MOVE, args: [action] }));
      },
    },
  };
}
