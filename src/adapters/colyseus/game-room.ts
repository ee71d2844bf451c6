/**
 * The Colyseus room of a game: `createGame` options under `game` (see docs/colyseus.md).
 *
 * @module
 */
import type { Action } from '../../engine/actions.js';
import type { CreateGameOptions } from '../../engine/game.js';
import type { ReadonlyGameState } from '../../state/types.js';
import type { GameView } from '../../state/view.js';
import { TableRoom, type TableRoomOptions } from './table-room.js';
import { gameTable } from './tables.js';

/** The options a game room is created with. */
export interface GameRoomOptions extends TableRoomOptions {
  /**
   * The `createGame` options: the players (with the names their seats are reserved by), decks,
   * format, and a seed only for tests: without one the room draws a secret seed (a seed a client
   * chose tells that client every hidden card).
   */
  game: Omit<CreateGameOptions, 'seed'> & { seed?: CreateGameOptions['seed'] };
}

/**
 * A room playing one game: each seat's client is sent its own view after every action, spectators
 * the public view; actions are checked by the engine and saved before they are shown.
 */
export class GameRoom extends TableRoom<CreateGameOptions, ReadonlyGameState, Action, GameView> {
  protected readonly table = gameTable;
  protected readonly optionsField = 'game';
}
