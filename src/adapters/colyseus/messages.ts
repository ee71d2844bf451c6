/**
 * The messages of the table rooms (docs/colyseus.md), shared by the server and the client helper.
 *
 * @module
 */

/** What a client gives to join: a seat's name, or none to watch. */
export interface TableJoinOptions {
  /** The game to join (rooms are filtered by it). */
  gameId?: string;
  /**
   * The name of the seat to take; absent to watch as a spectator. In a room that authenticates its
   * clients the seat is the authenticated identity's, absent or not, and any other name is refused.
   */
  name?: string;
  /** Send only the log events a client does not have yet after its first view (see docs/colyseus.md). */
  delta?: boolean;
}

/**
 * What a message that acts (`action`, and a room's own such as `turnOver`) may carry besides the
 * action's fields: the state the client chose it in. The field is the room's, never the action's.
 */
export interface TableStateReference {
  /**
   * The `actionCount` of the view the action was chosen in. The room refuses the message as `stale`,
   * changing nothing, when the sender's seat has acted since (the message was sent twice, or the bot
   * decided on the seat's clock) or its decision has changed since; absent, the message is not
   * checked so. `joinTable`'s `send` and `sendMessage` give the latest view's.
   */
  actionCount?: number;
}

/** The `view` message a room sends a client (server → client). */
export interface TableViewMessage<V = unknown, A = unknown> {
  /** The game's id (to join it again). */
  gameId: string;
  /** `game` or `draft`. */
  kind: 'game' | 'draft';
  /** The client's seat, or `spectator`. */
  seat: number | 'spectator';
  /** The seats' names, in seat order. */
  names: (string | null)[];
  /** The seats played by bots now. */
  botSeats: number[];
  /** How many actions the game has had (every one saved). */
  actionCount: number;
  /** True when `view` carries only the log events after those of the last view sent (`applyViewDelta` / `applyDraftViewDelta`). */
  delta: boolean;
  /** The client's view of the game or draft (or a spectator's). */
  view: V;
  /** The client's legal actions now (empty when it need not act). */
  actions: readonly A[];
  /** When the client's clock runs out (milliseconds since the epoch), or null without a clock. */
  deadline: number | null;
  /** Whether the game or draft is over. */
  over: boolean;
}

/** The `error` message a room sends a client whose message it refused (server → client). */
export interface TableErrorMessage {
  /** A RulesError code (`malformed`, `notYourDecision`, …) or the room's: `spectator`, `notYourSeat`, `stale`, `unsaved`, `superseded`, `unknownMessage`. */
  code: string;
  /** What was wrong. */
  message: string;
  /** The rule the action breaks, when the engine names one. */
  rule?: string;
}
