/**
 * A boardgame.io `Game` for the Conspiracy draft (CR 905.1–905.2): the match's `G` holds the draft
 * state, one move applies a draft action, and every drafter with something to do is active at once
 * (picks are simultaneous, 905.2a).
 *
 * @module
 */
import type { Ctx, Game } from 'boardgame.io';
import { createDraft, draftView, legalPicks, tryApplyDraft, type CreateDraftOptions, type DraftAction, type ReadonlyDraftState, type DraftView } from '../../index.js';
import { ACT_MOVE, activePlayerIds, CLIENT_EVENTS_OFF, INVALID_MOVE, seatOf, setupProblem, undrafted } from './seats.js';
import { keepPicks } from '../../draft/kept-picks.js';
import { isImmerDraft } from '../../state/plain-state.js';
import type { DraftState } from '../../draft/types.js';
import { secretSeed } from '../secret-seed.js';

/**
 * The `setupData` of a draft match: `createDraft`'s options (`{}` takes the defaults). `drafters` may be left out (one per seat
 * of the match, named `Player 1`, …) or give the drafters' names, one per seat. The `seed` may be
 * left out, and should be for a real match (see `PalianoSetupData`): `setup` then draws one on the
 * server.
 */
export type PalianoDraftSetupData = Omit<CreateDraftOptions, 'drafters' | 'seed'> & { drafters?: readonly string[]; seed?: number | string };

/** The `G` of a draft match on the server: the draft state, and where its log stood before the last move. */
export interface PalianoDraftG {
  /** The draft state. */
  readonly draft: ReadonlyDraftState;
  /** The length of the draft's log before the last move (0 before the first). */
  readonly logBefore: number;
}

/** What a drafter's client receives as `G`: the draft's view for its seat (a spectator's without one) and the actions it may take now. */
export interface PalianoDraftPlayerG {
  /**
   * `draftView` for the client's seat, or the spectator's. With `log: 'lastMove'` (the default) its
   * log holds the events of the last move only, from `logFrom` on (before the first move, the whole
   * log): `applyDraftViewDelta(held, G.view)` merges it into the view a client holds. With `log:
   * 'whole'`, the whole log.
   */
  readonly view: DraftView;
  /** The drafter's legal actions now (`legalPicks(draft, seat)`); none for a spectator. */
  readonly actions: readonly DraftAction[];
}

/** Options of {@link palianoDraftGame}. */
export interface PalianoDraftGameOptions {
  /** The `Game`'s name, its namespace on a server; `paliano-draft` by default. */
  name?: string;
  /** What a client's view holds of the log: the last move's events (`lastMove`, the default) or the whole log (`whole`). */
  log?: 'lastMove' | 'whole';
}

/** The draft the setup data describes for `numPlayers` drafters, with a server-drawn seed where it gives none. */
function startDraft(setupData: PalianoDraftSetupData, numPlayers: number): ReadonlyDraftState {
  return createDraft({ ...setupData, drafters: setupData.drafters ?? numPlayers, seed: setupData.seed ?? secretSeed() });
}

/**
 * The draft state of `G` (the server's `G`, an immer draft inside a move). boardgame.io never changes
 * it (a move returns a new `G`): read back from a storage as a new object (a database parses it
 * anew), it keeps its drafters' legal actions once listed too, as a state `applyDraft` returns does,
 * so that a seat's `playerView` and `ai.enumerate` list the drafter once (issue 16).
 */
function storedDraft(G: PalianoDraftG): ReadonlyDraftState {
  const draft = undrafted(G, 'draft');
  if (!isImmerDraft(draft)) keepPicks(draft as DraftState);
  return draft;
}

/** The seats with something to do now, in seat order. */
function actingSeats(draft: ReadonlyDraftState): number[] {
  const seats = new Set<number>();
  for (const action of legalPicks(draft)) seats.add(action.seat);
  return [...seats];
}

/** Whether `value` is an action object naming `seat` as its seat (its shape is the engine's to check). */
function namesSeat(value: unknown, seat: number): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && (value as { seat?: unknown }).seat === seat;
}

/**
 * A boardgame.io `Game` running a Conspiracy draft of `numPlayers` drafters:
 *
 * - `setup` opens the boosters of a `createDraft` from the match's {@link PalianoDraftSetupData}, with
 *   the engine's seeded PRNG;
 * - one move, `act(action)`, applies a draft action of the moving drafter (server only, its
 *   arguments hidden from the others in boardgame.io's log, accepted from a client that has not yet
 *   received the other drafters' latest picks: `ignoreStaleStateID`); a refused action, one naming another
 *   seat, or anything that is no action, returns `INVALID_MOVE` and changes nothing;
 * - the active players are every drafter with a legal action (`legalPicks`), all at once: picks
 *   are simultaneous (905.2a); the Deal Broker's exchanges after the draft, one drafter at a time;
 * - `playerView` sends each client a {@link PalianoDraftPlayerG} (a spectator's view without a seat);
 * - `ai.enumerate` lists the `act` moves of the drafter's legal actions;
 * - `endIf` gives `{ complete: true }` once the draft is complete; each drafter's pool is in their view.
 */
export function palianoDraftGame(options: PalianoDraftGameOptions = {}): Game<PalianoDraftG, Record<string, unknown>, PalianoDraftSetupData> {
  const wholeLog = options.log === 'whole';
  return {
    name: options.name ?? 'paliano-draft',
    minPlayers: 2,
    disableUndo: true,
    events: CLIENT_EVENTS_OFF,

    validateSetupData: (setupData, numPlayers) => {
      if (typeof setupData !== 'object' || setupData === null) return 'setupData must hold the draft options ({} takes the defaults)';
      const names = setupData.drafters;
      if (names !== undefined && !(Array.isArray(names) && names.length === numPlayers)) return `setupData.drafters must name the match's ${numPlayers} drafters`;
      // what createDraft refuses (rounds, boosters, names) is told to the lobby's caller here, as a 400
      return setupProblem(() => startDraft(setupData, numPlayers));
    },

    setup: ({ ctx }, setupData) => {
      if (setupData === undefined) throw new Error('a draft match needs setupData: the draft options ({} takes the defaults)');
      return { draft: startDraft(setupData, ctx.numPlayers), logBefore: 0 };
    },

    turn: {
      onBegin: ({ G, events }) => {
        events.setActivePlayers(activePlayerIds(actingSeats(storedDraft(G))));
      },
    },

    moves: {
      [ACT_MOVE]: {
        client: false,
        redact: true,
        // drafters pick at once: a pick sent while another drafter's was applied is still judged
        // against the draft as it is now, so it need not name the latest state id
        ignoreStaleStateID: true,
        move: ({ G, playerID, events }, action: unknown) => {
          const before = storedDraft(G);
          const seat = seatOf(playerID, before.drafters.length);
          if (seat === null || !namesSeat(action, seat)) return INVALID_MOVE;
          const logBefore = before.log.length;
          const applied = tryApplyDraft(before, action as DraftAction);
          if (!applied.ok) return INVALID_MOVE;
          events.setActivePlayers(activePlayerIds(actingSeats(applied.state)));
          return { draft: applied.state, logBefore };
        },
      },
    },

    playerView: ({ G, playerID }): PalianoDraftPlayerG => {
      const draft = storedDraft(G);
      const seat = seatOf(playerID, draft.drafters.length);
      const viewer = seat ?? 'spectator';
      return {
        view: wholeLog || G.logBefore === 0 ? draftView(draft, viewer) : draftView(draft, viewer, { since: G.logBefore }),
        actions: seat === null ? [] : legalPicks(draft, seat),
      };
    },

    endIf: ({ G }) => (G.draft.phase === 'complete' ? { complete: true } : undefined),

    ai: {
      enumerate: (G: PalianoDraftG | PalianoDraftPlayerG, _ctx: Ctx, playerID: string) => {
        // the player's own drafter only: the others need not be listed
        let actions: readonly DraftAction[];
        if ('draft' in G) {
          const draft = storedDraft(G);
          const seat = seatOf(playerID, draft.drafters.length);
          actions = seat === null ? [] : legalPicks(draft, seat);
        } else actions = G.actions;
        return actions.map((action) => ({ move: ACT_MOVE, args: [action] }));
      },
    },
  };
}
