/**
 * The working copy `apply` runs the rules on (DESIGN "Performance architecture"). The rules code
 * mutates a state; `apply` must not change the state it is given and should share what did not
 * change. So it copies the small parts of the state (players, zones' lists, turn, combat, …) but
 * not the objects, runs the same step functions as the in-place path on that copy, and then shares
 * back every part that came out equal to the input's.
 *
 * Rules code changes an object only through {@link mutableObject}, which copies it on its first
 * change in a working copy (and is the object itself on the in-place path). States are deep-frozen
 * when freezing is on (tests), so a change that skips it fails loudly there.
 *
 * @module
 */
import type { GameEvent, GameObject, GameState, ObjectId, WritableGameObject } from '../state/types.js';

/** The input's objects, for each working copy in use: what {@link mutableObject} must not change. */
const inputObjects = new WeakMap<GameState, readonly GameObject[]>();

/** A deep copy of plain JSON data (spread first: it keeps V8's fast object shapes). */
function copy<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = value.slice();
    for (let i = 0; i < out.length; i++) {
      const v: unknown = out[i];
      if (typeof v === 'object' && v !== null) out[i] = copy(v);
    }
    return out as T;
  }
  const out = { ...value } as Record<string, unknown>;
  for (const k in out) {
    const v = out[k];
    if (typeof v === 'object' && v !== null) out[k] = copy(v);
  }
  return out as T;
}

/**
 * Starts a working copy of `state`: everything but the objects and the log is copied; the objects
 * array is copied and the objects in it shared until {@link mutableObject} copies one; the log
 * shares all its chunks but the last.
 */
export function beginWorkingCopy(state: GameState): GameState {
  const work = { ...state } as Record<string, unknown>;
  for (const k in work) {
    const v = work[k];
    if (k !== 'objects' && k !== 'log' && typeof v === 'object' && v !== null) work[k] = copy(v);
  }
  const objects = state.objects.slice();
  work.objects = objects;
  const log = state.log.slice();
  const last = log.length - 1;
  if (last >= 0) log[last] = (log[last] as GameEvent[]).slice();
  work.log = log;
  inputObjects.set(work as unknown as GameState, state.objects);
  return work as unknown as GameState;
}

/** Calls of {@link mutableObject} and {@link derivedDataChanged} so far, in any state: caches of derived data compare it. */
let changes = 0;

/**
 * The value of {@link objectChanges} at each object's last change, by id (in any state: an id
 * changed in one game counts as changed in all, which only costs a recomputation).
 */
const lastChangeOf: number[] = [];

/** The value of {@link objectChanges} at the last {@link derivedDataChanged}. */
let lastOutsideChange = 0;

/** Whether the object with this id has been taken to change (see {@link mutableObject}) since `objectChanges()` was `count`. */
export function objectChangedSince(id: ObjectId, count: number): boolean {
  return (lastChangeOf[id] ?? 0) > count;
}

/** Whether something outside the objects has changed (see {@link derivedDataChanged}) since `objectChanges()` was `count`. */
export function outsideChangedSince(count: number): boolean {
  return lastOutsideChange > count;
}

/**
 * How many times rules code has taken an object to change it (see {@link mutableObject}) or said
 * that something else remembered data reads has changed (see {@link derivedDataChanged}).
 */
export function objectChanges(): number {
  return changes;
}

/**
 * Records a change outside the objects that data remembered within a step reads (the monarch, which
 * triggered mana abilities check; a player leaving the game, which an Aura enchanting them checks):
 * remembered characteristics, mana sources and state-based checks are computed again after it.
 */
export function derivedDataChanged(): void {
  lastOutsideChange = ++changes;
}

/**
 * The object with this id, ready to be changed: rules code changes an object only through this
 * (or right after creating it). In a working copy of `apply`, an object still shared with the input
 * is copied first; on the in-place path it is the object itself. Either way the change is counted,
 * so that remembered characteristics are computed again (see {@link objectChanges}).
 */
export function mutableObject(state: GameState, id: ObjectId): WritableGameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  lastChangeOf[id] = ++changes;
  const input = inputObjects.get(state);
  // the one place an object is handed out writable: it is the working copy's own, or the state is
  // changed in place (a playout's private copy, a state being built)
  if (input === undefined || input[id] !== o) return o as WritableGameObject;
  const own = copy(o) as WritableGameObject;
  state.objects[id] = own;
  return own;
}

/**
 * Ends a working copy: the new state, in which every part equal to the input's is the input's own
 * (so unchanged parts are shared, and an action that changed nothing returns the input itself).
 */
export function finishWorkingCopy(input: GameState, work: GameState): GameState {
  inputObjects.delete(work);
  return share(input, work);
}

/** `next`, or `base` if they are deep-equal; parts of `next` equal to those of `base` are replaced by them. */
function share<T>(base: T, next: T): T {
  if (base === next) return base;
  if (typeof base !== 'object' || typeof next !== 'object' || base === null || next === null) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(base)) return next;
    let same = base.length === next.length;
    const n = Math.min(base.length, next.length);
    for (let i = 0; i < n; i++) {
      const x: unknown = next[i];
      const y: unknown = base[i];
      if (x === y) continue;
      const v = share(y, x);
      if (v === x) same = false;
      else if (!Object.isFrozen(next)) next[i] = v;
    }
    return same ? base : next;
  }
  if (Array.isArray(base)) return next;
  const b = base as Record<string, unknown>;
  const n = next as Record<string, unknown>;
  let same = true;
  let count = 0;
  for (const k in n) {
    count++;
    const x = n[k];
    const y = b[k];
    if (x === y && (x !== undefined || k in b)) continue;
    const v = y === undefined && !(k in b) ? x : share(y, x);
    if (v === x) same = false;
    else if (!Object.isFrozen(next)) n[k] = v;
  }
  if (!same) return next;
  for (const k in b) if (--count < 0 || !(k in n)) return next;
  return base;
}

/** Freezes a state deeply, stopping at parts already frozen (shared with a frozen state). */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const k in value) deepFreeze((value as Record<string, unknown>)[k]);
  return value;
}
