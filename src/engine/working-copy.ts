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
import type { GameEvent, GameObject, GameState, ObjectId, PlayerState, TurnHistory, TurnState, WritableGameObject } from '../state/types.js';
import { shareList, sharedList, sharedRecord } from '../state/share-back.js';
import { changeRecordOf } from './characteristics.js';

/**
 * The input's objects of a working copy, and the ids of those {@link mutableObject} has copied in it
 * so far: what must not be changed, and the only objects {@link finishWorkingCopy} compares with the
 * input's (every other one is still the input's own, or new).
 */
interface WorkingCopyInput {
  objects: readonly GameObject[];
  copied: ObjectId[];
}

/**
 * The input of each working copy in use. The newest working copy is kept in `newest` (a weak map
 * entry per action costs garbage-collection time); an older one still in use, or one whose rules
 * code threw, moves to `older`.
 */
const inputObjects: { newest: GameState | null; newestInput: WorkingCopyInput | null; older: WeakMap<GameState, WorkingCopyInput> } = {
  newest: null,
  newestInput: null,
  older: new WeakMap(),
};

/** The input of a working copy in use, or undefined for a state changed in place. */
function inputOf(state: GameState): WorkingCopyInput | undefined {
  return inputObjects.newest === state ? (inputObjects.newestInput as WorkingCopyInput) : inputObjects.older.get(state);
}

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

// The parts every action reads or changes are copied and shared back field by field (a loop over
// field names, as `copy` and `share` do, is several times slower here); the rest goes through the
// generic `copy` and `share`. The type checks below fail to compile when a field is added to one of
// these types without being added here; test/engine/working-copy.test.ts changes each field in turn.

/** `true` when every field of `T` is among `K`, else `never`. */
type Covers<T, K extends keyof T> = [Exclude<keyof T, K>] extends [never] ? true : never;

/** `true` when no field of `T` holds an object (a spread copies it), else `never`. */
type Flat<T> = [{ [K in keyof T]-?: T[K] extends object ? K : never }[keyof T]] extends [never] ? true : never;

/** The fields of the state that may be absent. */
type OptionalPart = 'phasedOut' | 'extraTurns' | 'legendRuleLosers' | 'heldDeclaration' | 'startOfGame' | 'conspiracyDraft' | 'formatData';
const OPTIONAL_PARTS: readonly OptionalPart[] = ['phasedOut', 'extraTurns', 'legendRuleLosers', 'heldDeclaration', 'startOfGame', 'conspiracyDraft', 'formatData'];

/** The optional fields of an object, in the order a copy adds them. */
const OPTIONAL_OBJECT_FIELDS = ['phasedOut', 'rule', 'goadedBy', 'chosenNames', 'chosenNumber', 'chosenLandType', 'loyaltyTurn', 'sacrificed', 'chosenCard', 'division', 'kicked', 'copyOf', 'monstrous', 'fromBattlefieldTurn', 'lastKnown'] as const;

const fieldsCovered: [
  Covers<GameState, OptionalPart | 'schema' | 'version' | 'format' | 'settings' | 'rng' | 'players' | 'objects' | 'battlefield' | 'stack' | 'exile'
    | 'command' | 'turn' | 'combat' | 'decision' | 'pendingTriggers' | 'resolution' | 'effects' | 'replacements' | 'monarch' | 'exiledUntil'
    | 'ruleEffects' | 'delayedTriggers' | 'history' | 'tokensAway' | 'nextTimestamp' | 'nextEffectId' | 'log' | 'result'>,
  Covers<PlayerState, 'id' | 'name' | 'life' | 'counters' | 'library' | 'hand' | 'graveyard' | 'sideboard' | 'pool' | 'landsPlayed' | 'inGame'
    | 'outcome' | 'drewFromEmpty' | 'mulligans' | 'mulliganState' | 'toBottom' | 'maxHandSize' | 'draft'>,
  Covers<TurnState, 'number' | 'active' | 'step' | 'passes' | 'priority' | 'turnsBegun' | 'repeatCleanup' | 'additionalCombats'>,
  Covers<TurnHistory, 'creaturesDied' | 'spellsCast' | 'attacked' | 'monarchAsTurnBegan' | 'targeted' | 'cardsDrawn' | 'combatPhases'>,
  Covers<WritableGameObject, 'id' | 'kind' | 'card' | 'owner' | 'controller' | 'zone' | 'tapped' | 'faceDown' | 'damage' | 'deathtouched'
    | 'counters' | 'sick' | 'timestamp' | 'attachedTo' | 'movedTo' | 'castFrom' | 'targets' | 'modes' | 'x' | 'ability' | 'source' | 'trigger'
    | (typeof OPTIONAL_OBJECT_FIELDS)[number]>,
  Flat<PlayerState['counters']>,
  Flat<PlayerState['pool']>,
] = [true, true, true, true, true, true, true];
void fieldsCovered;

/** A player's own copy: its zones, counters and mana pool are the copy's. */
function copyPlayer(p: PlayerState): PlayerState {
  const out: PlayerState = {
    id: p.id,
    name: p.name,
    life: p.life,
    counters: { ...p.counters },
    library: p.library.slice(),
    hand: p.hand.slice(),
    graveyard: p.graveyard.slice(),
    sideboard: p.sideboard.slice(),
    pool: { ...p.pool },
    landsPlayed: p.landsPlayed,
    inGame: p.inGame,
    outcome: p.outcome,
    drewFromEmpty: p.drewFromEmpty,
    mulligans: p.mulligans,
    mulliganState: p.mulliganState,
    toBottom: p.toBottom,
    maxHandSize: p.maxHandSize,
  };
  if ('draft' in p) out.draft = copy(p.draft);
  return out;
}

/** The turn's own copy. */
function copyTurn(t: TurnState): TurnState {
  return {
    number: t.number,
    active: t.active,
    step: t.step,
    passes: t.passes,
    priority: t.priority,
    turnsBegun: t.turnsBegun.slice(),
    repeatCleanup: t.repeatCleanup,
    additionalCombats: t.additionalCombats,
  };
}

/** The turn history's own copy. */
function copyHistory(h: TurnHistory): TurnHistory {
  return { creaturesDied: h.creaturesDied, spellsCast: h.spellsCast.slice(), attacked: h.attacked.slice(), monarchAsTurnBegan: h.monarchAsTurnBegan, targeted: h.targeted.slice(), cardsDrawn: h.cardsDrawn.slice(), combatPhases: h.combatPhases };
}

/**
 * A deep copy of an object, built as `createObject` builds one (the same fields in the same order,
 * then the optional ones present, in a fixed order): so that the objects the rules code reads have
 * few hidden classes, whether they were created, copied by `apply`, or copied for a playout.
 */
function copyGameObject(o: GameObject): WritableGameObject {
  const out: WritableGameObject = {
    id: o.id,
    kind: o.kind,
    card: o.card,
    owner: o.owner,
    controller: o.controller,
    zone: o.zone,
    tapped: o.tapped,
    faceDown: o.faceDown,
    damage: o.damage,
    deathtouched: o.deathtouched,
    counters: { ...o.counters },
    sick: o.sick,
    timestamp: o.timestamp,
    attachedTo: copy(o.attachedTo) as WritableGameObject['attachedTo'],
    movedTo: o.movedTo,
    castFrom: o.castFrom,
    targets: copy(o.targets) as WritableGameObject['targets'],
    modes: o.modes.slice(),
    x: o.x,
    ability: o.ability,
    source: o.source,
    trigger: copy(o.trigger) as WritableGameObject['trigger'],
  };
  // last known information is a recorded fact that nothing changes: shared, not copied (CR 608.2h)
  for (const k of OPTIONAL_OBJECT_FIELDS) if (k in o) (out as unknown as Record<string, unknown>)[k] = k === 'lastKnown' ? o[k] : copy(o[k]);
  return out;
}

/**
 * A copy of `state` whose lists and records are its own, except that its objects list holds the
 * input's objects and its log holds the input's chunks but the last: an object literal in
 * `createGame`'s field order, not a spread of the input, since a spread of a state whose fields
 * were replaced gives an object the rules code reads about half as fast.
 */
function copyAllButObjects(state: GameState): GameState {
  const log = state.log.slice();
  const last = log.length - 1;
  if (last >= 0) log[last] = (log[last] as GameEvent[]).slice();
  const out: GameState = {
    schema: state.schema,
    version: state.version,
    format: state.format,
    settings: copy(state.settings),
    rng: [state.rng[0], state.rng[1], state.rng[2], state.rng[3]],
    players: state.players.map(copyPlayer),
    objects: state.objects.slice(),
    battlefield: state.battlefield.slice(),
    stack: state.stack.slice(),
    exile: state.exile.slice(),
    command: state.command.slice(),
    turn: copyTurn(state.turn),
    combat: copy(state.combat),
    decision: copy(state.decision),
    pendingTriggers: copy(state.pendingTriggers),
    resolution: copy(state.resolution),
    effects: copy(state.effects),
    replacements: copy(state.replacements),
    monarch: state.monarch,
    exiledUntil: copy(state.exiledUntil),
    ruleEffects: copy(state.ruleEffects),
    delayedTriggers: copy(state.delayedTriggers),
    history: copyHistory(state.history),
    tokensAway: state.tokensAway,
    nextTimestamp: state.nextTimestamp,
    nextEffectId: state.nextEffectId,
    log,
    result: copy(state.result),
  };
  for (const k of OPTIONAL_PARTS) if (k in state) (out as Record<OptionalPart, unknown>)[k] = copy(state[k]);
  return out;
}

/**
 * Starts a working copy of `state`: everything but the objects and the log is copied; the objects
 * array is copied and the objects in it shared until {@link mutableObject} copies one; the log
 * shares all its chunks but the last.
 */
export function beginWorkingCopy(state: GameState): GameState {
  const work = copyAllButObjects(state);
  if (inputObjects.newest !== null) inputObjects.older.set(inputObjects.newest, inputObjects.newestInput as WorkingCopyInput);
  inputObjects.newest = work;
  inputObjects.newestInput = { objects: state.objects, copied: [] };
  return work;
}

/**
 * A deep copy of a state that shares nothing with it that the rules code changes (the log's events,
 * which are only ever appended, excepted), built with the same object shapes as the states
 * `createGame` and `apply` make: the private copy of a playout.
 */
export function privateCopy(state: GameState): GameState {
  const out = copyAllButObjects(state);
  const objects = out.objects as WritableGameObject[];
  for (let i = 0; i < objects.length; i++) objects[i] = copyGameObject(objects[i] as GameObject);
  return out;
}

/**
 * What the rules code has changed in one state, counted for what is remembered about that state
 * (see `withCharacteristicsMemo`): each memo holds its own record, so that a change in one game
 * (a playout, a line of `apply`) never makes what is remembered about another look stale.
 */
export interface ChangeRecord {
  /** Calls of {@link mutableObject}, {@link mutableStatus} and {@link derivedDataChanged} on the state so far. */
  changes: number;
  /** The value of `changes` at each object's last change, by id (0 for none). */
  lastChangeOf: number[];
  /**
   * The value of `changes` at each object's last change other than of its status alone (see
   * {@link mutableStatus}), by id: what its characteristics may depend on.
   */
  lastCharacteristicsChangeOf: number[];
  /** The value of `changes` at the last {@link derivedDataChanged}. */
  lastOutsideChange: number;
  /** How many times the battlefield or the command zone came to hold other objects or other cards (see `zoneContentsChanged`). */
  zoneContents: number;
}

/** A record of no changes yet. */
export function newChangeRecord(): ChangeRecord {
  return { changes: 0, lastChangeOf: [], lastCharacteristicsChangeOf: [], lastOutsideChange: 0, zoneContents: 0 };
}

/** Whether the object with this id has been taken to change (see {@link mutableObject}) since the record's `changes` was `count`. */
export function objectChangedSince(record: ChangeRecord, id: ObjectId, count: number): boolean {
  return (record.lastChangeOf[id] ?? 0) > count;
}

/**
 * Whether the object with this id has been taken to change (see {@link mutableObject}) since the
 * record's `changes` was `count`, a change of its status alone (see {@link mutableStatus}) aside.
 */
export function objectChangedBeyondStatusSince(record: ChangeRecord, id: ObjectId, count: number): boolean {
  return (record.lastCharacteristicsChangeOf[id] ?? 0) > count;
}

/** Whether something outside the objects has changed (see {@link derivedDataChanged}) since the record's `changes` was `count`. */
export function outsideChangedSince(record: ChangeRecord, count: number): boolean {
  return record.lastOutsideChange > count;
}

/**
 * Records a change outside the objects of `state` that data remembered about it reads (the monarch,
 * which triggered mana abilities check; a player leaving the game, which an Aura enchanting them
 * checks): remembered characteristics, mana sources and state-based checks are computed again after it.
 */
export function derivedDataChanged(state: GameState): void {
  const record = changeRecordOf(state);
  if (record !== null) record.lastOutsideChange = ++record.changes;
}

/**
 * The object with this id, ready to be changed: rules code changes an object only through this
 * (or right after creating it). In a working copy of `apply`, an object still shared with the input
 * is copied first; on the in-place path it is the object itself. Either way the change is recorded
 * for what is remembered about the state, if anything is (see {@link ChangeRecord}), so that
 * remembered characteristics are computed again.
 */
export function mutableObject(state: GameState, id: ObjectId): WritableGameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  const record = changeRecordOf(state);
  if (record !== null) record.lastChangeOf[id] = record.lastCharacteristicsChangeOf[id] = ++record.changes;
  return writable(state, id, o);
}

/**
 * The object with this id, ready for a change of its tapped status, its summoning sickness or the
 * damage marked on it and nothing else (CR 110.5, 302.6, 120.3e, 702.2b): as {@link mutableObject},
 * but remembered characteristics of the object itself stay valid, since no characteristic depends
 * on these (a static ability whose filter reads whether a permanent is tapped is checked by the
 * memo, see `characteristics`; one whose filter's `test` may read anything makes every change
 * forget them all). Checks that read these (state-based actions) still see the object changed.
 */
export function mutableStatus(state: GameState, id: ObjectId): WritableGameObject {
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  const record = changeRecordOf(state);
  if (record !== null) record.lastChangeOf[id] = ++record.changes;
  return writable(state, id, o);
}

/** `o`, the object with this id, as the working copy's own (copied on its first change) or itself in place. */
function writable(state: GameState, id: ObjectId, o: GameObject): WritableGameObject {
  const input = inputOf(state);
  // the one place an object is handed out writable: it is the working copy's own, or the state is
  // changed in place (a playout's private copy, a state being built)
  if (input === undefined || input.objects[id] !== o) return o as WritableGameObject;
  const own = copyGameObject(o);
  state.objects[id] = own;
  input.copied.push(id);
  return own;
}

/**
 * Ends a working copy: the new state, in which every part equal to the input's is the input's own
 * (so unchanged parts are shared, and an action that changed nothing returns the input itself).
 */
export function finishWorkingCopy(input: GameState, work: GameState): GameState {
  const copied = (inputOf(work) as WorkingCopyInput).copied;
  if (inputObjects.newest === work) {
    inputObjects.newest = null;
    inputObjects.newestInput = null;
  } else inputObjects.older.delete(work);
  const b = input;
  const n = work;
  n.settings = share(b.settings, n.settings);
  n.rng = sharedList(b.rng, n.rng);
  n.players = shareList(b.players, n.players, sharePlayer);
  n.objects = shareObjects(b.objects, n.objects, copied);
  n.battlefield = sharedList(b.battlefield, n.battlefield);
  n.stack = sharedList(b.stack, n.stack);
  n.exile = sharedList(b.exile, n.exile);
  n.command = sharedList(b.command, n.command);
  n.turn = shareTurn(b.turn, n.turn);
  n.combat = share(b.combat, n.combat);
  n.decision = share(b.decision, n.decision);
  n.pendingTriggers = share(b.pendingTriggers, n.pendingTriggers);
  n.resolution = share(b.resolution, n.resolution);
  n.effects = share(b.effects, n.effects);
  n.replacements = share(b.replacements, n.replacements);
  n.exiledUntil = share(b.exiledUntil, n.exiledUntil);
  n.ruleEffects = share(b.ruleEffects, n.ruleEffects);
  n.delayedTriggers = share(b.delayedTriggers, n.delayedTriggers);
  n.history = shareHistory(b.history, n.history);
  n.log = shareLog(b.log, n.log);
  n.result = share(b.result, n.result);
  let same = n.schema === b.schema && n.version === b.version && n.format === b.format && n.settings === b.settings && n.rng === b.rng
    && n.players === b.players && n.objects === b.objects && n.battlefield === b.battlefield && n.stack === b.stack && n.exile === b.exile
    && n.command === b.command && n.turn === b.turn && n.combat === b.combat && n.decision === b.decision && n.pendingTriggers === b.pendingTriggers
    && n.resolution === b.resolution && n.effects === b.effects && n.replacements === b.replacements && n.monarch === b.monarch
    && n.exiledUntil === b.exiledUntil && n.ruleEffects === b.ruleEffects && n.delayedTriggers === b.delayedTriggers && n.history === b.history
    && n.tokensAway === b.tokensAway && n.nextTimestamp === b.nextTimestamp && n.nextEffectId === b.nextEffectId && n.log === b.log
    && n.result === b.result;
  for (const k of OPTIONAL_PARTS) {
    const inNext = k in n;
    if (inNext !== k in b) same = false;
    else if (inNext) {
      const v = share(b[k], n[k]);
      (n as Record<OptionalPart, unknown>)[k] = v;
      if (v !== b[k]) same = false;
    }
  }
  return same ? input : work;
}

/** The input's player when the copy holds the same values; otherwise the copy, its unchanged parts shared. */
function sharePlayer(b: PlayerState | undefined, n: PlayerState): PlayerState {
  if (b === undefined) return n;
  n.counters = sharedRecord(b.counters, n.counters);
  n.library = sharedList(b.library, n.library);
  n.hand = sharedList(b.hand, n.hand);
  n.graveyard = sharedList(b.graveyard, n.graveyard);
  n.sideboard = sharedList(b.sideboard, n.sideboard);
  n.pool = sharedRecord(b.pool, n.pool);
  const hasDraft = 'draft' in n;
  if (hasDraft && 'draft' in b) n.draft = share(b.draft, n.draft);
  const same = n.id === b.id && n.name === b.name && n.life === b.life && n.counters === b.counters && n.library === b.library
    && n.hand === b.hand && n.graveyard === b.graveyard && n.sideboard === b.sideboard && n.pool === b.pool
    && n.landsPlayed === b.landsPlayed && n.inGame === b.inGame && n.outcome === b.outcome && n.drewFromEmpty === b.drewFromEmpty
    && n.mulligans === b.mulligans && n.mulliganState === b.mulliganState && n.toBottom === b.toBottom && n.maxHandSize === b.maxHandSize
    && hasDraft === 'draft' in b && n.draft === b.draft;
  return same ? b : n;
}

/** The input's turn when the copy holds the same values. */
function shareTurn(b: TurnState, n: TurnState): TurnState {
  n.turnsBegun = sharedList(b.turnsBegun, n.turnsBegun);
  const same = n.number === b.number && n.active === b.active && n.step === b.step && n.passes === b.passes && n.priority === b.priority
    && n.turnsBegun === b.turnsBegun && n.repeatCleanup === b.repeatCleanup && n.additionalCombats === b.additionalCombats;
  return same ? b : n;
}

/** The input's turn history when the copy holds the same values. */
function shareHistory(b: TurnHistory, n: TurnHistory): TurnHistory {
  n.spellsCast = sharedList(b.spellsCast, n.spellsCast);
  n.attacked = sharedList(b.attacked, n.attacked);
  n.targeted = sharedList(b.targeted, n.targeted);
  n.cardsDrawn = sharedList(b.cardsDrawn, n.cardsDrawn);
  const same = n.creaturesDied === b.creaturesDied && n.spellsCast === b.spellsCast && n.attacked === b.attacked && n.monarchAsTurnBegan === b.monarchAsTurnBegan && n.targeted === b.targeted
    && n.cardsDrawn === b.cardsDrawn && n.combatPhases === b.combatPhases;
  return same ? b : n;
}

/**
 * The input's objects when none changed; otherwise the copy's list, in which each object taken
 * through {@link mutableObject} (those of `copied`, by id) that came out equal to the input's is the
 * input's again. Every other object of the copy's list is the input's own, or new.
 */
function shareObjects(base: readonly GameObject[], next: GameObject[], copied: readonly ObjectId[]): GameObject[] {
  let same = base.length === next.length;
  for (let i = 0; i < copied.length; i++) {
    const id = copied[i] as ObjectId;
    const v = shareGameObject(base[id] as GameObject, next[id] as WritableGameObject);
    if (v === base[id]) next[id] = v;
    else same = false;
  }
  return same ? (base as GameObject[]) : next;
}

/** The input's object when the copy holds the same values; otherwise the copy, its unchanged parts shared. */
function shareGameObject(b: GameObject, n: WritableGameObject): GameObject {
  n.counters = sharedRecord(b.counters, n.counters);
  n.attachedTo = share(b.attachedTo, n.attachedTo);
  n.targets = share(b.targets as WritableGameObject['targets'], n.targets);
  n.modes = sharedList(b.modes as number[], n.modes);
  n.trigger = share(b.trigger, n.trigger);
  let same = n.id === b.id && n.kind === b.kind && n.card === b.card && n.owner === b.owner && n.controller === b.controller && n.zone === b.zone
    && n.tapped === b.tapped && n.faceDown === b.faceDown && n.damage === b.damage && n.deathtouched === b.deathtouched && n.counters === b.counters
    && n.sick === b.sick && n.timestamp === b.timestamp && n.attachedTo === b.attachedTo && n.movedTo === b.movedTo && n.castFrom === b.castFrom
    && n.targets === b.targets && n.modes === b.modes && n.x === b.x && n.ability === b.ability && n.source === b.source && n.trigger === b.trigger;
  const optional = n as unknown as Record<string, unknown>;
  for (const k of OPTIONAL_OBJECT_FIELDS) {
    const inNext = k in n;
    if (inNext !== k in b) same = false;
    else if (inNext) {
      const v = share(b[k], n[k]);
      optional[k] = v;
      if (v !== b[k]) same = false;
    }
  }
  return same ? b : n;
}

/**
 * The input's log when no event was added; otherwise the copy's, whose chunks but the last are the
 * input's (events are only ever appended, see `emit`), and whose last chunk is the input's too when
 * the new events all went to new chunks.
 */
function shareLog(base: readonly GameEvent[][], next: GameEvent[][]): GameEvent[][] {
  const last = base.length - 1;
  if (last < 0) return next.length === 0 ? (base as GameEvent[][]) : next;
  const lastSame = (next[last] as GameEvent[]).length === (base[last] as GameEvent[]).length;
  if (lastSame) {
    if (next.length === base.length) return base as GameEvent[][];
    next[last] = base[last] as GameEvent[];
  }
  return next;
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
