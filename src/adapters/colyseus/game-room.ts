/**
 * The Colyseus room of a game: `createGame` options under `game`, or `format: 'mental-magic'` with
 * `createMentalMagicGame` options (see docs/colyseus.md).
 *
 * @module
 */
import type { Action } from '../../engine/actions.js';
import type { CreateGameOptions } from '../../engine/game.js';
import type { ReadonlyGameState } from '../../state/types.js';
import type { GameView } from '../../state/view.js';
import { TableRoom, type TableRoomOptions } from './table-room.js';
import { createGameTable, gameTable, isCreateGameOfMentalMagic, type GameTableOptions, type MentalMagicTableOptions } from './tables.js';
import type { TableSetup } from './records.js';

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
 * Async Mental Magic runs on after each action to the next decision a player controls (AMM 7, 8).
 */
export class GameRoom extends TableRoom<GameTableOptions, ReadonlyGameState, Action, GameView> {
  protected readonly table = gameTable;
  protected readonly optionsField = 'game';

  /** A record of `createGame` options of the format `mental-magic` is played as `createGame` made it. */
  protected override tableOf(setup: TableSetup<GameTableOptions>): typeof gameTable {
    return isCreateGameOfMentalMagic(setup.options) ? createGameTable : gameTable;
  }
}
