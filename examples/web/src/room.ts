// Play with other people through a Colyseus room of paliano/colyseus: the page joins the table by its
// id and seat name with joinTable (which joins again after a lost connection); every view the room
// sends goes to the worker to be presented, and a clicked action goes back to the room.
import { Client } from 'colyseus.js';
import type { Action, CreateGameOptions, GameView } from 'paliano';
import { joinTable, type TableConnection } from 'paliano/colyseus/client';
import { dividedAs } from './division.js';
import { takeBackAction } from './take-back.js';

/** The room name paliano/colyseus defines its game room under (`GAME_ROOM`). */
export const GAME_ROOM = 'paliano-game';

/** How to reach a table. */
export interface RoomSeat {
  /** The server's address, e.g. `ws://localhost:2567`. */
  server: string;
  /** The table's id: everyone joins it by this. */
  gameId: string;
  /** The seat's name; empty to watch as a spectator. */
  name: string;
  /** To create the table when it does not exist yet: the game and the seats the bots play. */
  create?: { game: Omit<CreateGameOptions, 'seed'>; bots: number[] };
}

/**
 * A seat (or a spectator) at a room's table: the views received, and the actions sent back. A view is
 * drawn some time after it arrives (the worker presents it first), and another may arrive meanwhile
 * (a person concedes, a bot takes an empty seat): a clicked control is read in the view its screen was
 * drawn from, not in the newest one, whose listed actions may differ.
 */
export class RoomTable {
  /** The views received and sent to be presented, not drawn yet, oldest first. */
  private readonly toDraw: GameView[] = [];
  /** The view of the screen the page shows. */
  private view: GameView | null = null;

  /** A table over a connection made by {@link RoomTable.join} (or a test's). */
  constructor(private readonly connection: Pick<TableConnection<Action>, 'send' | 'leave'>, readonly seat: RoomSeat) {}

  /** A view received from the room, about to be presented. */
  received(view: GameView): void {
    this.toDraw.push(view);
  }

  /** The oldest view received has been presented and its screen drawn (or refused): the page's controls are its. */
  presented(): void {
    this.view = this.toDraw.shift() ?? this.view;
  }

  /** Where the table is and who sits here, in words. */
  get where(): string {
    return `Table ${this.seat.gameId} at ${this.seat.server}, ${this.seat.name.trim() === '' ? 'watching' : `as ${this.seat.name.trim()}`}`;
  }

  /** Joins the table; `onView` gets each view, `onError` what the room refused or a lost connection. */
  static async join(seat: RoomSeat, onView: (view: GameView) => void, onError: (message: string) => void): Promise<RoomTable> {
    let table: RoomTable | null = null;
    const pending: GameView[] = [];
    const connection = await joinTable<GameView, Action>(new Client(seat.server), GAME_ROOM, {
      gameId: seat.gameId,
      ...(seat.name.trim() === '' ? {} : { name: seat.name.trim() }),
      ...(seat.create ? { create: { game: seat.create.game, bots: seat.create.bots, emptySeatSeconds: 600 } } : {}),
    }, {
      onView: (message) => {
        if (table) {
          table.received(message.view);
          onView(message.view);
        } else pending.push(message.view);
      },
      onError: (e) => onError(`${e.message}${e.rule ? ` (CR ${e.rule})` : ''}`),
      onClose: (code) => onError(`the connection to the table closed (code ${code})`),
    });
    table = new RoomTable(connection, seat);
    for (const v of pending) {
      table.received(v);
      onView(v);
    }
    return table;
  }

  /** Sends the listed action `index` of the view drawn, with `division` as its divided damage's shares when given (CR 601.2d). */
  act(index: number, division?: number[]): void {
    const action = this.view?.legalActions[index];
    if (action) this.connection.send(division ? dividedAs(action, division) : action);
  }

  /**
   * Names the cards of the face-down conspiracy this seat is putting, in one `nameCard` action (CR
   * 702.106a, 702.106f): any names the engine accepts, not only the listed ones; the room answers a
   * refusal with an error.
   */
  nameCards(names: string[]): void {
    const seat = this.view?.viewer;
    if (typeof seat === 'number') this.connection.send({ type: 'nameCard', player: seat, names });
  }

  /** Takes `creature` back out of this seat's declaration of attackers or blockers in progress (CR 508.1, 509.1). */
  takeBack(creature: number): void {
    if (this.view) this.connection.send(takeBackAction(this.view, creature));
  }

  /** Concedes the game for this seat (CR 104.3a), which a player may do at any time. */
  concede(): void {
    const seat = this.view?.viewer;
    if (typeof seat === 'number') this.connection.send({ type: 'concede', player: seat });
  }

  /** Leaves the table. */
  async leave(): Promise<void> {
    await this.connection.leave();
  }
}
