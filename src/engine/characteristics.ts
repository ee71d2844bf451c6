/**
 * Characteristics after continuous effects (CR 613): printed data, then the effects of static
 * abilities and of resolved spells and abilities applied layer by layer in timestamp order. Computed
 * on demand, never written back into the state (DESIGN: "Characteristics are computed").
 *
 * @module
 */
import type { CardDefinition } from '../cards/definition.js';
import { findDefinition } from '../cards/registry.js';
import { keepsEveryInstance, type Keyword, type ObjectFilter, type StaticDef } from '../cards/types.js';
import { costColors, manaValue, type Color, type ManaCost } from './mana.js';
import { moduleWith } from './format.js';
import type { CharacteristicChange, GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';

/** An object's characteristics as the game sees them now (CR 109.3). */
export interface Characteristics {
  /** Name (CR 201). Empty for a face-down object (CR 708.2). */
  name: string;
  /** Mana cost (CR 202). */
  manaCost: ManaCost;
  /** Mana value (CR 202.3). */
  manaValue: number;
  /** Colors (CR 105). */
  colors: Color[];
  /** Supertypes (CR 205.4). */
  supertypes: string[];
  /** Card types (CR 205.2). */
  types: string[];
  /** Subtypes (CR 205.3). */
  subtypes: string[];
  /** Power, or null if it has none (CR 208). */
  power: number | null;
  /** Toughness, or null if it has none. */
  toughness: number | null;
  /** Keyword abilities it has now (CR 702). */
  keywords: Keyword[];
  /** Whether it has its printed non-keyword abilities (false after "loses all abilities", CR 613.1f). */
  hasAbilities: boolean;
  /** Its controller after control-changing effects (layer 2). */
  controller: PlayerId;
}

const NONE: Characteristics = {
  name: '', manaCost: [], manaValue: 0, colors: [], supertypes: [], types: [], subtypes: [],
  power: null, toughness: null, keywords: [], hasAbilities: false, controller: 0,
};

/** The definition behind an object (its card or token), or undefined for an unknown card. */
export function definitionOf(obj: GameObject): CardDefinition | undefined {
  return findDefinition(obj.copyOf?.card ?? obj.card);
}

function printedNumber(value: string | null): number | null {
  if (value === null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

interface Layered {
  timestamp: number;
  change: CharacteristicChange;
}

/** A static ability of a permanent on the battlefield, as it applies to others or itself. */
function staticChanges(def: StaticDef): CharacteristicChange | null {
  switch (def.kind) {
    case 'modifyPT':
      return { kind: 'modifyPT', power: def.power, toughness: def.toughness };
    case 'grantKeywords':
      return { kind: 'addKeywords', keywords: [...def.keywords] };
    case 'modifyPTByManaValue':
      // the amount is the affected object's mana value, filled in as it applies (collectStatics)
      return { kind: 'modifyPT', power: 0, toughness: 0 };
    default:
      return null;
  }
}

function layerOf(change: CharacteristicChange): string {
  switch (change.kind) {
    case 'control': return '2';
    case 'addTypes': return '4';
    case 'addKeywords':
    case 'loseAllAbilities': return '6';
    case 'setPT': return '7b';
    case 'modifyPT': return '7c';
    case 'switchPT': return '7d';
  }
}

const LAYER_ORDER = ['2', '4', '6', '7a', '7b', '7c', '7d'];

/**
 * The characteristics of an object now. Objects off the battlefield have their printed
 * characteristics; face-down objects have none (CR 708.2). For a permanent that has left the
 * battlefield, its old id gives its last known information (CR 608.2h).
 */
export function characteristics(state: GameState, id: ObjectId): Characteristics {
  if (memoState === state && memo !== null) {
    const hit = memo.get(id);
    if (hit) return hit;
    const c = computeCharacteristics(state, id);
    memo.set(id, c);
    return c;
  }
  return computeCharacteristics(state, id);
}

let memo: Map<ObjectId, Characteristics> | null = null;
let memoState: GameState | null = null;

/**
 * Runs a read-only computation over a state with characteristics remembered per object for its
 * duration (legal actions, views). The state must not change inside `fn`.
 */
export function withCharacteristicsMemo<T>(state: GameState, fn: () => T): T {
  const outer = memo;
  const outerState = memoState;
  if (outerState === state) return fn();
  memo = new Map();
  memoState = state;
  try {
    return fn();
  } finally {
    memo = outer;
    memoState = outerState;
  }
}

function computeCharacteristics(state: GameState, id: ObjectId): Characteristics {
  const obj = state.objects[id];
  if (!obj) throw new Error(`no object ${id}`);
  if (obj.faceDown) return { ...NONE, controller: obj.controller };
  const def = definitionOf(obj);
  if (!def) {
    // an object without a name has only its mana cost and colors (RuleModule.namelessCard)
    const cost = moduleWith(state.format, 'namelessCard')?.namelessCard(obj.card);
    if (cost) return { ...NONE, manaCost: cost, manaValue: manaValue(cost), colors: costColors(cost), controller: obj.controller };
    return { ...NONE, name: obj.card, controller: obj.controller };
  }
  const printed = obj.copyOf ? copiedCharacteristics(def, obj.controller, obj.copyOf.keywords as Keyword[]) : printedCharacteristics(def, obj.controller);
  // a permanent that left the battlefield keeps its slot there: what is computed for it is its last
  // known information, with the effects that applied to it (CR 608.2h, 113.7a)
  if (obj.zone !== 'battlefield') return printed;

  // CR 613.1: each layer applies to the result of the layers before it, so whether a static
  // ability's "creatures with flying" or "creatures you control" covers this object is judged on
  // its characteristics as they are when that ability's layer comes (CR 613.1, 613.4)
  const sources = staticSources(state);
  const plus = obj.counters['+1/+1'] ?? 0;
  const minus = obj.counters['-1/-1'] ?? 0;
  let stored: Layered[] | null = null;
  for (const e of state.effects) {
    if (e.affected.includes(id)) (stored ??= []).push({ timestamp: e.timestamp, change: e.change });
  }
  if (stored === null && sources.length === 0 && plus === 0 && minus === 0) return printed;
  let base = printed;
  const writable = (): Characteristics => {
    if (base === printed) {
      base = { ...printed, colors: [...printed.colors], supertypes: [...printed.supertypes], types: [...printed.types], subtypes: [...printed.subtypes], keywords: [...printed.keywords] };
    }
    return base;
  };
  for (const layer of LAYER_ORDER) {
    let batch: Layered[] | null = null;
    for (const e of stored ?? []) if (layerOf(e.change) === layer) (batch ??= []).push(e);
    batch = collectStatics(state, sources, obj, base, layer, batch);
    if (batch !== null) {
      if (batch.length > 1) batch.sort((a, b) => a.timestamp - b.timestamp);
      const c = writable();
      for (const { change } of batch) applyChange(c, change);
    }
    // layer 7c: counters too (CR 613.4c)
    if (layer === '7c' && (plus !== 0 || minus !== 0) && base.power !== null && base.toughness !== null) {
      const c = writable();
      c.power = (c.power as number) + plus - minus;
      c.toughness = (c.toughness as number) + plus - minus;
    }
  }
  return base;
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
    name: p.name,
    manaCost: def.manaCost,
    manaValue: 'manaValue' in p ? p.manaValue : 0,
    colors: Object.freeze([...p.colors]) as Color[],
    supertypes: Object.freeze([...p.supertypes]) as string[],
    types: Object.freeze([...p.types]) as string[],
    subtypes: Object.freeze([...p.subtypes]) as string[],
    power: printedNumber(p.power),
    toughness: printedNumber(p.toughness),
    keywords: Object.freeze(def.keywords ? [...def.keywords] : []) as Keyword[],
    hasAbilities: true,
    controller,
  });
  byController[controller] = c;
  return c;
}

/** Layer 1 (CR 613.2a, 707.2): a copy's characteristics are the copied definition's, with the keywords its copy effect adds. */
function copiedCharacteristics(def: CardDefinition, controller: PlayerId, added: readonly Keyword[]): Characteristics {
  const base = printedCharacteristics(def, controller);
  if (added.length === 0) return base;
  const keywords = [...base.keywords];
  for (const k of added) if (!keywords.includes(k) || keepsEveryInstance(k)) keywords.push(k);
  return Object.freeze({ ...base, keywords });
}

function applyChange(c: Characteristics, change: CharacteristicChange): void {
  switch (change.kind) {
    case 'control':
      c.controller = change.player;
      break;
    case 'addTypes':
      for (const t of change.types) if (!c.types.includes(t)) c.types.push(t);
      for (const t of change.subtypes) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      break;
    case 'addKeywords':
      // every instance of a triggered keyword counts (CR 702.121b, 702.105b, 702.23c); others are redundant
      for (const k of change.keywords as Keyword[]) if (!c.keywords.includes(k) || keepsEveryInstance(k)) c.keywords.push(k);
      break;
    case 'loseAllAbilities':
      c.keywords = [];
      c.hasAbilities = false;
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
 * to `obj`. Whether a static applies is judged on the object's characteristics before layer 6, and
 * a source that has lost its abilities generates none (CR 613.8 dependency on layer 6 is approximated
 * by checking the source's own ability-removing effects).
 */
function collectStatics(state: GameState, sources: readonly ObjectId[], obj: GameObject, base: Characteristics, layer: string, found: Layered[] | null): Layered[] | null {
  let out = found;
  for (const sid of sources) {
    const src = state.objects[sid] as GameObject;
    if (src.faceDown) continue;
    const def = definitionOf(src);
    if (!def?.statics) continue;
    if (lostAbilities(state, sid)) continue;
    for (const st of def.statics) {
      const change = staticChanges(st);
      if (!change || layerOf(change) !== layer) continue;
      if (!('affects' in st)) continue;
      const affects = st.affects;
      let applies: boolean;
      if (affects === 'self') applies = sid === obj.id;
      else if (affects === 'attached') applies = src.attachedTo !== null && 'object' in src.attachedTo && src.attachedTo.object === obj.id;
      else applies = matchesFilterBase(state, obj, base, affects, src);
      if (!applies) continue;
      if (st.kind === 'modifyPTByManaValue') (out ??= []).push({ timestamp: src.timestamp, change: { kind: 'modifyPT', power: base.manaValue, toughness: base.manaValue } });
      else (out ??= []).push({ timestamp: src.timestamp, change });
    }
  }
  return out;
}

/**
 * The objects whose definitions have static abilities that affect the game: permanents, and face-up
 * cards in the command zone (CR 315.5), cached per battlefield list and version.
 */
const staticCache = new WeakMap<readonly ObjectId[], { stamp: string; ids: ObjectId[] }>();

function staticSources(state: GameState): ObjectId[] {
  const list = state.battlefield;
  const stamp = `${list.length}:${state.nextTimestamp}:${state.command.length}`;
  const hit = staticCache.get(list);
  if (hit && hit.stamp === stamp) return hit.ids;
  const ids: ObjectId[] = [];
  for (const id of list) if (definitionOf(state.objects[id] as GameObject)?.statics) ids.push(id);
  for (const id of state.command) if (definitionOf(state.objects[id] as GameObject)?.statics) ids.push(id);
  staticCache.set(list, { stamp, ids });
  return ids;
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
  if (f.types && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => c.subtypes.includes(t))) return false;
  if (f.colors && !f.colors.some((t) => c.colors.includes(t))) return false;
  if (f.notColors && f.notColors.some((t) => c.colors.includes(t))) return false;
  if (f.controller) {
    const mine = controllerAfterLayer2(state, obj) === controllerAfterLayer2(state, source);
    if ((f.controller === 'you') !== mine) return false;
  }
  if (f.keyword && !c.keywords.includes(f.keyword)) return false;
  if (f.withoutKeyword && c.keywords.includes(f.withoutKeyword)) return false;
  if (f.tapped !== undefined && obj.tapped !== f.tapped) return false;
  if (f.nontoken && obj.kind === 'token') return false;
  if (f.basic !== undefined && c.supertypes.includes('Basic') !== f.basic) return false;
  if (f.chosenName !== undefined) {
    // CR 702.106d: one of the names chosen for the source; a face-down object has no name (CR 708.2)
    const chosen = source.chosenNames ?? [];
    if (c.name === '' || !(f.chosenName === true ? chosen.includes(c.name) : chosen[f.chosenName] === c.name)) return false;
  }
  if (f.test && !f.test(state, obj.id, controllerAfterLayer2(state, source), source.id)) return false;
  return true;
}

/** Whether an object has a keyword ability now. */
export function hasKeyword(state: GameState, id: ObjectId, keyword: Keyword): boolean {
  return characteristics(state, id).keywords.includes(keyword);
}

/** Whether an object is a creature now. */
export function isCreature(state: GameState, id: ObjectId): boolean {
  return characteristics(state, id).types.includes('Creature');
}
