/**
 * The Colyseus room of a game: `createGame` options under `game`, or `format: 'mental-magic'` with
 * `createMentalMagicGame` options (see docs/colyseus.md).
 *
 * @module
 */
import type { Action } from '../../engine/actions.js';
import { RulesError } from '../../engine/errors.js';
import { CONTROL_ACTION_TYPES, CONTROL_RULES, type ControlAction } from '../../variants/mental-magic/control-actions.js';
import { MENTAL_MAGIC_FORMAT } from '../../variants/mental-magic/rule-module.js';
import type { CreateGameOptions } from '../../engine/game.js';
import type { ReadonlyGameState } from '../../state/types.js';
import type { GameView } from '../../state/view.js';
import { TableRoom, type TableRoomOptions } from './table-room.js';
import { createGameTable, gameTable, isCreateGameOfMentalMagic, type GameTableOptions, type MentalMagicTableOptions } from './tables.js';
import type { TableSetup } from './records.js';
import { quoted } from '../../engine/quote.js';

/** The options a game room is created with. */
export interface GameRoomOptions extends TableRoomOptions {
  /**
   * The `createGame` options: the players (with the names their seats are reserved by), decks,
   * format; or, for Async Mental Magic, `format: 'mental-magic'` with the `createMentalMagicGame`
   * options (`names`: the two seats' names, `game`, `usedNames`, `costTable`, …). A seed only for
   * tests: without one the room draws a secret seed (a seed a client chose tells that client every
   * hidden card).
   */
  game:
    | (Omit<CreateGameOptions, 'seed'> & { seed?: CreateGameOptions['seed'] })
    | (Omit<MentalMagicTableOptions, 'seed'> & { seed?: MentalMagicTableOptions['seed'] });
}

/**
 * A room playing one game: each seat's client is sent its own view after every action, spectators
 * the public view; actions are checked by the engine and saved before they are shown. A game of
 * Async Mental Magic runs on after each action to the next decision a player controls (AMM 7, 8),
 * and takes the messages `turnOver`, `peek`, `direct` and `specify` (AMM 7–9, see `ownMessages`).
 */
export class GameRoom extends TableRoom<GameTableOptions, ReadonlyGameState, Action | ControlAction, GameView> {
  protected readonly table = gameTable;
  protected readonly optionsField = 'game';

  /**
   * Async Mental Magic's control of the turn (AMM 7–9), a message each, for the sender's seat:
   * `turnOver` and `peek` (no payload), `direct` (`{ attacker, blockers }`: card IDs, or token handles as `T57`, AMM 8f) and
   * `specify` (`{ card, ability, categories, untilTurn? }`, AMM 8e). Each is the control action of that `type`
   * (`performControl`), saved in the record with the other actions; a peek's card is in its
   * owner's view only.
   */
  protected override ownMessages(): Readonly<Record<string, (payload: unknown, seat: number) => Action | ControlAction>> {
    return Object.fromEntries(CONTROL_ACTION_TYPES.map((type) => [type, (payload: unknown, seat: number) => this.controlAction(type, payload, seat)]));
  }

  /** The control action a message of `type` stands for: its payload's fields, for the sender's seat. */
  private controlAction(type: ControlAction['type'], payload: unknown, seat: number): ControlAction {
    const rule = CONTROL_RULES[type];
    if (this.current.format !== MENTAL_MAGIC_FORMAT) throw new RulesError('illegal', `${type} is an action of Async Mental Magic (${rule}); game ${this.gameId} is of the format ${quoted(this.current.format)}`, rule);
    if (payload !== undefined && payload !== null && (typeof payload !== 'object' || Array.isArray(payload))) throw new RulesError('malformed', `${rule}: the payload of a ${type} message is an object of its fields, or none`, rule);
    // a payload's player other than the sender's seat is refused as an action naming another seat is
    return { player: seat, ...(payload as object | null), type } as ControlAction;
  }

  /** A record of `createGame` options of the format `mental-magic` is played as `createGame` made it. */
  protected override tableOf(setup: TableSetup<GameTableOptions>): typeof gameTable {
    return isCreateGameOfMentalMagic(setup.options) ? createGameTable : gameTable;
  }
}
