/**
 * Characteristics after continuous effects (CR 613): printed data, then the effects of static
 * abilities and of resolved spells and abilities applied layer by layer in timestamp order. Computed
 * on demand, never written back into the state (DESIGN: "Characteristics are computed").
 *
 * @module
 */
import { nameMatches } from './names.js';
import { checkGameState } from './arguments.js';
import { landwalkOf } from '../cards/land-types.js';
import type { CardDefinition } from '../cards/definition.js';
import { findDefinition } from './card-catalog.js';
import { ruleNameOfToken } from '../cards/printed.js';
import { keepsEveryInstance, type Keyword, type ObjectFilter } from '../cards/types.js';
import { costColors, manaValue, type Color, type ManaCost } from './mana.js';
import { moduleWith } from './format.js';
import { landTypesOf } from './format-land-types.js';
import type { CharacteristicChange, CopiedValues, GameObject, GameState, ObjectId, PlayerId, ReadonlyGameState } from '../state/types.js';
import { newChangeRecord, objectChangedBeyondStatusSince, objectChangedSince, outsideChangedSince, type ChangeRecord } from './working-copy.js';
import { applyInLayerOrder, type LayerOps } from './dependency.js';
import { RulesError } from './errors.js';
import { shown } from './json-schema.js';

/** An object's characteristics as the game sees them now (CR 109.3). */
export interface Characteristics {
  /** Name (CR 201). Empty for a face-down object (CR 708.2). */
  name: string;
  /** Mana cost (CR 202). */
  manaCost: ManaCost;
  /** Mana value (CR 202.3). */
  manaValue: number;
  /** Colors (CR 105). */
  colors: readonly Color[];
  /** Supertypes (CR 205.4). */
  supertypes: readonly string[];
  /** Card types (CR 205.2). */
  types: readonly string[];
  /** Subtypes (CR 205.3). */
  subtypes: readonly string[];
  /** Power, or null if it has none (CR 208). */
  power: number | null;
  /** Toughness, or null if it has none. */
  toughness: number | null;
  /** Keyword abilities it has now (CR 702). */
  keywords: readonly Keyword[];
  /** Whether it has its printed non-keyword abilities (false after "loses all abilities", CR 613.1f). */
  hasAbilities: boolean;
  /**
   * Whether its abilities from rules text were replaced by the intrinsic mana abilities of its basic
   * land types, an effect having set its land type (CR 305.7; then `hasAbilities` is false). Those
   * abilities go too if it then loses all abilities (layer 6).
   */
  intrinsicOnly: boolean;
  /** Its controller after control-changing effects (layer 2). */
  controller: PlayerId;
  /**
   * In last known information only (CR 608.2h, 603.10a): the permanent had all names of nonlegendary
   * creature cards as it left the battlefield, equipped with Spy Kit (CR 612.7), names that `name`
   * cannot hold. Absent otherwise: on the battlefield, engine/names.ts finds them from what is attached.
   */
  allNonlegendaryCreatureNames?: true;
  /**
   * In last known information only (CR 608.2h, 113.7a): the player the permanent was attacking as it
   * left the battlefield, an attacking creature still then (leaving removes it from combat only as it
   * goes, CR 506.4), so that an ability of it resolving afterwards still sees whom it attacked ("if
   * it's attacking the player with the most life", Scourge of the Throne). Absent for a permanent
   * attacking no player as it left: not attacking, attacking a planeswalker, or removed from combat before.
   */
  attackingPlayer?: PlayerId;
}

const NONE: Characteristics = {
  name: '', manaCost: [], manaValue: 0, colors: [], supertypes: [], types: [], subtypes: [],
  power: null, toughness: null, keywords: [], hasAbilities: false, intrinsicOnly: false, controller: 0,
};

/**
 * The last definition found for each object id, with the object and the name it was looked up for:
 * an object asked again under the same name gets it without a lookup by name (ids repeat across
 * games, so the object itself is compared). Names not found are not kept.
 */
interface DefinitionsFound {
  object: (GameObject | undefined)[];
  name: (string | undefined)[];
  def: (CardDefinition | undefined)[];
}

function newDefinitionsFound(): DefinitionsFound {
  return { object: [], name: [], def: [] };
}

/** The definitions found outside a memo scope (within one, the memo's own: each game its own objects). */
const definitionsFoundOutside = newDefinitionsFound();

/** The definition behind an object (its card or token), or undefined for an unknown card. */
export function definitionOf(obj: GameObject): CardDefinition | undefined {
  const name = obj.copyOf?.card ?? obj.card;
  const id = obj.id;
  const d = cache === null ? definitionsFoundOutside : cache.definitions;
  if (d.object[id] === obj && d.name[id] === name) return d.def[id];
  const def = findDefinition(name);
  if (def === undefined) return undefined;
  d.object[id] = obj;
  d.name[id] = name;
  d.def[id] = def;
  return def;
}

function printedNumber(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

interface Layered {
  timestamp: number;
  change: CharacteristicChange;
  /**
   * For an effect whose existence or application can change within its own layer (CR 613.8a): what
   * it does given the characteristics as they are at that point; null when it does not exist or
   * does not apply. Absent for an effect that always does `change`.
   */
  effect?: (c: Characteristics) => CharacteristicChange | null;
}

/** The characteristics an object filter reads, or a layer writes, as bits. */
const READS_CONTROLLER = 1;
const READS_TYPES = 2;
const READS_KEYWORDS = 4;
const READS_ABILITIES = 8;
const READS_PT = 16;
const READS_COLORS = 32;

/** Indexes into {@link LAYER_ORDER}: the layers and sublayers of CR 613.1 this engine applies. */
const LAYER_ORDER = ['2', '4', '5', '6', '7a', '7b', '7c', '7d'];
const LAYER_7C = LAYER_ORDER.indexOf('7c');
const LAYER_7A = LAYER_ORDER.indexOf('7a');
/** What the effects of each layer of {@link LAYER_ORDER} can change, as bits. */
const LAYER_WRITES = [READS_CONTROLLER, READS_TYPES | READS_KEYWORDS | READS_ABILITIES, READS_COLORS, READS_KEYWORDS | READS_ABILITIES, READS_PT, READS_PT, READS_PT, READS_PT];

function layerOf(change: CharacteristicChange): number {
  switch (change.kind) {
    case 'control': return 0;
    case 'addTypes':
    case 'setCreatureTypes':
    case 'setBasicLandType': return 1;
    case 'setColors': return 2;
    case 'addKeywords':
    case 'loseAllAbilities': return 3;
    case 'setPT': return 5;
    case 'modifyPT': return 6;
    case 'switchPT': return 7;
  }
}

/** A static ability that changes characteristics (CR 604.3, 611.3), with its layer. */
interface LayeredStatic {
  layer: number;
  change: CharacteristicChange;
  /** A +X/+X where X is the affected object's mana value (its `change` is then +0/+0). */
  byManaValue: boolean;
  /** A change read from the source object (a value chosen as it entered, CR 614.12a), or none; `change` then only gives the layer. */
  bySource?: (source: GameObject) => CharacteristicChange | null;
  /**
   * A characteristic-defining ability setting power and toughness to a number read from the game
   * (CR 604.3, 613.4a), for the object's controller; it may read anything, so while its source is on
   * the battlefield no characteristics are remembered across a change (as for a filter's `test`).
   */
  definingPT?: (state: GameState, controller: PlayerId) => number;
  affects: 'self' | 'attached' | ObjectFilter;
  /** The characteristics its `affects` filter reads, as bits. */
  reads: number;
  /**
   * Whether the ability it is part of has a part in a layer before layer 6: its effect has begun before
   * another source's abilities are lost there, and so outlasts the loss (CR 613.6).
   */
  begunBeforeLoss: boolean;
}

/** The characteristics a filter reads inside the layer system (see {@link matchesFilterBase}), as bits. */
function filterReads(affects: 'self' | 'attached' | ObjectFilter): number {
  if (typeof affects === 'string') return 0;
  let bits = 0;
  if (affects.controller) bits |= READS_CONTROLLER;
  if (affects.types || affects.notTypes || affects.subtypes || affects.notSubtypes || affects.basic !== undefined) bits |= READS_TYPES;
  if (affects.keyword || affects.withoutKeyword) bits |= READS_KEYWORDS;
  if (affects.powerAtMost !== undefined || affects.powerAtLeast !== undefined || affects.toughnessAtMost !== undefined) bits |= READS_PT;
  if (affects.colors || affects.notColors) bits |= READS_COLORS;
  return bits;
}

/** The characteristic-changing static abilities of each definition, computed once (shared, read-only). */
const layeredCache = new WeakMap<CardDefinition, readonly LayeredStatic[]>();

function layeredStatics(def: CardDefinition): readonly LayeredStatic[] {
  const hit = layeredCache.get(def);
  if (hit) return hit;
  const out: LayeredStatic[] = [];
  for (const st of def.statics ?? []) {
    let change: CharacteristicChange | null = null;
    if (st.kind === 'modifyPT') change = { kind: 'modifyPT', power: st.power, toughness: st.toughness };
    else if (st.kind === 'grantKeywords') change = { kind: 'addKeywords', keywords: [...st.keywords] };
    else if (st.kind === 'modifyPTByManaValue') change = { kind: 'modifyPT', power: 0, toughness: 0 };
    if (change && 'affects' in st) out.push({ layer: layerOf(change), change, byManaValue: st.kind === 'modifyPTByManaValue', affects: st.affects, reads: filterReads(st.affects), begunBeforeLoss: false });
    if (st.kind === 'landwalkOfChosenType') {
      // layer 6 (CR 613.1f): the landwalk of the type its source chose as it entered (CR 702.14a)
      const bySource = (src: GameObject): CharacteristicChange | null => (src.chosenLandType === undefined ? null : { kind: 'addKeywords', keywords: [landwalkOf(src.chosenLandType)] });
      out.push({ layer: layerOf({ kind: 'addKeywords', keywords: [] }), change: { kind: 'addKeywords', keywords: [] }, byManaValue: false, bySource, affects: st.affects, reads: 0, begunBeforeLoss: false });
    }
    if (st.kind === 'becomesCreature') {
      // one ability, an effect in each of layers 4, 5, 6 and 7b (CR 613.1d–f, 613.4b)
      const changes: CharacteristicChange[] = [
        { kind: 'addTypes', types: ['Creature'], subtypes: [...st.subtypes] },
        { kind: 'setColors', colors: [...st.colors] },
        ...(st.keywords.length > 0 ? [{ kind: 'addKeywords' as const, keywords: [...st.keywords] as string[] }] : []),
        { kind: 'setPT', power: st.power, toughness: st.toughness },
      ];
      for (const c of changes) out.push({ layer: layerOf(c), change: c, byManaValue: false, affects: st.affects, reads: 0, begunBeforeLoss: true });
    }
    // CR 613.4a: characteristic-defining abilities that set power and toughness apply in layer 7a
    if (st.kind === 'characteristicPT') out.push({ layer: LAYER_7A, change: { kind: 'setPT', power: 0, toughness: 0 }, byManaValue: false, definingPT: st.value, affects: 'self', reads: 0, begunBeforeLoss: false });
  }
  layeredCache.set(def, out);
  return out;
}

/**
 * {@link characteristics} for a caller outside the engine: an id that is no object of the state (a
 * negative or fractional number, or a key of a list such as `length`, which gave the
 * characteristics of no object) is a RulesError `malformed`, and so is a `given` that is no game state.
 */
export function publicCharacteristics(given: ReadonlyGameState, id: ObjectId): Readonly<Characteristics> {
  checkGameState(given, 'characteristics');
  if (!Number.isInteger(id) || id < 0 || !given.objects[id]) throw new RulesError('malformed', `no object ${shown(id)} in this game`);
  return characteristics(given, id);
}

/**
 * The characteristics of an object now. Objects off the battlefield have their printed
 * characteristics, with what their characteristic-defining abilities define (CR 604.3); face-down
 * objects have none (CR 708.2). For a permanent that has left the battlefield, its old id gives its
 * last known information, recorded as it left (CR 608.2h).
 */
export function characteristics(given: ReadonlyGameState, id: ObjectId): Readonly<Characteristics> {
  // the rules code only reads the state here, and the answer is remembered for whoever asks next:
  // read-only both ways for callers, the engine's own types inside
  const state = given as GameState;
  const c = currentCache(state);
  if (c === null) return computeCharacteristics(state, id);
  const hit = c.byId[id];
  if (hit !== undefined) {
    // a change of its status alone leaves its characteristics, unless a static ability's filter reads
    // it (read here as `objectChangedSince` and `objectChangedBeyondStatusSince` do, without a call)
    const changedAt = (c.statusRead ? c.record.lastChangeOf[id] : c.record.lastCharacteristicsChangeOf[id]) ?? 0;
    if (changedAt <= (c.computedAt[id] as number)) return hit;
  }
  const computed = computeCharacteristics(state, id);
  // a characteristic-defining ability off the battlefield list may read anything: not remembered (CR 604.3)
  if (definesFromAnything(state.objects[id] as GameObject)) return computed;
  c.byId[id] = computed;
  c.computedAt[id] = c.changes;
  return computed;
}

/**
 * Characteristics remembered while what they are computed from stays the same: the object itself
 * and the static sources (every change to an object goes through `mutableObject`, which records
 * it), and the effects that apply to it. An object's characteristics are computed from nothing
 * else, unless a static source has a filter with a `test` (which may read anything): then any
 * change recomputes them all — or, when every such static applies to its source alone (its filter
 * says `itself`, or it defines the source's power and toughness), only those sources. The effects
 * and the battlefield are checked by their arrays, lengths and the next timestamp (a permanent
 * entering is a new object with a new timestamp).
 */
interface CharacteristicsCache {
  state: GameState;
  /** The changes made to the state while this memo is kept for it (see `mutableObject`). */
  record: ChangeRecord;
  /** The record's `changes` as this cache was last brought up to date. */
  changes: number;
  timestamp: number;
  effects: GameState['effects'];
  effectsLength: number;
  battlefield: readonly ObjectId[];
  battlefieldLength: number;
  /** The static sources (see `staticSources`) as of the battlefield and timestamp recorded. */
  sources: readonly StaticSource[];
  /** Whether a filter of those sources reads whether a permanent is tapped. */
  statusRead: boolean;
  /**
   * Whether a filter of those sources reads whether a creature is attacking (Gruul War Chant): then
   * every entry is forgotten when the list of attackers is another or changes length, as creatures
   * attack, are removed from combat or combat ends (CR 506.4, 511.3).
   */
  attackingRead: boolean;
  /** The combat's list of attackers and its length as the entries were computed (null outside combat). */
  attackers: readonly unknown[] | null;
  attackersLength: number;
  /** Each object's characteristics by id (ids are small whole numbers), if remembered. */
  byId: (Characteristics | undefined)[];
  /** The record's `changes` each object's characteristics in `byId` were computed at. */
  computedAt: number[];
  /** The generation: stays the same object while this cache is up to date (see {@link objectsGeneration}). */
  generation: Generation;
  /** Replaced whenever this cache forgets an entry other than by its object's own change (see {@link characteristicsMark}). */
  mark: Generation;
  /** See {@link zoneContentsGeneration}; found for the record's `zoneContents` at `zoneContentsAt`. */
  zoneContents: Generation;
  zoneContentsAt: number;
  /** The definitions found for objects while this memo is in use (see {@link definitionOf}). */
  definitions: DefinitionsFound;
  /**
   * The static sources last found for the battlefield list `staticList` of the memo's state (see
   * `staticSources`): kept here rather than in a weak map by list, since `apply` gives each state a
   * list of its own and a weak map entry per action costs garbage-collection time.
   */
  staticList: readonly ObjectId[] | null;
  staticEntry: StaticSourcesEntry | undefined;
}

let cache: CharacteristicsCache | null = null;

function newCache(state: GameState): CharacteristicsCache {
  return {
    state,
    record: newChangeRecord(),
    changes: 0,
    timestamp: state.nextTimestamp,
    effects: state.effects,
    effectsLength: state.effects.length,
    battlefield: state.battlefield,
    battlefieldLength: state.battlefield.length,
    sources: staticSources(state).sources,
    statusRead: staticSources(state).statusRead,
    attackingRead: staticSources(state).attackingRead,
    attackers: state.combat?.attackers ?? null,
    attackersLength: state.combat?.attackers.length ?? 0,
    byId: [],
    computedAt: [],
    generation: {},
    mark: {},
    zoneContents: {},
    zoneContentsAt: 0,
    definitions: newDefinitionsFound(),
    staticList: null,
    staticEntry: undefined,
  };
}

/** The cache of a state if one is in use, brought up to date. */
function currentCache(state: GameState): CharacteristicsCache | null {
  const c = cache;
  if (c === null || c.state !== state) return null;
  const structural = c.timestamp !== state.nextTimestamp || c.effects !== state.effects || c.effectsLength !== state.effects.length || c.battlefield !== state.battlefield || c.battlefieldLength !== state.battlefield.length;
  const now = c.record.changes;
  if (c.attackingRead) {
    const attackers = state.combat?.attackers ?? null;
    if (c.attackers !== attackers || c.attackersLength !== (attackers?.length ?? 0)) {
      c.byId = [];
      c.mark = {};
      c.generation = {};
      c.attackers = attackers;
      c.attackersLength = attackers?.length ?? 0;
    }
  }
  if (c.changes === now && !structural) return c;
  // an object's own change makes only its entry stale (checked as it is read); a change to what
  // the characteristics of every object are computed from makes them all stale
  if (outsideChangedSince(c.record, c.changes) || staticSourcesChangedSince(state, c.record, c.changes)) {
    c.byId = [];
    c.mark = {};
  } else {
    if (structural) forgetStructuralChange(c, state);
    // a static whose filter's `test` (or whose power and toughness) may read anything, and that
    // applies to its source alone: any change may change that source's characteristics only (the
    // mark stays: checks keyed on it look at these sources again every time, see characteristicsMark)
    for (const id of staticSources(state).selfReading) c.byId[id] = undefined;
  }
  c.changes = now;
  c.generation = {};
  if (structural) {
    c.timestamp = state.nextTimestamp;
    c.effects = state.effects;
    c.effectsLength = state.effects.length;
    c.battlefield = state.battlefield;
    c.battlefieldLength = state.battlefield.length;
    c.sources = staticSources(state).sources;
    c.statusRead = staticSources(state).statusRead;
    c.attackingRead = staticSources(state).attackingRead;
    c.attackers = state.combat?.attackers ?? null;
    c.attackersLength = c.attackers?.length ?? 0;
  }
  return c;
}

/**
 * Forgets what a change of the battlefield or the effects makes stale: everything if the static
 * sources are others now, or an effect that came or went applies to one of them (it may take its
 * abilities away, or its control, CR 613.1b, 613.1f); otherwise only the objects those effects
 * apply to. A permanent entering is a new object (CR 400.7), with nothing remembered yet.
 */
function forgetStructuralChange(c: CharacteristicsCache, state: GameState): void {
  const now = staticSources(state).sources;
  let same = now.length === c.sources.length;
  for (let i = 0; same && i < now.length; i++) {
    const a = now[i] as StaticSource;
    const b = c.sources[i] as StaticSource;
    same = a.id === b.id && a.statics === b.statics;
  }
  if (!same) {
    c.byId = [];
    c.mark = {};
    return;
  }
  // effects are only ever added (pushed, with a new timestamp) or ended (the array replaced by a
  // filtered one), and an effect's list of affected objects never changes: with the same array, only
  // the effects added since can apply to objects they did not apply to before
  const sameArray = c.effects === state.effects && c.effectsLength <= state.effects.length;
  if (sameArray && c.effectsLength === state.effects.length) return;
  const sourceIds = new Set(now.map((x) => x.id));
  // the effects before (an array replaced keeps its old contents) and now, or those added
  for (const list of sameArray ? [state.effects.slice(c.effectsLength)] : [c.effects, state.effects]) {
    for (const e of list) {
      for (const id of e.affected) {
        if (sourceIds.has(id)) {
          c.byId = [];
          c.mark = {};
          return;
        }
        if (c.byId[id] !== undefined) {
          c.byId[id] = undefined;
          c.mark = {};
        }
      }
    }
  }
}

/**
 * Whether a static source has changed since the record's `changes` was `count`, or may read anything
 * (a filter's `test`). A change of a source's status alone (tapped, summoning sickness: see
 * `mutableStatus`) changes what its statics do only if a filter reads whether a permanent is tapped
 * (the source may be one it covers): what a static does is computed from its source's id, timestamp,
 * attachment, controller, chosen names and face, none of them its status.
 */
function staticSourcesChangedSince(state: GameState, record: ChangeRecord, count: number): boolean {
  const { sources, tests, statusRead } = staticSources(state);
  if (tests) return true;
  const changedSince = statusRead ? objectChangedSince : objectChangedBeyondStatusSince;
  for (const s of sources) if (changedSince(record, s.id, count)) return true;
  return false;
}

/**
 * Data derived from the objects, kept by the modules that derive it under their own symbols: valid
 * as long as the generation it is stored on is current.
 */
export type Generation = Record<symbol, unknown>;

/**
 * A record that stays the same object while no object changes and nothing else characteristics are
 * computed from does (the effects, the battlefield), within a {@link withCharacteristicsMemo} scope
 * of this state; null outside one. Checks whose results depend on nothing else (state-based actions
 * on permanents, mana sources) can skip work or keep results on it while it is unchanged.
 */
export function objectsGeneration(state: GameState): Generation | null {
  return currentCache(state)?.generation ?? null;
}

/**
 * A record that stays the same object while the battlefield and the command zone of this state hold
 * the same objects, each the same card (see `zoneContentsChanged`), within a
 * {@link withCharacteristicsMemo} scope; null outside one. Data derived from which cards are there,
 * and from nothing else, is kept on it under the deriving module's own symbol.
 */
export function zoneContentsGeneration(state: GameState): Generation | null {
  const c = cache;
  if (c === null || c.state !== state) return null;
  const now = c.record.zoneContents;
  if (c.zoneContentsAt !== now) {
    c.zoneContentsAt = now;
    c.zoneContents = {};
  }
  return c.zoneContents;
}

/**
 * A record that stays the same object while the memo of this state forgets no object's
 * characteristics except by that object's own change (see `objectChangedSince`), or those of the
 * {@link selfReadingSources}, within a {@link withCharacteristicsMemo} scope; null outside one.
 * While the mark stays, an object whose characteristics were read when the state's recorded
 * changes were some count, that has not changed since and is no self-reading source still has
 * those characteristics: a check that remembers what it found for each object (kept on the mark
 * under its own symbol) needs to look again only at the objects changed since and at those sources.
 */
export function characteristicsMark(state: GameState): Generation | null {
  return currentCache(state)?.mark ?? null;
}

/**
 * The permanents and command-zone objects whose characteristics may change on any change of the
 * state, their own or not: the sources of statics that may read anything (a filter's `test`, a
 * characteristic-defining power and toughness) and apply to the source alone. A check keyed on
 * {@link characteristicsMark} looks at them again every time.
 */
export function selfReadingSources(state: GameState): readonly ObjectId[] {
  return staticSources(state).selfReading;
}

/**
 * Runs a computation over a state with its characteristics remembered for the computation's
 * duration (legal actions, views, and the rules' own steps, which change objects only through
 * `mutableObject`). Outside such a scope nothing is remembered, so a state changed directly (a
 * test building a scenario) is never read stale.
 */
export function withCharacteristicsMemo<T>(state: GameState, fn: () => T): T {
  const outer = cache;
  if (outer !== null && outer.state === state) return fn();
  const held = keptMemo(state);
  cache = held ?? newCache(state);
  try {
    return fn();
  } finally {
    // what is kept is brought up to date now, so that it can be handed over as it is
    if (held !== undefined) currentCache(state);
    cache = outer;
  }
}

/**
 * Where the changes the rules code makes to `state` are recorded (see `mutableObject`): the record
 * of the memo in use for it, or of the memo kept for it; null when nothing is remembered about it.
 */
export function changeRecordOf(state: GameState): ChangeRecord | null {
  const c = cache;
  if (c !== null && c.state === state) return c.record;
  return keptMemo(state)?.record ?? null;
}

/**
 * Memos kept from one {@link withCharacteristicsMemo} scope to the next, for states that change only
 * through the rules code (which records every change to an object, see `mutableObject`): a
 * playout's private copy, and the states `apply` works on and returns.
 */
const kept: { newest: GameState | null; newestMemo: CharacteristicsCache | null; older: WeakMap<GameState, CharacteristicsCache> } = {
  newest: null,
  newestMemo: null,
  older: new WeakMap(),
};

// The memo kept last is held in `kept.newest`, the others in `kept.older`: `apply` hands its memo from
// state to state on every action, and a weak map entry per action costs garbage-collection time.

/** The memo kept for `state`, if any. */
function keptMemo(state: GameState): CharacteristicsCache | undefined {
  return kept.newest === state ? (kept.newestMemo as CharacteristicsCache) : kept.older.get(state);
}

/** Keeps `memo` for `state`. */
function keepMemo(state: GameState, memo: CharacteristicsCache): void {
  if (kept.newest !== state) {
    if (kept.newest !== null) kept.older.set(kept.newest, kept.newestMemo as CharacteristicsCache);
    kept.older.delete(state);
    kept.newest = state;
  }
  kept.newestMemo = memo;
}

/** Keeps nothing for `state`. */
function forgetMemo(state: GameState): void {
  if (kept.newest === state) {
    kept.newest = null;
    kept.newestMemo = null;
  } else kept.older.delete(state);
}

/**
 * Keeps what {@link withCharacteristicsMemo} remembers for `state` from one scope to the next. Only
 * for a state changed by nothing but the rules code (a playout's private copy): remembered data is
 * checked against the changes the rules record, so a state changed directly would be read stale.
 */
export function keepCharacteristicsMemo(state: GameState): void {
  if (keptMemo(state) === undefined) keepMemo(state, newCache(state));
}

/**
 * Hands what is remembered for `from` over to `to`, a deep-equal state (a working copy of it, or
 * the state `apply` returns for its working copy), and keeps it for `to` (see
 * {@link keepCharacteristicsMemo}); `from` keeps nothing. Starts a new memo if `from` had none.
 * A kept memo is up to date as its scope ends, and `from` has not changed since.
 */
export function handOverCharacteristicsMemo(from: GameState, to: GameState): void {
  const c = keptMemo(from);
  forgetMemo(from);
  if (c === undefined) {
    keepMemo(to, newCache(to));
    return;
  }
  // the static sources found for the battlefield list the memo last saw hold for the equal list of `to`
  c.staticEntry = c.staticList === c.battlefield ? c.staticEntry : staticCache.get(c.battlefield);
  c.staticList = to.battlefield;
  c.state = to;
  c.effects = to.effects;
  c.battlefield = to.battlefield;
  c.attackers = to.combat?.attackers ?? null;
  keepMemo(to, c);
}

/**
 * An object's characteristics through layer 4 of CR 613.1 only: its copiable values, controller and
 * types, without abilities or power and toughness changed. For conditions a static ability of a later
 * layer judges on other objects ("as long as you control a creature …"), which may not ask for the
 * full characteristics from inside the layer system. Not remembered.
 */
export function characteristicsThroughLayer4(state: GameState, id: ObjectId): Characteristics {
  return computeCharacteristics(state, id, LAYER_ORDER.indexOf('4') + 1);
}

function computeCharacteristics(state: GameState, id: ObjectId, layers = LAYER_ORDER.length): Characteristics {
  const obj = state.objects[id];
  if (!obj) throw new Error(`no object ${id}`);
  // CR 608.2h, 113.7a: a permanent that left the battlefield has the characteristics recorded as it left
  if (obj.lastKnown !== undefined && layers === LAYER_ORDER.length) return obj.lastKnown as Characteristics;
  // CR 708.2, 315.5b: a face-down object has no characteristics, and so no abilities: a face-down
  // conspiracy's static abilities don't apply and its triggered ones don't trigger until it is
  // turned face up (CR 315.5, 702.106c). The one place the engine holds this for the command zone:
  // its triggered abilities and those it grants (CR 603), the activated ones it grants (CR 602,
  // 605) and its static abilities other than characteristic-changing ones all read `hasAbilities`
  // here; the layer system, which may not ask for a source's characteristics, skips face-down
  // sources itself (`collectStatics`)
  if (obj.faceDown) return { ...NONE, controller: faceDownController(state, obj) };
  const def = definitionOf(obj);
  if (!def) {
    // an object without a name has only its mana cost and colors (RuleModule.namelessCard)
    const cost = moduleWith(state.format, 'namelessCard')?.namelessCard(obj.card);
    if (cost) return { ...NONE, manaCost: cost, manaValue: manaValue(cost), colors: costColors(cost), controller: obj.controller };
    return { ...NONE, name: obj.card, controller: obj.controller };
  }
  const printed = obj.copyOf ? copiedCharacteristics(def, obj.controller, obj.copyOf) : printedCharacteristics(def, obj.controller);
  // CR 604.3: a characteristic-defining ability functions in every zone
  if (obj.zone !== 'battlefield') return withAnnouncedX(obj, definedOffTheBattlefield(state, def, printed));

  // CR 613.1: each layer applies to the result of the layers before it, so whether a static
  // ability's "creatures with flying" or "creatures you control" covers this object is judged on
  // its characteristics as they are when that ability's layer comes (CR 613.1, 613.4)
  let { sources, layers: staticLayers } = staticSources(state);
  // a permanent that left the battlefield keeps its slot there; where no last known information was
  // recorded for it (a game saved before it was), or only some layers are asked for, its last known
  // information is computed, with the effects that apply to it now and its own static abilities, such
  // as a characteristic-defining ability (CR 608.2h, 113.7a, 604.3)
  if (obj.movedTo !== null) {
    const own = ownSource(obj.id, def);
    if (own !== null) {
      sources = [...sources, own];
      staticLayers |= own.layers;
    }
  }
  const plus = obj.counters['+1/+1'] ?? 0;
  const minus = obj.counters['-1/-1'] ?? 0;
  let stored: Layered[] | null = null;
  let storedLayers = 0;
  for (const e of state.effects) {
    if (e.affected.includes(id)) {
      (stored ??= []).push({ timestamp: e.timestamp, change: e.change });
      storedLayers |= 1 << layerOf(e.change);
    }
  }
  if (stored === null && sources.length === 0 && plus === 0 && minus === 0) return printed;
  let base = printed;
  for (let layer = 0; layer < layers; layer++) {
    let batch: Layered[] | null = null;
    if (stored !== null && (storedLayers & (1 << layer)) !== 0) {
      for (const e of stored) if (layerOf(e.change) === layer) (batch ??= []).push(e);
    }
    if ((staticLayers & (1 << layer)) !== 0) batch = collectStatics(state, sources, obj, base, layer, batch);
    let countersApplied = false;
    if (batch !== null) {
      if (base === printed) base = copyOf(printed);
      if (batch.some((e) => e.effect !== undefined)) {
        // CR 613.8: an effect here can change another's existence or application, so dependencies order them;
        // counters are part of layer 7c (CR 613.4c)
        if (layer === LAYER_7C && (plus !== 0 || minus !== 0)) {
          batch.push({ timestamp: obj.timestamp, change: { kind: 'modifyPT', power: plus - minus, toughness: plus - minus } });
          countersApplied = true;
        }
        applyInLayerOrder(base, batch.map(candidate), layerOpsOf(state.format));
      } else {
        if (batch.length > 1) batch.sort(byTimestamp);
        for (const { change } of batch) applyChange(base, change, landTypesOf(state.format));
      }
    }
    // layer 7c: counters too (CR 613.4c)
    if (layer === LAYER_7C && !countersApplied && (plus !== 0 || minus !== 0) && base.power !== null && base.toughness !== null) {
      if (base === printed) base = copyOf(printed);
      base.power = (base.power as number) + plus - minus;
      base.toughness = (base.toughness as number) + plus - minus;
    }
  }
  return base;
}

/**
 * The controller of a face-down object: it has no characteristics (CR 708.2), but the effects that
 * change a permanent's control apply to it all the same, in timestamp order (layer 2, CR 613.1b,
 * 613.7). Control-changing effects in these sets are all resolved ones, never static abilities.
 */
function faceDownController(state: GameState, obj: GameObject): PlayerId {
  let controller = obj.controller;
  if (obj.zone !== 'battlefield') return controller;
  let at = -1;
  for (const e of state.effects) {
    if (e.change.kind !== 'control' || !e.affected.includes(obj.id) || e.timestamp < at) continue;
    at = e.timestamp;
    controller = e.change.player;
  }
  return controller;
}

/**
 * CR 202.3e: the mana value of a spell on the stack counts each {X} of its mana cost as the value
 * announced for it (a copy's X is the spell's it copies, CR 707.10); anywhere else X is 0 (CR 107.3g).
 */
function withAnnouncedX(obj: GameObject, c: Characteristics): Characteristics {
  if (obj.zone !== 'stack' || obj.x === 0) return c;
  const xs = c.manaCost.reduce((n, s) => n + (s.kind === 'X' ? 1 : 0), 0);
  return xs === 0 ? c : Object.freeze({ ...c, manaValue: c.manaValue + xs * obj.x });
}

/**
 * An object off the battlefield has its printed characteristics (or copied ones, CR 707.2), with what
 * its characteristic-defining abilities define, which function in all zones (CR 604.3); "your" in
 * them is its controller's, or its owner's outside the stack (CR 109.5).
 */
function definedOffTheBattlefield(state: GameState, def: CardDefinition, printed: Characteristics): Characteristics {
  for (const st of layeredStatics(def)) {
    if (!st.definingPT) continue;
    const n = st.definingPT(state, printed.controller);
    return Object.freeze({ ...printed, power: n, toughness: n });
  }
  return printed;
}

/**
 * Whether an object's characteristics may change with anything in the state while it is off the
 * battlefield list, where no change of a static source forgets them: one elsewhere with a
 * characteristic-defining ability (CR 604.3), or the last known information, not recorded, of a
 * permanent that left with characteristic-changing static abilities of its own (whose filters may
 * read anything). Recorded last known information never changes.
 */
function definesFromAnything(obj: GameObject): boolean {
  if (obj.faceDown || obj.lastKnown !== undefined || (obj.zone === 'battlefield' && obj.movedTo === null)) return false;
  const def = definitionOf(obj);
  if (def === undefined) return false;
  const statics = layeredStatics(def);
  return obj.zone === 'battlefield' ? statics.length > 0 : statics.some((st) => st.definingPT !== undefined);
}

/** An object as the source of its own characteristic-changing static abilities, or null if it has none. */
function ownSource(id: ObjectId, def: CardDefinition): StaticSource | null {
  const statics = layeredStatics(def);
  if (statics.length === 0) return null;
  let layers = 0;
  for (const st of statics) layers |= 1 << st.layer;
  return { id, statics, layers };
}

function byTimestamp(a: Layered, b: Layered): number {
  return a.timestamp - b.timestamp;
}

/** A layered effect as a candidate of the dependency system (CR 613.8). */
function candidate(e: Layered): { timestamp: number; effect: (c: Characteristics) => CharacteristicChange | null } {
  const change = e.change;
  return { timestamp: e.timestamp, effect: e.effect ?? (() => change) };
}

function sameChange(a: CharacteristicChange | null, b: CharacteristicChange | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/** The layer operations of each format, made once per format. */
const layerOps = new Map<string, LayerOps<Characteristics, CharacteristicChange>>();

/** The layer operations of a game's format: its land types are those a basic land type replaces (CR 305.7). */
function layerOpsOf(formatId: string): LayerOps<Characteristics, CharacteristicChange> {
  let ops = layerOps.get(formatId);
  if (!ops) {
    const landTypes = landTypesOf(formatId);
    ops = { apply: (c, change) => applyChange(c, change, landTypes), clone: copyOf, same: sameChange };
    layerOps.set(formatId, ops);
  }
  return ops;
}

/** A writable copy of shared printed characteristics. */
function copyOf(printed: Characteristics): Characteristics {
  return { ...printed, colors: [...printed.colors], supertypes: [...printed.supertypes], types: [...printed.types], subtypes: [...printed.subtypes], keywords: [...printed.keywords] };
}

/** Printed characteristics by card and controller, shared and frozen: most objects need nothing more. */
const printedCache = new WeakMap<CardDefinition, Characteristics[]>();

function printedCharacteristics(def: CardDefinition, controller: PlayerId): Characteristics {
  let byController = printedCache.get(def);
  if (!byController) printedCache.set(def, (byController = []));
  const hit = byController[controller];
  if (hit) return hit;
  const p = def.printed;
  const c: Characteristics = Object.freeze({
    // CR 111.4: a token its effect doesn't name is named its subtypes plus the word "Token"
    name: def.token && 'kind' in p ? ruleNameOfToken(p) : p.name,
    manaCost: def.manaCost,
    manaValue: 'manaValue' in p ? p.manaValue : 0,
    colors: Object.freeze([...p.colors]),
    supertypes: Object.freeze([...p.supertypes]),
    types: Object.freeze([...p.types]),
    subtypes: Object.freeze([...p.subtypes]),
    power: printedNumber(p.power),
    toughness: printedNumber(p.toughness),
    keywords: Object.freeze(def.keywords ? [...def.keywords] : []),
    hasAbilities: true,
    intrinsicOnly: false,
    controller,
  });
  byController[controller] = c;
  return c;
}

/**
 * Layer 1 (CR 613.2a, 707.2): a copy's characteristics are the copied definition's, with the keywords
 * its copy effect adds, and the power and toughness an effect defined for a token (CR 111.3).
 */
function copiedCharacteristics(def: CardDefinition, controller: PlayerId, values: Readonly<Omit<CopiedValues, 'keywords'>> & { readonly keywords: readonly string[] }): Characteristics {
  const base = printedCharacteristics(def, controller);
  const added = values.keywords as readonly Keyword[];
  if (added.length === 0 && values.power === undefined) return base;
  const keywords = [...base.keywords];
  for (const k of added) if (!keywords.includes(k) || keepsEveryInstance(k)) keywords.push(k);
  const pt = values.power === undefined ? {} : { power: values.power, toughness: values.toughness ?? values.power };
  return Object.freeze({ ...base, keywords, ...pt });
}

/**
 * The subtypes that are not creature types and that a creature may have: the artifact, enchantment and
 * land types (CR 205.3g–i).
 */
const NONCREATURE_SUBTYPES: ReadonlySet<string> = new Set([
  'Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander',
  'Map', 'Mutagen', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle',
  'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine',
  'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town', "Urza's",
]);

/**
 * Applies one change to characteristics {@link copyOf} made: their lists are their own until they are
 * returned. `landTypes` are the game's land types (`landTypesOf`: a format's own too, Async Mental
 * Magic's Utopia), which a basic land type set by an effect replaces (CR 305.7).
 */
function applyChange(c: Characteristics, change: CharacteristicChange, landTypes: readonly string[]): void {
  switch (change.kind) {
    case 'control':
      c.controller = change.player;
      break;
    case 'addTypes':
      for (const t of change.types) if (!c.types.includes(t)) (c.types as string[]).push(t);
      for (const t of change.subtypes) if (!c.subtypes.includes(t)) (c.subtypes as string[]).push(t);
      break;
    case 'setColors':
      c.colors = [...change.colors] as Color[];
      break;
    case 'setCreatureTypes':
      // CR 205.1a: the new creature types replace the old ones; artifact, enchantment and land types stay
      c.subtypes = [...c.subtypes.filter((t) => NONCREATURE_SUBTYPES.has(t)), ...change.subtypes];
      break;
    case 'addKeywords':
      // every instance of a triggered keyword counts (CR 702.121b, 702.105b, 702.23c); others are redundant
      for (const k of change.keywords as Keyword[]) if (!c.keywords.includes(k) || keepsEveryInstance(k)) (c.keywords as Keyword[]).push(k);
      break;
    case 'setBasicLandType':
      // CR 305.7: its land types become the one; the abilities of its rules text go (keywords given by
      // other effects come later, in layer 6), and it has the type's intrinsic mana ability (305.6)
      c.subtypes = [...c.subtypes.filter((t) => !landTypes.includes(t)), change.landType];
      c.keywords = [];
      c.hasAbilities = false;
      c.intrinsicOnly = true;
      break;
    case 'loseAllAbilities':
      c.keywords = [];
      c.hasAbilities = false;
      c.intrinsicOnly = false;
      break;
    case 'setPT':
      c.power = change.power;
      c.toughness = change.toughness;
      break;
    case 'modifyPT':
      if (c.power !== null) c.power += change.power;
      if (c.toughness !== null) c.toughness += change.toughness;
      break;
    case 'switchPT': {
      const p = c.power;
      c.power = c.toughness;
      c.toughness = p;
      break;
    }
  }
}

/**
 * Adds the effects of static abilities (CR 604, 611.3) of permanents on the battlefield that apply
 * to `obj` in `layer`. Whether a static applies is judged on the object's characteristics as they
 * are when its effect is applied (CR 613.1, 613.4). A static whose filter reads what this layer's
 * effects change, or one of the object's own (whose existence this layer's "loses all abilities"
 * changes), is added with a function of those characteristics, for the dependency system (CR 613.8).
 *
 * Another source that has lost its abilities generates none: an effect of a static ability depends
 * on the effect that removes the ability (CR 613.8a, existence), and "loses all abilities" from a
 * resolved spell or ability depends on nothing, so it always applies first. Except an effect that
 * began in a layer before 6, where that loss applies: it goes on applying in every later layer (CR
 * 613.6; Guardian Zendikon's "is a 2/6 white Wall creature with defender").
 */
function collectStatics(state: GameState, sources: readonly StaticSource[], obj: GameObject, base: Characteristics, layer: number, found: Layered[] | null): Layered[] | null {
  let out = found;
  const writes = LAYER_WRITES[layer] as number;
  const bit = 1 << layer;
  for (const { id: sid, statics, layers } of sources) {
    if ((layers & bit) === 0) continue;
    const src = state.objects[sid] as GameObject;
    if (src.faceDown) continue;
    const own = sid === obj.id;
    let lost: boolean | null = null;
    for (const st of statics) {
      if (st.layer !== layer) continue;
      if (!own && !st.begunBeforeLoss && (lost ??= lostAbilities(state, sid))) continue;
      const reads = st.reads | (own ? READS_ABILITIES : 0);
      if ((reads & writes) !== 0) {
        (out ??= []).push({ timestamp: src.timestamp, change: st.change, effect: (c) => staticEffect(state, obj, src, st, c) });
        continue;
      }
      const change = staticEffect(state, obj, src, st, base);
      if (change !== null) (out ??= []).push({ timestamp: src.timestamp, change });
    }
  }
  return out;
}

/**
 * What a static ability of `src` does to `obj` whose characteristics are `c` at this point of the
 * layer system: null if it does not exist (its source, the object itself, has lost its abilities)
 * or does not apply.
 */
function staticEffect(state: GameState, obj: GameObject, src: GameObject, st: LayeredStatic, c: Characteristics): CharacteristicChange | null {
  if (src.id === obj.id && !c.hasAbilities) return null;
  const affects = st.affects;
  let applies: boolean;
  if (affects === 'self') applies = src.id === obj.id;
  else if (affects === 'attached') applies = src.attachedTo !== null && 'object' in src.attachedTo && src.attachedTo.object === obj.id;
  else applies = matchesFilterBase(state, obj, c, affects, src);
  if (!applies) return null;
  if (st.definingPT) {
    const n = st.definingPT(state, c.controller);
    return { kind: 'setPT', power: n, toughness: n };
  }
  if (st.bySource) return st.bySource(src);
  // the amount is the affected object's mana value as it is in this layer
  return st.byManaValue ? { kind: 'modifyPT', power: c.manaValue, toughness: c.manaValue } : st.change;
}

/** A permanent (or a face-up card in the command zone) with characteristic-changing static abilities. */
interface StaticSource {
  id: ObjectId;
  statics: readonly LayeredStatic[];
  /** The layers its statics apply in, as a bit set of indexes into {@link LAYER_ORDER}. */
  layers: number;
}

/**
 * The objects with characteristic-changing static abilities: permanents, and face-up cards in the
 * command zone (CR 315.5), cached per battlefield list and version (within a memo scope of the
 * list's state, on the memo: see `CharacteristicsCache.staticList`).
 */
const staticCache = new WeakMap<readonly ObjectId[], StaticSourcesEntry>();

/** The static sources found for a battlefield list, with what they were found for. */
interface StaticSourcesEntry {
  length: number;
  timestamp: number;
  commandLength: number;
  sources: StaticSource[];
  layers: number;
  tests: boolean;
  /** The sources whose statics with a `test` or defining power and toughness all apply to the source alone (see `CharacteristicsCache`). */
  selfReading: ObjectId[];
  statusRead: boolean;
  attackingRead: boolean;
}

/** The static sources last found for a battlefield list, if any. */
function staticEntry(list: readonly ObjectId[]): StaticSourcesEntry | undefined {
  const c = cache;
  return c !== null && c.staticList === list ? c.staticEntry : staticCache.get(list);
}

/** The static sources, the layers their statics apply in, and whether any of them has a filter with a `test`. */
function staticSources(state: GameState): { sources: StaticSource[]; layers: number; tests: boolean; selfReading: readonly ObjectId[]; statusRead: boolean; attackingRead: boolean } {
  const list = state.battlefield;
  const hit = staticEntry(list);
  if (hit && hit.length === list.length && hit.timestamp === state.nextTimestamp && hit.commandLength === state.command.length) return hit;
  const sources: StaticSource[] = [];
  let all = 0;
  let tests = false;
  const selfReading: ObjectId[] = [];
  let statusRead = false;
  let attackingRead = false;
  const add = (id: ObjectId): void => {
    const def = definitionOf(state.objects[id] as GameObject);
    const statics = def ? layeredStatics(def) : [];
    if (statics.length === 0) return;
    let layers = 0;
    let reads = false;
    for (const st of statics) {
      layers |= 1 << st.layer;
      // a test that can be true for no object this game reads nothing that matters (see ObjectFilter.testCanApply)
      if ((typeof st.affects === 'object' && st.affects.test && st.affects.testCanApply?.(state) !== false) || st.definingPT) {
        // CR 613.4a: a characteristic-defining ability applies to its source only, as does a filter of "~" alone
        if (st.affects === 'self' || (typeof st.affects === 'object' && st.affects.itself === true)) reads = true;
        else tests = true;
      }
      if (typeof st.affects === 'object' && st.affects.tapped !== undefined) statusRead = true;
      if (typeof st.affects === 'object' && st.affects.attacking !== undefined) attackingRead = true;
    }
    if (reads) selfReading.push(id);
    sources.push({ id, statics, layers });
    all |= layers;
  };
  for (const id of list) add(id);
  for (const id of state.command) add(id);
  const entry = { length: list.length, timestamp: state.nextTimestamp, commandLength: state.command.length, sources, layers: all, tests, selfReading, statusRead, attackingRead };
  const c = cache;
  if (c !== null && c.state === state) {
    c.staticList = list;
    c.staticEntry = entry;
  } else staticCache.set(list, entry);
  return entry;
}

/**
 * Whether an ability an effect with timestamp `granted` gives an object is one it has now (CR 613.1f,
 * 613.7): "loses all abilities" and the grant both apply in layer 6, in timestamp order, so the grant
 * survives every loss with an earlier timestamp and none with a later one. A static ability's effect
 * has its source's timestamp (613.7a): an Aura's is the time it became attached (613.7e), a
 * conspiracy's the time it was turned face up (613.7j).
 */
export function keepsGrantedAbility(state: GameState, id: ObjectId, granted: number): boolean {
  for (const e of state.effects) if (e.change.kind === 'loseAllAbilities' && e.timestamp > granted && e.affected.includes(id)) return false;
  return true;
}

function lostAbilities(state: GameState, id: ObjectId): boolean {
  for (const e of state.effects) if (e.change.kind === 'loseAllAbilities' && e.affected.includes(id)) return true;
  return false;
}

function controllerAfterLayer2(state: GameState, obj: GameObject): PlayerId {
  let controller = obj.controller;
  let ts = -1;
  for (const e of state.effects) {
    if (e.change.kind === 'control' && e.affected.includes(obj.id) && e.timestamp > ts) {
      controller = e.change.player;
      ts = e.timestamp;
    }
  }
  return controller;
}

/** Filter test against partly computed characteristics (used inside the layer system). */
function matchesFilterBase(state: GameState, obj: GameObject, c: Characteristics, f: ObjectFilter, source: GameObject): boolean {
  if (f.other && obj.id === source.id) return false;
  if (f.itself && obj.id !== source.id) return false;
  if (f.types && !includesAny(c.types, f.types)) return false;
  if (f.notTypes && includesAny(c.types, f.notTypes)) return false;
  if (f.subtypes && !includesAny(c.subtypes, f.subtypes)) return false;
  if (f.notSubtypes && includesAny(c.subtypes, f.notSubtypes)) return false;
  if (f.subtypesOf && !includesAny(c.subtypes, f.subtypesOf(state, controllerAfterLayer2(state, source)))) return false;
  if (f.colors && !includesAny(c.colors, f.colors)) return false;
  if (f.notColors && includesAny(c.colors, f.notColors)) return false;
  if (f.controller) {
    const mine = controllerAfterLayer2(state, obj) === controllerAfterLayer2(state, source);
    if ((f.controller === 'you') !== mine) return false;
  }
  if (f.keyword && !c.keywords.includes(f.keyword)) return false;
  if (f.powerAtMost !== undefined && (c.power === null || c.power > f.powerAtMost)) return false;
  if (f.powerAtLeast !== undefined && (c.power === null || c.power < f.powerAtLeast)) return false;
  if (f.toughnessAtMost !== undefined && (c.toughness === null || c.toughness > f.toughnessAtMost)) return false;
  if (f.withoutKeyword && c.keywords.includes(f.withoutKeyword)) return false;
  if (f.tapped !== undefined && obj.tapped !== f.tapped) return false;
  if (f.attacking !== undefined && (state.combat?.attackers.some((a) => a.id === obj.id) ?? false) !== f.attacking) return false;
  if (f.monstrous !== undefined && (obj.monstrous === true) !== f.monstrous) return false;
  if (f.nontoken && obj.kind === 'token') return false;
  if (f.token && obj.kind !== 'token') return false;
  if (f.basic !== undefined && c.supertypes.includes('Basic') !== f.basic) return false;
  if (f.chosenName !== undefined) {
    // CR 702.106d: one of the names chosen for the source; a face-down object has no name (CR 708.2)
    const chosen = source.chosenNames ?? [];
    const names = f.chosenName === true ? chosen : chosen.slice(f.chosenName, f.chosenName + 1);
    if (!names.some((n) => nameMatches(state, obj.id, c.name, n))) return false;
  }
  if (f.test && !f.test(state, obj.id, controllerAfterLayer2(state, source), source.id)) return false;
  return true;
}

/**
 * Whether `list` includes any of `values`: for filters on characteristics, checked on hot paths (a
 * loop, where `values.some((v) => list.includes(v))` makes a closure on every call).
 */
export function includesAny(list: readonly string[], values: readonly string[]): boolean {
  for (let i = 0; i < values.length; i++) if (list.includes(values[i] as string)) return true;
  return false;
}

/** Whether an object has a keyword ability now. */
export function hasKeyword(state: GameState, id: ObjectId, keyword: Keyword): boolean {
  return characteristics(state, id).keywords.includes(keyword);
}

/** Whether an object is a creature now. */
export function isCreature(state: GameState, id: ObjectId): boolean {
  return characteristics(state, id).types.includes('Creature');
}
