/**
 * What a Colyseus room needs to know of the thing played at its table — a game or a draft — so that
 * one room class serves both: how to start it, apply a seat's action, list who must act, build a
 * seat's or a spectator's view, and let a bot act for a seat.
 *
 * @module
 */
import type { Action } from '../../engine/actions.js';
import { RulesError } from '../../engine/errors.js';
import { cachedLegalActions, createGame, tryApply, withKnownFieldsOnly, type CreateGameOptions } from '../../engine/game.js';
import { botInput } from '../../bots/bot.js';
import { heuristicBot } from '../../bots/heuristic.js';
import { heuristicDrafter } from '../../bots/heuristic-drafter.js';
import { draftBotInput } from '../../bots/draft-bot.js';
import { tryApplyDraft } from '../../draft/apply.js';
import { createDraft, withKnownDraftFieldsOnly, type CreateDraftOptions } from '../../draft/create.js';
import { legalPicks } from '../../draft/kept-picks.js';
import type { DraftAction, ReadonlyDraftState } from '../../draft/types.js';
import { draftView, type DraftView } from '../../draft/view.js';
import type { RngState } from '../../state/types.js';
import type { ReadonlyGameState } from '../../state/types.js';
import { view, type GameView } from '../../state/view.js';
import { replayRecorded } from '../../state/replay-upgrade.js';
import { mentalMagicGameFrom, settle, type MentalMagicGameOptions } from '../../variants/mental-magic/control.js';
import { MENTAL_MAGIC_FORMAT } from '../../variants/mental-magic/rule-module.js';
import { isControlAction, performControl, turnOverAfterPeek, type ControlAction } from '../../variants/mental-magic/control-actions.js';

/** The result of applying an action at a table: the next state, or the engine's refusal. */
export type TableStep<S> = { ok: true; state: S } | { ok: false; error: RulesError };

/** A game or a draft as a room plays it (S: its state, A: its actions, V: a view of it). */
export interface Table<O, S, A, V> {
  /** `game` or `draft`. */
  readonly kind: 'game' | 'draft';
  /** The action field naming the seat that acts: `player` in a game, `seat` in a draft. */
  readonly seatField: 'player' | 'seat';
  /** Starts the game or draft from its options (throws a RulesError for options the engine refuses). */
  create(options: O): S;
  /**
   * Starts the game or draft from the options a room saved, which a room of an earlier build may have
   * accepted with fields that build ignored (`createGame`'s and `createDraft`'s, ignored before they refused them): they
   * are ignored again, so that the record rebuilds. Absent: `create`.
   */
  createSaved?(options: O): S;
  /** The names the options give the seats, in seat order (undefined for a seat they do not name). */
  seatNames(options: O): (string | undefined)[];
  /** How many seats the game or draft has. */
  seatCount(state: S): number;
  /** Applies an action, or says why not; never throws for a refused action. */
  apply(state: S, action: A): TableStep<S>;
  /**
   * Applies a saved record's actions to its starting state and returns the state after the last;
   * throws the first refusal, naming the action refused in its message. The game tables upgrade the
   * actions of earlier builds on the way (`replayRecorded`); a table without it has its actions
   * applied one by one with `apply` (see `rebuildTable`).
   */
  rebuild?(start: S, actions: readonly unknown[]): S;
  /** The seats that must act now (none once it is over). */
  waitingOn(state: S): number[];
  /**
   * Whether an action answers no decision, leaving the one waited for as it was (`setStops`, CR
   * 117.3d; Async Mental Magic's `peek`, `direct` and `specify`, AMM 8e–9): the acting seat's clock
   * then runs on, not started anew. Told by the action, not by the states: a decision answered may
   * be followed by an equal one (a pass that moves the game to the next step gives the same player
   * priority again, CR 117.3a), which is a new decision with a clock of its own. Absent: every
   * action starts its seat's clock anew.
   */
  keepsDecision?(action: A): boolean;
  /**
   * Whether the seats decide apart, at the same time (a draft's drafters, each on their own pack):
   * another seat's action leaves the decision of a seat waited on before and after it as it was.
   * Absent: there is one decision at a time (a game), which another seat's action changes unless
   * it keeps it ({@link keepsDecision}). Tells which action messages are stale (docs/colyseus.md).
   */
  readonly seatsDecideApart?: boolean;
  /** The legal actions of a seat now (empty when it need not act). */
  legal(state: S, seat: number): readonly A[];
  /** A seat's or a spectator's view, with only the log events after `since` when it is given. */
  view(state: S, viewer: number | 'spectator', since?: number): V;
  /** The length of the whole log a view holds after this view (a delta's start plus its events). */
  viewLogLength(v: V): number;
  /** Whether the game or draft is over. */
  over(state: S): boolean;
  /** The engine's bot's action for a seat that must act (from that seat's information only). */
  botAction(state: S, seat: number, actions: readonly A[], rng: RngState): A;
}

/**
 * The options of a game of Async Mental Magic at a table: `format: 'mental-magic'` and the options
 * of `createMentalMagicGame` (its `names` name the two seats).
 */
export type MentalMagicTableOptions = MentalMagicGameOptions & { readonly format: 'mental-magic' };

/** The options of a game at a table: `createGame`'s, or Async Mental Magic's ({@link MentalMagicTableOptions}). */
export type GameTableOptions = CreateGameOptions | MentalMagicTableOptions;

/** Whether a table's game options are Async Mental Magic's (`format: 'mental-magic'`), which `createMentalMagicGame` starts. */
export function isMentalMagicTable(options: GameTableOptions): options is MentalMagicTableOptions {
  return typeof options === 'object' && options !== null && options.format === MENTAL_MAGIC_FORMAT;
}

/**
 * Whether a saved game's options are `createGame`'s though their format is `mental-magic` (they list
 * `players`): a record saved before game rooms hosted Async Mental Magic, when a room made every game
 * with `createGame` (from the format's data, `formatData`) and played it with `apply` alone. A room
 * given such options now refuses them; one rebuilding such a record plays it as it was made
 * ({@link createGameTable}).
 */
export function isCreateGameOfMentalMagic(options: GameTableOptions): options is CreateGameOptions {
  return isMentalMagicTable(options) && 'players' in options;
}

/** `createMentalMagicGame`'s own options: a table's without the format. */
export function mentalMagicOptions(options: MentalMagicTableOptions): MentalMagicGameOptions {
  const { format: _format, ...own } = options;
  return own;
}

/** A table's `rebuild` of a game applied through `apply`, upgrading the actions of earlier builds. */
function gameRebuild(apply: (state: ReadonlyGameState, action: Action) => TableStep<ReadonlyGameState>): (start: ReadonlyGameState, actions: readonly unknown[]) => ReadonlyGameState {
  return (start, actions) => {
    const states = replayRecorded(start, actions, {
      apply: (state, action) => {
        const step = apply(state, action);
        if (!step.ok) throw step.error;
        return step.state;
      },
      refused: (where, error) => {
        if (!(error instanceof RulesError)) throw error;
        throw refusalAt(where, error);
      },
    });
    for (;;) {
      const next = states.next();
      if (next.done) return next.value;
    }
  };
}

/**
 * A game `createGame` made, played with `apply` alone whatever its format; the heuristic bot plays
 * empty seats. The table of a game of the format `mental-magic` saved with `createGame` options
 * ({@link isCreateGameOfMentalMagic}).
 */
export const createGameTable: Table<GameTableOptions, ReadonlyGameState, Action | ControlAction, GameView> = {
  kind: 'game',
  seatField: 'player',
  create: (options) => createGame(options as CreateGameOptions),
  createSaved: (options) => createGame(withKnownFieldsOnly(options as CreateGameOptions)),
  seatNames: (options) => {
    const players = (options as Partial<CreateGameOptions> | null)?.players;
    return Array.isArray(players) ? players.map((p) => p?.name) : [];
  },
  seatCount: (state) => state.players.length,
  // a control action is no engine action: refused here as any other
  apply: (state, action) => tryApply(state, action as Action),
  rebuild: gameRebuild((state, action) => tryApply(state, action)),
  waitingOn: (state) => (state.result || !state.decision ? [] : [state.decision.player]),
  // setting stops answers no decision (CR 117.3d), nor does a control action but turnOver (AMM 8e–9);
  // a control action is refused at a game createGame made, so it never gets here from one
  keepsDecision: (action) => action.type === 'setStops' || (isControlAction(action) && action.type !== 'turnOver'),
  legal: (state, seat) => (!state.result && state.decision?.player === seat ? cachedLegalActions(state) : []),
  view: (state, viewer, since) => view(state, viewer, since === undefined ? {} : { since }),
  viewLogLength: (v) => (v.logFrom ?? 0) + v.log.length,
  over: (state) => state.result !== null,
  // the actions `legal` lists: engine actions
  botAction: (state, _seat, actions, rng) => heuristicBot(botInput(state, actions as readonly Action[], rng)),
};

/**
 * `apply`, then for a game of Async Mental Magic running on to the next decision a player controls
 * (AMM 7, 8); in such a game a control action (AMM 7–9: `turnOver`, `peek`, `direct`, `specify`) is
 * performed instead (`performControl`).
 */
function settledApply(state: ReadonlyGameState, action: Action | ControlAction): TableStep<ReadonlyGameState> {
  if (state.format === MENTAL_MAGIC_FORMAT) {
    try {
      const controlled = performControl(state, action);
      if (controlled) return { ok: true, state: controlled };
    } catch (e) {
      if (e instanceof RulesError) return { ok: false, error: e };
      throw e;
    }
  }
  const step = tryApply(state, action as Action);
  return step.ok && step.state.format === MENTAL_MAGIC_FORMAT ? { ok: true, state: settle(step.state) } : step;
}

/**
 * A game at a table: `createGame` options, or `format: 'mental-magic'` with `createMentalMagicGame`
 * options, as the boardgame.io adapter takes them; the heuristic bot plays empty seats. A game of
 * Async Mental Magic runs on after each action to the next decision a player controls (AMM 7, 8),
 * and takes its control actions (AMM 7–9), recorded with the others; a seat that peeked (AMM 9) is
 * offered turning over control alone, which the bot takes for it.
 */
export const gameTable: Table<GameTableOptions, ReadonlyGameState, Action | ControlAction, GameView> = {
  ...createGameTable,
  create: (options) => (isMentalMagicTable(options) ? mentalMagicGameFrom(mentalMagicOptions(options)) : createGame(options)),
  createSaved: (options) => (isMentalMagicTable(options) ? mentalMagicGameFrom(mentalMagicOptions(options)) : createGame(withKnownFieldsOnly(options))),
  seatNames: (options) => (isMentalMagicTable(options) ? (Array.isArray(options.names) ? [...options.names] : []) : createGameTable.seatNames(options)),
  apply: settledApply,
  rebuild: gameRebuild(settledApply),
  // a seat that peeked (AMM 9) has one action left, turning over control, which no engine action
  // is: listed for it, and taken by the bot when it plays the seat or its clock runs out
  legal: (state, seat) => {
    const left = turnOverAfterPeek(state, seat);
    return left ? [left] : createGameTable.legal(state, seat);
  },
  botAction: (state, seat, actions, rng) => {
    const only = actions.length === 1 ? actions[0] : undefined;
    return only !== undefined && isControlAction(only) ? only : createGameTable.botAction(state, seat, actions, rng);
  },
};

/** One heuristic drafter for every draft room of the process (it keeps a memo per draft). */
const drafter = heuristicDrafter();

/** A refusal named by where it happened (a recorded action), its rule kept: the message loses its citation, which the new error adds again. */
function refusalAt(where: string, error: RulesError): RulesError {
  const bare = error.rule === undefined ? error.message : error.message.slice(0, error.message.lastIndexOf(' ('));
  return new RulesError(error.code, `${where}: ${bare}`, error.rule);
}

/**
 * The state a table's saved `actions` lead to from `start`: through the table's `rebuild`, or, for a
 * table without one, `apply` of each action in turn. Throws the first refusal, naming the action.
 */
export function rebuildTable<S, A>(table: Pick<Table<unknown, S, A, unknown>, 'apply' | 'rebuild'>, start: S, actions: readonly unknown[]): S {
  if (table.rebuild) return table.rebuild(start, actions);
  return actions.reduce<S>((state, action, i) => {
    const step = table.apply(state, action as A);
    if (!step.ok) throw refusalAt(`action ${i} (${JSON.stringify(action)})`, step.error);
    return step.state;
  }, start);
}

/** A draft at a table: `createDraft` options; the heuristic drafter drafts for empty seats. */
export const draftTable: Table<CreateDraftOptions, ReadonlyDraftState, DraftAction, DraftView> = {
  kind: 'draft',
  seatField: 'seat',
  seatsDecideApart: true,
  create: (options) => createDraft(options),
  createSaved: (options) => createDraft(withKnownDraftFieldsOnly(options)),
  // createDraft also takes a number of drafters: seats without names
  seatNames: (options) => (Array.isArray(options?.drafters) ? [...options.drafters] : []),
  seatCount: (state) => state.drafters.length,
  apply: (state, action) => {
    try {
      return tryApplyDraft(state, action);
    } catch (e) {
      // tryApplyDraft reports refusals; anything else a malformed message made it throw is one too
      return { ok: false, error: e instanceof RulesError ? e : new RulesError('malformed', String(e)) };
    }
  },
  waitingOn: (state) => (state.phase === 'complete' ? [] : state.drafters.map((d) => d.seat).filter((s) => legalPicks(state, s).length > 0)),
  legal: (state, seat) => (state.phase === 'complete' ? [] : legalPicks(state, seat)),
  view: (state, viewer, since) => draftView(state, viewer, since === undefined ? {} : { since }),
  viewLogLength: (v) => (v.logFrom ?? 0) + v.log.length,
  over: (state) => state.phase === 'complete',
  botAction: (state, seat, actions, rng) => drafter(draftBotInput(state, seat, actions, rng)),
};
