/**
 * Last known information (CR 608.2h, 113.7a, 603.10a): a permanent's characteristics as they last
 * existed on the battlefield, recorded as it leaves (`GameObject.lastKnown`). Permanents that leave at
 * the same time (a destruction of several, state-based actions, each player's sacrifice) are each
 * recorded before any of them leaves, so that what one of them did to another — a lord's bonus, an
 * Equipment's — is part of the other's last known information.
 *
 * @module
 */
import { characteristics, type Characteristics } from '../engine/characteristics.js';
import { hasAllNonlegendaryCreatureNames } from '../engine/names.js';
import type { GameState, ObjectId } from '../state/types.js';

/** Last known information recorded ahead for permanents of one state about to leave the battlefield together. */
interface RecordedAhead {
  state: GameState;
  byId: ReadonlyMap<ObjectId, Readonly<Characteristics>>;
}

/** What {@link leavingTogether} recorded for the permanents leaving now, or null outside it. */
let ahead: RecordedAhead | null = null;

/**
 * The last known information of permanent `id` as it leaves the battlefield now: what
 * {@link leavingTogether} recorded for it before any permanent leaving with it left, or else its
 * characteristics now.
 */
export function lastKnownOf(state: GameState, id: ObjectId): Readonly<Characteristics> {
  const recorded = ahead !== null && ahead.state === state ? ahead.byId.get(id) : undefined;
  return recorded ?? onTheBattlefield(state, id);
}

/**
 * The characteristics of permanent `id` on the battlefield now, as last known information: with the
 * names of nonlegendary creature cards it has from Spy Kit (CR 612.7), which its name does not hold, so
 * that abilities looking back in time see them (CR 603.10a), and the player it is attacking, if it
 * is (CR 113.7a: an ability of it resolving after it left reads that from its last known information).
 */
function onTheBattlefield(state: GameState, id: ObjectId): Readonly<Characteristics> {
  const c = characteristics(state, id);
  const names = hasAllNonlegendaryCreatureNames(state, id);
  const target = state.combat?.attackers.find((a) => a.id === id)?.target;
  const attackingPlayer = target !== undefined && 'player' in target ? target.player : undefined;
  if (!names && attackingPlayer === undefined) return c;
  return { ...c, ...(names ? { allNonlegendaryCreatureNames: true as const } : {}), ...(attackingPlayer !== undefined ? { attackingPlayer } : {}) };
}

/**
 * Runs `leave`, in which permanents of `ids` leave the battlefield at the same time: the
 * characteristics of each of them on the battlefield are recorded first, so that each leaves with
 * its last known information as it was before any of them left (CR 603.10a). Returns what `leave`
 * returns.
 */
export function leavingTogether<T>(state: GameState, ids: readonly ObjectId[], leave: () => T): T {
  return ids.length < 2 ? leave() : recordingAhead(state, ids, leave);
}

/**
 * Runs `leave` with the characteristics of each permanent of `ids` on the battlefield recorded first
 * as its last known information (CR 603.10a), even for a single permanent: for a caller whose `leave`
 * changes other zones before that permanent leaves (a player leaving the game, CR 800.4a). Returns
 * what `leave` returns.
 */
export function recordingAhead<T>(state: GameState, ids: readonly ObjectId[], leave: () => T): T {
  if (ids.length === 0) return leave();
  const outer = ahead;
  const byId = new Map(outer !== null && outer.state === state ? outer.byId : undefined);
  for (const id of ids) {
    const o = state.objects[id];
    if (o !== undefined && o.zone === 'battlefield' && o.movedTo === null && !byId.has(id)) byId.set(id, onTheBattlefield(state, id));
  }
  ahead = { state, byId };
  try {
    return leave();
  } finally {
    ahead = outer;
  }
}
