/**
 * What the boardgame.io adapters share: boardgame.io's player ids against the engine's seats, the
 * move's name and the value that refuses a move, the events a client may not send, and the check of
 * a match's setup data.
 *
 * The adapters import no boardgame.io code at run time, only its types: the few values of its API
 * they need (`INVALID_MOVE`) are written here, so the entry
 * loads whether or not boardgame.io is installed (it is an optional peer dependency).
 *
 * @module
 */

/** The value a boardgame.io move returns to refuse the move (boardgame.io/core's `INVALID_MOVE`): the state stays as it was. */
export const INVALID_MOVE = 'INVALID_MOVE';

/** The name of the one move of the adapters' games: it applies one engine action (or draft action). */
export const ACT_MOVE = 'act';

/**
 * boardgame.io's flow events, all closed to clients: who acts follows the engine's decision, so no
 * client ends turns, phases or stages or sets active players (the moves still set them).
 */
export const CLIENT_EVENTS_OFF = {
  endGame: false,
  endPhase: false,
  endTurn: false,
  setPhase: false,
  endStage: false,
  setStage: false,
  pass: false,
  setActivePlayers: false,
} as const;

/** The engine seat of a boardgame.io player id ('0', '1', …), or null for a spectator or an id of no seat. */
export function seatOf(playerID: string | null | undefined, seats: number): number | null {
  if (typeof playerID !== 'string' || !/^(0|[1-9][0-9]*)$/.test(playerID)) return null;
  const seat = Number(playerID);
  return seat < seats ? seat : null;
}

/** The argument of boardgame.io's `setActivePlayers` making exactly `seats` active, each in no stage (a list of player ids). */
export function activePlayerIds(seats: Iterable<number>): string[] {
  return Array.from(seats, String);
}

/**
 * The value of `key` in `holder`, read without immer making a draft of it. boardgame.io runs moves
 * inside immer's `produce`, so a move's `G` is a draft, and reading a field of it makes a draft of
 * the value too, which the engine would then copy whole to read (it takes drafts, at that cost). A
 * property descriptor of a draft holds the value itself (immer's `getOwnPropertyDescriptor` reads
 * its current copy), and the engine's states are never changed in place, so the move reads them
 * through it. Where that yields a draft after all, the engine still reads it correctly.
 */
export function undrafted<T, K extends keyof T>(holder: T, key: K): T[K] {
  const descriptor = Object.getOwnPropertyDescriptor(holder, key);
  return descriptor && 'value' in descriptor ? (descriptor.value as T[K]) : holder[key];
}

/**
 * Why a match's setup data makes no game: the message of the `RulesError` (or other error) that
 * starting it throws, for `validateSetupData`; undefined when it starts.
 */
export function setupProblem(start: () => unknown): string | undefined {
  try {
    start();
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}
